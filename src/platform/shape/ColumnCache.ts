import { asc, eq } from 'drizzle-orm';
import type { PlatformDb } from '../db/openDatabase.ts';
import { columns } from '../db/schema.ts';

export type ColumnRow = typeof columns.$inferSelect;

/**
 * Columns are read on every list and detail call but change only when the newsroom is seeded; one
 * cached snapshot keeps list latency down. It is reloaded after `invalidate` (a publish or a seed
 * announces one to every platform process, docs/decisions/132) and after `ttlMs` at the latest, so
 * a process that missed the announcement is never stale for longer than that.
 */
export class ColumnCache {
  private readonly db: PlatformDb;
  private readonly ttlMs: number;
  private snapshot: Promise<Map<number, ColumnRow>> | undefined;
  private loadedAt = 0;

  constructor(db: PlatformDb, ttlMs = 60_000) {
    this.db = db;
    this.ttlMs = ttlMs;
  }

  invalidate(): void {
    this.snapshot = undefined;
  }

  async all(now = Date.now()): Promise<Map<number, ColumnRow>> {
    if (this.snapshot && now - this.loadedAt >= this.ttlMs) this.snapshot = undefined;
    if (!this.snapshot) this.loadedAt = now;
    this.snapshot ??= this.db
      .select()
      .from(columns)
      .where(eq(columns.isDeleted, false))
      .orderBy(asc(columns.orderId), asc(columns.id))
      .then((rows) => new Map(rows.map((row) => [row.id, row])))
      .catch((error: unknown) => {
        this.snapshot = undefined;
        throw error;
      });
    return this.snapshot;
  }

  async get(id: number): Promise<ColumnRow | undefined> {
    return (await this.all()).get(id);
  }

  async children(parentId: number, siteId: number): Promise<ColumnRow[]> {
    return [...(await this.all()).values()].filter((column) => column.parentId === parentId && column.siteId === siteId);
  }

  /** "首页~头条": names from the top-level ancestor down. */
  async casNames(id: number): Promise<string> {
    const all = await this.all();
    const names: string[] = [];
    let current = all.get(id);
    for (let guard = 0; current && guard < 10; guard++) {
      names.unshift(current.name);
      current = current.parentId ? all.get(current.parentId) : undefined;
    }
    return names.join('~');
  }
}
