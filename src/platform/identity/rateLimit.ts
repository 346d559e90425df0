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
  if (buckets.length === 0) return true;
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

/** The platform's answer when a client is over a limit (the SSO's `too_many_requests` in words). */
export const TOO_FREQUENT = '操作过于频繁，请稍后再试';

/**
 * Anonymous writes (praises, events, analytics records) a minute: per client address, generous for
 * the same carrier-NAT reason as IP_RATE_LIMIT, and per anonymous device, about one reader's taps.
 */
export const ANONYMOUS_LIMITS = { perAddress: 120, perDevice: 30 };

/**
 * The buckets of one anonymous write of a kind (`event`, `analytics`, `vote`...): the client's
 * address, and the anonymous device, each when there is one (docs/decisions/142).
 */
export function anonymousBuckets(kind: string, address: string | null, device: string | null, limits = ANONYMOUS_LIMITS): RateBucket[] {
  const buckets: RateBucket[] = [];
  if (address !== null) buckets.push({ key: `${kind}:ip:${address}`, limit: limits.perAddress });
  if (device !== null) buckets.push({ key: `${kind}:device:${device}`, limit: limits.perDevice });
  return buckets;
}

/**
 * Whether any bucket already holds its limit of attempts in the last minute, counting nothing: for
 * limits on failures only (a wrong charge-off code), where the check comes first and takeAttempt
 * records the failure once it happened.
 */
export async function isLimited(db: PlatformDb, buckets: RateBucket[], now = Date.now()): Promise<boolean> {
  for (const bucket of buckets) {
    const [row] = await db
      .select({ n: count() })
      .from(rateEvents)
      .where(and(eq(rateEvents.bucket, bucket.key), gt(rateEvents.at, now - RATE_WINDOW_MS)));
    if ((row?.n ?? 0) >= bucket.limit) return true;
  }
  return false;
}
