import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt } from 'drizzle-orm';
import type { PlatformDb } from '../db/openDatabase.ts';
import { phoneCodes } from '../db/schema.ts';

export const PHONE_CODE_LIFETIME_MS = 5 * 60_000;
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;

/**
 * Verification codes without an SMS service (docs/decisions/070): six digits, five minutes, single
 * use. A new code voids the phone's earlier ones. The code goes to the platform log; the admin CLI
 * (`npm run admin -- phone-code <phone>`) reads the latest valid one.
 */
export async function issuePhoneCode(db: PlatformDb, phone: string, now = Date.now()): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.transaction(async (tx) => {
    await tx
      .update(phoneCodes)
      .set({ usedAt: now })
      .where(and(eq(phoneCodes.phone, phone), isNull(phoneCodes.usedAt)));
    await tx.insert(phoneCodes).values({ phone, code, createdAt: now, expiresAt: now + PHONE_CODE_LIFETIME_MS });
    await tx.delete(phoneCodes).where(lt(phoneCodes.expiresAt, now - 86_400_000));
  });
  console.log(`platform: verification code for ${phone}: ${code} (valid 5 minutes)`);
  return code;
}

/** Uses the code up if it is valid: one UPDATE, so of two simultaneous logins only one gets it. */
export async function consumePhoneCode(db: PlatformDb, phone: string, code: string, now = Date.now()): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false;
  const used = await db
    .update(phoneCodes)
    .set({ usedAt: now })
    .where(and(eq(phoneCodes.phone, phone), eq(phoneCodes.code, code), isNull(phoneCodes.usedAt), gt(phoneCodes.expiresAt, now)))
    .returning({ id: phoneCodes.id });
  return used.length > 0;
}

export async function latestPhoneCode(db: PlatformDb, phone: string, now = Date.now()): Promise<{ code: string; expiresAt: number } | null> {
  const [row] = await db
    .select({ code: phoneCodes.code, expiresAt: phoneCodes.expiresAt })
    .from(phoneCodes)
    .where(and(eq(phoneCodes.phone, phone), isNull(phoneCodes.usedAt), gt(phoneCodes.expiresAt, now)))
    .orderBy(desc(phoneCodes.createdAt), desc(phoneCodes.id))
    .limit(1);
  return row ?? null;
}
