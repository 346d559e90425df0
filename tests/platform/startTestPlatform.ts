import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, it } from 'vitest';
import pg from 'pg';
import { createPlatform, resetPlatformData, type Platform } from '../../src/platform/createPlatform.ts';
import { CORPUS_DIR, corpusAvailable as corpusPresent } from '../corpusAvailable.ts';

/**
 * Settings every test platform (and the catalogue or client that signs for it) shares: the key of
 * the SSO program-sign, and the demo members' password the tests log in with (docs/decisions/139).
 * A test about generated secrets passes its own environment instead.
 */
export const TEST_SSO_SECRET = 'test-sso-secret-0123456789abcdef';
process.env.PLATFORM_SSO_SECRET = TEST_SSO_SECRET;
process.env.PLATFORM_DEMO_PASSWORD = '123456';

export interface TestPlatform {
  origin: string;
  platform: Platform;
  /** GET (or POST with a form) and parse JSON. The contract tests walk answers freely; a wrong path fails its assertion. */

  call(pathAndQuery: string, init?: { form?: Record<string, string>; headers?: Record<string, string> }): Promise<{ status: number; body: any; headers: Headers }>;
  stop(): Promise<void>;
}

/** One SQL statement on the database of `connectionString`, over a connection of its own. */
async function runSql(connectionString: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export interface IsolatedDatabase {
  url: string;
  /** Runs one statement on this database (e.g. a NOTIFY). */
  run(sql: string): Promise<void>;
  drop(): Promise<void>;
}

/**
 * A database of its own on the PostgreSQL server of `url`, for one test file: files run in
 * parallel, and one file's reset must not wipe another's data mid-test.
 */
export async function isolatedDatabase(url: string): Promise<IsolatedDatabase> {
  const own = new URL(url);
  const name = `${own.pathname.slice(1) || 'test'}_${process.pid}_${randomBytes(4).toString('hex')}`;
  await runSql(url, `CREATE DATABASE "${name}"`);
  own.pathname = `/${name}`;
  return { url: own.href, run: (sql) => runSql(own.href, sql), drop: () => runSql(url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

/** Serves `platform` on a random loopback port and wraps it as a TestPlatform; `cleanUp` runs after it stops. */
async function serveTestPlatform(platform: Platform, cleanUp: () => Promise<void>): Promise<TestPlatform> {
  const server = serve({ fetch: platform.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    platform,
    async call(pathAndQuery, init = {}) {
      const response = await fetch(`${origin}${pathAndQuery}`, {
        method: init.form ? 'POST' : 'GET',
        headers: { ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}), ...init.headers },
        body: init.form ? new URLSearchParams(init.form).toString() : undefined,
      });
      const text = await response.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // JSONP and media stay text
      }
      return { status: response.status, body, headers: response.headers };
    },
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await platform.close();
      await cleanUp();
    },
  };
}

/**
 * The platform on a random loopback port, over real HTTP. PGlite gets a fresh temporary directory;
 * PostgreSQL (a URL) gets a fresh database on that server, seeded, and dropped at the end.
 */
export async function startTestPlatform(serverUrl?: string): Promise<TestPlatform> {
  const root = mkdtempSync(path.join(tmpdir(), 'platform-test-'));
  const dataDir = path.join(root, 'pglite');
  const database = serverUrl ? await isolatedDatabase(serverUrl) : null;
  const databaseUrl = database?.url;
  if (databaseUrl) await resetPlatformData({ dataDir, databaseUrl });
  const platform = await createPlatform({ dataDir, databaseUrl: databaseUrl ?? '', publicOrigin: '' });
  return serveTestPlatform(platform, async () => {
    await database?.drop();
    rmSync(root, { recursive: true, force: true });
  });
}

/**
 * `count` platforms, each with its own connection pool, caches and listener, on one fresh database
 * of the PostgreSQL server at `serverUrl`: the platform processes behind a load balancer, in one
 * test process. `stopAll` stops them and drops the database.
 */
export async function startTestPlatformsOnOneDatabase(serverUrl: string, count: number): Promise<{ platforms: TestPlatform[]; database: IsolatedDatabase; stopAll(): Promise<void> }> {
  const root = mkdtempSync(path.join(tmpdir(), 'platforms-test-'));
  const database = await isolatedDatabase(serverUrl);
  await resetPlatformData({ dataDir: path.join(root, 'pglite'), databaseUrl: database.url });
  const platforms: TestPlatform[] = [];
  for (let i = 0; i < count; i++) {
    // One media folder for all of them, as on one machine.
    const platform = await createPlatform({ dataDir: path.join(root, 'pglite'), databaseUrl: database.url, publicOrigin: '' });
    platforms.push(await serveTestPlatform(platform, async () => {}));
  }
  return {
    platforms,
    database,
    async stopAll() {
      for (const p of platforms) await p.stop();
      await database.drop();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** The real platform's recorded responses (read-only fixtures beside the repository), or undefined when absent (never under CI). */

export function corpus(name: string): { test: string; response: any }[] | undefined {
  const file = path.join(CORPUS_DIR, `${name}.json`);
  return corpusPresent(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

/** Whether the corpus folder is there (a missing one fails under CI instead). */
export const corpusAvailable = corpusPresent();

/** Every contract suite runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL names a server. */
const BACKENDS: [string, string | undefined][] = [
  ['PGlite', undefined],
  ['PostgreSQL', process.env.TEST_DATABASE_URL],
];

/**
 * `describe(title)` once per database, with a platform started before and stopped after; `p` is the
 * running platform of that database. Without TEST_DATABASE_URL the PostgreSQL half is skipped.
 */
export function describeOnEachBackend(title: string, body: (p: TestPlatform) => void): void {
  describe.each(BACKENDS)(`${title} on %s`, (name, databaseUrl) => {
    if (name === 'PostgreSQL' && !databaseUrl) {
      it.skip('needs TEST_DATABASE_URL', () => {});
      return;
    }
    let current: TestPlatform | undefined;
    beforeAll(async () => {
      current = await startTestPlatform(databaseUrl);
    });
    afterAll(async () => {
      await current?.stop();
    });
    body(new Proxy({} as TestPlatform, { get: (_target, key) => Reflect.get(current!, key) }));
  });
}
