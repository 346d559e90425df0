import { chmodSync, mkdirSync } from 'node:fs';
import { createStorage, type Driver, type Storage } from 'unstorage';
import fsLiteDriver from 'unstorage/drivers/fs-lite';
import memoryDriver from 'unstorage/drivers/memory';
import redisDriver from 'unstorage/drivers/redis';
import type { Redis } from 'ioredis';

/**
 * Where reader sessions live (docs/decisions/129): a folder on disk by default, so a restart keeps
 * every reader logged in, or Redis (`REDIS_URL`), so every site process serves every reader. Both
 * through unstorage. Each entry carries its own expiry: Redis deletes it with its TTL, the disk
 * store's sweep deletes it (and, past `maxEntries`, the entries nearest their end).
 */

/** The backend could not be read or written: the caller answers 503, never 500. */
export class SessionStoreUnavailable extends Error {
  constructor(cause: unknown) {
    super('reader session store unavailable', { cause });
    this.name = 'SessionStoreUnavailable';
  }
}

/**
 * Whether `error` is a SessionStoreUnavailable. By name, not `instanceof`: src/server.ts loads this
 * module from src/ and the pages from the build, so one process has two copies of the class, and
 * the store (kept on globalThis) throws whichever copy made it.
 */
export function isSessionStoreUnavailable(error: unknown): boolean {
  return error instanceof Error && error.name === 'SessionStoreUnavailable';
}

export interface SessionStore<T> {
  get(id: string): Promise<T | undefined>;
  /** Keeps `value` for `ttlMs` from now (every write renews the lifetime). */
  set(id: string, value: T): Promise<void>;
  delete(id: string): Promise<void>;
  /** The backend answers now. */
  ready(): Promise<boolean>;
  /** Entries held (counted at most every few seconds; expired ones count until they are swept). */
  count(): Promise<number>;
  /** Deletes expired entries now; the disk store also runs it on a timer. */
  sweep(): Promise<void>;
  close(): Promise<void>;
}

/** Past its bound a store drops entries for which `precious` is false first (anonymous readers before members). */
export type SessionStoreOptions<T = unknown> =
  | { kind: 'disk'; dir: string; ttlMs: number; maxEntries: number; sweepEveryMs?: number; precious?: (value: T) => boolean }
  | { kind: 'redis'; url: string; ttlMs: number; onError?: (error: Error) => void }
  | { kind: 'memory'; ttlMs: number; maxEntries?: number; precious?: (value: T) => boolean };

interface Stored<T> {
  /** When it expires (ms since the epoch). */
  exp: number;
  v: T;
}

const KEY_PREFIX = 'readerSession';
/** Keys are the cookie's value: 43 base64url characters (src/catalogue/session.ts). */
const ID = /^[A-Za-z0-9_-]{16,64}$/;
const COUNT_MEMORY_MS = 5_000;
/** One Redis command waits at most this long: a slow store is a down store for a page. */
const REDIS_COMMAND_MS = 1_500;

function driverFor<T>(options: SessionStoreOptions<T>): { driver: Driver; redis?: () => Redis } {
  if (options.kind === 'memory') return { driver: memoryDriver() };
  if (options.kind === 'disk') {
    // Only the server's user may read the folder: the entries hold platform tokens.
    mkdirSync(options.dir, { recursive: true, mode: 0o700 });
    chmodSync(options.dir, 0o700);
    return { driver: fsLiteDriver({ base: options.dir }) };
  }
  const driver = redisDriver({
    url: options.url,
    base: KEY_PREFIX,
    preConnect: true,
    // Fail at once while disconnected rather than queue: a reader waits for nothing, and the
    // client reconnects by itself in the background.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: REDIS_COMMAND_MS,
    retryStrategy: (attempt: number) => Math.min(200 * attempt, 2_000),
  });
  const redis = () => driver.getInstance!() as Redis;
  redis().on('error', (error: Error) => options.onError?.(error));
  return { driver, redis };
}

export function createSessionStore<T>(options: SessionStoreOptions<T>): SessionStore<T> {
  const { driver, redis } = driverFor(options);
  const storage: Storage<string> = createStorage<string>({ driver });
  const maxEntries = options.kind === 'redis' ? Infinity : (options.maxEntries ?? Infinity);
  let counted: { at: number; value: Promise<number> } | null = null;
  let writes = 0;
  let sweeping: Promise<void> | null = null;
  const sweepAfterWrites = maxEntries === Infinity ? Infinity : Math.max(1, Math.floor(maxEntries / 4));

  const guard = async <R>(work: () => Promise<R>): Promise<R> => {
    try {
      return await work();
    } catch (error) {
      if (options.kind === 'redis') options.onError?.(error instanceof Error ? error : new Error(String(error)));
      throw new SessionStoreUnavailable(error);
    }
  };

  const read = async (id: string): Promise<Stored<T> | undefined> => {
    const raw = await guard(() => storage.getItem<string>(id));
    if (raw === null || raw === undefined) return undefined;
    try {
      const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Stored<T>;
      return typeof parsed?.exp === 'number' && parsed.v !== undefined ? parsed : undefined;
    } catch {
      // A half-written file (a crash mid-write) reads as no session.
      return undefined;
    }
  };

  const precious = options.kind === 'redis' ? undefined : options.precious;
  /** Disk and memory: every key with its expiry, in the order they would go: others before precious ones, each oldest end first. */
  const entries = async (): Promise<Array<{ id: string; exp: number; keep: boolean }>> => {
    const ids = (await guard(() => storage.getKeys())).filter((id) => ID.test(id));
    const found = await Promise.all(
      ids.map(async (id) => {
        const entry = await read(id);
        return { id, exp: entry?.exp ?? 0, keep: Boolean(entry && precious?.(entry.v)) };
      }),
    );
    return found.sort((a, b) => Number(a.keep) - Number(b.keep) || a.exp - b.exp);
  };

  const sweep = async (): Promise<void> => {
    if (redis) return;
    const now = Date.now();
    const all = await entries();
    const expired = all.filter((entry) => entry.exp <= now);
    const live = all.length - expired.length;
    const overflow = live > maxEntries ? all.filter((entry) => entry.exp > now).slice(0, live - maxEntries) : [];
    await Promise.all([...expired, ...overflow].map((entry) => storage.removeItem(entry.id).catch(() => undefined)));
    counted = null;
  };

  const timer = options.kind === 'disk' ? setInterval(() => void sweep().catch(() => undefined), options.sweepEveryMs ?? 600_000) : null;
  timer?.unref();
  if (options.kind === 'disk') void sweep().catch(() => undefined);

  return {
    async get(id) {
      if (!ID.test(id)) return undefined;
      const found = await read(id);
      if (!found) return undefined;
      if (found.exp <= Date.now()) {
        await storage.removeItem(id).catch(() => undefined);
        return undefined;
      }
      return found.v;
    },
    async set(id, value) {
      if (!ID.test(id)) throw new Error('invalid session id');
      const stored: Stored<T> = { exp: Date.now() + options.ttlMs, v: value };
      await guard(() => storage.setItem(id, JSON.stringify(stored), { ttl: Math.ceil(options.ttlMs / 1000) }));
      counted = null;
      // A burst of new entries between timed sweeps starts one early: the folder stays near its bound.
      writes += 1;
      if (writes >= sweepAfterWrites && !sweeping) {
        writes = 0;
        sweeping = sweep()
          .catch(() => undefined)
          .finally(() => (sweeping = null));
      }
    },
    async delete(id) {
      if (!ID.test(id)) return;
      await guard(() => storage.removeItem(id));
      counted = null;
    },
    async ready() {
      if (!redis) return true;
      try {
        return (await redis().ping()) === 'PONG';
      } catch {
        return false;
      }
    },
    count() {
      const now = Date.now();
      if (counted && now - counted.at < COUNT_MEMORY_MS) return counted.value;
      const value = (async () => {
        // The files or keys there are, expired ones included until the next sweep: a scrape reads no entry.
        if (!redis) return (await storage.getKeys()).filter((id) => ID.test(id)).length;
        let cursor = '0';
        let total = 0;
        // Bounded: at most 100 scans of 1,000 keys, so a scrape never walks a huge keyspace forever.
        for (let round = 0; round < 100; round += 1) {
          const [next, keys] = await redis().scan(cursor, 'MATCH', `${KEY_PREFIX}:*`, 'COUNT', 1000);
          total += keys.length;
          cursor = next;
          if (cursor === '0') break;
        }
        return total;
      })().catch(() => 0);
      counted = { at: now, value };
      return value;
    },
    sweep,
    async close() {
      if (timer) clearInterval(timer);
      await storage.dispose().catch(() => undefined);
    },
  };
}
