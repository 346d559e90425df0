import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { listenOnPostgres } from './postgresListener.ts';
import * as schema from './schema.ts';

export type PlatformDb = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface PlatformDatabase {
  db: PlatformDb;
  kind: 'pglite' | 'postgres';
  /** Drops every table and applies the migrations again (used by `npm run seed`). */
  reset(): Promise<void>;
  /** LISTEN on a channel: every NOTIFY on it, from this process or another on the same database, reaches `onPayload`. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Whether a DATABASE_URL names PostgreSQL (anything else means PGlite in the data directory). */
export function isPostgresUrl(url: string | undefined): url is string {
  return url !== undefined && /^postgres(ql)?:\/\//.test(url);
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * PGlite in a local directory unless a postgres:// URL is given; the same drizzle schema and SQL
 * migrations run on both, so the PostgreSQL path is the production path of the demo data.
 */
export async function openDatabase(options: { dataDir: string; databaseUrl?: string }): Promise<PlatformDatabase> {
  const url = options.databaseUrl;
  if (isPostgresUrl(url)) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: url, max: 8 });
    // An idle client the server ends (a restart, a failover, a dropped database) must not end the
    // process: the pool leaves it and connects afresh on the next query.
    pool.on('error', (error) => console.warn(`platform database: an idle connection ended (${error.message})`));
    const db = drizzle({ client: pool, schema }) as unknown as PlatformDb;
    const apply = () => migrate(drizzle({ client: pool }), { migrationsFolder });
    await apply();
    return {
      db,
      kind: 'postgres',
      async reset() {
        await dropEverything(db);
        await apply();
      },
      listen: async (channel, onPayload) => listenOnPostgres(pg.Client, url, channel, onPayload),
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  mkdirSync(options.dataDir, { recursive: true });
  // The demo data is a few MB: small buffers keep the embedded server's resident memory down (~350 → ~225 MB).
  const client = new PGlite(options.dataDir, { postgresqlconf: ['shared_buffers=16MB', 'work_mem=2MB'] });
  await client.waitReady;
  const db = drizzle({ client, schema }) as unknown as PlatformDb;
  const apply = () => migrate(drizzle({ client }), { migrationsFolder });
  await apply();
  return {
    db,
    kind: 'pglite',
    async reset() {
      await dropEverything(db);
      await apply();
    },
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    close: () => client.close(),
  };
}

async function dropEverything(db: PlatformDb): Promise<void> {
  await db.execute(sql`drop schema if exists drizzle cascade`);
  await db.execute(sql`drop schema if exists public cascade`);
  await db.execute(sql`create schema public`);
}
