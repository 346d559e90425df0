import { createHash, randomInt } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import sharp from 'sharp';
import { verifyCodes } from '../db/schema.ts';
import type { PlatformDb } from '../db/openDatabase.ts';

/**
 * Verify codes of the vote form (get/image/verify/code, docs/decisions/097). The client names each
 * image with a random `codeKey`; the platform checks a hash of the code, bound to whoever asked
 * (the member, or the device for a vote without login), for five minutes. Checking a code deletes
 * it in the same statement, right or wrong: it works once, and a guess costs a new image.
 */
export const VERIFY_CODE_TTL_MS = 5 * 60_000;
export const VERIFY_CODE_LENGTH = 4;
/** No 0/O, 1/I/L: the reader must be able to tell them apart. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CODE_KEY = /^[A-Za-z0-9-]{8,64}$/;

export const VERIFY_MESSAGES = {
  missing: '请输入验证码',
  expired: '验证码已失效，请重新获取',
  wrong: '验证码错误',
  badKey: '验证码参数错误',
} as const;

export function hashVerifyCode(codeKey: string, code: string): string {
  return createHash('sha256').update(`${codeKey}:${code.trim().toUpperCase()}`).digest('hex');
}

export function newVerifyCode(): string {
  let code = '';
  for (let i = 0; i < VERIFY_CODE_LENGTH; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** Stores a new code for the key (replacing the owner's earlier one under that key) and drops expired ones. */
export async function storeVerifyCode(db: PlatformDb, codeKey: string, owner: string, code: string, now = Date.now()): Promise<boolean> {
  await db.delete(verifyCodes).where(lt(verifyCodes.expiresAt, now));
  const stored = await db
    .insert(verifyCodes)
    .values({ codeKey, owner, codeHash: hashVerifyCode(codeKey, code), code, expiresAt: now + VERIFY_CODE_TTL_MS })
    .onConflictDoUpdate({ target: verifyCodes.codeKey, set: { codeHash: hashVerifyCode(codeKey, code), code, expiresAt: now + VERIFY_CODE_TTL_MS }, setWhere: eq(verifyCodes.owner, owner) })
    .returning({ key: verifyCodes.codeKey });
  return stored.length > 0;
}

/**
 * The code an image key shows while it is live and unused, for the back office's `verify-code` route
 * (docs/decisions/100, 132). It reads the row every platform process shares, so it answers whichever
 * process drew the image; reading never uses the code up.
 */
export async function latestVerifyCode(db: PlatformDb, codeKey: string, now = Date.now()): Promise<{ code: string; expiresAt: number } | null> {
  const [row] = await db
    .select({ code: verifyCodes.code, expiresAt: verifyCodes.expiresAt })
    .from(verifyCodes)
    .where(and(eq(verifyCodes.codeKey, codeKey), gt(verifyCodes.expiresAt, now)));
  return row?.code ? row : null;
}

/** Uses the code up: null when it was right and live, else the refusal. */
export async function consumeVerifyCode(db: PlatformDb, codeKey: string, owner: string, code: string, now = Date.now()): Promise<string | null> {
  if (!code.trim()) return VERIFY_MESSAGES.missing;
  if (!CODE_KEY.test(codeKey)) return VERIFY_MESSAGES.expired;
  const [row] = await db
    .delete(verifyCodes)
    .where(and(eq(verifyCodes.codeKey, codeKey), eq(verifyCodes.owner, owner)))
    .returning({ codeHash: verifyCodes.codeHash, expiresAt: verifyCodes.expiresAt });
  if (!row || row.expiresAt < now) return VERIFY_MESSAGES.expired;
  return row.codeHash === hashVerifyCode(codeKey, code) ? null : VERIFY_MESSAGES.wrong;
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The code drawn as a PNG (120×40): tilted letters over noise lines, rendered from SVG by sharp. */
export async function renderVerifyCode(code: string): Promise<Buffer> {
  const letters = [...code]
    .map((ch, i) => {
      const x = 14 + i * 26;
      const y = 29 + randomInt(-3, 4);
      const angle = randomInt(-25, 26);
      return `<text x="${x}" y="${y}" transform="rotate(${angle} ${x + 8} ${y - 10})" font-family="DejaVu Sans, sans-serif" font-size="24" font-weight="bold" fill="hsl(${randomInt(360)},60%,35%)">${escapeXml(ch)}</text>`;
    })
    .join('');
  const lines = Array.from(
    { length: 5 },
    () => `<line x1="${randomInt(120)}" y1="${randomInt(40)}" x2="${randomInt(120)}" y2="${randomInt(40)}" stroke="hsl(${randomInt(360)},50%,60%)" stroke-width="1.5"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="120" height="40" fill="#f3f1ea"/>${lines}${letters}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
