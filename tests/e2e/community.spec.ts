import { expect, test, type APIRequestContext, type Page } from './fixtures.ts';
import AxeBuilder from '@axe-core/playwright';
import { routeUrl } from '../../src/routes.ts';
import { translator } from '../../src/i18n/translate.ts';
import { admin, logIn, loginBackTo } from './readerLogin.ts';
import { E2E_ADMIN_TOKEN, E2E_PLATFORM } from '../../playwright.config.ts';

/**
 * Q&A and circles as a reader on a phone (issue 17): asking a question on a topic (refused when
 * empty, held for review, shown once approved), creating a circle post (refused when empty or when
 * the picture is a video; shown at once and counted), the post list's orders and load-more, the
 * forms with JavaScript off, and axe on every Q&A and circle page.
 */
const cn = translator('cn');
const url = (name: string, params: (string | number)[] = [], query: Record<string, string> = {}) => routeUrl(name, params, { lang: 'cn', ...query });
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test.use({ viewport: { width: 375, height: 812 } });

async function noAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Touches a form so its island hydrates (client:interaction), and waits for it. */
async function wake(page: Page, form: string, label: string): Promise<void> {
  await page.getByLabel(label).focus();
  await expect(page.locator(`astro-island:has(form[aria-labelledby="${form}"])`)).not.toHaveAttribute('ssr', /.*/);
}

const AXE_PAGES: [string, (string | number)[], Record<string, string>][] = [
  ['topicDetail', [], {}],
  ['topicDetail', [1], {}],
  ['topicDetail', [1], { listType: '2' }],
  ['askDetail', [1], {}],
  ['qaDetail', [12], {}],
  ['newQaDetail', [13], {}],
  ['circleDetail', [], {}],
  ['circleDetail', [1], {}],
  ['friendsCircleDetail', [], {}],
  ['friendsCircleDetail', [2], {}],
  ['postDetail', [1], {}],
  ['noticeDetail', [], {}],
  ['noticeDetail', [], { id: '1' }],
  ['qaDetail', [999], {}],
];

for (const [name, params, query] of AXE_PAGES) {
  test(`axe finds nothing on ${name} ${params.join('/')} ${new URLSearchParams(query).toString()}`, async ({ page }) => {
    await page.goto(url(name, params, query));
    await noAxeViolations(page);
  });
}

test('an anonymous reader who asks is offered the login, with a way back', async ({ page }) => {
  await page.goto(url('topicDetail', [1]));
  await page.getByRole('button', { name: cn('community.askSend') }).click();
  const message = page.locator('.community-form-message');
  await expect(message).toContainText(cn('community.loginFirst'));
  await expect(message.getByRole('link', { name: cn('article.goLogin') })).toHaveAttribute('href', loginBackTo('topicDetail'));
});

test('a member asks a question on a topic: empty is refused, the question waits for review, and once approved everyone sees it', async ({ page, request, browser }) => {
  await logIn(page, request);
  await page.goto(url('topicDetail', [2]));
  await wake(page, 'ask-form-title', cn('community.askLabel'));
  const send = page.getByRole('button', { name: cn('community.askSend') });
  const message = page.locator('.community-form-message');
  await send.click();
  await expect(message).toHaveText(cn('msg.enterContent'));
  const text = `理财产品的风险等级怎么看？${Date.now()}`;
  await page.getByLabel(cn('community.askLabel')).fill(text);
  await send.click();
  await expect(message).toHaveText(cn('community.askUnderReview'));
  await expect(page.getByLabel(cn('community.askLabel'))).toHaveValue('');
  // The asker sees their question under review only through the platform; the page everyone gets does not show it.
  await page.reload();
  await expect(page.getByText(text)).toHaveCount(0);

  const questionId = await pendingQuestionId(request, text);
  await admin(request, `/question/${questionId}/approve`);
  // Another reader, on the hottest order (an address nobody asked for before the approval, so no cache holds it).
  const other = await browser.newPage();
  await other.goto(url('topicDetail', [2], { listType: '2' }));
  await expect(other.getByText(text)).toBeVisible();
  await other.getByText(text).click();
  await expect(other).toHaveURL(new RegExp(`askDetail/${questionId}\\.html`));
  await expect(other.getByRole('heading', { level: 1 })).toContainText('理财产品的风险等级怎么看');
  await other.close();
});

/** The id of a question waiting for review, from the newsroom's review queue (the platform's admin API). */
async function pendingQuestionId(request: APIRequestContext, content: string): Promise<number> {
  const response = await request.get(`${E2E_PLATFORM}/platform-admin/questions/pending`, { headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` } });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: { list: { id: number; content: string }[] } };
  const found = data.list.find((question) => question.content === content);
  expect(found, content).toBeTruthy();
  return found!.id;
}

test('a member creates a circle post: empty and a video are refused; the post shows at once, counted, and opens', async ({ page, request }) => {
  await logIn(page, request);
  await page.goto(url('circleDetail', [3]));
  const count = await page.locator('.community-count').innerText();
  const before = Number(/\d+/.exec(count)?.[0]);
  await wake(page, 'post-form-title', cn('community.postLabel'));
  const send = page.getByRole('button', { name: cn('community.postSend') });
  const message = page.locator('.community-form-message');
  await send.click();
  await expect(message).toHaveText(cn('msg.enterContent'));
  await page.locator('form[aria-labelledby="post-form-title"] input[type=file]').setInputFiles({ name: 'clip.mp4', mimeType: 'video/mp4', buffer: Buffer.from('....ftypisom not a picture') });
  await expect(message).toHaveText(cn('msg.photoFormat'));
  const text = `晨跑路线分享：沿江步道一圈五公里。${Date.now()}`;
  await page.getByLabel(cn('community.postLabel')).fill(text);
  await page.locator('form[aria-labelledby="post-form-title"] input[type=file]').setInputFiles({ name: 'river.png', mimeType: 'image/png', buffer: PNG });
  await send.click();
  await expect(message).toContainText(cn('community.postPosted'));
  await expect(message).toContainText(cn('community.postCount', { count: before + 1 }));
  await message.getByRole('link', { name: cn('community.viewPost') }).click();
  await expect(page.getByText(text)).toBeVisible();
  await expect(page.locator('.post-pics img')).toHaveCount(1);
  await page.goto(url('circleDetail', [3], { listType: '1' }));
  await expect(page.locator('#circle-post-list > li').first()).toContainText(text);
  await expect(page.locator('.community-count')).toHaveText(cn('community.postCount', { count: before + 1 }));
});

test('every circle’s posts: newest first, and load-more appends the next 20', async ({ page }) => {
  await page.goto(url('friendsCircleDetail', [], { listType: '1' }));
  const items = page.locator('#circle-post-list > li');
  await expect(items).toHaveCount(20);
  await page.getByRole('link', { name: cn('state.loadMore') }).click();
  await expect(items).not.toHaveCount(20);
  expect(await items.count()).toBeGreaterThan(20);
});

test('with JavaScript off the pages read, the order tabs are links, and a member posts with the plain form', async ({ browser, request }) => {
  const withJs = await browser.newContext({ viewport: { width: 375, height: 812 } });
  await logIn(await withJs.newPage(), request);
  const storageState = await withJs.storageState();
  await withJs.close();
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, javaScriptEnabled: false, storageState });
  const page = await context.newPage();
  await page.goto(url('circleDetail', [2]));
  await page.getByRole('link', { name: cn('community.hottest') }).click();
  await expect(page).toHaveURL(/listType=2/);
  await expect(page.getByRole('link', { name: cn('community.hottest') })).toHaveAttribute('aria-current', 'page');
  await page.goto(url('qaDetail', [12]));
  await expect(page.locator('video')).toHaveCount(1);
  await page.goto(url('circleDetail', [2]));
  await page.getByRole('button', { name: cn('community.postSend') }).click();
  await expect(page.locator('.community-form-message')).toHaveText(cn('msg.enterContent'));
  const text = `不用脚本也能发帖。${Date.now()}`;
  await page.getByLabel(cn('community.postLabel')).fill(text);
  await page.getByRole('button', { name: cn('community.postSend') }).click();
  await expect(page.locator('.community-form-message')).toContainText(cn('community.postPosted'));
  await context.close();
});
