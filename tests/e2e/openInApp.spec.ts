import { createHash } from 'node:crypto';
import { expect, test, type BrowserContext, type Page } from './fixtures.ts';
import AxeBuilder from '@axe-core/playwright';
import { E2E_OPEN_LAUNCH_APPID } from '../../playwright.config.ts';
import { LOCALES } from '../../src/i18n/locales.ts';
import { THEMES } from '../../src/lib/theme.ts';
import { OPEN_TAG_STYLE } from '../../src/lib/openInApp.ts';
import { translator } from '../../src/i18n/translate.ts';
import { routeUrl } from '../../src/routes.ts';
import { DEMO_IDS } from '../../src/platform/seed/demoIds.ts';

/**
 * "Open in the app" (docs/decisions/158): inside WeChat, a shared article carries WeChat's open
 * tag, which the JS-SDK config asks for. The main e2e server's platform switches it on
 * (PLATFORM_WX_OPEN_LAUNCH_APPID). Chromium is not WeChat: WeChat's native side of the JS-SDK,
 * `window.WeixinJSBridge`, is stood in for by a bridge that notes every call the real SDK makes
 * and accepts the config; what WeChat itself would do (draw the tag, or fail) the test fires.
 */
const cn = translator('cn');
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const WECHAT_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 MicroMessenger/8.0.47.2560(0x28002F35)';
const OLD_WECHAT_UA = 'Mozilla/5.0 (Linux; Android 9; Pixel 3) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/72.0 Mobile Safari/537.36 MicroMessenger/7.0.10.1580(0x27000A5E)';
const ANDROID_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const C = DEMO_IDS.columns;
const A = DEMO_IDS.articles;

const articleUrl = (query: Record<string, string> = {}) => routeUrl('newsDetail', [C.headline, A.news], { lang: 'cn', ...query });
const sharedUrl = (query: Record<string, string> = {}) => articleUrl({ isShare: 'true', ...query });

interface BridgeCall {
  name: string;
  args: Record<string, unknown>;
}

/** A phone inside WeChat, already authorised (SPEC §4 wxAward: no trip to the authorize page), with WeChat's bridge stood in for. */
async function wechatPhone(browser: import('@playwright/test').Browser, userAgent = WECHAT_UA, configAnswer = 'ok'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ userAgent, viewport: { width: 412, height: 839 }, isMobile: true, hasTouch: true, locale: 'zh-CN' });
  await context.addInitScript((answer) => {
    localStorage.setItem('wxAward', JSON.stringify({ value: '2', expires: Date.now() + 3_600_000 }));
    const calls: Array<{ name: string; args: unknown }> = [];
    Object.assign(window, {
      __bridgeCalls: calls,
      WeixinJSBridge: {
        invoke(name: string, args: unknown, callback?: (answer: Record<string, string>) => void) {
          calls.push({ name, args: JSON.parse(JSON.stringify(args)) });
          // WeChat answers the signed config (accepts it unless told otherwise); other calls (the SDK's own network report) get no answer.
          if (name === 'preVerifyJSAPI') setTimeout(() => callback?.({ err_msg: `preVerifyJSAPI:${answer}` }), 0);
        },
        on() {},
      },
    });
  }, configAnswer);
  // The SDK never reaches WeChat's servers from a test.
  await context.route(/^https:\/\/[^/]*\.(weixin|qq)\.com\//, (route) => route.abort());
  return { context, page: await context.newPage() };
}

const bridgeCalls = (page: Page) => page.evaluate(() => (window as unknown as { __bridgeCalls: BridgeCall[] }).__bridgeCalls);
const configCall = async (page: Page) => (await bridgeCalls(page)).find((call) => call.name === 'preVerifyJSAPI');
const openLink = (page: Page) => page.locator('[data-open-in-app] a');
const openTag = (page: Page) => page.locator('wx-open-launch-app');

test('inside WeChat a shared article carries the open tag for this article, and the JS-SDK config asks for it', async ({ browser }) => {
  const { context, page } = await wechatPhone(browser);
  await page.goto(sharedUrl());
  // Before WeChat has accepted the config, the reader sees the download link.
  await expect(openLink(page)).toBeVisible();
  await expect(openLink(page)).toHaveText(cn('nav.openInApp'));
  await expect(openLink(page)).toHaveAttribute('href', routeUrl('downloadClient'));
  await expect(openTag(page)).toHaveAttribute('appid', E2E_OPEN_LAUNCH_APPID);
  expect(JSON.parse((await openTag(page).getAttribute('extinfo')) ?? '')).toEqual({ fileId: A.news, columnID: C.headline });
  // The template WeChat draws: a button named like the link, and nothing that runs.
  const template = openTag(page).locator('script[type="text/wxtag-template"]');
  expect(await template.evaluate((script) => script.textContent)).toContain(`>${cn('nav.openInApp')}</button>`);

  await expect.poll(async () => (await configCall(page))?.args.verifyOpenTagList, { timeout: 15_000 }).toEqual(['wx-open-launch-app']);
  const config = (await configCall(page))?.args ?? {};
  expect(config.verifyJsApiList).toEqual(expect.arrayContaining(['updateAppMessageShareData']));
  // Accepted: the tag takes the link's place.
  await expect(openTag(page)).not.toHaveAttribute('hidden');
  await expect(openLink(page)).toBeHidden();
  await context.close();
});

test('WeixinOpenTagsError: the download link comes back, and it leads to the download page', async ({ browser }) => {
  const { context, page } = await wechatPhone(browser);
  await page.goto(sharedUrl());
  await expect(openTag(page)).not.toHaveAttribute('hidden', { timeout: 15_000 });
  // WeChat could not draw its open tags.
  await page.evaluate(() => document.dispatchEvent(new Event('WeixinOpenTagsError')));
  await expect(openTag(page)).toHaveAttribute('hidden');
  await openLink(page).tap();
  await page.waitForURL((url) => url.pathname === routeUrl('downloadClient'));
  await expect(page.locator('[data-in-wechat]')).toContainText(cn('msg.downloadInBrowser'));
  await context.close();
});

test('the tag fails to launch the app (not installed): the reader goes to the download page', async ({ browser }) => {
  const { context, page } = await wechatPhone(browser);
  await page.goto(sharedUrl());
  await expect(openTag(page)).not.toHaveAttribute('hidden', { timeout: 15_000 });
  await openTag(page).dispatchEvent('error', { detail: { errMsg: 'launch:fail' } });
  await page.waitForURL((url) => url.pathname === routeUrl('downloadClient'));
  await context.close();
});

test('a WeChat older than 7.0.12 draws no open tag: the link stays', async ({ browser }) => {
  const { context, page } = await wechatPhone(browser, OLD_WECHAT_UA);
  await page.goto(sharedUrl());
  await expect.poll(async () => (await configCall(page))?.args.verifyOpenTagList, { timeout: 15_000 }).toEqual(['wx-open-launch-app']);
  // The config was accepted, and still the tag is not shown.
  await expect.poll(async () => (await bridgeCalls(page)).length).toBeGreaterThan(0);
  await expect(openLink(page)).toBeVisible();
  await expect(openTag(page)).toHaveAttribute('hidden');
  await context.close();
});

test('WeChat refuses the config: the link stays', async ({ browser }) => {
  const { context, page } = await wechatPhone(browser, WECHAT_UA, 'invalid signature');
  await page.goto(sharedUrl());
  await expect.poll(async () => Boolean(await configCall(page)), { timeout: 15_000 }).toBe(true);
  // The SDK has answered: the share data it runs after any answer, ready or not, is set.
  await expect.poll(async () => (await bridgeCalls(page)).some((call) => call.name === 'updateAppMessageShareData'), { timeout: 15_000 }).toBe(true);
  await expect(openLink(page)).toBeVisible();
  await expect(openTag(page)).toHaveAttribute('hidden');
  await context.close();
});

test('outside WeChat, or inside WeChat on a page not opened from a share, nothing of it is in the page', async ({ request }) => {
  const pages = [
    [sharedUrl(), ANDROID_UA],
    [articleUrl(), WECHAT_UA],
    [articleUrl(), ANDROID_UA],
  ] as const;
  for (const [url, userAgent] of pages) {
    const html = await (await request.get(url, { headers: { 'user-agent': userAgent } })).text();
    expect(html, `${url} as ${userAgent}`).not.toMatch(/wx-open-launch-app|open-in-app|wxtag-template/);
  }
  // The same request inside WeChat has it: the check above can fail.
  const wechat = await request.get(sharedUrl(), { headers: { 'user-agent': WECHAT_UA } });
  expect(await wechat.text()).toContain('<wx-open-launch-app');
  // Shared caches keep WeChat's copy apart.
  expect(wechat.headers().vary).toMatch(/User-Agent/);
  // The template's style, drawn in the tag's shadow root, is allowed by its hash and by nothing looser.
  const styleSrc = /style-src[^;]*/.exec(wechat.headers()['content-security-policy'] ?? '')?.[0] ?? '';
  expect(styleSrc).toContain(`'sha256-${createHash('sha256').update(OPEN_TAG_STYLE).digest('base64')}'`);
  expect(styleSrc).not.toContain("'unsafe-inline'");
});

test.describe('axe with the open-in-app link', () => {
  const check = async (browser: import('@playwright/test').Browser, query: Record<string, string>) => {
    const { context, page } = await wechatPhone(browser);
    await page.goto(sharedUrl(query));
    await expect.poll(async () => Boolean(await configCall(page)), { timeout: 15_000 }).toBe(true);
    // The link is what a reader sees where WeChat cannot draw the tag.
    await page.evaluate(() => document.dispatchEvent(new Event('WeixinOpenTagsError')));
    await expect(openLink(page)).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
    await context.close();
    return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  };
  for (const locale of LOCALES) test(`${locale}: 0 axe violations`, async ({ browser }) => expect(await check(browser, { lang: locale, theme: 'light' })).toEqual([]));
  for (const theme of THEMES.filter((t) => t !== 'light')) test(`${theme}: 0 axe violations`, async ({ browser }) => expect(await check(browser, { theme })).toEqual([]));
});
