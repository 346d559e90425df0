import { expect, test, type Page } from './fixtures.ts';
import AxeBuilder from '@axe-core/playwright';
import { routeUrl } from '../../src/routes.ts';
import { translator } from '../../src/i18n/translate.ts';
import { DEMO_IDS } from '../../src/platform/seed/demoIds.ts';
import { logIn, loginBackTo } from './readerLogin.ts';

/**
 * Tip-offs, contributions, invites and points as a reader on a phone (issue 18): send a tip-off
 * with a photo (and be stopped before sending a file that is not one), see a contribution's review
 * status and send one (请输入名称 first), show an invite code and use it from the share link, list
 * points and claim the day's. axe on each page; the tip-off form also works with JavaScript off.
 */
const cn = translator('cn');
const url = (name: string, params: (string | number)[] = []) => routeUrl(name, params, { lang: 'cn' });
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const K = DEMO_IDS.contributions;
/** A 1×1 PNG that decodes (the platform decodes every uploaded picture). */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000970485973000003e8000003e801b57b526b0000000d49444154089963f8cfc0f01f00050001ffabce36890000000049454e44ae426082',
  'hex',
);

async function noAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('a reader sends a tip-off with a photo; a renamed text file is stopped before anything is sent', async ({ page, request }) => {
  await page.goto(url('tipoffDetail'));
  await expect(page.getByRole('link', { name: cn('tipoff.loginFirst') })).toHaveAttribute('href', loginBackTo('tipoffDetail'));
  await logIn(page, request);
  await page.goto(url('tipoffDetail'));
  await page.getByLabel(cn('tipoff.topic')).fill('桥下积水');
  await page.getByLabel(cn('tipoff.content')).fill('青山桥下积水很深，车辆无法通行。');
  const files = page.getByLabel(cn('upload.files'));
  await files.setInputFiles({ name: 'note.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a picture at all') });
  await expect(page.locator('[data-upload-problem]')).toHaveText(cn('upload.format'));
  await page.getByRole('button', { name: cn('tipoff.submit') }).click();
  await expect(page).toHaveURL(/tipoffDetail\.html(\?lang=cn)?$/);
  await files.setInputFiles({ name: 'water.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.locator('[data-upload-problem]')).toBeHidden();
  await expect(page.locator('[data-upload-chosen]')).toContainText('1');
  await page.getByRole('button', { name: cn('tipoff.submit') }).click();
  await expect(page.locator('[data-form-answer="sent"]')).toHaveText(cn('tipoff.sent'));
  await expect(page).toHaveURL(/[?&]sent=1/);
  // Sent: what happens next and a way on, not the same form again, empty.
  await expect(page.getByLabel(cn('tipoff.content'))).toHaveCount(0);
  await expect(page.getByText(cn('tipoff.sentNext'))).toBeVisible();
  await noAxeViolations(page);
  await page.getByRole('link', { name: cn('tipoff.sendAnother') }).click();
  await expect(page.getByLabel(cn('tipoff.content'))).toBeVisible();
});

test('a tip-off shows its picture, video and audio; one under review only to its author, on a private page', async ({ page, request }) => {
  await page.goto(url('tipoffDetail', [DEMO_IDS.tipoffs.withPicture]));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('路面塌陷');
  await expect(page.locator('.media-pics img')).toHaveCount(1);
  // Tip-off 2 waits for review: a 404 for anyone but member 104, who sent it (docs/decisions/140).
  const hidden = await page.goto(url('tipoffDetail', [DEMO_IDS.tipoffs.withVideo]));
  expect(hidden?.status()).toBe(404);
  await logIn(page, request, '13800000004');
  const own = await page.goto(url('tipoffDetail', [DEMO_IDS.tipoffs.withVideo]));
  expect(own?.headers()['cache-control']).toContain('no-store');
  await expect(page.locator('video.media-video')).toHaveCount(1);
  await expect(page.locator('audio.media-audio')).toHaveCount(1);
  await noAxeViolations(page);
  const missing = await page.goto(url('tipoffDetail', [DEMO_IDS.tipoffs.missing]));
  expect(missing?.status()).toBe(404);
});

test('a member sees each contribution’s status and sends one, which waits for review', async ({ page, request }) => {
  await page.goto(url('inputArticleDetail', [K.passed]));
  await expect(page.locator('[data-contribution-status]')).toContainText(cn('contribution.passed'));
  await page.goto(url('login'));
  await logIn(page, request, '13800000001');
  await page.goto(url('inputArticleDetail'));
  const list = page.locator('.contribution-list');
  await expect(list.getByRole('link', { name: /一次难忘的旅行/ })).toContainText(cn('contribution.rejected'));
  await expect(list.getByRole('link', { name: /社区菜园开园了/ })).toContainText(cn('contribution.pending'));
  await list.getByRole('link', { name: /一次难忘的旅行/ }).click();
  await expect(page.locator('[data-contribution-status]')).toContainText(cn('contribution.rejected'));
  await expect(page.getByText(cn('contribution.reason', { reason: '与征稿主题不符' }))).toBeVisible();
  await noAxeViolations(page);

  await page.goto(url('seekArticleDetail', [K.call]));
  await page.getByLabel(cn('contribution.content')).fill('没有名称的稿件');
  await page.getByRole('button', { name: cn('contribution.submit') }).click();
  await expect(page.locator('[data-upload-problem]')).toHaveText(cn('msg.enterName'));
  const title = `巷口的修车铺 ${Date.now()}`;
  await page.getByLabel(cn('contribution.title')).fill(title);
  await page.getByRole('button', { name: cn('contribution.submit') }).click();
  await expect(page.locator('[data-form-answer="sent"]')).toHaveText(cn('contribution.sent'));
  await page.getByRole('link', { name: cn('contribution.mine') }).click();
  await expect(page.locator('.contribution-list').getByRole('link', { name: new RegExp(title) })).toContainText(cn('contribution.pending'));
  await noAxeViolations(page);
});

test('a member shows their invite code; a friend opens the share link and uses it once', async ({ page, request, browser }) => {
  await logIn(page, request);
  await page.goto(url('invite'));
  const code = (await page.locator('strong.invite-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^\d{7}$/);
  await expect(page.locator('.invite-poster-code')).toHaveText(code);
  await noAxeViolations(page);
  await page.getByRole('link', { name: cn('invite.sharePage') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(cn('route.Shareinvite'));
  const link = (await page.locator('a.invite-link').getAttribute('href')) ?? '';
  expect(link).toContain(`/${code}.html`);

  const friend = await browser.newContext({ locale: 'zh-CN' });
  const friendPage = await friend.newPage();
  await friendPage.goto(new URL(link).pathname + '?lang=cn');
  await expect(friendPage.getByText(cn('invite.codeIs', { code }))).toBeVisible();
  await noAxeViolations(friendPage);
  await friendPage.getByRole('button', { name: cn('invite.accept') }).click();
  await expect(friendPage.locator('[data-form-answer="sent"]')).toHaveText(cn('invite.accepted'));
  // The same device again: the platform's one use per device.
  await friendPage.goto(new URL(link).pathname + '?lang=cn');
  await friendPage.getByRole('button', { name: cn('invite.accept') }).click();
  await expect(friendPage.locator('[data-form-answer="invite.alreadyUsed"]')).toHaveText(cn('invite.alreadyUsed'));
  await friend.close();
});

test('a member lists their points and claims the day’s once (event1, signed)', async ({ page, request }) => {
  await page.goto(url('integralShop'));
  await expect(page.getByRole('link', { name: cn('points.loginFirst') })).toHaveAttribute('href', loginBackTo('integralShop'));
  await logIn(page, request);
  await page.goto(url('integralShop'));
  await expect(page.getByText(cn('points.none'))).toBeVisible();
  await page.getByRole('button', { name: cn('points.claim') }).click();
  await expect(page.locator('[data-form-answer="sent"]')).toHaveText(cn('points.claimed', { score: 5 }));
  await expect(page.locator('[data-points-today]')).toHaveText('5');
  await expect(page.locator('[data-points-history] li')).toHaveCount(1);
  await expect(page.locator('[data-points-history] li').first()).toContainText('应用启动');
  await noAxeViolations(page);
  await page.getByRole('button', { name: cn('points.claim') }).click();
  await expect(page.locator('[data-form-answer="points.claimedToday"]')).toHaveText(cn('points.claimedToday'));
  await expect(page.locator('[data-points-history] li')).toHaveCount(1);
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the tip-off form is a plain multipart form: it sends, and refuses an empty text with the message', async ({ page, request, context }) => {
    // Log in with JavaScript on in another page of this context, then come back without it.
    const helper = await context.browser()!.newContext({ locale: 'zh-CN' });
    const login = await helper.newPage();
    await logIn(login, request);
    await context.addCookies(await helper.cookies());
    await helper.close();
    await page.goto(url('tipoffDetail'));
    await page.getByRole('button', { name: cn('tipoff.submit') }).click();
    // An empty required textarea: the browser itself refuses; the server's check is proven by a text of spaces.
    await page.getByLabel(cn('tipoff.content')).fill('   ');
    await page.getByRole('button', { name: cn('tipoff.submit') }).click();
    await expect(page.locator('[data-form-answer="tipoff.enterContent"]')).toHaveText(cn('tipoff.enterContent'));
    await page.getByLabel(cn('tipoff.content')).fill('夜市路灯坏了。');
    await page.getByLabel(cn('upload.files')).setInputFiles({ name: 'lamp.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: cn('tipoff.submit') }).click();
    await expect(page.locator('[data-form-answer="sent"]')).toHaveText(cn('tipoff.sent'));
  });
});
