import { asc, inArray, lt } from 'drizzle-orm';
import type { Context } from 'hono';
import { analyticsRecords } from '../db/schema.ts';
import { envelope, type Reply } from '../http/envelope.ts';
import type { Params } from '../http/Params.ts';
import { readerAddressOf } from '../http/clientAddress.ts';
import { anonymousBuckets, takeAttempt, TOO_FREQUENT } from '../identity/rateLimit.ts';
import type { PlatformContext } from '../PlatformContext.ts';

/**
 * What one analytics record (sendRecord, a big-data beacon) may hold and how long it is kept; an
 * address sends as many a minute as other anonymous writes (ANONYMOUS_LIMITS; docs/decisions/142). Anyone may send them, without login, so each
 * bound keeps a client from filling the database: a page URL fits a field, a beacon's form a row.
 */
export const ANALYTICS_LIMITS = {
  fields: 40,
  keyChars: 64,
  valueChars: 2048,
  rowBytes: 8 * 1024,
  maxAgeMs: 30 * 86_400_000,
  /** Expired records each insert deletes at most, oldest first: bounded work, faster than records arrive. */
  sweepBatch: 100,
};
export const RECORD_TOO_LARGE = '记录过大';

/** The record's fields, one value each, or null when a field or the whole row is over its bound. */
function payloadOf(params: Params): Record<string, string> | null {
  if (params.values.size > ANALYTICS_LIMITS.fields) return null;
  const payload: Record<string, string> = {};
  for (const [key, values] of params.values) {
    const value = values[0] ?? '';
    if (key.length > ANALYTICS_LIMITS.keyChars || value.length > ANALYTICS_LIMITS.valueChars) return null;
    payload[key] = value;
  }
  return Buffer.byteLength(JSON.stringify(payload)) > ANALYTICS_LIMITS.rowBytes ? null : payload;
}

/**
 * Stores one record when it is within its bounds and the client's address within its rate. The
 * same statement pair deletes up to `sweepBatch` records past their age, so the table holds about
 * the last 30 days without a separate sweeper.
 */
export async function recordAnalytics(ctx: PlatformContext, c: Context, params: Params, fields: { dataType: string; articleId: string }, now = Date.now()): Promise<Reply> {
  const payload = payloadOf(params);
  if (!payload) return envelope.failure(RECORD_TOO_LARGE);
  if (!(await takeAttempt(ctx.db, anonymousBuckets('analytics', readerAddressOf(c), null), now))) return envelope.failure(TOO_FREQUENT);
  await insertRecord(ctx, { ...fields, payload }, now);
  return envelope.ok(true);
}

/**
 * Stores a request's fields as a record of a data type (the `event` route's views and device
 * records, docs/decisions/164), within the same bounds and expiry; the caller has taken its rate.
 * False, and nothing stored, when the fields are over a bound.
 */
export async function storeRecord(ctx: PlatformContext, params: Params, fields: { dataType: string; articleId: string }, now = Date.now()): Promise<boolean> {
  const payload = payloadOf(params);
  if (!payload) return false;
  await insertRecord(ctx, { ...fields, payload }, now);
  return true;
}

async function insertRecord(ctx: PlatformContext, row: { dataType: string; articleId: string; payload: Record<string, string> }, now: number): Promise<void> {
  const expired = ctx.db
    .select({ id: analyticsRecords.id })
    .from(analyticsRecords)
    .where(lt(analyticsRecords.createdAt, now - ANALYTICS_LIMITS.maxAgeMs))
    .orderBy(asc(analyticsRecords.createdAt))
    .limit(ANALYTICS_LIMITS.sweepBatch);
  await ctx.db.delete(analyticsRecords).where(inArray(analyticsRecords.id, expired));
  await ctx.db.insert(analyticsRecords).values({ ...row, createdAt: now });
}
