import type { PlatformDb } from '../db/openDatabase.ts';
import type { PlatformContext } from '../PlatformContext.ts';
import { channelMessage, notifyChannel } from '../socket/liveEvents.ts';

/**
 * "Drop what you cached": sent on the live channel every platform process already LISTENs on
 * (docs/decisions/090, 132), so a change made through one process reaches the caches of all of
 * them, not only its own. `all` drops every cached read and the column snapshot (a publish, a
 * seed); `keys` drops those ContentCache entries (`counts:<article>`, `live:<room>`, `vote:<vote>`).
 */
export type CacheEvent = { kind: 'cache'; all: true } | { kind: 'cache'; keys: string[] };

/** A notification names at most this many keys (far below NOTIFY's 8000 bytes). */
export const MAX_CACHE_KEYS = 20;
const KEY = /^[a-z][a-z-]{0,19}:\d{1,10}$/;

export type CacheDrop = 'all' | string[];

function eventOf(drop: CacheDrop): CacheEvent {
  return drop === 'all' ? { kind: 'cache', all: true } : { kind: 'cache', keys: drop.slice(0, MAX_CACHE_KEYS) };
}

/** This process's caches only. */
export function applyCacheEvent(ctx: Pick<PlatformContext, 'cache' | 'columns'>, event: CacheEvent): void {
  if ('all' in event) {
    ctx.cache.bump();
    ctx.columns.invalidate();
    return;
  }
  for (const key of event.keys) ctx.cache.delete(key);
}

/**
 * Announces a drop to every platform process. Inside a transaction PostgreSQL delivers it at commit,
 * so no process reloads before the change is visible and a rolled-back change drops nothing.
 */
export async function notifyCacheDrop(tx: Pick<PlatformDb, 'execute'>, drop: CacheDrop): Promise<void> {
  await notifyChannel(tx, eventOf(drop));
}

/**
 * After a committed write: drops this process's entries at once (its next read sees the write) and
 * tells the others. A failed notification is logged, not thrown: the write stands, and the other
 * processes' entries still end with their time to live (ContentCache's 5 s, ColumnCache's minute).
 */
export async function dropEverywhere(ctx: PlatformContext, drop: CacheDrop): Promise<void> {
  applyCacheEvent(ctx, eventOf(drop));
  await notifyCacheDrop(ctx.db, drop).catch((error: unknown) => console.error('platform: cache notification failed:', (error as Error).message));
}

/** A notification's cache event, or null when it is something else (a live event, or noise). */
export function parseCacheEvent(payload: string): CacheEvent | null {
  const event = channelMessage(payload, 2000);
  if (event?.kind !== 'cache') return null;
  if (event.all === true) return { kind: 'cache', all: true };
  if (!Array.isArray(event.keys) || event.keys.length > MAX_CACHE_KEYS) return null;
  const keys = event.keys.filter((key): key is string => typeof key === 'string' && KEY.test(key));
  return keys.length === event.keys.length && keys.length > 0 ? { kind: 'cache', keys } : null;
}
