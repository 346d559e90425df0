import { createHash } from 'node:crypto';
import { eq, ne, sql } from 'drizzle-orm';
import type { PlatformDb } from '../db/openDatabase.ts';
import * as t from '../db/schema.ts';
import { hashPassword, legacyMatches, verifyPassword } from '../identity/passwords.ts';
import { PUBLISHED_DEMO_PASSWORD } from '../identity/platformSecrets.ts';
import { DEMO_IDS } from './demoIds.ts';
import { demoPassword } from './demoPassword.ts';
import type { SeedContext } from './seedParts.ts';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const demoSalt = (memberId: number) => createHash('sha256').update(`demo member ${memberId}`).digest('hex').slice(0, 32);

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
    await db
      .update(t.members)
      .set({ ...(await hashPassword(md5(password), demoSalt(row.id))), passwordMd5: '', username: row.phone })
      .where(eq(t.members.id, row.id));
  }
  if (generated) printDemoPassword(rows, password);
}

/**
 * A database seeded before the password was a setting still lets its demo members in with the
 * published 123456. Behind https the platform gives them PLATFORM_DEMO_PASSWORD or a random one,
 * printed once (docs/decisions/139). The first demo member stands for all of them, so a start costs
 * one password check; a member whose password is no longer 123456 keeps it.
 */
export async function retirePublishedDemoPassword(db: PlatformDb): Promise<boolean> {
  const published = md5(PUBLISHED_DEMO_PASSWORD);
  const stillPublished = async (row: typeof t.members.$inferSelect) =>
    legacyMatches(published, row.passwordMd5) || (row.passwordSalt === demoSalt(row.id) && (await verifyPassword(published, row.passwordSalt, row.passwordHash)));
  const [first] = await db.select().from(t.members).where(eq(t.members.id, DEMO_IDS.members.reader));
  if (!first || !(await stillPublished(first))) return false;
  const { password, generated } = demoPassword();
  const retired = await db.transaction(async (tx) => {
    // Platform processes starting together on one PostgreSQL: one of them changes the passwords.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('retire-demo-password'))`);
    const changed: { phone: string }[] = [];
    for (const row of await tx.select().from(t.members)) {
      if (!(await stillPublished(row))) continue;
      // A random salt: the next start's check of this member fails at once.
      await tx
        .update(t.members)
        .set({ ...(await hashPassword(md5(password))), passwordMd5: '' })
        .where(eq(t.members.id, row.id));
      changed.push(row);
    }
    return changed;
  });
  if (generated) printDemoPassword(retired, password);
  return retired.length > 0;
}

function printDemoPassword(members: { phone: string }[], password: string): void {
  if (!members.length) return;
  const phones = members.map((member) => member.phone).sort();
  console.log(`platform: the demo members (${phones[0]} … ${phones.at(-1)}) sign in with the password ${password} (shown this once; PLATFORM_DEMO_PASSWORD chooses it)`);
}
