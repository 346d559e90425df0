import { describe, expect, it } from 'vitest';
import { DYNAMICS_MORE_THRESHOLD, ENTRY_LIST_LIMIT, PAGE_SIZE, RANK_LIMIT, RELATED_MVOD_SIZE, hasMoreByPageSize, hasMoreDynamics, hasMoreReporterArticles } from '../../../src/lib/loadMore.ts';

describe('list limits (SPEC §9)', () => {
  it('has the SPEC values', () => {
    expect({ PAGE_SIZE, ENTRY_LIST_LIMIT, RANK_LIMIT, DYNAMICS_MORE_THRESHOLD, RELATED_MVOD_SIZE }).toEqual({
      PAGE_SIZE: 20,
      ENTRY_LIST_LIMIT: 8,
      RANK_LIMIT: 20,
      DYNAMICS_MORE_THRESHOLD: 10,
      RELATED_MVOD_SIZE: 4,
    });
  });
});

describe('hasMoreByPageSize (positive multiple of 20)', () => {
  it.each([
    [0, undefined, false],
    [1, undefined, false],
    [19, undefined, false],
    [20, undefined, true],
    [21, undefined, false],
    [39, undefined, false],
    [40, undefined, true],
    [60, undefined, true],
    [-20, undefined, false],
    [20.5, undefined, false],
    ['20', undefined, true],
    ['x', undefined, false],
    [null, undefined, false],
    [Number.NaN, undefined, false],
    [10, 10, true],
    [10, 0, false],
  ])('%o (page %o) → %s', (count, size, expected) => expect(hasMoreByPageSize(count, size)).toBe(expected));
});

describe('hasMoreDynamics (10 or more)', () => {
  it.each([
    [0, false],
    [9, false],
    [10, true],
    [11, true],
    [20, true],
    ['10', true],
    [null, false],
  ])('%o → %s', (count, expected) => expect(hasMoreDynamics(count)).toBe(expected));
});

describe('hasMoreReporterArticles (non-empty page)', () => {
  it.each([
    [0, false],
    [1, true],
    [7, true],
    [20, true],
    [-1, false],
    ['3', true],
    [undefined, false],
  ])('%o → %s', (count, expected) => expect(hasMoreReporterArticles(count)).toBe(expected));
});
