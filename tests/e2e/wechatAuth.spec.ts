import { randomBytes } from 'node:crypto';
import { devices, expect, test, type Page, type Request } from './fixtures.ts';
import AxeBuilder from '@axe-core/playwright';
import { BASE_PATH, routeUrl } from '../../src/routes.ts';
import { translator } from '../../src/i18n/translate.ts';
import { DEMO_IDS } from '../../src/platform/seed/demoIds.ts';
import { DEMO_WECHAT_USER } from '../../src/platform/identity/wechatOauth.ts';
import { devalue } from '../actionAnswer.ts';

/**
 * SPEC §4 WeChat authorisation, end to end against the bundled platform's WeChat emulator: a
 * reader inside WeChat opens a shared article, goes round the authorize page, comes back with a
 * code and is logged in. Each test picks its own `wxdemo=noopenid<N><random>` marker, which makes
 * the emulator's first N codes for it come back without an openid (docs/decisions/070).
 */
const cn = translator('cn');
const WECHAT_UA = 'Mozilla/5.0 (Linux; Android 12; Pixel 5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0 Mobile Safari/537.36 MicroMessenger/8.0.40';
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const AUTHORIZE_PATH = '/wx-open/connect/oauth2/authorize';
/** The main e2e server's SITE_ORIGIN (its default, http://localhost:$PORT); tests otherwise reach it at 127.0.0.1. */
const PUBLIC_ORIGIN = `http://localhost:${process.env.E2E_PORT ?? 4391}`;

// The phone of playwright.config.ts, inside WeChat.
test.use({ userAgent: WECHAT_UA });

const shareUrl = (query: Record<string, string> = {}) => routeUrl('newsDetail', [DEMO_IDS.columns.headline, DEMO_IDS.articles.news], { lang: 'cn', isShare: 'true', ...query });
const marker = (blank: number) => `noopenid${blank}${randomBytes(6).toString('hex')}`;

/** Every trip to the authorize page, and every code WeChat handed back, in order. */
function watchTrips(page: Page) {
  const trips: string[] = [];
  const codes: string[] = [];
  page.on('request', (request: Request) => {
    if (!request.isNavigationRequest() || request.frame() !== page.mainFrame()) return;
    const url = new URL(request.url());
    if (url.pathname === AUTHORIZE_PATH) trips.push(request.url());
    const code = url.searchParams.get('code');
    if (code && url.pathname.startsWith(BASE_PATH)) codes.push(code);
  });
  return { trips, codes };
}

/** Holds the code exchange a little, so the overlay is there long enough to be seen (and not only by a fast machine). */
async function slowExchange(page: Page, ms = 800) {
  // Astro's Actions client posts to `…/_actions/<name>/`.
  await page.route(`**${BASE_PATH}/_actions/reader.wechatLogin**`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

/** Who the server says is reading, asked from the page (its session cookie). */
async function readerState(page: Page): Promise<{ loggedIn: boolean; nickname: string }> {
  const text = await page.evaluate(async (path) => (await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).text(), `${BASE_PATH}/_actions/reader.state`);
  return (devalue(text) as { reader: { loggedIn: boolean; nickname: string } }).reader;
}

const overlay = (page: Page) => page.locator('.wechat-auth');

async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('one code without an openid: overlay, one retry through WeChat, logged in, no code left in the URL', async ({ page }) => {
  const { trips, codes } = watchTrips(page);
  await slowExchange(page);
  const wxdemo = marker(1);
  await page.goto(shareUrl({ wxdemo }));

  await expect(page.locator('.wechat-auth[data-status="1"]').getByRole('status')).toHaveText(cn('state.authorising'));
  await expect(page.locator('.wechat-auth[data-status="2"]')).toBeAttached({ timeout: 15_000 });
  await expect(overlay(page).getByRole('status')).toHaveText(cn('wechat.loggedIn'));

  expect(trips).toHaveLength(2);
  const first = new URL(trips[0]!);
  expect(Object.fromEntries(first.searchParams)).toMatchObject({ appid: 'wx0000000000demo', response_type: 'code', scope: 'snsapi_userinfo' });
  // The state binds the code to this browser: isShare and its nonce (docs/decisions/136).
  expect(first.searchParams.get('state')).toMatch(/^isShare[A-Za-z0-9]{16,}$/);
  // (A request URL carries no fragment: #wechat_redirect is checked by the store's unit test.)
  const back = new URL(first.searchParams.get('redirect_uri')!);
  expect([back.pathname, back.searchParams.get('isShare'), back.searchParams.get('wxdemo'), back.searchParams.has('code'), back.searchParams.has('state')]).toEqual([
    new URL(page.url()).pathname,
    'true',
    wxdemo,
    false,
    false,
  ]);
  expect(codes).toHaveLength(2);
  expect(new Set(codes).size).toBe(2);

  const now = new URL(page.url());
  expect([now.searchParams.has('code'), now.searchParams.has('state'), now.searchParams.get('wxdemo'), now.hash]).toEqual([false, false, wxdemo, '']);
  expect(await readerState(page)).toMatchObject({ loggedIn: true, nickname: DEMO_WECHAT_USER.nickname });
  // The status is remembered: the next shared page does not go round WeChat again.
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('wxAward') ?? '{}').value)).toBe('2');
  await page.reload();
  await expect(page.locator('h1.article-title')).toBeVisible();
  await page.waitForTimeout(500);
  expect(trips).toHaveLength(2);
});

test('codes without an openid three times: exactly 2 retries, then 微信授权失败 (and no login)', async ({ page }) => {
  const { trips, codes } = watchTrips(page);
  await page.goto(shareUrl({ wxdemo: marker(3) }));
  const status = overlay(page).getByRole('status');
  await expect(status).toHaveText(cn('msg.wechatAuthFailed'), { timeout: 15_000 });
  await expect(overlay(page)).toHaveAttribute('data-status', '-1');
  expect(trips).toHaveLength(3);
  expect(codes).toHaveLength(3);
  expect(new URL(page.url()).searchParams.has('code')).toBe(false);
  expect(await readerState(page)).toMatchObject({ loggedIn: false });

  expect(await violations(page)).toEqual([]);

  await overlay(page)
    .getByRole('button', { name: cn('common.confirm') })
    .click();
  await expect(status).toHaveText('');
  // Still no further trip: a failure is final for this page.
  await page.waitForTimeout(500);
  expect(trips).toHaveLength(3);
});

test('a replayed code (already exchanged) reads as no openid: one retry through WeChat, then the new reader is logged in', async ({ page, browser, baseURL }) => {
  const { codes } = watchTrips(page);
  await page.goto(shareUrl({ wxdemo: marker(0) }));
  await expect(page.locator('.wechat-auth[data-status="2"]')).toBeAttached({ timeout: 15_000 });
  expect(codes).toHaveLength(1);

  // Someone else opens the address as it was with the code (copied before it was tidied away).
  // The platform answers a spent code with 40029 inside its data, which the catalogue reads as
  // user info without an openid (SPEC §8: a negative status with data is data): SPEC §4 retries.
  const other = await browser.newContext({ ...devices['Pixel 7'], userAgent: WECHAT_UA, locale: 'zh-CN', baseURL });
  const stranger = await other.newPage();
  const replay = watchTrips(stranger);
  await stranger.goto(shareUrl({ code: codes[0]!, state: 'isShare' }));
  await expect(stranger.locator('.wechat-auth[data-status="2"]')).toBeAttached({ timeout: 15_000 });
  expect(replay.trips).toHaveLength(1);
  expect(replay.codes).toHaveLength(2);
  expect(replay.codes[1]).not.toBe(codes[0]);
  expect(new URL(stranger.url()).searchParams.has('code')).toBe(false);
  expect(await readerState(stranger)).toMatchObject({ loggedIn: true });
  await other.close();
});

test('the exchange request fails: 微信授权获取用户信息失败, no retry (dark theme, 0 axe violations)', async ({ page }) => {
  const { trips } = watchTrips(page);
  await page.route(`**${BASE_PATH}/_actions/reader.wechatLogin**`, (route) => route.abort('connectionreset'));
  await page.goto(shareUrl({ wxdemo: marker(0), theme: 'dark' }));
  await expect(overlay(page).getByRole('status')).toHaveText(cn('msg.wechatUserInfoFailed'), { timeout: 15_000 });
  expect(trips).toHaveLength(1);
  expect(new URL(page.url()).searchParams.has('code')).toBe(false);
  expect(new URL(page.url()).hash).toBe('');
  expect(await violations(page)).toEqual([]);
});

for (const theme of ['light', 'dark', 'grey']) {
  test(`the overlay in the ${theme} theme: 授权中... over the page, 0 axe violations`, async ({ page }) => {
    // The exchange never answers: the overlay stays up.
    await page.route(`**${BASE_PATH}/_actions/reader.wechatLogin**`, () => undefined);
    await page.goto(shareUrl({ wxdemo: marker(0), theme }));
    // Back from WeChat with a code (the first page shows the overlay too, for a moment, before it leaves).
    await page.waitForURL((url) => url.searchParams.has('code'), { timeout: 15_000 });
    await page.waitForURL((url) => !url.searchParams.has('code'));
    await expect(page.locator('.wechat-auth[data-status="1"]').getByRole('status')).toHaveText(cn('state.authorising'));
    // It covers the whole screen, so nothing behind it can be tapped meanwhile.
    const box = await page.locator('.wechat-auth').boundingBox();
    const viewport = page.viewportSize()!;
    expect([box?.x, box?.y, box?.width, box?.height]).toEqual([0, 0, viewport.width, viewport.height]);
    expect(await violations(page)).toEqual([]);
  });
}

test.describe('outside a shared WeChat page nothing changes', () => {
  test('another browser gets no overlay, no island and no User-Agent-free caching of the shared page', async ({ request }) => {
    const ordinary = devices['Pixel 7'].userAgent;
    const shared = await request.get(shareUrl(), { headers: { 'user-agent': ordinary } });
    const html = await shared.text();
    expect(html).not.toContain('WechatAuth');
    expect(html).not.toContain('wechat-auth"');
    // The same address gives WeChat readers other HTML: caches must keep the two apart.
    expect(shared.headers()['vary']).toContain('User-Agent');
    const inWeChat = await (await request.get(shareUrl(), { headers: { 'user-agent': WECHAT_UA } })).text();
    expect(inWeChat).toContain('WechatAuth.island');
  });

  test('inside WeChat, a page not opened from a share link neither authorises nor varies', async ({ page }) => {
    const { trips } = watchTrips(page);
    const response = await page.goto(routeUrl('newsDetail', [DEMO_IDS.columns.headline, DEMO_IDS.articles.news], { lang: 'cn' }));
    expect(response?.headers()['vary']).not.toContain('User-Agent');
    await expect(page.locator('h1.article-title')).toBeVisible();
    await page.waitForTimeout(500);
    expect(trips).toEqual([]);
    await expect(page.locator('.wechat-auth')).toHaveCount(0);
  });
});

test('the login page inside WeChat logs in with WeChat and returns the reader to where they were', async ({ page }) => {
  const back = routeUrl('newsDetail', [DEMO_IDS.columns.headline, DEMO_IDS.articles.news]);
  const { trips } = watchTrips(page);
  // At the site's public address: a tap before hydration follows the server's link, which comes back there.
  await page.goto(new URL(routeUrl('login', [], { lang: 'cn', redirect: back }), PUBLIC_ORIGIN).href);
  await page.getByRole('link', { name: cn('login.wechat') }).click();
  await page.waitForURL((url) => url.pathname === back);
  expect(trips).toHaveLength(1);
  await page.goto(new URL(routeUrl('login', [], { lang: 'cn' }), PUBLIC_ORIGIN).href);
  await expect(page.locator('.login-done')).toContainText(DEMO_WECHAT_USER.nickname);
});

test('a tap on the WeChat login before the page has its script still logs in: the button is a link round WeChat', async ({ page }) => {
  const back = routeUrl('newsDetail', [DEMO_IDS.columns.headline, DEMO_IDS.articles.news]);
  const { trips } = watchTrips(page);
  // The first load's island arrives late (a slow phone); the tap lands on the server's HTML.
  let held = 0;
  await page.route('**/_astro/LoginForm.island.*.js', async (route) => {
    if (held++ === 0) await new Promise((resolve) => setTimeout(resolve, 3_000));
    await route.continue();
  });
  // At the site's public address, as a reader has it: the link comes back there, where the nonce cookie is.
  await page.goto(new URL(routeUrl('login', [], { lang: 'cn', redirect: back }), PUBLIC_ORIGIN).href);
  const link = page.getByRole('link', { name: cn('login.wechat') });
  // The link goes round this site's start address, which gives the browser its nonce, then to WeChat.
  const sent = new URL((await link.getAttribute('href'))!, page.url());
  expect([sent.pathname, new URL(sent.searchParams.get('back')!).pathname]).toEqual([`${BASE_PATH}/wxAuthorize`, new URL(page.url()).pathname]);
  await link.click();
  await page.waitForURL((url) => url.pathname === back);
  expect([trips.length, held]).toEqual([1, 2]);
});

test('a link carrying a code someone else asked for logs nobody in with it: not exchanged, and the reader goes round WeChat themselves', async ({ page, request, baseURL }) => {
  // Someone goes round the authorize page for their own code, and does not use it.
  const target = new URL(shareUrl({ wxdemo: marker(0) }), baseURL).href;
  const theirs = await request.get(`${AUTHORIZE_PATH}?appid=wx0000000000demo&redirect_uri=${encodeURIComponent(target)}&response_type=code&scope=snsapi_userinfo&state=isShareSomeoneElsesNonce0123`, {
    maxRedirects: 0,
  });
  const planted = new URL(theirs.headers()['location']!);
  const code = planted.searchParams.get('code')!;
  expect(code).toBeTruthy();
  // The reader opens the link they were sent.
  const answers: string[] = [];
  await page.route(`**${BASE_PATH}/_actions/reader.wechatLogin**`, async (route) => {
    const response = await route.fetch();
    answers.push(await response.text());
    await route.fulfill({ response });
  });
  const { codes } = watchTrips(page);
  await page.goto(shareUrl({ wxdemo: marker(0), code, state: planted.searchParams.get('state')! }));
  await expect(page.locator('.wechat-auth[data-status="2"]')).toBeAttached({ timeout: 15_000 });
  await expect.poll(() => answers.length).toBe(2);
  expect(answers[0]).toContain('unbound');
  // Their code was never exchanged; the reader logged in with a code of their own.
  expect(codes.at(-1)).not.toBe(code);
  const own = await request.post(`${BASE_PATH}/_actions/reader.wechatLogin`, { data: { code, state: 'isShare' }, headers: { origin: new URL(baseURL!).origin } });
  expect(await own.text()).toContain('unbound');
});
