import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long a mamUploadAccessToken lets its member upload. */
export const UPLOAD_TOKEN_TTL_MS = 30 * 60_000;

/** The member a token was issued to, and its grant: the one upload session its files belong to. */
export interface UploadGrant {
  memberId: number;
  grant: string;
}

const sign = (secret: string, body: string) => createHmac('sha256', `upload:${secret}`).update(body).digest('base64url');

/**
 * `<member>.<expires ms>.<grant>.<hmac>`: checked without a table, like the socket's daily token. The
 * grant (72 random bits) ties the token to the uploads made with it: consolidated/results answers
 * only those (docs/decisions/141).
 */
export function issueUploadToken(secret: string, memberId: number, now = Date.now()): { token: string; expires: number; grant: string } {
  const expires = now + UPLOAD_TOKEN_TTL_MS;
  const grant = randomBytes(9).toString('base64url');
  const body = `${memberId}.${expires}.${grant}`;
  return { token: `${body}.${sign(secret, body)}`, expires, grant };
}

/** The token's member and grant, or null when it is malformed, forged or expired. */
export function readUploadToken(secret: string, token: string, now = Date.now()): UploadGrant | null {
  const match = /^(\d{1,10})\.(\d{13})\.([\w-]{12})\.([\w-]{43})$/.exec(token.trim());
  if (!match) return null;
  const expected = Buffer.from(sign(secret, `${match[1]}.${match[2]}.${match[3]}`));
  const given = Buffer.from(match[4]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return Number(match[2]) > now ? { memberId: Number(match[1]), grant: match[3]! } : null;
}
