import { describe, expect, it } from 'vitest';
import { capRankList, nextAccountArticlesPage, nextDynamicsPage, nextReporterArticlesPage, parseRankPeriod, searchKey } from '../../../src/lib/xyRules.ts';

const items = (n: number, from = 1) => Array.from({ length: n }, (_, i) => ({ fileId: from + i, id: from + i }));

describe('account articles: the 20 rule (SPEC §4)', () => {
  it.each([
    [0, null],
    [1, null],
    [19, null],
    [20, { page: 2, lastFileId: 20 }],
    [21, null],
    [40, { page: 2, lastFileId: 40 }],
  ])('%i items on the first page → %o', (count, next) => {
    expect(nextAccountArticlesPage(0, items(count))).toEqual(next);
  });

  it('counts pages from the one asked for, and stops at the deepest page a URL may ask for', () => {
    expect(nextAccountArticlesPage(2, items(20, 41))).toEqual({ page: 4, lastFileId: 60 });
    expect(nextAccountArticlesPage(499, items(20))).toBeNull();
  });
});

describe('reporter articles: more while a page comes back non-empty', () => {
  it.each([
    [0, null],
    [1, { page: 2, lastFileId: 1 }],
    [7, { page: 2, lastFileId: 7 }],
    [20, { page: 2, lastFileId: 20 }],
    [23, { page: 2, lastFileId: 23 }],
  ])('%i items → %o', (count, next) => {
    expect(nextReporterArticlesPage(0, items(count))).toEqual(next);
  });
});

describe('dynamics: more when 10 or more came back', () => {
  it.each([
    [0, null],
    [9, null],
    [10, { page: 2, lastFileId: 10 }],
    [11, { page: 2, lastFileId: 11 }],
    [20, { page: 2, lastFileId: 20 }],
  ])('%i dynamics → %o', (count, next) => {
    expect(nextDynamicsPage(0, items(count))).toEqual(next);
  });
});

describe('the rank page', () => {
  it.each([
    [null, 0],
    ['', 0],
    ['0', 0],
    ['1', 1],
    ['2', 2],
    ['3', 3],
    ['4', 0],
    ['-1', 0],
    ['1.5', 0],
    ['01', 0],
    ['x', 0],
  ])('period %o → %i', (value, period) => {
    expect(parseRankPeriod(value)).toBe(period);
  });

  it.each([
    [0, 0],
    [19, 19],
    [20, 20],
    [21, 20],
    [45, 20],
  ])('a list of %i shows %i (capped at 20)', (count, shown) => {
    expect(capRankList(items(count))).toHaveLength(shown);
  });

  it.each([
    [null, ''],
    ['   ', ''],
    ['  云溪  发布 ', '云溪 发布'],
    ['号'.repeat(60), '号'.repeat(40)],
  ])('search %o → %o', (value, key) => {
    expect(searchKey(value)).toBe(key);
  });
});
