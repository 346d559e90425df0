import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { PlatformDb } from '../db/openDatabase.ts';
import { rateEvents } from '../db/schema.ts';

export const RATE_LIMIT = 5;
export const RATE_WINDOW_MS = 60_000;

/**
 * Counts one attempt in every bucket, or none when any bucket already holds RATE_LIMIT attempts in
 * the last minute. The events live in the database, so the limit holds across processes sharing
 * it; per-bucket advisory locks (taken in sorted order) make check-and-insert atomic under
 * concurrency, so parallel attempts never get past the limit.
 */
export async function takeAttempt(db: PlatformDb, buckets: string[], now = Date.now()): Promise<boolean> {
  const sorted = [...new Set(buckets)].sort();
  return db.transaction(async (tx) => {
    for (const bucket of sorted) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${bucket}))`);
    for (const bucket of sorted) {
      const [row] = await tx
        .select({ n: count() })
        .from(rateEvents)
        .where(and(eq(rateEvents.bucket, bucket), gt(rateEvents.at, now - RATE_WINDOW_MS)));
      if ((row?.n ?? 0) >= RATE_LIMIT) return false;
    }
    await tx.insert(rateEvents).values(sorted.map((bucket) => ({ bucket, at: now })));
    // Events older than the window count for nothing: the table holds about one minute of attempts.
    await tx.delete(rateEvents).where(lt(rateEvents.at, now - RATE_WINDOW_MS));
    return true;
  });
}
