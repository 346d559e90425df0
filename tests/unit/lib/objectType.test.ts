import { describe, expect, it } from 'vitest';
import { isAccountEmpty, objectType, type ObjectKind } from '../../../src/lib/objectType.ts';

describe('objectType', () => {
  it.each([
    ['article', 1, 10],
    ['article', 123, 10],
    ['article', '5', 10],
    ['article', 0, 0],
    ['article', -1, 0],
    ['article', undefined, 0],
    ['article', null, 0],
    ['article', 'x', 0],
    ['digitalPage', undefined, 7],
    ['activity', undefined, 4],
    ['column', undefined, 5],
    ['circle', 9, 18],
  ] as [ObjectKind, unknown, number][])('%s with xyAccountID %o → %d', (kind, id, expected) => expect(objectType(kind, id)).toBe(expected));
});

describe('isAccountEmpty', () => {
  it.each([
    [{ xyStatus: 0, xyForbidden: 0, xyID: 5 }, false],
    [{ xyStatus: 2, xyForbidden: 0, xyID: 5 }, false],
    [{ xyStatus: 3, xyID: 5 }, false],
    [{ xyStatus: 1, xyForbidden: 0, xyID: 5 }, true],
    [{ xyStatus: 4, xyForbidden: 0, xyID: 5 }, true],
    [{ xyStatus: '4', xyID: 5 }, true],
    [{ xyStatus: 0, xyForbidden: 1, xyID: 5 }, true],
    [{ xyStatus: 0, xyForbidden: '1', xyID: 5 }, true],
    [{ xyStatus: 0, xyForbidden: 0, xyID: 0 }, true],
    [{ xyStatus: 0, xyForbidden: 0, xyID: -3 }, true],
    [{ xyStatus: 0, xyForbidden: 0, xyID: '7' }, false],
    [{ xyStatus: 0, xyForbidden: 0 }, true],
    [{ xyID: 5 }, false],
    [{}, true],
    [null, true],
    [undefined, true],
  ])('%o → %s', (account, expected) => expect(isAccountEmpty(account)).toBe(expected));
});
