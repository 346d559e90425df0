import { describe, expect, it } from 'vitest';
import { firstHeaderValue, parseCookieHeader, readCookie, safeDecode } from '../../../src/lib/tolerantInput.ts';

describe('tolerant request input', () => {
  it.each([
    ['%', null],
    ['%E0%A4', null],
    ['%zz', null],
    ['en', 'en'],
    ['%E4%B8%AD', '中'],
  ])('safeDecode(%j) → %j', (text, expected) => {
    expect(safeDecode(text)).toBe(expected);
  });
  it.each([
    ['lang=%', 'lang', null],
    ['theme=%; lang=en', 'lang', 'en'],
    ['lang=en; lang=fr', 'lang', 'en'],
    ['lang="de"', 'lang', 'de'],
    ['=x; lang', 'lang', null],
    [`lang=${'a'.repeat(5000)}`, 'lang', null],
    [undefined, 'lang', null],
  ])('readCookie(%j, %s) → %j', (header, name, expected) => {
    expect(readCookie(header, name)).toBe(expected);
  });
  it('keeps the good cookies beside a broken one', () => {
    expect([...parseCookieHeader('a=1; b=%; c=%41')]).toEqual([
      ['a', '1'],
      ['c', 'A'],
    ]);
  });
  it.each([
    ['https, http', 'https'],
    [['a', 'b'], 'a'],
    [' , x', null],
    [undefined, null],
  ] as const)('firstHeaderValue(%j) → %j', (value, expected) => {
    expect(firstHeaderValue(value as never)).toBe(expected);
  });
});
