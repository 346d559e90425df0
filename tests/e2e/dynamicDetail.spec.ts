import { expect, test, type Page } from './fixtures.ts';
import AxeBuilder from '@axe-core/playwright';
import { routeUrl } from '../../src/routes.ts';
import { translator } from '../../src/i18n/translate.ts';
import { DEMO_IDS } from '../../src/platform/seed/demoIds.ts';

/**
 * A single dynamic's page (dynamic/getDynamicDetail; docs/decisions/165): a reader taps a dynamic of
 * a reporter's list and reads it on its own page, with JavaScript on and off; a dynamic of another
 * reporter, or one that does not exist, is not found under this reporter.
 */
const cn = translator('cn');
const url = (params: (string | number)[]) => routeUrl('dynamicDetail', params, { lang: 'cn' });
const REPORTER = DEMO_IDS.reporters.first;
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function openFirstDynamic(page: Page): Promise<{ text: string; href: string }> {
  await page.goto(url([REPORTER]));
  const first = page.locator('#dynamic-list > li').first();
  const text = (await first.locator('.dynamic-text').textContent()) ?? '';
  const link = first.getByRole('link', { name: cn('reporter.openDynamic') });
  const href = (await link.getAttribute('href')) ?? '';
  await link.tap();
  await expect(page).toHaveURL(new RegExp(`dynamicDetail/${REPORTER}/\\d+\\.html`));
  return { text, href };
}

test('a dynamic of the list opens on its own page, and leads back to all of them', async ({ page }) => {
  const { text } = await openFirstDynamic(page);
  const items = page.locator('#dynamic-list > li');
  await expect(items).toHaveCount(1);
  await expect(items.locator('.dynamic-text')).toHaveText(text);
  await expect(page).toHaveTitle(new RegExp(cn('route.dynamicDetail')));
  await expect(page.getByRole('link', { name: cn('reporter.openDynamic') })).toHaveCount(0);
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
  await page.getByRole('link', { name: cn('reporter.allDynamics') }).tap();
  await expect(page.locator('#dynamic-list > li')).toHaveCount(10);
});

test('a dynamic loaded by “more” links to its page too', async ({ page }) => {
  await page.goto(url([REPORTER]));
  await page.getByRole('link', { name: cn('state.loadMore') }).tap();
  const items = page.locator('#dynamic-list > li');
  await expect.poll(() => items.count()).toBeGreaterThan(10);
  await expect(items.nth(10).getByRole('link', { name: cn('reporter.openDynamic') })).toHaveAttribute('href', new RegExp(`dynamicDetail/${REPORTER}/\\d+\\.html`));
});

test('another reporter’s dynamic, an unknown one and a malformed id are not found here', async ({ page }) => {
  await page.goto(url([REPORTER]));
  const href =
    (await page
      .locator('#dynamic-list > li')
      .first()
      .getByRole('link', { name: cn('reporter.openDynamic') })
      .getAttribute('href')) ?? '';
  const dynamicId = /\/(\d+)\.html/.exec(href)?.[1] ?? '';
  for (const params of [
    [REPORTER + 1, dynamicId],
    [REPORTER, 99_999_999],
    [REPORTER, 'x1'],
  ]) {
    const response = await page.goto(url(params));
    expect(response?.status(), params.join('/')).toBe(404);
    await expect(page.locator('#dynamic-list')).toHaveCount(0);
  }
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the dynamic’s page opens from the list and reads the same', async ({ page }) => {
    const { text } = await openFirstDynamic(page);
    await expect(page.locator('#dynamic-list .dynamic-text')).toHaveText(text);
  });
});
