import { expect, test } from './fixtures.ts';
import { BASE_PATH, routeUrl, SITE_ENDPOINTS } from '../../src/routes.ts';
import { translator } from '../../src/i18n/translate.ts';
import { DEMO_IDS } from '../../src/platform/seed/demoIds.ts';

/**
 * The activity list (docs/decisions/168): reached from home's activities module, activityCats as
 * tabs, activityList 20 a page with load-more by the 20-rule, each item opening its activity. The
 * demo has 23 activities: 7 current and 16 ended (611–626), 19 of them in category 1.
 */
const cn = translator('cn');
const A = DEMO_IDS.activities;
const TOTAL = 7 + A.pastCount;

test('a reader goes from home to every activity, loads more, switches a category and opens an activity', async ({ page }) => {
  await page.goto(routeUrl('home', [], { lang: 'cn' }));
  await page.getByRole('link', { name: cn('route.activityList') }).tap();
  await expect(page).toHaveURL(/\/activityList\.html/);
  await expect(page).toHaveTitle(new RegExp(cn('route.activityList')));
  const items = page.locator('#page-list > li');
  await expect(items).toHaveCount(20);
  const tabs = page.getByRole('navigation', { name: cn('activityList.categories') });
  await expect(tabs.locator('a[aria-current="page"]')).toHaveText(cn('activityList.all'));
  // Progress as the mark, the sign-up state as the line (SPEC §9).
  const open = items.filter({ has: page.locator(`a[href$="/activityDetail/${A.open}.html"]`) });
  await expect(open.locator('.article-item-mark')).toHaveText(cn('activity.progress.inProgress'));
  await expect(open.locator('.article-item-source')).toContainText(cn('activity.button.open'));
  const ended = items.filter({ has: page.locator(`a[href$="/activityDetail/${A.ended}.html"]`) });
  await expect(ended.locator('.article-item-mark')).toHaveText(cn('activity.progress.ended'));
  await expect(ended.locator('.article-item-source')).toHaveText(cn('activity.button.ended'));

  await page.getByRole('link', { name: cn('state.loadMore') }).tap();
  await expect(items).toHaveCount(TOTAL);
  await expect(page.getByText(cn('state.noMore'))).toBeVisible();
  const ids = await items.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(new Set(ids).size).toBe(TOTAL);

  await tabs.getByRole('link', { name: '亲子·运动' }).tap();
  await expect(page).toHaveURL(/\/activityList\/2\.html/);
  await expect(tabs.locator('a[aria-current="page"]')).toHaveText('亲子·运动');
  await expect(items).toHaveCount(3);
  await expect(page.getByRole('link', { name: cn('state.loadMore') })).toHaveCount(0);

  await items.first().locator('a').tap();
  await expect(page).toHaveURL(/\/activityDetail\/\d+\.html/);
  await expect(page.locator('[data-progress]')).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('tabs and load-more are links; an unknown or malformed category is not found', async ({ page }) => {
    await page.goto(routeUrl('activityList', [], { lang: 'cn' }));
    await expect(page.locator('#page-list > li')).toHaveCount(20);
    await page.getByRole('link', { name: cn('state.loadMore') }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.locator('#page-list > li')).toHaveCount(TOTAL - 20);
    await page.getByRole('link', { name: '精彩活动' }).click();
    await expect(page.locator('#page-list > li')).toHaveCount(19);
    for (const bad of [routeUrl('activityList', [999]), routeUrl('activityList', ['abc']), routeUrl('activityList', [0])]) {
      expect((await page.goto(bad))?.status(), bad).toBe(404);
    }
  });
});

test('the load-more fragment refuses what names no activity list', async ({ request }) => {
  for (const id of ['abc', '0', '-2', '']) {
    const answer = await request.get(`${BASE_PATH}/${SITE_ENDPOINTS.listFragment}?kind=activities&id=${id}&page=2&lastFileId=1`);
    expect(answer.status(), id).toBe(404);
  }
});
