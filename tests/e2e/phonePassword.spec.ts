import { randomBytes } from 'node:crypto';
import { devices, expect, test, type Page } from './fixtures.ts';
import AxeBuilder from '@axe-core/playwright';
import { routeUrl } from '../../src/routes.ts';
import { translator } from '../../src/i18n/translate.ts';
import { DEMO_IDS } from '../../src/platform/seed/demoIds.ts';
import { DEMO_WECHAT_USER } from '../../src/platform/identity/wechatOauth.ts';
import { phoneCode, uniquePhone } from './readerLogin.ts';

/**
 * Phone and password after a WeChat login (SPEC §5; docs/decisions/166): a reader logged in inside
 * WeChat binds a phone with an SMS code and sets a password on the member page, with JavaScript off
 * (plain forms), and then logs in on another phone with that phone and password as the same member.
 * Each test is a WeChat reader of its own (`wxdemo=reader<suffix>`), so the shared demo reader stays as it was.
 */
const cn = translator('cn');
const WECHAT_UA = 'Mozilla/5.0 (Linux; Android 12; Pixel 5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0 Mobile Safari/537.36 MicroMessenger/8.0.40';
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const memberPage = routeUrl('getUserInfo', [], { lang: 'cn' });

test.use({ userAgent: WECHAT_UA });

async function wechatLogin(page: Page): Promise<void> {
  const wxdemo = `reader${randomBytes(6).toString('hex')}`;
  await page.goto(routeUrl('newsDetail', [DEMO_IDS.columns.headline, DEMO_IDS.articles.news], { lang: 'cn', isShare: 'true', wxdemo }));
  await expect(page.locator('.wechat-auth[data-status="2"]')).toBeAttached({ timeout: 15_000 });
}

const bindForm = (page: Page) => page.locator('form', { has: page.getByRole('heading', { name: cn('member.bindHeading') }) });
const passwordForm = (page: Page) => page.locator('form', { has: page.getByRole('heading', { name: cn('member.passwordHeading') }) });

test('after a WeChat login, with JavaScript off: bind a phone by code, set a password, then log in with them elsewhere', async ({ page, browser, baseURL, request }) => {
  // A WeChat login, then some twenty plain-form posts and a second login.
  test.setTimeout(90_000);
  await wechatLogin(page);
  const plain = await browser.newContext({ ...devices['Pixel 7'], userAgent: WECHAT_UA, locale: 'zh-CN', baseURL, javaScriptEnabled: false, storageState: await page.context().storageState() });
  const form = await plain.newPage();
  await form.goto(memberPage);
  await expect(passwordForm(form)).toHaveCount(0);
  const bind = bindForm(form);
  const phone = uniquePhone();

  // The form's own messages first (SPEC §5), then a wrong code.
  await bind.getByRole('button', { name: cn('member.bind') }).tap();
  await expect(bindForm(form).getByRole('alert')).toHaveText(cn('msg.enterPhone'));
  await bindForm(form).getByLabel(cn('login.phone')).fill(phone);
  await bindForm(form)
    .getByRole('button', { name: cn('login.sendCode') })
    .tap();
  await expect(bindForm(form).getByRole('status')).toHaveText(cn('login.codeSent'));
  await expect(bindForm(form).getByLabel(cn('login.phone'))).toHaveValue(phone);
  await bindForm(form)
    .getByRole('button', { name: cn('member.bind') })
    .tap();
  await expect(bindForm(form).getByRole('alert')).toHaveText(cn('msg.enterCode'));
  const code = await phoneCode(request, phone);
  await bindForm(form).getByLabel(cn('login.phone')).fill(phone);
  await bindForm(form)
    .getByLabel(cn('login.code'), { exact: true })
    .fill(code === '000000' ? '111111' : '000000');
  await bindForm(form)
    .getByRole('button', { name: cn('member.bind') })
    .tap();
  await expect(bindForm(form).getByRole('alert')).toHaveText(cn('login.codeWrong'));

  await bindForm(form).getByLabel(cn('login.phone')).fill(phone);
  await bindForm(form).getByLabel(cn('login.code'), { exact: true }).fill(code);
  await bindForm(form)
    .getByRole('button', { name: cn('member.bind') })
    .tap();
  await expect(passwordForm(form).getByRole('status')).toHaveText(cn('member.bound'));
  await expect(bindForm(form)).toHaveCount(0);
  await expect(form.getByText(`${phone.slice(0, 3)}****${phone.slice(-4)}`)).toBeVisible();
  // The same session with JavaScript on: the password form, and no axe violation.
  await page.goto(memberPage);
  await expect(passwordForm(page).getByLabel(cn('login.confirm'))).toBeVisible();
  expect((await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()).violations.map((v) => v.id)).toEqual([]);

  await passwordForm(form).getByLabel(cn('login.password'), { exact: true }).fill('wechat-pass-1');
  await passwordForm(form).getByLabel(cn('login.confirm')).fill('wechat-pass-2');
  await passwordForm(form)
    .getByRole('button', { name: cn('member.setPassword') })
    .tap();
  await expect(passwordForm(form).getByRole('alert')).toHaveText(cn('login.passwordMismatch'));
  await passwordForm(form).getByLabel(cn('login.password'), { exact: true }).fill('wechat-pass-1');
  await passwordForm(form).getByLabel(cn('login.confirm')).fill('wechat-pass-1');
  await passwordForm(form)
    .getByRole('button', { name: cn('member.setPassword') })
    .tap();
  await expect(passwordForm(form).getByRole('status')).toHaveText(cn('member.passwordSet'));
  // Set once: the page no longer offers it.
  await form.goto(memberPage);
  await expect(passwordForm(form)).toHaveCount(0);
  await expect(bindForm(form)).toHaveCount(0);
  await plain.close();

  // Another phone, outside WeChat: the phone and the password log the same member in.
  const elsewhere = await browser.newContext({ ...devices['Pixel 7'], locale: 'zh-CN', baseURL });
  const other = await elsewhere.newPage();
  await other.goto(routeUrl('login', [], { lang: 'cn', mode: 'password' }));
  await other.getByLabel(cn('login.phone')).fill(phone);
  await other.getByLabel(cn('login.password'), { exact: true }).fill('wechat-pass-1');
  await other.getByRole('button', { name: cn('login.submit'), exact: true }).tap();
  await other.waitForURL((target) => !target.pathname.includes('/login'));
  await other.goto(memberPage);
  await expect(other.locator('.member-name')).toHaveText(DEMO_WECHAT_USER.nickname);
  await expect(other.getByText(`${phone.slice(0, 3)}****${phone.slice(-4)}`)).toBeVisible();
  await elsewhere.close();
});
