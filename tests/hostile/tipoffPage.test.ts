/**
 * Issue 39 finding 11 on the built site (docs/decisions/140): a tip-off under review is the 404
 * page for anyone but its author, stored by no cache, and a passed one never shows the name its
 * sender typed. The author's own view is in tests/e2e/services.spec.ts.
 */
import { describe, expect, test } from 'vitest';
import { routeUrl } from '../../src/routes.ts';
import { DEMO_IDS } from '../../src/platform/seed/demoIds.ts';
import { ensureUp, request } from './suiteServer.ts';

describe('tip-off pages', () => {
  test('under review: the 404 page, no-store, twice (the micro-cache keeps nothing)', async () => {
    await ensureUp();
    for (let i = 0; i < 2; i += 1) {
      const response = await request({ path: routeUrl('tipoffDetail', [DEMO_IDS.tipoffs.withVideo]) });
      expect(response.status).toBe(404);
      expect(response.header('cache-control') ?? '').toMatch(/\bno-store\b/);
      expect(response.body.toString('utf8')).not.toContain('夜间施工噪音');
    }
  });

  test('passed: public, without the name its sender typed', async () => {
    await ensureUp();
    const response = await request({ path: routeUrl('tipoffDetail', [DEMO_IDS.tipoffs.withPicture]) });
    expect(response.status).toBe(200);
    const html = response.body.toString('utf8');
    expect(html).toContain('路面塌陷');
    expect(html).not.toContain('溪边读报人');
  });
});
