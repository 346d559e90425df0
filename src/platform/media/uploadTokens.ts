import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a mamUploadAccessToken lets its member upload. */
export const UPLOAD_TOKEN_TTL_MS = 30 * 60_000;

const sign = (secret: string, body: string) => createHmac('sha256', `upload:${secret}`).update(body).digest('base64url');

/** `<member>.<expires ms>.<hmac>`: checked without a table, like the socket's daily token. */
export function issueUploadToken(secret: string, memberId: number, now = Date.now()): { token: string; expires: number } {
  const expires = now + UPLOAD_TOKEN_TTL_MS;
  const body = `${memberId}.${expires}`;
  return { token: `${body}.${sign(secret, body)}`, expires };
}

/** The token's member, or null when it is malformed, forged or expired. */
export function memberOfUploadToken(secret: string, token: string, now = Date.now()): number | null {
  const match = /^(\d{1,10})\.(\d{13})\.([\w-]{43})$/.exec(token.trim());
  if (!match) return null;
  const expected = Buffer.from(sign(secret, `${match[1]}.${match[2]}`));
  const given = Buffer.from(match[3]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return Number(match[2]) > now ? Number(match[1]) : null;
}
