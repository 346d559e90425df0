/** Before every test: if an earlier test killed the server, wait for its replacement instead of failing on it. */
import { beforeEach } from 'vitest';
import { ensureUp } from './suiteServer.ts';

beforeEach(async () => {
  await ensureUp();
});
