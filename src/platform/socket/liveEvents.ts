import { sql } from 'drizzle-orm';
import type { PlatformDb } from '../db/openDatabase.ts';

/** The one NOTIFY channel every platform process LISTENs on. */
export const LIVE_CHANNEL = 'live_events';

/**
 * What a notification carries: ids only, far below NOTIFY's 8000-byte limit; each process loads the
 * row and shapes it for its own sockets.
 */
export type LiveEvent = { kind: 'status'; liveId: number; status: number } | { kind: 'report'; liveId: number; reportId: number } | { kind: 'discuss'; liveId: number; commentId: number };

/**
 * Sends the event with the transaction that made the change: PostgreSQL delivers it at commit, so
 * a listener that loads the row finds it, and a rolled-back change is never announced.
 */
export async function notifyLive(tx: Pick<PlatformDb, 'execute'>, event: LiveEvent): Promise<void> {
  await notifyChannel(tx, event);
}

/** Sends one message on the channel (live events, and the cache drops of shape/cacheEvents.ts). */
export async function notifyChannel(tx: Pick<PlatformDb, 'execute'>, message: object): Promise<void> {
  await tx.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(message)})`);
}

/** A message read off the channel: a JSON object no longer than `maxLength`, or null (another program may NOTIFY there too). */
export function channelMessage(payload: string, maxLength: number): Record<string, unknown> | null {
  if (payload.length > maxLength) return null;
  try {
    const value: unknown = JSON.parse(payload);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const positive = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= 2_147_483_647;

/** A notification's payload, or null for anything else (another program may NOTIFY on the channel too). */
export function parseLiveEvent(payload: string): LiveEvent | null {
  const event = channelMessage(payload, 1000);
  if (!event || !positive(event.liveId)) return null;
  if (event.kind === 'status' && typeof event.status === 'number' && [0, 1, 2].includes(event.status)) return { kind: 'status', liveId: event.liveId, status: event.status };
  if (event.kind === 'report' && positive(event.reportId)) return { kind: 'report', liveId: event.liveId, reportId: event.reportId };
  if (event.kind === 'discuss' && positive(event.commentId)) return { kind: 'discuss', liveId: event.liveId, commentId: event.commentId };
  return null;
}
