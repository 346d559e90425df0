import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { articleListItemSchema } from '../../../src/catalogue/articleListItem.ts';
import { articleRoute } from '../../../src/lib/articleRoute.ts';
import { BASE_PATH } from '../../../src/routes.ts';

/** The recorded real responses beside the repository (read-only; the test says when they are absent). */
const corpusFile = fileURLToPath(new URL('../../../../shared/corpus/getArticles.json', import.meta.url));

const item = (articleType: number, more: Partial<{ fileId: number; columnId: number; linkID: number }> = {}) => ({ articleType, fileId: 1001, columnId: 2, linkID: 21, ...more });

describe('articleRoute: item → detail route by type', () => {
  it.each([
    [0, 'newsDetail/2/1001'],
    [1, 'imageDetail/2/1001'],
    [2, 'videoDetail/2/1001'],
    [3, 'specDetail/21/1001'],
    [4, 'linkDetail/1001'],
    [6, 'liveDetail/21/1001'],
    [7, 'activityDetail/1001'],
    [12, 'newsDetail/2/1001'],
    [5, 'newsDetail/2/1001'],
    [13, 'newsDetail/2/1001'],
  ])('type %i → %s', (type, path) => {
    expect(articleRoute(item(type))).toBe(`${BASE_PATH}/${path}.html`);
  });

  it('keeps the id in the id slot when the leading id is unknown', () => {
    expect(articleRoute(item(0, { columnId: 0 }))).toBe(`${BASE_PATH}/newsDetail/0/1001.html`);
    expect(articleRoute(item(3, { linkID: 0 }))).toBe(`${BASE_PATH}/specDetail/0/1001.html`);
    // liveDetail's id is required, so a missing live room id is left out.
    expect(articleRoute(item(6, { linkID: 0 }))).toBe(`${BASE_PATH}/liveDetail/1001.html`);
  });
});

/**
 * List data → detail route, through the catalogue's item schema: how an item is recognised decides
 * where it links. Activities in lists carry no articleType (the recorded getArticles activity module
 * in ../shared/corpus has the same fields as the synthetic ones below).
 */
describe('list items → detail route', () => {
  const route = (raw: Record<string, unknown>) => articleRoute(v.parse(articleListItemSchema, raw));
  const activity = {
    fileId: '601',
    articleID: '0',
    title: '摄影征集活动',
    startTime: '2024-05-27 10:00:00.0',
    startSignTime: '2024-05-27 10:00:00.0',
    endSignTime: '2024-06-11 10:00:00.0',
    participatorNum: 1,
    imageUrl: 'https://e.test/act-601_800x450.jpg',
    theContentUrl: 'https://e.test/app_if/activityDetail?siteID=1&fileId=601',
    entryType: 0,
    statusEntry: 0,
    type: 0,
  };

  it.each<[string, string, Record<string, unknown>]>([
    ['an activity of an activity module', 'activityDetail/601', activity],
    ['an activity without its content URL', 'activityDetail/601', { ...activity, theContentUrl: '' }],
    ['an activity without a sign-up count', 'activityDetail/601', { ...activity, participatorNum: undefined }],
    ['an activity article', 'activityDetail/1200', { fileId: 1200, articleType: 7, colID: 2 }],
    ['a news item', 'newsDetail/2/1001', { fileId: 1001, articleType: 0, colID: 2 }],
    ['a news item with a numeric string type', 'newsDetail/2/1001', { fileId: 1001, articleType: '0', colID: 2 }],
    ['newstype when articleType is missing', 'imageDetail/7/1101', { fileId: 1101, newstype: 1, colID: 7 }],
    ['an item with no type at all', 'newsDetail/2/1001', { fileId: 1001, colID: 2 }],
    ['a video whose type says so, whatever else it has', 'videoDetail/6/1121', { fileId: 1121, articleType: 2, colID: 6, participatorNum: 3 }],
  ])('%s → %s', (_name, path, raw) => {
    expect(route(raw)).toBe(`${BASE_PATH}/${path}.html`);
  });

  it.skipIf(!existsSync(corpusFile))('every activity of the recorded activity module links to its activity page', () => {
    const recorded = JSON.parse(readFileSync(corpusFile, 'utf8')) as { response: { data?: { modules?: { type: number; charactor: Record<string, unknown>[] }[] } } }[];
    const items = recorded
      .flatMap((entry) => entry.response.data?.modules ?? [])
      .filter((module) => module.type === 4)
      .flatMap((module) => module.charactor);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(route(item)).toBe(`${BASE_PATH}/activityDetail/${item.fileId}.html`);
  });
});
