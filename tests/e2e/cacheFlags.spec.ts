import { expect, test, type APIRequestContext, type Page } from './fixtures.ts';
import { BASE_PATH, routeUrl } from '../../src/routes.ts';
import { DEMO_IDS } from '../../src/platform/seed/demoIds.ts';

/**
 * docs/decisions/163: the footer's download link through the micro-cache, canonical addresses that
 * keep the query naming the page, and kept-alive pages coming back as they were.
 */
const HOME = routeUrl('home');
const FOOTER_LINK = routeUrl('downloadClient', [], { start: '1' });
const C = DEMO_IDS.columns;

// Playwright turns Chromium's back/forward cache off by default; a reader's browser has it on.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  },
});

const AGENTS = {
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  iosSafari: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  iosChrome: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0 Mobile/15E148 Safari/604.1',
  wechat: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47',
  app: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 xyApp xyUid/10086',
} as const;

/** The footer's download links of a page as one client gets it, and whether the micro-cache answered. */
async function footerAs(request: APIRequestContext, url: string, agent: string): Promise<{ links: string[]; hit: boolean }> {
  const response = await request.get(url, { headers: { 'user-agent': agent } });
  expect(response.status()).toBe(200);
  const footer = /<footer class="site-footer"[\s\S]*?<\/footer>/.exec(await response.text())?.[0] ?? '';
  expect(footer).not.toBe('');
  const links = [...footer.matchAll(/<a [^>]*class="download"[^>]*>/g)].map((tag) => /href="([^"]*)"/.exec(tag[0])?.[1] ?? '');
  return { links, hit: response.headers()['x-micro-cache'] === 'hit' };
}

test('the download link: one for every browser, none in the app, whatever the micro-cache holds', async ({ request }) => {
  const url = `${routeUrl('aboutUs')}?title=download${Date.now()}`;
  const order = ['android', 'app', 'iosSafari', 'wechat', 'iosChrome', 'app', 'android', 'iosChrome', 'wechat', 'iosSafari'] as const;
  const hits: string[] = [];
  for (const client of order) {
    const { links, hit } = await footerAs(request, url, AGENTS[client]);
    expect(links, client).toEqual(client === 'app' ? [] : [FOOTER_LINK]);
    if (hit) hits.push(client);
  }
  // The second round came from the micro-cache for some clients at least: the test saw cached answers.
  expect(hits.length).toBeGreaterThan(0);
  // The page the link leads to chooses by client, and no shared cache keeps a redirect.
  const android = await request.get(FOOTER_LINK, { maxRedirects: 0, headers: { 'user-agent': AGENTS.android } });
  expect(android.status()).toBe(302);
  expect(android.headers()['cache-control']).toBe('no-store');
  const wechat = await request.get(FOOTER_LINK, { maxRedirects: 0, headers: { 'user-agent': AGENTS.wechat } });
  expect(wechat.status()).toBe(200);
  expect(wechat.headers()['vary']).toContain('User-Agent');
});

/** The canonical link and og:url of a page; they must agree. */
async function canonicalOf(request: APIRequestContext, url: string): Promise<string> {
  const html = await (await request.get(url)).text();
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? '';
  const og = /<meta property="og:url" content="([^"]+)"/.exec(html)?.[1] ?? '';
  expect(og).toBe(canonical);
  return new URL(canonical.replace(/&amp;/g, '&')).pathname + new URL(canonical.replace(/&amp;/g, '&')).search;
}

test('canonical addresses keep the query that names the page', async ({ request }) => {
  const cases: [string, string][] = [
    [`${routeUrl('moreModules', [], { id: String(DEMO_IDS.modules.editorPicks) })}&isShare=true`, routeUrl('moreModules', [], { id: String(DEMO_IDS.modules.editorPicks) })],
    [routeUrl('productDetail', [], { id: String(DEMO_IDS.articles.news) }), routeUrl('productDetail', [], { id: String(DEMO_IDS.articles.news) })],
    [`${routeUrl('home', [], { columnId: String(C.local) })}&page=1`, routeUrl('home', [], { columnId: String(C.local) })],
    [`${HOME}?title=x`, HOME],
    [routeUrl('moreLive', [], { columnId: String(C.live) }), routeUrl('moreLive', [], { columnId: String(C.live) })],
  ];
  for (const [url, canonical] of cases) expect(await canonicalOf(request, url), url).toBe(canonical);
  const sitemap = await (await request.get(`${BASE_PATH}/sitemap.xml`)).text();
  expect(sitemap).toContain(`${routeUrl('home', [], { columnId: String(C.local) })}</loc>`);
});

/** Marks the page when it is shown again from the back/forward cache; collects what kept it out. */
async function watchRestore(page: Page): Promise<string[]> {
  await page.evaluate(() => {
    window.addEventListener('pageshow', (event) => {
      if (event.persisted) document.documentElement.dataset.restored = 'yes';
    });
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.enable');
  const blockers: string[] = [];
  cdp.on('Page.backForwardCacheNotUsed', (event) => blockers.push(...event.notRestoredExplanations.map((reason) => reason.reason)));
  return blockers;
}

test('home comes back as it was: page 2 loaded and the scroll position (kept alive)', async ({ page }) => {
  await page.goto(HOME);
  const items = page.locator(`#list-${C.headline} > li.article-item`);
  const first = await items.count();
  await page.locator('load-more a.load-more-link').click();
  await expect.poll(() => items.count()).toBeGreaterThan(first);
  const loaded = await items.count();
  const target = items.nth(first + 2);
  await target.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy({ top: 120, behavior: 'instant' }));
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(400);
  // Beyond 400 px the page-scroll flag is set (SPEC §9).
  await expect(page.locator('html')).toHaveAttribute('data-page-scrolled', '');
  const blockers = await watchRestore(page);
  await target.locator('a').first().click();
  await page.waitForURL(/Detail\//);
  await page.goBack({ waitUntil: 'commit' });
  await expect(page.locator('html')).toHaveAttribute('data-restored', 'yes');
  expect(blockers).toEqual([]);
  expect(await items.count()).toBe(loaded);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
});

test('a reporter page comes back from the back/forward cache at its scroll position (kept alive)', async ({ page }) => {
  await page.goto(routeUrl('reporter', [DEMO_IDS.reporters.first]));
  const link = page.locator('main a[href*="Detail/"]').last();
  await link.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  const blockers = await watchRestore(page);
  await link.click();
  await page.waitForURL(/Detail\//);
  await page.goBack({ waitUntil: 'commit' });
  await expect(page.locator('html')).toHaveAttribute('data-restored', 'yes');
  expect(blockers).toEqual([]);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
});

test('site config: the topic’s head takes topicColor’s accent, and a view link may be framed by the CMS', async ({ request }) => {
  const topic = await (await request.get(routeUrl('topicDetail', [1]))).text();
  // The demo's topicColor is #c8102e: the red accent.
  expect(/<header class="community-head topic-head accent-palette"[^>]*data-accent="red"/.test(topic)).toBe(true);
  const view = await request.get(`${routeUrl('newsDetail', [C.headline, DEMO_IDS.articles.news])}?isView=true`);
  expect(view.headers()['content-security-policy']).toMatch(/frame-ancestors 'self'/);
  expect(view.headers()['x-frame-options']).toBeUndefined();
  const plain = await request.get(routeUrl('newsDetail', [C.headline, DEMO_IDS.articles.news]));
  expect(plain.headers()['content-security-policy']).toMatch(/frame-ancestors 'none'/);
});
