import { createHash } from 'node:crypto';
import type { PlatformDb } from '../db/openDatabase.ts';
import type { ImageRef } from '../shape/mediaUrls.ts';
import { DEMO_IDS } from './demoIds.ts';
import { seededRandom } from './seededRandom.ts';

/**
 * What every seed module shares: the database, the one seeded random generator, the base time
 * and small helpers. The generator is shared on purpose: modules draw from it in the order
 * seedDemoNewsroom calls them, so that order is part of the data (ADR 011, ADR 062).
 */

export interface SeedContext {
  db: PlatformDb;
  random: ReturnType<typeof seededRandom>;
}

export function createSeedContext(db: PlatformDb): SeedContext {
  return { db, random: seededRandom(20240601) };
}

export const BASE = DEMO_IDS.baseTime;
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
/** The committed demo HLS stream (ADR 012). */
export const HLS = 'video/demo.m3u8';

export const md5 = (text: string) => createHash('md5').update(text).digest('hex');

export function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** A picture drawn on request by the media app (ADR 012). */
export function demoPicture(key: string, w = 800, h = 450, summary?: string, format?: ImageRef['format']): ImageRef {
  return { key, w, h, ...(summary ? { summary } : {}), ...(format ? { format } : {}) };
}

/** Rows in slices of 100, so a statement stays far below PostgreSQL's 65,535 bind parameters as tables grow. */
export async function insertChunks<T extends Parameters<PlatformDb['insert']>[0]>(db: PlatformDb, table: T, rows: T['$inferInsert'][]): Promise<void> {
  for (let i = 0; i < rows.length; i += 100) await db.insert(table).values(rows.slice(i, i + 100));
}
