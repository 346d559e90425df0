import { LRUCache } from 'lru-cache';
import type { Result } from './result.ts';

/**
 * A moment's memory of public reading answers (docs/decisions/113). A breaking story sends
 * thousands of readers to pages nobody has rendered yet; the columns, the feed and the article
 * they all need are the same for everyone, so within `ttlMs` the site asks the platform once and
 * every page shares the parsed answer. A burst of identical calls in flight is one call. Only
 * successful answers are kept: a failure reaches the callers waiting for it and is then forgotten.
 * What may be shared is decided by the engine (a call declared `shared`, made for an anonymous
 * page, with no session, token or extra header); this module only keeps promises by key.
 */
export interface SharedReads {
  read<T>(key: string, load: () => Promise<Result<T>>): Promise<Result<T>>;
  readonly size: number;
}

export function createSharedReads(options: { ttlMs: number; maxEntries: number; now?: () => number }): SharedReads {
  const entries = new LRUCache<string, Promise<Result<unknown>>>({
    max: options.maxEntries,
    ttl: options.ttlMs,
    // Read the clock on every lookup rather than once a millisecond: one Date.now() is cheap.
    ttlResolution: 0,
    // The engine's clock, so tests can move time; lru-cache reads it through `perf`.
    ...(options.now ? { perf: { now: options.now } } : {}),
  });
  return {
    read<T>(key: string, load: () => Promise<Result<T>>): Promise<Result<T>> {
      const kept = entries.get(key) as Promise<Result<T>> | undefined;
      if (kept) return kept;
      const pending = load();
      entries.set(key, pending);
      void pending.then(
        (result) => {
          if (!result.ok && entries.peek(key) === pending) entries.delete(key);
        },
        () => entries.delete(key),
      );
      return pending;
    },
    get size() {
      return entries.size;
    },
  };
}

/** The key of one call: its name and payload, in the order the wrapper built it. */
export function sharedReadKey(name: string, payload: Record<string, unknown>): string {
  return `${name}\u0000${JSON.stringify(payload)}`;
}
