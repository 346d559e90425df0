import { describe, expect, it } from 'vitest';
import { articleRoute } from '../../../src/lib/articleRoute.ts';
import { BASE_PATH } from '../../../src/routes.ts';

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
