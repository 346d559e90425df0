import { expect, test } from './fixtures.ts';
import { routeUrl } from '../../src/routes.ts';
import { translator } from '../../src/i18n/translate.ts';
import { DEMO_IDS } from '../../src/platform/seed/demoIds.ts';

/**
 * Paper articles (docs/decisions/161) on a phone: a layout's article opens as a paper article read
 * with getPaperArticle, not as a news page; an unreleased one is shown only in a CMS preview, with
 * noindex and a private, never-stored answer, and its public address is not found.
 */
const cn = translator('cn');
const P = DEMO_IDS.paper;

test('tapping a layout article opens the paper article, which leads back to its layout', async ({ page }) => {
  await page.goto(routeUrl('paperSharePage', [P.date, P.id, '02'], { lang: 'cn' }));
  const link = page.locator('.paper-articles a').first();
  const title = (await link.textContent())!.trim();
  const answer = page.waitForResponse((response) => /\/paperArticle\//.test(response.url()) && response.request().resourceType() === 'document');
  await link.tap();
  const response = await answer;
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toMatch(/^public/);
  await expect(page).toHaveURL(new RegExp(`/paperArticle/${P.id}/\\d+\\.html`));
  await expect(page.locator('[data-paper-article]')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page).toHaveTitle(`${title} - ${cn('route.paperArticle')}`);
  // The body is the article's own text, and no news page's furniture (comments, the action bar) is there.
  expect((await page.locator('.paper-article-body p').count()) > 0).toBe(true);
  await expect(page.locator('.article-actions, [data-comments]')).toHaveCount(0);
  await expect(page.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(0);

  // The hot area of the layout picture leads to the same kind of page.
  await page.getByRole('link', { name: cn('paper.backToLayout') }).tap();
  await expect(page).toHaveURL(new RegExp(`/paperSharePage/${P.date}/${P.id}/02\\.html`));
  await expect(page.locator('.paper-picture a').first()).toHaveAttribute('href', new RegExp(`/paperArticle/${P.id}/\\d+\\.html$`));
});

test('an unreleased paper article: its preview shows it with noindex and no-store; its public address is not found', async ({ page }) => {
  const id = P.unreleasedArticle;
  const publicAnswer = await page.goto(routeUrl('paperArticle', [P.id, id], { lang: 'cn' }));
  expect(publicAnswer?.status()).toBe(404);
  expect(publicAnswer?.headers()['cache-control']).toBe('no-store');
  await expect(page.locator('[data-not-found]')).toBeVisible();

  for (const flag of [{ yl: '1' }, { isPreview: 'true' }] as Record<string, string>[]) {
    const preview = await page.goto(routeUrl('paperArticle', [P.id, id], { lang: 'cn', ...flag }));
    expect(preview?.status()).toBe(200);
    expect(preview?.headers()['cache-control']).toBe('private, no-store');
    await expect(page.locator(`[data-paper-article="${id}"]`)).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(cn('state.previewBanner'));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('预览稿');
  }

  // The layout it stands on does not list it to readers.
  await page.goto(routeUrl('paperSharePage', [P.date, P.id, '01'], { lang: 'cn' }));
  await expect(page.locator(`.paper-articles a[href*="/${id}.html"]`)).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('a paper article reads whole, and an address that names no article is not found', async ({ page }) => {
    await page.goto(routeUrl('paperSharePage', [P.date, P.id, '03'], { lang: 'cn' }));
    await page.locator('.paper-articles a').first().click();
    await expect(page.locator('.paper-article-body')).toBeVisible();
    for (const bad of [routeUrl('paperArticle', [P.id, DEMO_IDS.articles.missing]), routeUrl('paperArticle', ['x', 1004]), routeUrl('paperArticle', [P.id, 'abc'])]) {
      expect((await page.goto(bad))?.status(), bad).toBe(404);
    }
  });
});
