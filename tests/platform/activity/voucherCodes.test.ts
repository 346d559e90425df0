/** Charge-off codes and verify keys (docs/decisions/140): unit tests, no database. */
import { describe, expect, it } from 'vitest';
import { activityVerifyKey, base32, isActivityVerifyKey, newRegistCode } from '../../../src/platform/activity/voucherCodes.ts';

describe('voucher codes', () => {
  it.each([
    ['', ''],
    ['f', 'MY'],
    ['fo', 'MZXQ'],
    ['foo', 'MZXW6'],
    ['foob', 'MZXW6YQ'],
    ['fooba', 'MZXW6YTB'],
    ['foobar', 'MZXW6YTBOI'],
  ])('base32(%j) is %s (RFC 4648 without padding)', (text, encoded) => expect(base32(Buffer.from(text))).toBe(encoded));

  it('a code is YX and 16 base32 letters made from 10 random bytes (80 bits)', () => {
    const sizes: number[] = [];
    const code = newRegistCode((size) => {
      sizes.push(size);
      return Buffer.alloc(size, 0xff);
    });
    expect(sizes).toEqual([10]);
    expect(code).toBe(`YX${'7'.repeat(16)}`);
    expect(newRegistCode()).toMatch(/^YX[A-Z2-7]{16}$/);
  });

  it('ten thousand codes are all different', () => {
    expect(new Set(Array.from({ length: 10_000 }, () => newRegistCode())).size).toBe(10_000);
  });

  it("a verify key is one activity's, under one secret", () => {
    const key = activityVerifyKey('secret', 601);
    expect(key).toMatch(/^[\w-]{22}$/);
    const cases: [string, number, string, boolean][] = [
      ['secret', 601, key, true],
      ['secret', 602, key, false],
      ['other', 601, key, false],
      ['secret', 601, key.slice(1), false],
      ['secret', 601, '', false],
    ];
    for (const [secret, id, given, expected] of cases) expect(isActivityVerifyKey(secret, id, given), `${secret} ${id} ${given}`).toBe(expected);
  });
});
