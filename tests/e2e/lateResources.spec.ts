import { expect, test, type Page } from './fixtures.ts';
import { routeUrl } from '../../src/routes.ts';
import { DEMO_IDS } from '../../src/platform/seed/demoIds.ts';
import { translator } from '../../src/i18n/translate.ts';

/**
 * A page's stylesheets and module scripts load after its largest paint (docs/decisions/167): the
 * lead picture has the line to itself, and the page still works and looks the same once they came,
 * with JavaScript or without it.
 */
const PAGES = [
  ['home', routeUrl('home')],
  ['a news article', routeUrl('newsDetail', [DEMO_IDS.columns.headline, DEMO_IDS.articles.news])],
  ['a video article', routeUrl('videoDetail', [DEMO_IDS.columns.video, DEMO_IDS.articles.video])],
  ['a live room', routeUrl('liveDetail', [DEMO_IDS.live.live, DEMO_IDS.articles.live])],
] as const;

const LATE = /\/_astro\/[^/]+\.(css|js)$/;

/**
 * When the page's load event started, when its largest paint's picture had arrived (0 for text), and
 * when each of its own stylesheets and scripts was asked for (ms since navigation).
 */
async function timings(page: Page) {
  return page.evaluate(
    (late) =>
      new Promise<{ load: number; lcpArrived: number; late: { name: string; start: number }[] }>((resolve) => {
        new PerformanceObserver((list) => {
          const largest = list.getEntries().at(-1) as PerformanceEntry & { url?: string };
          const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
          const picture = resources.find((entry) => largest.url && entry.name === largest.url);
          const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
          const own = resources.filter((entry) => new RegExp(late).test(new URL(entry.name).pathname));
          resolve({ load: navigation.loadEventStart, lcpArrived: picture?.responseEnd ?? 0, late: own.map((entry) => ({ name: entry.name, start: entry.startTime })) });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
    LATE.source,
  );
}

for (const [name, url] of PAGES) {
  test(`${name}: its stylesheets and scripts are asked for once the load event came and the largest paint's picture arrived, and then apply`, async ({ page }) => {
    await page.goto(url);
    // The loader runs in the frame after `load`; the scripts define their elements when they arrive.
    await expect.poll(() => page.evaluate(() => customElements.get('back-to-top') !== undefined)).toBe(true);
    const seen = await timings(page);
    expect(seen.late.length, 'the page has stylesheets and scripts of its own').toBeGreaterThan(2);
    for (const resource of seen.late) {
      expect(resource.start, `${resource.name} after load`).toBeGreaterThanOrEqual(seen.load);
      expect(resource.start, `${resource.name} after the largest paint's picture arrived`).toBeGreaterThanOrEqual(seen.lcpArrived);
    }
    // Every stylesheet the page names applies in the end: the cascade is the build's.
    const sheets = await page.evaluate(() => [...document.styleSheets].map((sheet) => sheet.href).filter((href) => href?.includes('/_astro/')));
    expect(sheets.length).toBeGreaterThan(0);
  });
}

/** Holds the page's requests for `pattern` until the returned function lets them go. */
async function hold(page: Page, pattern: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('a tap before the load event brings the scripts at once, and the tap still counts', async ({ page }) => {
  // The lead picture is held until the test lets it go, so `load` cannot come before the tap.
  const release = await hold(page, '**/platform-media/images/**');
  await page.goto(routeUrl('newsDetail', [DEMO_IDS.columns.headline, DEMO_IDS.articles.news]), { waitUntil: 'domcontentloaded' });
  expect(await page.evaluate(() => customElements.get('back-to-top'))).toBeUndefined();
  await page.locator('main h1').first().tap();
  await expect.poll(() => page.evaluate(() => customElements.get('back-to-top') !== undefined)).toBe(true);
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
  release();
});

test('without JavaScript the stylesheets apply as links in the body', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 }, locale: 'zh-CN' });
  const page = await context.newPage();
  await page.goto(routeUrl('newsDetail', [DEMO_IDS.columns.headline, DEMO_IDS.articles.news]));
  const sheets = await page.evaluate(() => [...document.styleSheets].map((sheet) => sheet.href).filter((href) => href?.includes('/_astro/')));
  expect(sheets.length).toBeGreaterThan(2);
  await context.close();
});

test("a tap on a button whose element's script has not come is held, and counts once the script defines the element", async ({ page }) => {
  // The subscription list's element script is held until the tap has happened.
  const release = await hold(page, '**/_astro/XyAccountList.astro_astro_type_script*.js');
  const list = routeUrl('subscriptionList', [1], { lang: 'cn' });
  await page.goto(list, { waitUntil: 'domcontentloaded' });
  const subscribe = page.locator('#subs-accounts button[data-xy-id="302"]');
  expect(await subscribe.evaluate((button) => button.closest('subscribe-list')!.matches(':defined'))).toBe(false);
  await subscribe.tap();
  release();
  // The element's own answer to an anonymous tap, on the same page: not the login page the form
  // without JavaScript goes to.
  await expect(page.locator('#subs-accounts ~ .subscribe-status')).toContainText(translator('cn')('subs.loginToSubscribe'));
  expect(new URL(page.url()).pathname).toBe(list.split('?')[0]);
  await expect(subscribe).toHaveAttribute('aria-pressed', 'false');
});
