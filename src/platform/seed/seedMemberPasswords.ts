import { createHash } from 'node:crypto';
import { eq, ne } from 'drizzle-orm';
import * as t from '../db/schema.ts';
import { hashPassword } from '../identity/passwords.ts';
import { demoPassword } from './demoPassword.ts';
import type { SeedContext } from './seedParts.ts';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/**
 * The demo members' password as scrypt hashes instead of the md5 seedAccounts writes
 * (docs/decisions/070), and their phone as username. The password is PLATFORM_DEMO_PASSWORD or a
 * random one printed here once (docs/decisions/139). The salts are derived from the member id so
 * the seed stays deterministic for a given password (ADR 011); real sign-ups get random salts.
 */
export async function seedMemberPasswords(seed: SeedContext): Promise<void> {
  const { db } = seed;
  const { password, generated } = demoPassword();
  const rows = await db.select({ id: t.members.id, phone: t.members.phone }).from(t.members).where(ne(t.members.passwordMd5, ''));
  for (const row of rows.sort((a, b) => a.id - b.id)) {
    const salt = createHash('sha256').update(`demo member ${row.id}`).digest('hex').slice(0, 32);
    await db
      .update(t.members)
      .set({ ...(await hashPassword(md5(password), salt)), passwordMd5: '', username: row.phone })
      .where(eq(t.members.id, row.id));
  }
  if (generated && rows.length) {
    const phones = rows.map((row) => row.phone).sort();
    console.log(`platform: the demo members (${phones[0]} … ${phones.at(-1)}) sign in with the password ${password} (shown this once; PLATFORM_DEMO_PASSWORD chooses it)`);
  }
}
