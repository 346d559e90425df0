import { expect, test, type APIRequestContext, type Page } from './fixtures.ts';
import AxeBuilder from '@axe-core/playwright';
import { routeUrl } from '../../src/routes.ts';
import { translator } from '../../src/i18n/translate.ts';
import { DEMO_IDS } from '../../src/platform/seed/demoIds.ts';
import { logIn } from './readerLogin.ts';

/**
 * Reactions a reader sees (issue 40 items 7 and 8, issue 41 item 7; docs/decisions/162): SPEC §8's
 * reactions on every Action, the page's one toast (网络错误, the stylesheet failure), the honest
 * like (no unlike exists), a like that survives leaving the page at once, and the circle post's
 * comments that live in the app.
 */
const cn = translator('cn');
const A = DEMO_IDS.articles;
const C = DEMO_IDS.columns;
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const url = (name: string, params: number[] = [], query: Record<string, string> = {}) => routeUrl(name, params, { lang: 'cn', ...query });
const HOST_APP_UA = 'Mozilla/5.0 (Linux; Android 12; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0 Mobile Safari/537.36 xyApp xyUid/424242 xyToken/0123456789abcdef0123456789abcdef';

/** The like Action's address (Astro adds a trailing slash). */
const LIKE = /\/_actions\/article\.like\/?$/;

const toast = (page: Page) => page.locator('.catalogue-toast');

/** The platform's like count of an article, through the site's own `article.counts` Action (its answer is devalue: values by index). */
async function praiseOf(request: APIRequestContext, id: number): Promise<number> {
  const answer = await request.post(`${routeUrl('home').replace(/\/home\.html$/, '')}/_actions/article.counts`, { data: { id } });
  const table = (await answer.json()) as unknown[];
  const counts = table[0] as Record<string, number>;
  return table[counts.countPraise!] as number;
}

test.describe('inside the host app, with a login the platform no longer takes', () => {
  test.use({ userAgent: HOST_APP_UA });

  test('a comment asks the app to refresh and the toast says the login expired (10111), not a generic failure', async ({ page }) => {
    await page.addInitScript(() => Reflect.set(window, 'xyApp', { refreshLogin: () => sessionStorage.setItem('askedApp', '1') }));
    await page.goto(url('newsDetail', [C.headline, A.gallery]));
    await page.getByLabel(cn('comment.textLabel')).fill('宿主应用里的评论');
    await page.getByRole('button', { name: cn('comment.send') }).click();
    await expect(toast(page)).toHaveText(cn('error.loginExpired'));
    expect(await page.evaluate(() => sessionStorage.getItem('askedApp'))).toBe('1');
  });
});

test('an Action that never reaches the site says 网络错误 in the page’s one toast, which axe passes in light and dark', async ({ page }) => {
  for (const theme of ['light', 'dark']) {
    await page.goto(url('newsDetail', [C.headline, A.video], { theme }));
    await page.route(LIKE, (route) => route.abort('internetdisconnected'));
    await page.locator('[data-action="like"]').click();
    await expect(toast(page)).toHaveText(cn('error.network'));
    await expect(page.locator('.catalogue-toast')).toHaveCount(1);
    const results = await new AxeBuilder({ page }).include('.catalogue-toast').withTags(AXE_TAGS).analyze();
    expect(results.violations, theme).toEqual([]);
    await page.unroute(LIKE);
  }
});

test('a late stylesheet that failed is told in the toast (SPEC §8 CSS chunk error)', async ({ page }) => {
  await page.route(/\/_astro\/.*\.css$/, (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto(url('newsDetail', [C.headline, A.audio]));
  await page.locator('[data-action="favourite"]').click();
  await expect(toast(page)).toHaveText(cn('error.cssChunkLoad'));
});

test('no unlike exists: a liked heart says 已点赞, a tap on it says it is already liked, and the count stays', async ({ page, request }) => {
  await logIn(page, request);
  const id = A.newsWithVote;
  const before = await praiseOf(request, id);
  await page.goto(url('newsDetail', [C.headline, id]));
  const like = page.locator('[data-action="like"]');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toContainText(cn('article.liked'));
  await expect(page.locator('.action-toast')).toHaveText(cn('msg.likeSuccess'));
  await like.click();
  await expect(page.locator('.action-toast')).toHaveText(cn('msg.alreadyLiked'));
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  expect(await praiseOf(request, id)).toBe(before + 1);
  await page.reload();
  await like.click();
  await expect(like).toContainText(cn('article.liked'));
  await expect(page.locator('.action-toast')).toHaveText(cn('msg.alreadyLiked'));
  expect(await praiseOf(request, id)).toBe(before + 1);
});

test('a like survives the reader leaving at once: the request is kept alive and the platform counts it', async ({ page, request }) => {
  await logIn(page, request);
  const id = A.link;
  const before = await praiseOf(request, id);
  await page.goto(url('newsDetail', [C.headline, A.news]));
  await page.goto(url('newsDetail', [C.headline, id]));
  // The like is held until the reader has left; only a request kept alive outlives the page.
  let release: () => void = () => undefined;
  const left = new Promise<void>((resolve) => (release = resolve));
  await page.route(LIKE, async (route) => {
    await left;
    await route.continue();
  });
  const sent = page.waitForRequest((r) => r.url().includes('/_actions/article.like'));
  await page.locator('[data-action="like"]').click();
  await sent;
  await page.goto(url('home'));
  release();
  await expect.poll(() => praiseOf(request, id), { timeout: 10_000 }).toBe(before + 1);
});

test('postDetail keeps its comment count and says the comments are in the app, with 请打开客户端操作', async ({ page }) => {
  await page.goto(url('postDetail', [1]));
  const area = page.locator('.post-comments');
  await expect(area.getByRole('heading')).toHaveText(/评论/);
  await expect(area).toContainText(cn('community.commentsInApp'));
  await expect(area.getByRole('link', { name: cn('msg.openInApp') })).toHaveAttribute('href', routeUrl('downloadClient'));
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(results.violations).toEqual([]);
});
