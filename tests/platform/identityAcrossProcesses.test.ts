/**
 * Rate limits and single-use codes live in the database (docs/decisions/070), so they hold across
 * platform processes sharing one PostgreSQL: two platforms, each with its own connection pool, on
 * one database, fired at in parallel. Runs only with TEST_DATABASE_URL.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatform, resetPlatformData, type Platform } from '../../src/platform/createPlatform.ts';
import { ssoHeaders } from './ssoClient.ts';
import { isolatedDatabase, type IsolatedDatabase } from './startTestPlatform.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('identity across two platform processes on one PostgreSQL', () => {
  let database: IsolatedDatabase | undefined;
  let root = '';
  const running: { platform: Platform; server: ServerType; origin: string }[] = [];

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'identity-test-'));
    database = await isolatedDatabase(serverUrl!);
    const url = new URL(database.url);
    await resetPlatformData({ dataDir: path.join(root, 'pglite'), databaseUrl: url.href });
    for (let i = 0; i < 2; i++) {
      const platform = await createPlatform({ dataDir: path.join(root, `pglite-${i}`), databaseUrl: url.href, publicOrigin: '' });
      const server = serve({ fetch: platform.app.fetch, port: 0, hostname: '127.0.0.1' });
      await new Promise<void>((resolve) => server.once('listening', () => resolve()));
      running.push({ platform, server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
    }
  });
  afterAll(async () => {
    for (const { platform, server } of running) {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await platform.close();
    }
    await database?.drop();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  const post = async (origin: string, route: string, form: Record<string, string>) => {
    const response = await fetch(`${origin}/sso-app/api/${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...ssoHeaders(form) },
      body: new URLSearchParams(form),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('20 code requests split over both processes at once: exactly 5 get through', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => post(running[i % 2]!.origin, 'sendCode', { phone: '13912347777' })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(15);
  });

  it('a code issued through one process is used once, whichever process the logins reach', async () => {
    const db = running[0]!.platform.context.db;
    const { rateEvents } = await import('../../src/platform/db/schema.ts');
    await db.delete(rateEvents);
    const { latestPhoneCode } = await import('../../src/platform/identity/phoneCodes.ts');
    const code = (await latestPhoneCode(db, '13912347777'))!.code;
    const answers = await Promise.all([0, 1, 0, 1].map((i) => post(running[i]!.origin, 'loginByPhone', { phone: '13912347777', code, devid: `d${i}` })));
    expect(answers.filter((a) => a.body.code === 1)).toHaveLength(1);
    expect(answers.filter((a) => a.body.msg === 'name_or_pwd_error')).toHaveLength(3);
  });
});
