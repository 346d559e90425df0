import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { PlatformDb } from '../db/openDatabase.ts';
import { rateEvents } from '../db/schema.ts';

/** Per phone: 5 a minute. */
export const RATE_LIMIT = 5;
/**
 * Per client IP the default is higher: mobile carriers put many readers behind one address
 * (carrier-grade NAT), so a limit fit for one phone would lock out a whole neighbourhood.
 */
export const IP_RATE_LIMIT = 30;
export const RATE_WINDOW_MS = 60_000;

/** A bucket and how many attempts a minute it allows. */
export interface RateBucket {
  key: string;
  limit: number;
}

/**
 * Counts one attempt in every bucket, or none when any bucket already holds its limit of attempts in
 * the last minute. The events live in the database, so the limit holds across processes sharing
 * it; per-bucket advisory locks (taken in sorted order) make check-and-insert atomic under
 * concurrency, so parallel attempts never get past the limit.
 */
export async function takeAttempt(db: PlatformDb, buckets: RateBucket[], now = Date.now()): Promise<boolean> {
  const limits = new Map(buckets.map((bucket) => [bucket.key, bucket.limit]));
  const sorted = [...limits.keys()].sort();
  return db.transaction(async (tx) => {
    for (const bucket of sorted) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${bucket}))`);
    for (const bucket of sorted) {
      const [row] = await tx
        .select({ n: count() })
        .from(rateEvents)
        .where(and(eq(rateEvents.bucket, bucket), gt(rateEvents.at, now - RATE_WINDOW_MS)));
      if ((row?.n ?? 0) >= (limits.get(bucket) ?? RATE_LIMIT)) return false;
    }
    await tx.insert(rateEvents).values(sorted.map((bucket) => ({ bucket, at: now })));
    // Events older than the window count for nothing: the table holds about one minute of attempts.
    await tx.delete(rateEvents).where(lt(rateEvents.at, now - RATE_WINDOW_MS));
    return true;
  });
}
