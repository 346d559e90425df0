import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Registration and voucher codes, and the per-activity verify key of the charge-off
 * (docs/decisions/140). A code is `YX` (the prefix readers and service points know) and 16 base32
 * letters of 10 random bytes: 80 bits, so no one finds another member's code by counting.
 */
export const CODE_PREFIX = 'YX';
export const CODE_RANDOM_BYTES = 10;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding: every 5 bits one letter. */
export function base32(bytes: Uint8Array): string {
  let out = '';
  let bits = 0;
  let value = 0;
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** A new registration (and voucher) code: `YX` and 80 random bits. */
export function newRegistCode(random: (size: number) => Uint8Array = randomBytes): string {
  return `${CODE_PREFIX}${base32(random(CODE_RANDOM_BYTES))}`;
}

/**
 * The activity's verify key: who holds it may charge off that activity's codes. It is derived from
 * the platform's secret, so nothing is stored and no other activity's key follows from it.
 */
export function activityVerifyKey(secret: string, activityId: number): string {
  return createHmac('sha256', `activity-verify:${secret}`).update(String(activityId)).digest('base64url').slice(0, 22);
}

/** Whether `given` is the activity's verify key (compared in constant time). */
export function isActivityVerifyKey(secret: string, activityId: number, given: string): boolean {
  const expected = Buffer.from(activityVerifyKey(secret, activityId));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
