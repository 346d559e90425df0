import { expect, test } from './fixtures.ts';
import { routeUrl } from '../../src/routes.ts';
import { translator } from '../../src/i18n/translate.ts';
import { DEMO_IDS } from '../../src/platform/seed/demoIds.ts';
import { logIn } from './readerLogin.ts';

/** Issue 16 "Done when", activities: sign-up to 已报名, the quota-full state, vouchers as a list and as a verify URL. */
const cn = translator('cn');
const A = DEMO_IDS.activities;
const page = (name: string, params: (string | number)[]) => routeUrl(name, params, { lang: 'cn' });

test('a new reader signs up from the detail page and the page then says 已报名', async ({ page: tab, request }) => {
  await tab.goto(page('activityDetail', [A.open]));
  await expect(tab.locator('[data-progress]')).toHaveText(cn('activity.progress.inProgress'));
  // SPEC §9: while sign-up is open, the time left to sign up.
  await expect(tab.locator('.activity-facts [data-time-left]')).toHaveText(/^(剩余\d+天|剩余\d+小时|剩余不足1小时)$/);
  await tab.getByRole('link', { name: cn('activity.button.open') }).click();
  // Anonymous: the form asks for the login first and comes back.
  await tab.getByRole('link', { name: cn('activity.loginToSignUp') }).click();
  await logIn(tab, request);
  await expect(tab).toHaveURL(/activityApply/);
  // The activity's own form checks before anything is sent.
  await tab.getByRole('button', { name: cn('activity.submit') }).click();
  await expect(tab.locator('[data-problem="realName"]')).toHaveText(cn('activity.problem.required', { label: '姓名' }));
  await tab.getByLabel('姓名').fill('溪小测');
  await tab.getByLabel('手机号').fill('1380013');
  await tab.getByRole('button', { name: cn('activity.submit') }).click();
  await expect(tab.locator('[data-problem="phone"]')).toHaveText(cn('activity.problem.phone'));
  await expect(tab.getByLabel('姓名')).toHaveValue('溪小测');
  await tab.getByLabel('手机号').fill('13800138000');
  await tab.getByRole('button', { name: cn('activity.submit') }).click();
  await expect(tab).toHaveURL(/activityDetail/);
  await expect(tab.locator('[data-signup-state]')).toHaveText(cn('activity.button.signedUp'));
  await expect(tab.getByRole('link', { name: cn('activity.myVouchers') })).toBeVisible();
});

test('a full activity shows 名额已满 and offers no form', async ({ page: tab }) => {
  await tab.goto(page('activityDetail', [A.full]));
  await expect(tab.locator('[data-signup-state]')).toHaveText(cn('activity.button.full'));
  await expect(tab.getByRole('link', { name: cn('activity.button.open') })).toHaveCount(0);
  await tab.goto(page('activityApply', [0, A.full]));
  await expect(tab.locator('[data-signup-state]')).toHaveText(cn('activity.button.full'));
  await expect(tab.locator('[data-signup-form]')).toHaveCount(0);
});

test('an ended activity and a missing one', async ({ page: tab }) => {
  await tab.goto(page('activityDetail', [A.ended]));
  await expect(tab.locator('[data-signup-state]')).toHaveText(cn('activity.button.ended'));
  const missing = await tab.goto(page('activityDetail', [A.missing]));
  expect(missing?.status()).toBe(404);
});

test('vouchers: a list of codes on one activity, a verify URL on another', async ({ page: tab, request }) => {
  // The seeded reader 101 has signed up for both.
  await tab.goto(page('login', []));
  await logIn(tab, request, '13800000001');
  await tab.goto(page('writeOff', [A.open]));
  await expect(tab.locator('[data-voucher-kind="list"] [data-voucher-code]').first()).toHaveText('YX601101');
  await tab.goto(page('writeOff', [A.nearlyFull]));
  const verifyUrl = tab.locator('[data-voucher-kind="verifyUrl"]');
  await expect(verifyUrl).toContainText(/\/app\/template\/displayTemplate\/news\/writeOff\/606\/[^/]+\.html/);
  // The link the service point opens is the site's own charge-off page for that code.
  await verifyUrl.getByRole('link').click();
  // It carries the activity's verify key (docs/decisions/140).
  await expect(tab).toHaveURL(/\/writeOff\/606\/[^/]+\.html\?verifyKey=[\w-]+$/);
  await expect(tab.locator('form.write-off-form')).toBeVisible();
});

test('the charge-off is a POST behind a confirm button for a logged-in member, and works once', async ({ page: tab, request }) => {
  // The seeded reader 101's voucher link for the activity with a verifyUrl: it carries the activity's verify key.
  await tab.goto(page('login', []));
  await logIn(tab, request, '13800000001');
  await tab.goto(page('writeOff', [A.nearlyFull]));
  const verifyUrl = (await tab.locator('[data-voucher-kind="verifyUrl"] a').getAttribute('href'))!;
  const anonymous = await tab.context().browser()!.newPage();
  await anonymous.goto(verifyUrl);
  await expect(anonymous.getByRole('link', { name: cn('writeOff.loginFirst') })).toBeVisible();
  await expect(anonymous.locator('form.write-off-form')).toHaveCount(0);
  await anonymous.close();
  await tab.goto(verifyUrl);
  await tab.getByRole('button', { name: cn('writeOff.confirm') }).click();
  await expect(tab.locator('[data-write-off-outcome]')).toHaveAttribute('data-write-off-outcome', 'done');
  await tab.goto(verifyUrl);
  await tab.getByRole('button', { name: cn('writeOff.confirm') }).click();
  await expect(tab.locator('[data-write-off-outcome]')).toHaveAttribute('data-write-off-outcome', 'refused');
});

test('signupdetail says to download the app (10201)', async ({ page: tab }) => {
  await tab.goto(page('signupdetail', []));
  await expect(tab.locator('[data-download-app]')).toHaveText(cn('msg.downloadAppForProgress'));
});

test('a member comments on an activity from its page; the comment goes to review', async ({ page: tab, request }) => {
  await logIn(tab, request);
  await tab.goto(page('activityDetail', [A.open]));
  const box = tab.locator('form.comment-box');
  await box.getByLabel(cn('comment.textLabel')).click();
  await box.getByLabel(cn('comment.textLabel')).fill(`活动评论 ${Date.now()}`);
  await box.getByRole('button', { name: cn('comment.send') }).click();
  await expect(box.locator('.comment-box-message')).toHaveText(cn('msg.commentUnderReview'));
});
