import { describe, expect, it } from 'vitest';
import { countFormat, formatCount, formatReadCount } from '../../../src/lib/countFormat.ts';

describe('formatCount (cn, SPEC §9)', () => {
  it.each([
    [0, '0'],
    [1, '1'],
    [999, '999'],
    [1000, '1k+'],
    [1001, '1k+'],
    [1999, '1k+'],
    [2000, '2k+'],
    [9999, '9k+'],
    [10000, '1w+'],
    [19999, '1w+'],
    [99999, '9w+'],
    [100000, '10w+'],
    [1234567, '123w+'],
    ['1500', '1k+'],
    [' 42 ', '42'],
    ['', '0'],
    ['abc', '0'],
    [null, '0'],
    [undefined, '0'],
    [Number.NaN, '0'],
    [Number.POSITIVE_INFINITY, '0'],
    [-5, '0'],
    [999.9, '999'],
    [{}, '0'],
  ])('%o → %s', (value, expected) => expect(formatCount(value)).toBe(expected));
});

describe('formatCount in other locales', () => {
  it.each([
    ['en', 999, '999'],
    ['en', 1000, '1k+'],
    ['en', 9999, '9k+'],
    ['en', 10000, '10k+'],
    ['en', 999999, '999k+'],
    ['en', 1_000_000, '1M+'],
    ['de', 25_000, '25k+'],
    ['fr', 3_500_000, '3M+'],
    ['bo', 999, '999'],
    ['bo', 1000, '1སྟོང+'],
    ['bo', 10000, '1ཁྲི+'],
    ['bo', 120000, '12ཁྲི+'],
  ] as const)('%s %d → %s', (locale, value, expected) => expect(formatCount(value, locale)).toBe(expected));
});

describe('formatReadCount (capped at 10w+ from 100000)', () => {
  it.each([
    [999, '999'],
    [1000, '1k+'],
    [9999, '9k+'],
    [10000, '1w+'],
    [99999, '9w+'],
    [100000, '10w+'],
    [100001, '10w+'],
    [5_000_000, '10w+'],
    ['250000', '10w+'],
    [null, '0'],
  ])('%o → %s', (value, expected) => expect(formatReadCount(value)).toBe(expected));

  it.each([
    ['en', 99999, '99k+'],
    ['en', 100000, '100k+'],
    ['en', 5_000_000, '100k+'],
    ['bo', 100000, '10ཁྲི+'],
  ] as const)('%s %d → %s', (locale, value, expected) => expect(formatReadCount(value, locale)).toBe(expected));
});

describe('countFormat (cap, default 999)', () => {
  it.each([
    [0, undefined, '0'],
    [998, undefined, '998'],
    [999, undefined, '999'],
    [1000, undefined, '999+'],
    [123456, undefined, '999+'],
    [99, 99, '99'],
    [100, 99, '99+'],
    ['1000', undefined, '999+'],
    ['x', undefined, '0'],
    [null, undefined, '0'],
    [-1, undefined, '0'],
  ])('%o (cap %o) → %s', (value, cap, expected) => expect(countFormat(value, cap)).toBe(expected));
});
