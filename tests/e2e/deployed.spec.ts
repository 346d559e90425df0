import { expect, test } from './fixtures.ts';
import { routeUrl } from '../../src/routes.ts';
import { DEMO_IDS } from '../../src/platform/seed/demoIds.ts';
import { HTTPS_ORIGIN_PORT, PLATFORM_DOWN_PORT } from '../../playwright.config.ts';

/**
 * The real response headers of a deployed site: the one CSP header with its framing rule, cookies
 * and HSTS behind an https origin, URLs from the configured origin whatever the Host says, and
 * what readers and caches get while the platform is down.
 */
const deployed = `http://127.0.0.1:${HTTPS_ORIGIN_PORT}`;
const platformDown = `http://127.0.0.1:${PLATFORM_DOWN_PORT}`;
const article = routeUrl('newsDetail', [DEMO_IDS.columns.headline, DEMO_IDS.articles.news]);

test('every page sends exactly one CSP, and it refuses framing except to the CMS', async ({ request }) => {
  for (const [query, ancestors, frameOptions] of [
    ['', "frame-ancestors 'none'", 'DENY'],
    ['?cms=1', "frame-ancestors 'self' https://cms.example.test", undefined],
    ['?yl=1', "frame-ancestors 'self' https://cms.example.test", undefined],
  ] as const) {
    for (const path of [routeUrl('home'), article, routeUrl('aboutUs')]) {
      const response = await request.get(`${deployed}${path}${query}`);
      expect(response.status(), path).toBe(200);
      const csp = response.headersArray().filter((header) => header.name.toLowerCase() === 'content-security-policy');
      expect(csp, path).toHaveLength(1);
      expect(csp[0]!.value).toContain(`${ancestors};`);
      // Only the hashes of the page's own inline scripts (docs/decisions/126): about us has one, the
      // loader of its late stylesheets and scripts (docs/decisions/167).
      expect(csp[0]!.value).toMatch(path === routeUrl('aboutUs') ? /script-src 'self' 'sha256-[^' ;]+=';/ : /script-src 'self' 'sha256-[^;]+;/);
      expect(csp[0]!.value).not.toContain('unsafe-inline');
      expect(response.headers()['x-frame-options'], `${path}${query}`).toBe(frameOptions);
      expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
    }
  }
});

test('behind an https origin: Secure, HttpOnly, SameSite cookies, HSTS, and absolute URLs from the configuration', async ({ request }) => {
  const response = await request.get(`${deployed}${article}?lang=en`);
  expect(response.status()).toBe(200);
  expect(response.headers()['strict-transport-security']).toMatch(/^max-age=\d+/);
  const cookie = response.headersArray().find((header) => header.name.toLowerCase() === 'set-cookie')?.value ?? '';
  expect(cookie).toMatch(/^lang=en;/);
  expect(cookie).toMatch(/; Secure/i);
  expect(cookie).toMatch(/; HttpOnly/i);
  expect(cookie).toMatch(/; SameSite=Lax/i);
  const html = await response.text();
  const absolute = `https://news.example.test${article}`;
  for (const expected of [
    `<link rel="canonical" href="${absolute}">`,
    `<meta property="og:url" content="${absolute}">`,
    `"mainEntityOfPage":"${absolute}"`,
    `&quot;url&quot;:&quot;${absolute}?isShare=true&quot;`,
  ]) {
    expect(html.includes(expected), expected).toBe(true);
  }
  const robots = await (await request.get(`${deployed}/robots.txt`)).text();
  expect(robots).toContain('Sitemap: https://news.example.test/app/template/displayTemplate/news/sitemap.xml');
});

test('a foreign Host is refused, and neither it nor X-Forwarded-Host reaches the page or its cache', async ({ request }) => {
  const foreign = await request.get(`${deployed}${article}`, { headers: { host: 'evil.example' } });
  expect(foreign.status()).toBe(400);
  expect(await foreign.text()).not.toContain('evil.example');
  const forwarded = await request.get(`${deployed}${article}`, { headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' } });
  expect(forwarded.status()).toBe(200);
  expect(await forwarded.text()).not.toContain('evil.example');
  const clean = await request.get(`${deployed}${article}`);
  expect(await clean.text()).not.toContain('evil.example');
});

test('Actions answer one reader: no-store, and a foreign Origin is refused', async ({ request }) => {
  const action = `${deployed}${routeUrl('home').replace(/\/home\.html$/, '')}/_actions/article.counts`;
  const own = await request.post(action, { data: { id: DEMO_IDS.articles.news }, headers: { origin: 'https://news.example.test' } });
  expect(own.status()).toBe(200);
  expect(own.headers()['cache-control']).toBe('no-store');
  const foreign = await request.post(action, { data: { id: DEMO_IDS.articles.news }, headers: { origin: 'https://evil.example' } });
  expect(foreign.status()).toBe(403);
});

test('while the platform is down, pages say so with a 503 that no cache keeps', async ({ request }) => {
  for (const path of [routeUrl('home'), article, routeUrl('columnDetail', [DEMO_IDS.columns.headline])]) {
    const response = await request.get(`${platformDown}${path}`);
    expect(response.status(), path).toBe(503);
    expect(response.headers()['cache-control'], path).toBe('no-store');
    expect(response.headers()['x-micro-cache']).toBeUndefined();
    expect(await response.text()).not.toMatch(/at \S+ \(.*:\d+:\d+\)/);
  }
});

test.describe('the IE notice (IE_NOTICE=on on the deployed site)', () => {
  /** Chromium never fetches a nomodule script; to see what IE does, pretend to be IE and run the file. */
  async function asInternetExplorer(page: import('@playwright/test').Page, mode: number) {
    await page.addInitScript((documentMode) => Object.defineProperty(Document.prototype, 'documentMode', { get: () => documentMode }), mode);
    await page.goto(`${deployed}${routeUrl('home')}`);
    await page.addScriptTag({ url: `${deployed}${routeUrl('home').replace(/\/home\.html$/, '')}/ie-notice.js` });
  }

  test('a modern browser neither fetches the script nor sees the notice', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('ie-notice')) scripts.push(request.url());
    });
    await page.goto(`${deployed}${routeUrl('home')}`);
    await expect(page.locator('#ie-notice')).toBeHidden();
    await expect(page.locator('script[nomodule]')).toHaveCount(1);
    expect(scripts).toEqual([]);
  });

  test('IE 11 gets the dialog titled 提示, which its button closes', async ({ page }) => {
    await asInternetExplorer(page, 11);
    const dialog = page.getByRole('alertdialog', { name: '提示' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('建议在PC端使用Chrome浏览器');
    await dialog.getByRole('button').click();
    await expect(dialog).toBeHidden();
  });

  for (const mode of [9, 10]) {
    test(`IE ${mode} gets an alert`, async ({ page }) => {
      const alerts: string[] = [];
      page.on('dialog', (dialog) => {
        alerts.push(dialog.message());
        void dialog.accept();
      });
      await asInternetExplorer(page, mode);
      await expect.poll(() => alerts).toEqual(['建议在PC端使用Chrome浏览器']);
      await expect(page.locator('#ie-notice')).toBeHidden();
    });
  }

  test('a site without IE_NOTICE sends no notice at all', async ({ request }) => {
    const html = await (await request.get(routeUrl('home'))).text();
    expect(html).not.toContain('ie-notice');
  });
});
