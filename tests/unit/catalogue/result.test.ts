import { describe, expect, it } from 'vitest';
import { empty, fail, failedToLoad, isUnknownId, ok, valueOr, type CatalogueError, type Result } from '../../../src/catalogue/result.ts';
import { errorForStatus, transportError } from '../../../src/catalogue/errorCatalogue.ts';

const ctx = { call: 'x', inNativeApp: false };
const unknownId: Result<number> = fail(errorForStatus(-1, 'target not exist', ctx));
const timedOut: Result<number> = fail<CatalogueError>(transportError(ctx, 'timeout'));

describe('reading results', () => {
  it.each([
    ['a value', ok(3), 3],
    ['empty', empty(), 'fallback'],
    ['a failure', timedOut, 'fallback'],
    ['no call made', null, 'fallback'],
  ] as const)('valueOr of %s', (_, result, expected) => {
    expect(valueOr(result as Result<number> | null, 'fallback')).toBe(expected);
  });

  it.each([
    ['a value', ok(3), false, false],
    ['empty', empty(), false, false],
    ['an unknown id (platform status)', unknownId, true, false],
    ['a time-out', timedOut, false, true],
    ['no call made', null, false, false],
  ] as const)('%s: unknown id %s, failed to load %s', (_, result, unknown, failed) => {
    expect(isUnknownId(result as Result<number> | null)).toBe(unknown);
    expect(failedToLoad(result as Result<number> | null)).toBe(failed);
  });
});
