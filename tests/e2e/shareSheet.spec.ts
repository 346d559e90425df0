import { expect, test, type Page, type Request } from './fixtures.ts';
import AxeBuilder from '@axe-core/playwright';
import { routeUrl } from '../../src/routes.ts';
import { translator } from '../../src/i18n/translate.ts';
import { DEMO_IDS } from '../../src/platform/seed/demoIds.ts';

/**
 * The article's share sheet island on a phone: it loads on the first tap of the share button,
 * copies the link, links to Weibo and QQ, reports each share (article.event, eventType 2) and is
 * absent when the article closes sharing. Pages are opened in Chinese to compare texts.
 */
const cn = translator('cn');
const A = DEMO_IDS.articles;
const C = DEMO_IDS.columns;
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const SHARED_PAGE = new RegExp(`/newsDetail/${C.headline}/${A.news}\\.html\\?isShare=true$`);

test.use({ viewport: { width: 390, height: 844 } });

const articleUrl = (id: number, query: Record<string, string> = {}) => routeUrl('newsDetail', [C.headline, id], { lang: 'cn', ...query });

/** Taps the share button until the island has hydrated and the sheet is open. */
async function openSheet(page: Page) {
  const share = page.locator('.article-actions [data-action="share"]');
  const sheet = page.locator('.share-sheet');
  // The first tap hydrates the island, which replays it. Tapping again while it opens would land on
  // the modal's backdrop and close it, so wait long enough before a second try (a tap lost to a slow start).
  await share.click();
  try {
    await expect(sheet).toBeVisible({ timeout: 8000 });
  } catch {
    await share.click();
    await expect(sheet).toBeVisible({ timeout: 5000 });
  }
}

/** Action calls of this page, with their JSON bodies. */
function watchActions(page: Page) {
  const calls: { name: string; body: Record<string, unknown> }[] = [];
  page.on('request', (request: Request) => {
    const match = /_actions\/(article\.\w+)/.exec(request.url());
    if (match) calls.push({ name: match[1]!, body: JSON.parse(request.postData() ?? '{}') as Record<string, unknown> });
  });
  return calls;
}

test('copy link: 复制成功, the link on the clipboard, a share event sent', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const calls = watchActions(page);
  await page.goto(articleUrl(A.news));
  await openSheet(page);
  await page.locator('.share-sheet [data-target="copy"]').click();
  await expect(page.locator('.share-toast')).toContainText(cn('msg.copySuccess'));
  await expect(page.locator('.share-sheet')).toBeHidden();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(SHARED_PAGE);
  await expect.poll(() => calls.some((call) => call.name === 'article.event' && call.body.eventType === 2 && call.body.id === A.news)).toBe(true);
});

test('Weibo and QQ open their share pages in a new tab with the article; each reports its channel', async ({ page, context }) => {
  // The share pages are outside; answer them here so the test needs no network.
  await context.route(/^https:\/\/(service\.weibo\.com|connect\.qq\.com)\//, (route) => route.fulfill({ body: 'share page', contentType: 'text/plain' }));
  const calls = watchActions(page);
  await page.goto(articleUrl(A.news));
  await openSheet(page);

  const weibo = page.locator('.share-sheet a[data-target="weibo"]');
  await expect(weibo).toHaveAttribute('target', '_blank');
  await expect(weibo).toHaveAttribute('rel', /noopener/);
  const [popup] = await Promise.all([page.waitForEvent('popup'), weibo.click()]);
  const weiboUrl = new URL(popup.url());
  expect(`${weiboUrl.origin}${weiboUrl.pathname}`).toBe('https://service.weibo.com/share/share.php');
  expect(weiboUrl.searchParams.get('url')).toMatch(SHARED_PAGE);
  expect(weiboUrl.searchParams.get('title')).toBeTruthy();
  expect(weiboUrl.searchParams.get('pic')).toMatch(/^https?:\/\//);
  await popup.close();
  await expect(page.locator('.share-sheet')).toBeHidden();

  await openSheet(page);
  const qq = new URL((await page.locator('.share-sheet a[data-target="qq"]').getAttribute('href')) ?? '');
  expect(`${qq.origin}${qq.pathname}`).toBe('https://connect.qq.com/widget/shareqq/index.html');
  expect(qq.searchParams.get('url')).toMatch(SHARED_PAGE);
  expect(qq.searchParams.get('title')).toBe(weiboUrl.searchParams.get('title'));
  expect(qq.searchParams.get('pics')).toBe(weiboUrl.searchParams.get('pic'));
  expect([...qq.searchParams.keys()]).toEqual(['url', 'title', 'desc', 'pics']);
  const [qqPopup] = await Promise.all([page.waitForEvent('popup'), page.locator('.share-sheet a[data-target="qq"]').click()]);
  await qqPopup.close();

  await expect.poll(() => calls.filter((call) => call.name === 'article.event' && call.body.eventType === 2).length).toBe(2);
  await expect.poll(() => calls.filter((call) => call.name === 'article.shareRecord').map((call) => call.body.shareChannel)).toEqual([3, 4]);
});

test('WeChat outside WeChat: the hint to copy the link and open WeChat; back returns to the targets', async ({ page }) => {
  await page.goto(articleUrl(A.news));
  await openSheet(page);
  await page.locator('.share-sheet [data-target="timeline"]').click();
  await expect(page.locator('.share-sheet-hint')).toHaveText(cn('share.copyHint'));
  await expect(page.locator('.share-sheet-button')).toHaveText(cn('share.copyLink'));
  await page.getByRole('button', { name: cn('share.back'), exact: true }).click();
  await expect(page.locator('.share-sheet [data-target="weibo"]')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('.share-sheet')).toBeHidden();
});

test('closed sharing (shareClosed = 1): no share button and no share island', async ({ page }) => {
  await page.goto(articleUrl(A.newsClosed));
  await expect(page.locator('.article-actions [data-action="like"]')).toBeVisible();
  await expect(page.locator('.article-actions [data-action="share"]')).toHaveCount(0);
  await expect(page.locator('astro-island[component-url*="ShareSheet"]')).toHaveCount(0);
});

for (const theme of ['light', 'dark'] as const) {
  test(`${theme}: the open sheet has 0 axe violations`, async ({ page }, testInfo) => {
    await page.goto(articleUrl(A.news, { theme }));
    await openSheet(page);
    await page.screenshot({ path: testInfo.outputPath(`share-sheet-${theme}.png`) });
    const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

test('each target shows its service’s mark, a picture beside its name, not a symbol character', async ({ page }) => {
  await page.goto(articleUrl(A.news));
  await openSheet(page);
  const targets = page.locator('.share-sheet .share-target');
  expect(await targets.count()).toBeGreaterThanOrEqual(3);
  for (const target of await targets.all()) {
    const mark = target.locator('.share-target-icon img');
    await expect(mark).toHaveCount(1);
    await expect.poll(() => mark.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    expect((await target.locator('.share-target-icon').textContent())?.trim()).toBe('');
    expect((await target.innerText()).trim()).not.toBe('');
  }
  await expect(page.locator('.share-sheet .share-target-icon.is-wechat')).toHaveCSS('background-color', 'rgb(7, 163, 85)');
});
