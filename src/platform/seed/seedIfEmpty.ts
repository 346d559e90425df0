import { sql } from 'drizzle-orm';
import type { PlatformDb } from '../db/openDatabase.ts';
import { sites } from '../db/schema.ts';
import { seedDemoNewsroom } from './seedDemoNewsroom.ts';

/** Seeds the demo newsroom into an empty database. */
export async function seedIfEmpty(db: PlatformDb): Promise<void> {
  if ((await db.$count(sites)) > 0) return;
  await db.transaction(async (tx) => {
    // Two processes starting on one PostgreSQL database must not both seed.
    await tx.execute(sql`select pg_advisory_xact_lock(2024060101)`);
    if ((await tx.$count(sites)) > 0) return;
    const started = performance.now();
    const { articles } = await seedDemoNewsroom(tx as unknown as PlatformDb);
    console.log(`platform: seeded the demo newsroom (${articles} articles) in ${Math.round(performance.now() - started)} ms`);
  });
}
