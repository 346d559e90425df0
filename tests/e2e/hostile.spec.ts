import { expect, test } from './fixtures.ts';
import { BASE_PATH } from '../../src/routes.ts';

/** Hostile and malformed input gets a clear answer: a not-found state, a redirect or a 400 — never a 500. */
const PATHS = [
  '/newsDetail/abc.html',
  '/newsDetail/1/99999999999999999999999999.html',
  '/newsDetail/%3Cscript%3E.html',
  '/videoDetail/-1.html',
  '/imageDetail/0.html',
  '/columnDetail/%27%20OR%201=1.html',
  '/home.html?columnId=abc&page=-5',
  '/home.html?page=999999&lastFileId=x',
  '/tagList/%00.html',
  '/specDetail/x/y.html',
  '/figureDetail/abc.html',
  '/moreModules.html?id=%22%3E',
  '/moreImage/%E2%80%AE.html',
  '/fragments/list?columnId=abc&page=NaN',
  '/home.html?lang=xx&theme=%3Cb%3E&title=' + '%F0%9F%98%80'.repeat(300),
  '/%2e%2e/%2e%2e/etc/passwd',
  '/newsDetail/..%2f..%2fpackage.json',
];

for (const path of PATHS) {
  test(`GET ${path.slice(0, 60)} is answered without a server error`, async ({ request }) => {
    const response = await request.get(`${BASE_PATH}${path}`, { maxRedirects: 0 });
    expect(response.status()).toBeLessThan(500);
    expect(await response.text()).not.toMatch(/at \S+ \(.*:\d+:\d+\)/);
  });
}

test('a reflected title stays text', async ({ page }) => {
  const hostile = '<script>window.__owned=1</script><img src=x onerror="window.__owned=2">';
  await page.goto(`${BASE_PATH}/aboutUs.html?title=${encodeURIComponent(hostile)}`);
  await expect(page).toHaveTitle(hostile);
  expect(await page.evaluate(() => (window as unknown as { __owned?: number }).__owned)).toBeUndefined();
  expect(await page.locator('script:not([src])', { hasText: '__owned' }).count()).toBe(0);
});

test.describe('Actions refuse bad input with 4xx', () => {
  for (const [name, body] of [
    ['article.like', 'garbage'],
    ['article.like', '{"id":"<x>"}'],
    ['article.counts', '{"id":-1}'],
    ['article.event', '{"id":1001,"eventType":99,"channel":1}'],
    ['article.wxSignature', '{"url":"javascript:alert(1)"}'],
  ]) {
    test(`${name} ${body}`, async ({ request }) => {
      const response = await request.post(`${BASE_PATH}/_actions/${name}`, { headers: { 'content-type': 'application/json' }, data: body });
      expect(response.status()).toBeGreaterThanOrEqual(400);
      expect(response.status()).toBeLessThan(500);
    });
  }
});
