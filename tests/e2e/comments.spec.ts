import { expect, test } from './fixtures.ts';
import { routeUrl } from '../../src/routes.ts';
import { translator } from '../../src/i18n/translate.ts';
import { DEMO_IDS } from '../../src/platform/seed/demoIds.ts';

/**
 * Comments as the server renders them (issue: readers' voice): under the article, on
 * `/commentAll` with load-more, and on `/replyAll`; readable with JavaScript off.
 */
const cn = translator('cn');
const A = DEMO_IDS.articles;
const C = DEMO_IDS.columns;
const url = (name: string, params: number[], query: Record<string, string> = {}) => routeUrl(name, params, { lang: 'cn', ...query });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the article carries its hot comments and first page, with a way to all of them', async ({ page }) => {
    await page.goto(url('newsDetail', [C.headline, A.news]));
    const section = page.locator('#comments');
    await expect(section.locator('h2')).toHaveText(/\d+条评论/);
    await expect(section.getByRole('heading', { name: cn('comment.hot') })).toBeVisible();
    expect(await section.locator('.comment').count()).toBeGreaterThan(5);
    await expect(section.locator('.comment-label', { hasText: cn('comment.official') }).first()).toBeVisible();
    // The buttons and the delete question come with JavaScript only.
    await expect(section.locator('.comment-tools, .comment-confirm')).toHaveCount(0);
    await expect(section.getByText(cn('comment.deleteQuestion'))).toHaveCount(0);
    await section.locator('.comments-all').click();
    await expect(page).toHaveURL(/commentAll/);
  });

  test('all comments page by page, and all replies of one comment', async ({ page }) => {
    await page.goto(url('commentAll', [A.news, 0]));
    const first = await page.locator('.comment').count();
    expect(first).toBe(20);
    const firstIds = await page.locator('.comment').evaluateAll((items) => items.map((item) => item.id));
    await page.locator('.load-more-link').click();
    const second = await page.locator('.comment').evaluateAll((items) => items.map((item) => item.id));
    expect(second.length).toBeGreaterThan(0);
    expect(second.filter((id) => firstIds.includes(id))).toEqual([]);
    await page.goto(url('commentAll', [A.news, 0]));
    await page.locator('.comment-all-replies').first().click();
    await expect(page).toHaveURL(/replyAll/);
    expect(await page.locator('.comment').count()).toBeGreaterThan(0);
  });

  test('a comment page of nothing is a not-found state', async ({ page }) => {
    const response = await page.goto(url('replyAll', [0]).replace('/0.html', '/x.html'));
    expect(response?.status()).toBe(404);
    await expect(page.locator('[data-not-found]')).toBeVisible();
  });
});

test('load-more appends the next page of comments in place', async ({ page }) => {
  await page.goto(url('commentAll', [A.news, 0]));
  await expect(page.locator('.comment')).toHaveCount(20);
  await page.locator('.load-more-link').click();
  await expect.poll(() => page.locator('.comment').count()).toBeGreaterThan(20);
  await expect(page).toHaveURL(/commentAll\/\d+\/0\.html/);
  await expect(page.locator('.load-more-end')).toHaveText(cn('state.noMore'));
});
