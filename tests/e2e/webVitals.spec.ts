import { chromium, devices, expect, test, type APIRequestContext, type Page } from './fixtures.ts';
import config from '../../playwright.config.ts';
import { routeUrl } from '../../src/routes.ts';
import { DEMO_IDS } from '../../src/platform/seed/demoIds.ts';

/**
 * Field Web Vitals (docs/decisions/146), end to end on a phone: a reader opens an article, taps it
 * (the reporter loads only then), and leaves; the beacon sent on the way out shows in /metrics
 * (read from loopback, as an operator's scraper would) under the article's page type and the
 * reader's kind of client, which the server takes from the User-Agent.
 *
 * The beacon leaves while the page unloads, from the browser itself: Playwright's per-page User-Agent
 * does not reach it (the server saw HeadlessChrome), so each test starts its browser with the
 * reader's User-Agent as the browser's own.
 */
const ARTICLE = routeUrl('newsDetail', [DEMO_IDS.columns.headline, DEMO_IDS.articles.news]);
const PHONE_UA = devices['Pixel 7'].userAgent;
const WECHAT_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 MicroMessenger/8.0.47.2560(0x28002F35) WeChat/arm64';

/** How many page views reported `metric` under these labels. */
async function countOf(request: APIRequestContext, metric: string, pageType: string, client: string): Promise<number> {
  const response = await request.get('/metrics');
  expect(response.status()).toBe(200);
  const line = new RegExp(`^${metric}_count\\{page_type="${pageType}",client="${client}"\\} (\\d+)$`, 'm').exec(await response.text());
  return Number(line?.[1] ?? 0);
}

/** Opens the article and checks that the reporter is not on the wire until the reader taps. */
async function readAndLeave(page: Page): Promise<void> {
  const reporterUrls: string[] = [];
  page.on('request', (request) => {
    if (/\/webVitals\.[\w-]+\.js$/.test(request.url())) reporterUrls.push(request.url());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as typeof window & { cspViolations?: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI}`));
  });
  await page.goto(ARTICLE);
  await expect(page.locator('html')).toHaveAttribute('data-rum-sample', '1');
  await page.waitForLoadState('load');
  expect(reporterUrls, 'the reporter waits for the first interaction').toEqual([]);
  const reporter = page.waitForResponse(/\/webVitals\.[\w-]+\.js$/);
  await page.locator('main h1').first().tap();
  await reporter;
  // The module runs as soon as it arrives; one frame later its observers are in place.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
  // The bootstrap and the reporter are the page's own files: the CSP lets both run.
  expect(await page.evaluate(() => (window as typeof window & { cspViolations?: string[] }).cspViolations)).toEqual([]);
  await page.goto(routeUrl('aboutUs'));
}

const METRICS = ['web_vitals_lcp_seconds', 'web_vitals_fcp_seconds', 'web_vitals_ttfb_seconds', 'web_vitals_cls'];

async function expectCounted(request: APIRequestContext, client: string, run: () => Promise<void>): Promise<void> {
  const before = await Promise.all(METRICS.map((metric) => countOf(request, metric, 'newsDetail', client)));
  await run();
  for (const [index, metric] of METRICS.entries()) {
    await expect.poll(() => countOf(request, metric, 'newsDetail', client), { message: `${metric} under newsDetail/${client}`, timeout: 10_000 }).toBeGreaterThan(before[index]!);
  }
}

/** A phone browser of its own, started with the reader's User-Agent as the browser's own. */
async function visitAs(baseURL: string | undefined, userAgent: string): Promise<void> {
  const launch = config.use?.launchOptions ?? {};
  const browser = await chromium.launch({ ...launch, args: [...(launch.args ?? []), `--user-agent=${userAgent}`] });
  try {
    const context = await browser.newContext({ ...devices['Pixel 7'], userAgent, locale: 'zh-CN', baseURL });
    await readAndLeave(await context.newPage());
    await context.close();
  } finally {
    await browser.close();
  }
}

test('a phone reader who taps and leaves an article is counted under newsDetail and android', async ({ baseURL, request }) => {
  await expectCounted(request, 'android', () => visitAs(baseURL, PHONE_UA));
});

test('inside WeChat the same visit lands under wechat', async ({ baseURL, request }) => {
  await expectCounted(request, 'wechat', () => visitAs(baseURL, WECHAT_UA));
});
