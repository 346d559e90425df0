import { asc, eq } from 'drizzle-orm';
import type { PlatformDb } from '../db/openDatabase.ts';
import { columns } from '../db/schema.ts';

export type ColumnRow = typeof columns.$inferSelect;

/**
 * Columns are read on every list and detail call but change only through the admin; one cached
 * snapshot (reloaded after `invalidate`) keeps list latency down.
 */
export class ColumnCache {
  private readonly db: PlatformDb;
  private snapshot: Promise<Map<number, ColumnRow>> | undefined;

  constructor(db: PlatformDb) {
    this.db = db;
  }

  invalidate(): void {
    this.snapshot = undefined;
  }

  async all(): Promise<Map<number, ColumnRow>> {
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
