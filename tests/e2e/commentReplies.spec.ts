import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures.ts';
import AxeBuilder from '@axe-core/playwright';
import { routeUrl } from '../../src/routes.ts';
import { translator } from '../../src/i18n/translate.ts';
import { DEMO_IDS } from '../../src/platform/seed/demoIds.ts';
import { admin, logIn } from './readerLogin.ts';
import { E2E_ADMIN_TOKEN, E2E_PLATFORM } from '../../playwright.config.ts';

/**
 * The rest of comments (issue: readers' voice): each comment's one delegated handler
 * (<comment-actions>) under the article, on commentAll (load-more included) and on replyAll — reply
 * from the box, like, report with a reason, delete my own — and the list refreshed after a change.
 */
const cn = translator('cn');
const A = DEMO_IDS.articles;
const C = DEMO_IDS.columns;
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const article = () => routeUrl('newsDetail', [C.headline, A.news], { lang: 'cn' });
const commentAll = (query: Record<string, string> = {}) => routeUrl('commentAll', [A.news, 0], { lang: 'cn', ...query });
const replyAll = (id: number, query: Record<string, string> = {}) => routeUrl('replyAll', [id], { lang: 'cn', ...query });

test.use({ viewport: { width: 390, height: 844 } });

const box = (page: Page) => page.locator('form.comment-box');
const tool = (item: Locator, name: string) => item.locator('.comment-tools').getByRole('button', { name, exact: true });
const unique = (what: string) => `e2e ${what} ${Date.now()} ${Math.random().toString(36).slice(2, 8)}`;

/** The one comment of this text waiting for review, approved by the newsroom; its id. */
async function approve(request: APIRequestContext, text: string): Promise<number> {
  const queue = await request.get(`${E2E_PLATFORM}/platform-admin/comments/pending?rootId=${A.news}`, { headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` } });
  const pending = ((await queue.json()) as { data: { list: { id: number; content: string }[] } }).data.list.filter((c) => c.content === text);
  expect(pending).toHaveLength(1);
  await admin(request, `/comment/${pending[0]!.id}/approve`);
  return pending[0]!.id;
}

async function send(page: Page, text: string): Promise<void> {
  await page.getByLabel(cn('comment.textLabel')).fill(text);
  await box(page)
    .getByRole('button', { name: cn('comment.send') })
    .click();
  await expect(box(page).locator('.comment-box-message')).toHaveText(cn('msg.commentUnderReview'));
}

test('a member replies to a comment from its reply control; approved, the reply shows on replyAll', async ({ page, request }) => {
  await logIn(page, request);
  await page.goto(commentAll());
  const first = page.locator('#comments-page-list > li.comment').first();
  const parentId = Number((await first.getAttribute('id'))!.replace('comment-', ''));
  const name = (await first.locator('.comment-head .comment-name').textContent())!.trim();
  await tool(first, cn('comment.reply')).click();
  const replying = box(page).locator('.comment-box-reply');
  await expect(replying).toContainText(cn('comment.replyingTo', { name }));
  await expect(page.getByLabel(cn('comment.textLabel'))).toBeFocused();

  // Cancel, and pick it again: the box answers one comment at a time.
  await replying.getByRole('button', { name: cn('comment.cancelReply') }).click();
  await expect(replying).toHaveCount(0);
  await tool(first, cn('comment.reply')).click();
  await expect(replying).toContainText(name);
  await expect(box(page).locator('input[name=parentId]')).toHaveValue(String(parentId));

  const text = unique('回复');
  await send(page, text);
  await expect(replying).toHaveCount(0);
  await approve(request, text);
  await page.goto(replyAll(parentId));
  await expect(page.locator('#replies-page-list')).toContainText(text);
  // On replyAll the box answers the page's comment from the start (also without JavaScript).
  await expect(box(page).locator('input[name=parentId]')).toHaveValue(String(parentId));
});

test('the author deletes their own comment: it goes, and the list is fetched again from its first page', async ({ page, request }) => {
  await logIn(page, request);
  await page.goto(commentAll());
  const text = unique('删除');
  await send(page, text);
  const id = await approve(request, text);
  const mine = page.locator(`#comment-${id}`);
  // Approved, it is on the list once the page's 2 s micro-cache copy has gone.
  await expect(async () => {
    await page.reload();
    await expect(mine).toContainText(text, { timeout: 500 });
  }).toPass({ timeout: 10_000 });
  const others = page.locator('#comments-page-list > li.comment').nth(1);
  // The delete button is the author's only, once the reader is known (the first touch loads it).
  await mine.locator('.comment-text').click();
  await expect(tool(mine, cn('comment.delete'))).toBeVisible();
  await expect(tool(others, cn('comment.delete'))).toBeHidden();
  const refreshed = page.waitForResponse((response) => response.url().includes('/fragments/list') && response.url().includes('fresh='));
  // The first tap asks (commentBox.spec covers the question); confirming deletes.
  await tool(mine, cn('comment.delete')).click();
  await mine
    .getByRole('group', { name: cn('comment.deleteQuestion') })
    .getByRole('button', { name: cn('comment.delete'), exact: true })
    .click();
  expect((await refreshed).status()).toBe(200);
  await expect(mine).toHaveCount(0);
  await expect(page.locator('#comments-page-list > li.comment')).toHaveCount(20);
  await expect(async () => {
    await page.reload();
    await expect(page.locator(`#comment-${id}`)).toHaveCount(0, { timeout: 500 });
  }).toPass({ timeout: 10_000 });
});

test('a member likes a comment under the article, and one that load-more appended', async ({ page, request }) => {
  await logIn(page, request);
  await page.goto(article());
  const under = page.locator('#article-comments > li.comment').first();
  await tool(under, cn('comment.like')).click();
  await expect(under.locator('.comment-tool-message')).toHaveText(cn('msg.likeSuccess'));
  await expect(tool(under, cn('comment.like'))).toHaveAttribute('aria-pressed', 'true');
  await tool(under, cn('comment.like')).click();
  await expect(under.locator('.comment-tool-message')).toHaveText(cn('msg.noRepeatLike'));

  await page.goto(commentAll());
  await page.locator('.load-more-link').click();
  const appended = page.locator('#comments-page-list > li.comment').nth(20);
  await expect(appended).toBeVisible();
  await tool(appended, cn('comment.like')).click();
  await expect(appended.locator('.comment-tool-message')).toHaveText(cn('msg.likeSuccess'));
});

test('reporting asks for a reason in a dialog; an anonymous reader is asked to log in', async ({ page, request }) => {
  await page.goto(commentAll());
  const item = page.locator('#comments-page-list > li.comment').nth(2);
  await tool(item, cn('comment.report')).click();
  await expect(item.locator('.comment-tool-message')).toContainText(cn('msg.loginRequired'));
  await expect(item.locator('.comment-tool-message').getByRole('link', { name: cn('article.goLogin') })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await logIn(page, request);
  await page.goto(commentAll());
  await tool(item, cn('comment.report')).click();
  const dialog = page.getByRole('dialog', { name: cn('comment.reportTitle') });
  await expect(dialog).toBeVisible();
  // Cancelling sends nothing.
  await dialog.getByRole('button', { name: cn('common.cancel') }).click();
  await expect(dialog).toHaveCount(0);
  await expect(item.locator('.comment-tool-message')).toHaveText('');

  await tool(item, cn('comment.report')).click();
  await expect(dialog.getByRole('radio')).toHaveCount(5);
  const reported = page.waitForRequest((request) => request.url().includes('/_actions/comment.report'));
  await dialog.getByRole('radio', { name: '违法违规' }).check();
  await dialog.getByRole('button', { name: cn('comment.report') }).click();
  expect((await reported).postDataJSON()).toMatchObject({ reason: 2, text: '违法违规' });
  await expect(item.locator('.comment-tool-message')).toHaveText(/举报成功|已经举报过了/);
  await expect(tool(item, cn('comment.report'))).toBeFocused();
});

for (const name of ['commentAll', 'replyAll'] as const) {
  test(`${name}: no axe violations with the box in reply mode and the report dialog open`, async ({ page, request }) => {
    await logIn(page, request);
    await page.goto(commentAll());
    // replyAll: the first comment with replies, as a reader reaches it.
    const target = name === 'commentAll' ? commentAll() : (await page.locator('.comment-all-replies').first().getAttribute('href'))!;
    for (const theme of ['light', 'dark']) {
      await page.goto(`${target}${target.includes('?') ? '&' : '?'}theme=${theme}`);
      const item = page.locator('li.comment').first();
      await tool(item, cn('comment.reply')).click();
      await expect(box(page).locator('.comment-box-reply')).toBeVisible();
      await tool(item, cn('comment.report')).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    }
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the lists read and page on, and buttons that could do nothing are not shown', async ({ page }) => {
    await page.goto(commentAll());
    await expect(page.locator('#comments-page-list > li.comment')).toHaveCount(20);
    await expect(page.locator('.comment-tools').first()).toBeHidden();
    await page.locator('.load-more-link').click();
    await expect(page.locator('#comments-page-list > li.comment').first()).toBeVisible();
    await page.goto(article());
    await expect(page.locator('#article-comments > li.comment').first()).toBeVisible();
    await expect(page.locator('.comment-tools').first()).toBeHidden();
  });
});
