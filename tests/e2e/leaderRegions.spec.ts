import { expect, test } from './fixtures.ts';
import { routeUrl } from '../../src/routes.ts';
import { translator } from '../../src/i18n/translate.ts';
import { DEMO_IDS } from '../../src/platform/seed/demoIds.ts';

/**
 * The leaders list by region (docs/decisions/161): the region tabs come from leaderCats, a region's
 * leaders from regionleaderView; the tabs are plain links, so they work with JavaScript off.
 */
const cn = translator('cn');
const [first, second] = DEMO_IDS.leaders.regions;

test('a reader taps a region and sees only its leaders, then all of them again', async ({ page }) => {
  await page.goto(routeUrl('LeaderViewList', [], { lang: 'cn' }));
  const tabs = page.getByRole('navigation', { name: cn('leaders.regions') });
  await expect(tabs.locator('a')).toHaveCount(1 + DEMO_IDS.leaders.regions.length);
  await expect(tabs.locator('a[aria-current="page"]')).toHaveText(cn('leaders.allRegions'));
  const everyone = await page.locator('.people-name').allTextContents();
  expect(everyone).toHaveLength(6);

  await tabs.locator(`a[data-tab="${first}"]`).tap();
  await expect(page).toHaveURL(new RegExp(`regionID=${first}`));
  await expect(tabs.locator('a[aria-current="page"]')).toHaveAttribute('data-tab', String(first));
  const firstRegion = await page.locator('.people-name').allTextContents();
  expect(firstRegion.length).toBeGreaterThan(0);
  expect(firstRegion.length).toBeLessThan(everyone.length);
  // A region's list names itself in its canonical address.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`LeaderViewList\\.html\\?regionID=${first}$`));

  await tabs.locator(`a[data-tab="${second}"]`).tap();
  await expect(tabs.locator('a[aria-current="page"]')).toHaveAttribute('data-tab', String(second));
  const secondRegion = await page.locator('.people-name').allTextContents();
  expect(secondRegion.filter((name) => firstRegion.includes(name))).toEqual([]);

  await tabs.locator('a[data-tab="all"]').tap();
  await expect(page.locator('.people-name')).toHaveCount(6);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('region tabs are links; a region that is no id is not found, one without leaders is empty', async ({ page }) => {
    await page.goto(routeUrl('LeaderViewList', [], { lang: 'cn' }));
    await page.locator(`a[data-tab="${first}"]`).click();
    await expect(page.locator('.people-name').first()).toBeVisible();
    expect((await page.goto(routeUrl('LeaderViewList', [], { regionID: 'abc' })))?.status()).toBe(404);
    const empty = await page.goto(routeUrl('LeaderViewList', [], { regionID: '999', lang: 'cn' }));
    expect(empty?.status()).toBe(200);
    await expect(page.getByText(cn('state.noContent'))).toBeVisible();
  });
});
