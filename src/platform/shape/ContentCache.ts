import { LRUCache } from 'lru-cache';
/**
 * Memoises what list and detail calls read from the database. PGlite runs queries on the event
 * loop's own thread (a few ms each), so a warm list page must not query at all. Entries live until
 * a content write (`bump`) or for `ttlMs`, which bounds staleness when several processes share one
 * PostgreSQL database and only one of them saw the write.
 */
export class ContentCache {
  private readonly ttlMs: number;
  /**
   * Bounded: keys come from requests (any id a client asks for, found or not), so an unbounded map
   * would grow with every made-up id; the least recently used entries go first.
   */
  private readonly entries: LRUCache<string, { at: number; value: Promise<unknown> }>;

  constructor(ttlMs = 5_000, maxEntries = 20_000) {
    this.ttlMs = ttlMs;
    this.entries = new LRUCache({ max: maxEntries });
  }

  get size(): number {
    return this.entries.size;
  }

  /** Forget everything: an article was published, a live changed… */
  bump(): void {
    this.entries.clear();
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const entry = this.entries.get(key);
    if (entry && now - entry.at < this.ttlMs) return entry.value as Promise<T>;
    // Drizzle queries are thenables that run again on every await: adopt one run into a real promise.
    const value = Promise.resolve().then(load);
    this.entries.set(key, { at: now, value });
    value.catch(() => this.entries.delete(key));
    return value;
  }

  /** Batch form: loads all missing keys with one call, caching each result under its own key. */
  async getMany<T>(keys: string[], loadMissing: (missing: string[]) => Promise<Map<string, T>>): Promise<Map<string, T | undefined>> {
    const now = Date.now();
    const missing = keys.filter((key) => {
      const entry = this.entries.get(key);
      return !entry || now - entry.at >= this.ttlMs;
    });
    if (missing.length) {
      const batch = loadMissing(missing);
      for (const key of missing) {
        const value = batch.then((map) => map.get(key));
        this.entries.set(key, { at: now, value });
        value.catch(() => this.entries.delete(key));
      }
    }
    const result = new Map<string, T | undefined>();
    for (const key of keys) result.set(key, (await this.entries.get(key)?.value) as T | undefined);
    return result;
  }
}
