import { expect, test, type Page } from './fixtures.ts';
import AxeBuilder from '@axe-core/playwright';
import { routeUrl } from '../../src/routes.ts';
import { translator } from '../../src/i18n/translate.ts';
import { DEMO_IDS } from '../../src/platform/seed/demoIds.ts';
import { logIn, loginBackTo } from './readerLogin.ts';

/**
 * Subscriptions as a reader on a phone (issue 14): the subscription centre's tabs and subscribe
 * buttons, "my subscriptions", the rollback of a failed tap, a member's public page, axe on both
 * pages, and reading and tapping with JavaScript off.
 */
const cn = translator('cn');
const url = (name: string, params: (string | number)[] = []) => routeUrl(name, params, { lang: 'cn' });
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** Category 1 (记者) holds accounts 301–304; the seed's reader (101) subscribes to 301. */
const CATEGORY = 1;
const ACCOUNT = 302;

/** The login page as the browser shows it, on its way back to a page whose path matches `back`. */
const atLoginBackTo = (back: string) => new RegExp(`/login\\.html\\?redirect=[^&]*${back}`);
const button = (page: Page, list: string, id: number) => page.locator(`#${list} button[data-xy-id="${id}"]`);

async function noAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('an anonymous tap on subscribe asks for the login and comes back; nothing is subscribed', async ({ page }) => {
  await page.goto(url('subscriptionList', [CATEGORY]));
  const subscribe = button(page, 'subs-accounts', ACCOUNT);
  await expect(subscribe).toHaveAttribute('aria-pressed', 'false');
  await subscribe.click();
  const status = page.locator('#subs-accounts ~ .subscribe-status');
  await expect(status).toContainText(cn('subs.loginToSubscribe'));
  await expect(subscribe).toHaveAttribute('aria-pressed', 'false');
  await expect(subscribe).toHaveText(new RegExp(cn('subs.subscribe')));
  await expect(status.getByRole('link', { name: cn('article.goLogin') })).toHaveAttribute('href', loginBackTo('subscriptionList'));
  await noAxeViolations(page);
});

test('subscribing to an account shows it among my subscriptions after a reload; unsubscribing removes it; a failed tap rolls back', async ({ page, request }) => {
  await logIn(page, request);
  await page.goto(url('subscriptionList', [CATEGORY]));
  const mine = page.locator('#subs-mine-list');
  await expect(page.getByText(cn('subs.noneMine'))).toBeVisible();
  const subscribe = button(page, 'subs-accounts', ACCOUNT);
  await subscribe.click();
  await expect(subscribe).toHaveAttribute('aria-pressed', 'true');
  await expect(subscribe).toHaveText(new RegExp(cn('subs.subscribed')));
  await expect(page.locator('#subs-accounts ~ .subscribe-status')).toHaveText(cn('subs.doneOn'));

  await page.reload();
  await expect(mine.locator(`button[data-xy-id="${ACCOUNT}"]`)).toHaveAttribute('aria-pressed', 'true');
  await expect(button(page, 'subs-accounts', ACCOUNT)).toHaveAttribute('aria-pressed', 'true');
  await noAxeViolations(page);

  // The network drops the next tap: the button goes back to what it was and says so.
  await page.route('**/_actions/subscription.toggle**', (route) => route.abort('internetdisconnected'));
  const again = button(page, 'subs-accounts', ACCOUNT);
  await again.click();
  await expect(page.locator('#subs-accounts ~ .subscribe-status')).toHaveText(cn('subs.failed'));
  await expect(again).toHaveAttribute('aria-pressed', 'true');
  await page.unroute('**/_actions/subscription.toggle**');

  // Unsubscribe from "my subscriptions": every button of that account follows the one store.
  await mine.locator(`button[data-xy-id="${ACCOUNT}"]`).click();
  await expect(mine.locator(`button[data-xy-id="${ACCOUNT}"]`)).toHaveAttribute('aria-pressed', 'false');
  await expect(button(page, 'subs-accounts', ACCOUNT)).toHaveAttribute('aria-pressed', 'false');
  await page.reload();
  await expect(page.getByText(cn('subs.noneMine'))).toBeVisible();
});

test('a member’s page shows their comments, favourites and subscriptions; the reader’s own page needs the login', async ({ page, request }) => {
  await page.goto(url('userDetail', [DEMO_IDS.members.reader]));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('溪边读报人');
  const comments = page.locator('section[aria-labelledby="user-comments"]');
  await expect(comments.locator('li').first()).toBeVisible();
  await expect(comments).not.toContainText('这条评论还在审核中。');
  await expect(page.locator('section[aria-labelledby="user-favourites"] li a').first()).toHaveAttribute('href', /newsDetail/);
  await expect(page.locator(`#user-subscription-list button[data-xy-id="${DEMO_IDS.xyAccounts.first}"]`)).toBeVisible();
  await noAxeViolations(page);

  await page.goto(url('userDetail', [999999]));
  await expect(page.locator('[data-not-found]')).toBeVisible();

  await page.goto(url('userDetail'));
  await expect(page).toHaveURL(atLoginBackTo('userDetail'));
  await logIn(page, request);
  await expect(page).toHaveURL(/userDetail/);
  await expect(page.getByText(cn('userDetail.noSubscriptions'))).toBeVisible();
  await noAxeViolations(page);
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the subscription centre reads, its tabs are links, and a subscribe tap leads to the login and back', async ({ page }) => {
    await page.goto(url('subscriptionList'));
    await expect(page.locator('#subs-accounts li').first()).toBeVisible();
    await page
      .getByRole('navigation', { name: cn('subs.categories') })
      .getByRole('link')
      .nth(1)
      .click();
    await expect(page).toHaveURL(/subscriptionList\/2/);
    await expect(page.getByRole('navigation', { name: cn('subs.categories') }).locator('[aria-current="page"]')).toHaveText('政务');
    await page.locator('#subs-accounts button[data-xy-id]').first().click();
    await expect(page).toHaveURL(atLoginBackTo('subscriptionList'));
  });

  test('a member’s page reads without JavaScript', async ({ page }) => {
    await page.goto(url('userDetail', [DEMO_IDS.members.reader]));
    await expect(page.getByRole('heading', { name: cn('userDetail.comments') })).toBeVisible();
    await expect(page.locator('section[aria-labelledby="user-comments"] li').first()).toBeVisible();
  });
});
