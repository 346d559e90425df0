/**
 * PostgreSQL may end the platform's connections at any time (a restart, a failover, an operator's
 * pg_terminate_backend). An ended idle connection must not end the process: the next request is
 * answered on a fresh one. Runs only with TEST_DATABASE_URL.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../src/platform/seed/demoIds.ts';
import { q } from './memberClient.ts';
import { startTestPlatform, type TestPlatform } from './startTestPlatform.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('the platform on PostgreSQL when the server ends its connections', () => {
  let p: TestPlatform;
  beforeAll(async () => {
    p = await startTestPlatform(serverUrl);
  });
  afterAll(async () => {
    await p?.stop();
  });

  it('answers again after every other connection of its database was terminated', async () => {
    const counts = () => p.call(q(`getArticleCounts?articleId=${DEMO_IDS.articles.news}`));
    // Queries that overlap make the pool open several connections, however fast a burst of short
    // ones would be served on one; then a burst of the platform's own, and they all sit idle.
    await Promise.all(Array.from({ length: 4 }, () => p.platform.context.db.execute(sql`SELECT pg_sleep(0.05)`)));
    await Promise.all(Array.from({ length: 6 }, counts));
    const ended = (await p.platform.context.db.execute(sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`)) as {
      rows: unknown[];
    };
    expect(ended.rows.length).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const answers = await Promise.all(Array.from({ length: 6 }, counts));
    expect(answers.map((a) => [a.status, a.body.status])).toEqual(answers.map(() => [200, 0]));
  });
});
