import { expect, test } from './fixtures.ts';
import AxeBuilder from '@axe-core/playwright';
import { routeUrl } from '../../src/routes.ts';
import { translator } from '../../src/i18n/translate.ts';
import { DEMO_IDS } from '../../src/platform/seed/demoIds.ts';
import { SESSION_COOKIE } from '../../src/catalogue/session.ts';
import { AUTH_REFUSED_PORT } from '../../playwright.config.ts';
import { admin, logIn, phoneCode, uniquePhone } from './readerLogin.ts';

/**
 * Identity as a reader on a phone meets it (issue: identity): logging in by phone code with and
 * without JavaScript, a like that needs the login, the session surviving a reload, logout, a login
 * that expires mid-session (10111, refreshed once and silently) and a refused app key (1004,
 * reloads that stop after 3). Phone codes come from the bundled platform's admin API (no SMS).
 */
const cn = translator('cn');
const A = DEMO_IDS.articles;
const C = DEMO_IDS.columns;
const url = (name: string, params: number[] = [], query: Record<string, string> = {}) => routeUrl(name, params, { lang: 'cn', ...query });

test('an anonymous reader logs in by phone code, likes an article, reloads and is still logged in, then logs out', async ({ page, request, context }) => {
  await page.goto(url('newsDetail', [C.headline, A.news]));
  const like = page.locator('[data-action="like"]');
  await like.click();
  await expect(page.locator('.action-toast')).toContainText(cn('msg.loginRequired'));
  await page.locator('.action-toast a').click();
  await expect(page).toHaveURL(/login\.html\?redirect=/);

  // SPEC §5's messages before anything is sent.
  await page.getByRole('button', { name: cn('login.submit'), exact: true }).click();
  await expect(page.locator('.login-message')).toHaveText(cn('msg.enterPhone'));
  await page.getByLabel(cn('login.phone')).fill('13800000000');
  await page.getByRole('button', { name: cn('login.submit'), exact: true }).click();
  await expect(page.locator('.login-message')).toHaveText(cn('msg.enterCode'));

  await logIn(page, request);
  await expect(page).toHaveURL(/newsDetail/);
  await page.locator('[data-action="like"]').click();
  await expect(page.locator('.action-toast')).toContainText(cn('msg.likeSuccess'));

  // The session is one httpOnly cookie the page's scripts cannot read.
  const cookie = (await context.cookies()).find((c) => c.name === SESSION_COOKIE);
  expect(cookie?.httpOnly).toBe(true);
  expect(cookie?.sameSite).toBe('Lax');
  expect(await page.evaluate(() => document.cookie)).not.toContain(SESSION_COOKIE);

  await page.reload();
  await page.goto(url('login'));
  await expect(page.locator('.login-done')).toContainText('已登录');
  // Logged in, "•••" leads to the reader's menu: their own pages, settings and about, every one a link.
  const menu = page.getByRole('navigation', { name: cn('menu.mine') });
  for (const label of [cn('member.heading'), cn('menu.subscriptions'), cn('menu.tipoff'), cn('menu.contributions'), cn('menu.invite'), cn('menu.points'), cn('route.aboutUs')]) {
    await expect(menu.getByRole('link', { name: label })).toBeVisible();
  }
  await expect(menu.getByRole('link', { name: cn('menu.page') })).toHaveAttribute('href', /userDetail\/\d+\.html$/);
  await expect(menu.getByRole('link', { name: cn('theme.dark') })).toBeVisible();
  await page.getByRole('button', { name: cn('login.logout') }).click();
  await expect(page.getByLabel(cn('login.phone'))).toBeVisible();
  await page.goto(url('newsDetail', [C.headline, A.newsWithVote]));
  await page.locator('[data-action="like"]').click();
  await expect(page.locator('.action-toast')).toContainText(cn('msg.loginRequired'));
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the login form is a plain POST: messages, a code, then back to where the reader came from', async ({ page, request }) => {
    const back = routeUrl('newsDetail', [C.headline, A.news]);
    await page.goto(url('login', [], { redirect: back }));
    await page.getByRole('button', { name: cn('login.submit'), exact: true }).click();
    await expect(page.locator('.login-message')).toHaveText(cn('msg.enterPhone'));
    const phone = uniquePhone();
    await page.getByLabel(cn('login.phone')).fill(phone);
    await page.getByRole('button', { name: cn('login.sendCode') }).click();
    await expect(page.locator('.login-message')).toHaveText(cn('login.codeSent'));
    await expect(page.getByLabel(cn('login.phone'))).toHaveValue(phone);
    await page.getByLabel(cn('login.code'), { exact: true }).fill('000000');
    await page.getByRole('button', { name: cn('login.submit'), exact: true }).click();
    // With a code only the code can be wrong: not the SSO's 用户名或密码不正确.
    await expect(page.locator('.login-message')).toHaveText(cn('login.codeWrong'));
    await page.getByLabel(cn('login.phone')).fill(phone);
    await page.getByLabel(cn('login.code'), { exact: true }).fill(await phoneCode(request, phone));
    await page.getByRole('button', { name: cn('login.submit'), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${back.replace(/[.]/g, '\\.')}$`));
    await page.goto(url('login'));
    await expect(page.locator('.login-done')).toBeVisible();
  });

  test('registration asks for the password twice', async ({ page }) => {
    await page.goto(url('login', [], { mode: 'register' }));
    await page.getByLabel(cn('login.phone')).fill(uniquePhone());
    await page.getByLabel(cn('login.code'), { exact: true }).fill('123456');
    await page.getByRole('button', { name: cn('login.submitRegister') }).click();
    await expect(page.locator('.login-message')).toHaveText(cn('msg.enterPassword'));
  });

  test('a route that needs auth sends an anonymous reader to login and names the way back', async ({ page }) => {
    await page.goto(url('activityVote', [1, 2]));
    await expect(page).toHaveURL(/login\.html\?redirect=.*activityVote/);
  });
});

test('a login that expires mid-session is refreshed once, silently (10111)', async ({ page, request }) => {
  const phone = await logIn(page, request);
  await page.goto(url('newsDetail', [C.headline, A.news]));
  await admin(request, `/expire-access/${phone}`);
  await page.locator('[data-action="like"]').click();
  await expect(page.locator('.action-toast')).toContainText(cn('msg.likeSuccess'));
  await page.goto(url('login'));
  await expect(page.locator('.login-done')).toBeVisible();
});

test('a refused app key reloads the page at most 3 times (1004)', async ({ page }) => {
  const origin = `http://127.0.0.1:${AUTH_REFUSED_PORT}`;
  await page.goto(`${origin}${url('newsDetail', [C.headline, A.news])}`);
  const reloads = () => page.evaluate(() => Number(sessionStorage.getItem('catalogueAuthReloads') ?? 0));
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const loaded = page.waitForEvent('load');
    await page.locator('[data-action="like"]').click();
    await loaded;
    expect(await reloads()).toBe(attempt);
  }
  // The fourth time nothing reloads: the page stays as it is.
  let reloaded = false;
  page.on('load', () => (reloaded = true));
  await page.locator('[data-action="like"]').click();
  await expect(page.locator('.action-toast')).toContainText(cn('msg.loginRequired'));
  expect(reloaded).toBe(false);
  expect(await reloads()).toBe(3);
});

test.describe('inside the host app', () => {
  test.use({
    userAgent: 'Mozilla/5.0 (Linux; Android 12; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0 Mobile Safari/537.36 xyApp xyUid/424242 xyToken/0123456789abcdef0123456789abcdef',
  });

  test('an expired host login asks the app to refresh and shows the expiry message (10111)', async ({ page }) => {
    await page.addInitScript(() => {
      Reflect.set(window, 'xyApp', { refreshLogin: () => sessionStorage.setItem('askedApp', '1') });
    });
    await page.goto(url('newsDetail', [C.headline, A.news]));
    await page.locator('[data-action="like"]').click();
    // The page's one toast says it (docs/decisions/162); the heart stays empty.
    await expect(page.locator('.catalogue-toast')).toHaveText(cn('error.loginExpired'));
    await expect(page.locator('[data-action="like"]')).toHaveAttribute('aria-pressed', 'false');
    expect(await page.evaluate(() => sessionStorage.getItem('askedApp'))).toBe('1');
  });
});

test('member details: the member, a masked phone, a saved nickname, and a refusal in the platform’s words', async ({ page, request }) => {
  const phone = await logIn(page, request);
  await page.goto(url('getUserInfo'));
  await expect(page.locator('.member-meta').first()).toContainText(`${phone.slice(0, 3)}****${phone.slice(-4)}`);
  const nickname = `读者${phone.slice(-6)}`;
  await page.getByLabel(cn('member.nickname')).fill(nickname);
  await page.getByRole('button', { name: cn('member.save') }).click();
  await expect(page.locator('.member-message')).toHaveText(cn('member.saved'));
  await expect(page.locator('.member-name')).toHaveText(nickname);
  await page.getByLabel(cn('member.nickname')).fill('   ');
  await page.evaluate(() => document.querySelector('.member-form input[name="nickname"]')?.removeAttribute('required'));
  await page.getByRole('button', { name: cn('member.save') }).click();
  await expect(page.locator('.member-message')).toHaveText('昵称不能为空');
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(results.violations).toEqual([]);
});

test('a member keeps an article, sees it kept after a reload and on their page, and lets it go', async ({ page, request }) => {
  await logIn(page, request);
  const article = url('newsDetail', [C.headline, A.news]);
  await page.goto(article);
  const keep = page.locator('[data-action="favourite"]');
  await keep.click();
  await expect(keep).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  // The HTML is the same for everyone; hydration asks hasFav (a tap hydrates the bar).
  await page.locator('[data-action="like"]').click();
  await expect(keep).toHaveAttribute('aria-pressed', 'true');
  await page.goto(url('getUserInfo'));
  await expect(page.locator('.member-favourites li')).toHaveCount(1);
  await page.goto(article);
  await page.locator('[data-action="favourite"]').click();
  await expect(page.locator('[data-action="favourite"]')).toHaveAttribute('aria-pressed', 'true');
  await page.locator('[data-action="favourite"]').click();
  await expect(page.locator('[data-action="favourite"]')).toHaveAttribute('aria-pressed', 'false');
  await page.goto(url('getUserInfo'));
  await expect(page.locator('.member-favourites li')).toHaveCount(0);
  await expect(page.locator('.member-favourites')).toContainText(cn('member.noFavourites'));
});

test("a liked and kept article, reloaded: the first tap shows the reader's own state, without a hydration error, and takes nothing back", async ({ page, request }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await logIn(page, request);
  await page.goto(url('newsDetail', [C.headline, A.newsWithVote]));
  const like = page.locator('[data-action="like"]');
  const keep = page.locator('[data-action="favourite"]');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  // The heart fills before the platform answers; the like is taken (and remembered) when it says so.
  await expect(page.locator('.action-toast')).toContainText(cn('msg.likeSuccess'));
  await keep.click();
  await expect(keep).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.action-toast')).toContainText(cn('msg.favAdded'));
  await page.reload();
  // The server's HTML is the same for every reader; the reader taps the empty star they see.
  await keep.click();
  await expect(keep).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await like.click();
  await expect(page.locator('.action-toast')).toContainText(cn('msg.alreadyLiked'));
  await expect(keep).toHaveAttribute('aria-pressed', 'true');
  expect(errors.filter((text) => /#418|hydrat/i.test(text))).toEqual([]);
});
