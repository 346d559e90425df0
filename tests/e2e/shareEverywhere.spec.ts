import { expect, test, type Browser, type Page, type Response } from './fixtures.ts';
import AxeBuilder from '@axe-core/playwright';
import { routeUrl } from '../../src/routes.ts';
import { translator } from '../../src/i18n/translate.ts';
import { DEMO_IDS } from '../../src/platform/seed/demoIds.ts';

/**
 * Sharing beyond articles (docs/decisions/159) on a phone: a live room, an activity, a special
 * topic, the Q&A pages and a short video carry the article's share sheet island, which loads on
 * the first tap, shows the page's title, copies its canonical address, and sends the share event
 * where the SPEC names one. A room whose article closes sharing has no button; inside WeChat the
 * JS-SDK gets the page's card (WeChat's bridge stood in for, as in openInApp.spec.ts).
 */
const cn = translator('cn');
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const WECHAT_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 MicroMessenger/8.0.47.2560(0x28002F35)';
const A = DEMO_IDS.articles;
const LIVE = routeUrl('liveDetail', [DEMO_IDS.live.live, A.live]);

/** Each page type: its address, and the share event it sends (null: the SPEC names none). */
const PAGES: { name: string; url: string; event: { id: number; type: number } | null }[] = [
  { name: 'live room', url: LIVE, event: { id: A.live, type: 0 } },
  { name: 'activity', url: routeUrl('activityDetail', [DEMO_IDS.activities.open]), event: { id: DEMO_IDS.activities.open, type: 4 } },
  { name: 'special topic', url: routeUrl('specDetail', [DEMO_IDS.specials.rural.columnId, A.special]), event: { id: A.special, type: 0 } },
  { name: 'question', url: routeUrl('askDetail', [1]), event: null },
  { name: '问政', url: routeUrl('qaDetail', [12]), event: null },
  { name: 'subject', url: routeUrl('topicDetail', [1]), event: null },
  { name: 'short video', url: routeUrl('minVideoDetail', [DEMO_IDS.mvod.first]), event: null },
];

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const withLang = (url: string) => `${url}?lang=cn`;

/** Taps the share button until the island has hydrated and the sheet is open (as shareSheet.spec.ts). */
async function openSheet(page: Page) {
  const share = page.locator('.page-share [data-action="share"]');
  const sheet = page.locator('.share-sheet');
  await share.tap();
  try {
    await expect(sheet).toBeVisible({ timeout: 8000 });
  } catch {
    await share.tap();
    await expect(sheet).toBeVisible({ timeout: 5000 });
  }
}

/** The article.event calls of this page: each body, with the Action's answer status once it came (a refused type would be 400). */
function watchEvents(page: Page) {
  const events: Record<string, unknown>[] = [];
  page.on('response', (response: Response) => {
    const request = response.request();
    if (/_actions\/article\.event/.test(request.url())) events.push({ ...(JSON.parse(request.postData() ?? '{}') as Record<string, unknown>), status: response.status() });
  });
  return events;
}

for (const { name, url, event } of PAGES) {
  test(`${name}: the sheet opens on a tap with the page's title; copy link puts its canonical address on the clipboard`, async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const events = watchEvents(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(withLang(url));
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    const h1 = (await page.locator('h1').first().innerText()).trim();
    // Before the first tap the island's code is not fetched.
    expect(scripts.filter((script) => /ShareSheet/.test(script))).toEqual([]);

    await openSheet(page);
    await expect(page.locator('.share-sheet-title')).toHaveText(cn('share.title'));
    // The Weibo link carries the page's title and its shared address.
    const weibo = new URL((await page.locator('.share-sheet a[data-target="weibo"]').getAttribute('href')) ?? '');
    expect(weibo.searchParams.get('title')).toBe(h1);
    expect(weibo.searchParams.get('url')).toBe(`${canonical}?isShare=true`);

    await page.locator('.share-sheet [data-target="copy"]').tap();
    await expect(page.locator('.share-toast')).toContainText(cn('msg.copySuccess'));
    await expect(page.locator('.share-sheet')).toBeHidden();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${canonical}?isShare=true`);
    if (event) await expect.poll(() => events.some((body) => body.eventType === 2 && body.id === event.id && body.type === event.type && body.status === 200)).toBe(true);
    else expect(events.filter((body) => body.eventType === 2)).toEqual([]);
  });
}

test('a live room whose article closes sharing (shareClosed = 1) shows no share button and no share island', async ({ page }) => {
  await page.goto(withLang(routeUrl('liveDetail', [DEMO_IDS.live.shareClosed])));
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.locator('[data-action="share"]')).toHaveCount(0);
  await expect(page.locator('astro-island[component-url*="ShareSheet"]')).toHaveCount(0);
  await expect(page.locator('page-share')).toHaveCount(0);
});

test('the open sheet on a live room has 0 axe violations, light and dark', async ({ page }) => {
  for (const theme of ['light', 'dark']) {
    await page.goto(`${LIVE}?lang=cn&theme=${theme}`);
    await openSheet(page);
    const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
    expect(results.violations.map((v) => `${theme} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
});

/** A phone inside WeChat, authorised, with WeChat's bridge stood in for: it notes each call, accepts the config and a share. */
async function wechatPhone(browser: Browser) {
  const context = await browser.newContext({ userAgent: WECHAT_UA, viewport: { width: 412, height: 839 }, isMobile: true, hasTouch: true, locale: 'zh-CN' });
  await context.addInitScript(() => {
    localStorage.setItem('wxAward', JSON.stringify({ value: '2', expires: Date.now() + 3_600_000 }));
    const calls: Array<{ name: string; args: unknown }> = [];
    const handlers: Record<string, (answer: unknown) => void> = {};
    Object.assign(window, {
      __bridgeCalls: calls,
      __bridgeHandlers: handlers,
      WeixinJSBridge: {
        invoke(name: string, args: unknown, callback?: (answer: Record<string, string>) => void) {
          calls.push({ name, args: JSON.parse(JSON.stringify(args)) });
          if (name === 'preVerifyJSAPI' || name === 'sendAppMessage') setTimeout(() => callback?.({ err_msg: `${name}:ok` }), 0);
        },
        on(name: string, handler: (answer: unknown) => void) {
          handlers[name] = handler;
        },
      },
    });
  });
  await context.route(/^https:\/\/[^/]*\.(weixin|qq)\.com\//, (route) => route.abort());
  return { context, page: await context.newPage() };
}

test('inside WeChat a live room gives the JS-SDK its share card, and counts a share only when the reader shares', async ({ browser }) => {
  const { context, page } = await wechatPhone(browser);
  const events = watchEvents(page);
  await page.goto(withLang(LIVE));
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  const title = (await page.locator('h1').innerText()).trim();
  const bridgeCalls = () => page.evaluate(() => (window as unknown as { __bridgeCalls: { name: string; args: Record<string, unknown> }[] }).__bridgeCalls);
  await expect.poll(async () => (await bridgeCalls()).some((call) => call.name === 'updateAppMessageShareData'), { timeout: 15_000 }).toBe(true);
  const card = (await bridgeCalls()).find((call) => call.name === 'updateAppMessageShareData')?.args ?? {};
  expect(card).toMatchObject({ title, link: `${canonical}?isShare=true` });
  expect(String(card.desc)).not.toBe('');
  expect(String(card.imgUrl)).toMatch(/^https?:\/\//);
  // Setting the card is no share.
  expect(events.filter((body) => body.eventType === 2)).toEqual([]);
  // The reader shares to a chat from WeChat's menu.
  await page.evaluate(() => (window as unknown as { __bridgeHandlers: Record<string, (answer: unknown) => void> }).__bridgeHandlers['menu:share:appmessage']?.({}));
  await expect.poll(() => events.filter((body) => body.eventType === 2 && body.id === A.live && body.type === 0 && body.status === 200).length).toBe(1);
  await context.close();
});
