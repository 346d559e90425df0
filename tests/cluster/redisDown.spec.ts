import { DEMO_IDS } from '../../src/platform/seed/demoIds.ts';
import { cn, control, expect, logIn, test, url } from './clusterTest.ts';

/**
 * Redis stopped while readers read (docs/decisions/129): pages keep answering 200, a logged-in
 * action answers 503 with Retry-After (never 500), and when Redis is back — its append-only file
 * in the same folder — the reader is logged in again.
 */
const A = DEMO_IDS.articles;
const C = DEMO_IDS.columns;

test('Redis down: reading goes on, an action is a 503 with Retry-After, and the login survives', async ({ page, cluster }) => {
  const phone = await logIn(page);
  const masked = `${phone.slice(0, 3)}****${phone.slice(-4)}`;
  await control('stopRedis');
  try {
    // Through nginx, and on each site process itself (no cache in between).
    for (const path of [url('home'), url('newsDetail', [C.headline, A.video]), url('columnDetail', [C.local])]) {
      expect((await page.request.get(path)).status(), path).toBe(200);
      for (const site of cluster.siteUrls) expect((await page.request.get(`${site}${path}`)).status(), `${site}${path}`).toBe(200);
    }
    await page.goto(url('newsDetail', [C.headline, A.video]));
    const action = page.waitForResponse((response) => response.url().includes('/_actions/') && response.request().method() === 'POST');
    await page.locator('.article-actions [data-action="like"]').click();
    const answer = await action;
    expect(answer.status()).toBe(503);
    expect(answer.headers()['retry-after']).toMatch(/^\d+$/);
    // The page itself still reads.
    await expect(page.locator('h1')).toBeVisible();
  } finally {
    await control('startRedis');
  }
  // Each site reconnects by itself; /readyz says when its session store answers again.
  for (const site of cluster.siteUrls) await expect.poll(async () => (await page.request.get(`${site}/readyz`)).status(), { timeout: 15_000 }).toBe(200);
  await page.goto(url('getUserInfo'));
  await expect(page.locator('.member-form')).toBeVisible();
  await expect(page.locator('.member-meta').first()).toContainText(masked);
  // And acts again.
  await page.goto(url('newsDetail', [C.headline, A.video]));
  await expect(async () => {
    await page.locator('.article-actions [data-action="like"]').click();
    await expect(page.locator('.action-toast')).not.toBeEmpty({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.locator('.action-toast')).toContainText(new RegExp(`${cn('msg.likeSuccess')}|${cn('msg.alreadyLiked')}`));
});
