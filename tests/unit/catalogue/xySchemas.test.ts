import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { reporterCardSchema, xyDynamicDetailSchema, xyDynamicListSchema, xyProfileSchema, xyRankListSchema } from '../../../src/catalogue/xySchemas.ts';
import { CORPUS_DIR, corpusAvailable } from '../../corpusAvailable.ts';

const recorded = (name: string): { response: { data: unknown } }[] => JSON.parse(readFileSync(`${CORPUS_DIR}/${name}.json`, 'utf8'));

describe('xyProfileSchema (getXyInfo): SPEC §4 empty accounts', () => {
  it.each([
    ['an open account', { xyID: 301, xyStatus: 0, xyForbidden: 0 }, false],
    ['ids and flags as strings', { xyID: '301', xyStatus: '0', xyForbidden: '0' }, false],
    ['named `id` instead of xyID', { id: 301 }, false],
    ['closed (status 1)', { xyID: 301, xyStatus: 1 }, true],
    ['under review (status 4, as a string)', { xyID: 301, xyStatus: '4' }, true],
    ['forbidden', { xyID: 301, xyForbidden: 1 }, true],
    ['forbidden as true', { xyID: 301, xyForbidden: true }, true],
    ['no id', { topic: 'x' }, true],
    ['id 0', { xyID: 0 }, true],
    ['negative id', { xyID: -3 }, true],
  ])('%s → empty %s', (_name, data, empty) => {
    expect(v.parse(xyProfileSchema, data).empty).toBe(empty);
  });

  it('reads counts as strings, and canHit / isFollow as the reader’s flags', () => {
    const profile = v.parse(xyProfileSchema, { xyID: 302, topic: '号', articleCount: '28', rssCount: '980', isFollow: '1', canHit: 0, reporterID: '202' });
    expect(profile).toMatchObject({ xyID: 302, articleCount: 28, subscribers: 980, followed: true, canRank: false, reporterId: 202 });
    expect(v.parse(xyProfileSchema, { xyID: 302 }).canRank).toBe(true);
  });
});

describe('xyRankListSchema (xyRank, searchXyRank)', () => {
  it.runIf(corpusAvailable)('parses every recorded searchXyRank answer', () => {
    for (const entry of recorded('searchXyRank')) {
      const parsed = v.parse(xyRankListSchema, entry.response.data);
      expect(parsed).toHaveLength((entry.response.data as unknown[]).length);
      for (const item of parsed) expect(item).toMatchObject({ xyID: expect.any(Number), topic: expect.any(String), canRank: true, followed: false });
    }
  });

  it.each([
    ['bare list', [{ id: 1, topic: 'a', influence: '8', rank: '2', canHit: '0', isFollow: '1' }], [{ xyID: 1, influence: 8, rank: 2, canRank: false, followed: true }]],
    ['{list}', { list: [{ id: '2', topic: 'b' }] }, [{ xyID: 2, influence: 0, canRank: true }]],
    ['items without an id are dropped', [{ topic: 'no id' }, { id: 0, topic: 'zero' }, { id: 3 }], [{ xyID: 3 }]],
    ['null', null, []],
  ])('%s', (_name, data, expected) => {
    const parsed = v.parse(xyRankListSchema, data);
    expect(parsed).toHaveLength(expected.length);
    expected.forEach((item, i) => expect(parsed[i]).toMatchObject(item));
  });
});

describe('reporters and dynamics', () => {
  it('a reporter card needs an id; the account id may be missing', () => {
    expect(v.parse(reporterCardSchema, { id: '201', name: '林晓岚', url: '/p.jpg' })).toMatchObject({ id: 201, portrait: '/p.jpg', xyID: 0 });
    expect(v.safeParse(reporterCardSchema, { name: 'no id' }).success).toBe(false);
  });

  it.each([
    ['pictures and videos', { pics: ['/a.jpg', ' ', '/b.jpg'], videos: ['/v.m3u8'] }, ['/a.jpg', '/b.jpg'], ['/v.m3u8']],
    ['attachments missing', undefined, [], []],
    ['attachments not an object', 'x', [], []],
    ['lists that are not lists', { pics: '/a.jpg', videos: null }, [], []],
  ])('dynamic attachments: %s', (_name, attachments, pics, videos) => {
    const [dynamic] = v.parse(xyDynamicListSchema, { list: [{ id: 1, content: '动态', created: '2024-06-01 08:00:00.0', attachments }] });
    expect(dynamic).toMatchObject({ id: 1, pics, videos, created: '2024-06-01 08:00:00' });
  });

  it.each([
    [
      'a dynamic with its account',
      { id: '31', xyID: '4', content: '现场', created: '2024-06-01 08:00:00.0', attachments: { pics: ['/a.jpg'] } },
      { id: 31, xyID: 4, pics: ['/a.jpg'], created: '2024-06-01 08:00:00' },
    ],
    ['no account named: 0', { id: 32, content: '现场' }, { id: 32, xyID: 0 }],
    ['the platform’s "empty"', 'empty', null],
    ['no id', { content: '现场' }, null],
    ['id 0', { id: 0, content: '现场' }, null],
    ['not an object', null, null],
  ])('one dynamic (dynamic/getDynamicDetail): %s', (_name, raw, expected) => {
    const parsed = v.parse(xyDynamicDetailSchema, raw);
    if (expected === null) expect(parsed).toBeNull();
    else expect(parsed).toMatchObject(expected);
  });
});
