import { createHash } from 'node:crypto';
import { eq, ne } from 'drizzle-orm';
import * as t from '../db/schema.ts';
import { hashPassword } from '../identity/passwords.ts';
import type { SeedContext } from './seedParts.ts';

/**
 * The demo members' passwords (123456) as scrypt hashes instead of the md5 seedAccounts writes
 * (docs/decisions/070), and their phone as username. The salts are derived from the member id so
 * the seed stays deterministic (ADR 011); real sign-ups get random salts.
 */
export async function seedMemberPasswords(seed: SeedContext): Promise<void> {
  const { db } = seed;
  const rows = await db.select({ id: t.members.id, phone: t.members.phone, passwordMd5: t.members.passwordMd5 }).from(t.members).where(ne(t.members.passwordMd5, ''));
  for (const row of rows.sort((a, b) => a.id - b.id)) {
    const salt = createHash('sha256').update(`demo member ${row.id}`).digest('hex').slice(0, 32);
    await db
      .update(t.members)
      .set({ ...(await hashPassword(row.passwordMd5, salt)), passwordMd5: '', username: row.phone })
      .where(eq(t.members.id, row.id));
  }
}
