import { expect, test, type Page } from './fixtures.ts';
import { routeUrl } from '../../src/routes.ts';
import { DEMO_IDS } from '../../src/platform/seed/demoIds.ts';

/**
 * Instant navigation (docs/decisions/153): an article opened from home arrives from the browser's
 * prefetch, and back to home is restored from the back/forward cache.
 */
const HOME = routeUrl('home');

// Playwright turns Chromium's back/forward cache off by default; a reader's browser has it on.
test.use({
  // A returning reader's pages are served by the offline reading worker (blocked elsewhere in the suite).
  serviceWorkers: 'allow',
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  },
});

/**
 * A returning reader: the offline reading worker (docs/decisions/152) already controls the pages.
 * Its first activation claims the open pages, which evicts those in the back/forward cache once
 * per reader and deploy; the tests below are about every visit after that.
 */
test.beforeEach(async ({ page }) => {
  await page.goto(routeUrl('aboutUs'));
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, { timeout: 15_000 });
});

/** Resolves when Chromium reports a prefetch of `url` ready (Preload domain of the DevTools protocol). */
async function prefetchReady(page: Page): Promise<{ ready: Promise<string> }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Preload.enable');
  const ready = new Promise<string>((resolve) => {
    cdp.on('Preload.prefetchStatusUpdated', (event) => {
      if (event.status === 'Ready') resolve(event.prefetchUrl);
    });
  });
  return { ready };
}

test('an article opened from home comes from the prefetch and back is restored from the bfcache', async ({ page }) => {
  const watch = await prefetchReady(page);
  await page.goto(HOME);
  await page.evaluate(() => {
    window.addEventListener('pageshow', (event) => {
      if (event.persisted) document.documentElement.dataset.restored = 'yes';
    });
  });
  const link = page.locator('a.article-item-link[href*="/newsDetail/"]').first();
  await link.scrollIntoViewIfNeeded();
  const href = new URL((await link.getAttribute('href'))!, page.url()).href;
  // A finger resting on the link is what "moderate" eagerness waits for.
  await link.hover();
  await page.mouse.down();
  expect(await watch.ready).toBe(href);
  await page.mouse.up();
  await page.waitForURL(href);
  const timing = await page.evaluate(() => {
    const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { deliveryType?: string };
    return { responseStart: entry.responseStart, deliveryType: entry.deliveryType };
  });
  expect(timing.deliveryType).toBe('navigational-prefetch');
  expect(timing.responseStart).toBeLessThan(50);

  // Chromium names what kept a page out of the cache (an unload handler, no-store, an open socket…).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.enable');
  const blockers: string[] = [];
  cdp.on('Page.backForwardCacheNotUsed', (event) => blockers.push(...event.notRestoredExplanations.map((reason) => reason.reason)));
  // A page restored from the cache fires no load event: wait for the commit, then for pageshow.
  await page.goBack({ waitUntil: 'commit' });
  await expect(page.locator('html')).toHaveAttribute('data-restored', 'yes');
  expect(blockers).toEqual([]);
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

test('a column keeps its loaded pages and scroll position on back (bfcache)', async ({ page }) => {
  await page.goto(routeUrl('columnDetail', [DEMO_IDS.columns.local]));
  const items = page.locator('main .article-item');
  const first = await items.count();
  await page.locator('a.load-more-link').click();
  await expect.poll(() => items.count()).toBeGreaterThan(first);
  const loaded = await items.count();
  await items.nth(loaded - 1).scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  const blockers = await watchRestore(page);
  await items
    .nth(loaded - 1)
    .locator('a')
    .first()
    .click();
  await page.waitForURL(/Detail\//);
  await page.goBack({ waitUntil: 'commit' });
  await expect(page.locator('html')).toHaveAttribute('data-restored', 'yes');
  expect(blockers).toEqual([]);
  expect(await items.count()).toBe(loaded);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
});

test('a live room with its socket open is restored from the bfcache on back, and connects again', async ({ page }) => {
  await page.goto(routeUrl('liveDetail', [DEMO_IDS.live.liveImage, DEMO_IDS.articles.live + 3]));
  const room = page.locator('live-room');
  await room.scrollIntoViewIfNeeded();
  await expect(room).toHaveAttribute('data-socket', 'open');
  const blockers = await watchRestore(page);
  await page.goto(HOME);
  await page.goBack({ waitUntil: 'commit' });
  await expect(page.locator('html')).toHaveAttribute('data-restored', 'yes');
  expect(blockers).toEqual([]);
  await expect(room).toHaveAttribute('data-socket', 'open');
});

test('without Speculation Rules, a finger on an article link prefetches it, three at most (the fallback)', async ({ page }) => {
  await page.addInitScript(() => {
    const supports = HTMLScriptElement.supports.bind(HTMLScriptElement);
    HTMLScriptElement.supports = (type: string) => type !== 'speculationrules' && supports(type);
  });
  await page.goto(HOME);
  const all = await page.locator('a.article-item-link[href*="/newsDetail/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  const hrefs = [...new Set(all)].slice(0, 4);
  for (const href of hrefs) await page.locator(`a.article-item-link[href="${href}"]`).first().dispatchEvent('touchstart');
  const absolute = hrefs.map((href) => new URL(href, page.url()).href);
  const hints = page.locator('head link[rel="prefetch"]');
  await expect(hints).toHaveCount(3);
  expect(await hints.evaluateAll((elements) => elements.map((element) => (element as HTMLLinkElement).href))).toEqual(absolute.slice(0, 3));
  // Not a link the rules leave out: the column tabs are no article.
  await page.locator('nav a').first().dispatchEvent('touchstart');
  await expect(hints).toHaveCount(3);
});

test('a light page (Save-Data) carries no speculation rules; home does', async ({ request }) => {
  const normal = await (await request.get(HOME)).text();
  const light = await (await request.get(HOME, { headers: { 'save-data': 'on' } })).text();
  expect(normal).toContain('<script type="speculationrules">');
  expect(light).not.toContain('<script type="speculationrules">');
  const article = await (await request.get(routeUrl('newsDetail', [DEMO_IDS.columns.headline, DEMO_IDS.articles.news]))).text();
  expect(article).not.toContain('<script type="speculationrules">');
});
