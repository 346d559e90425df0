import { expect, test, type Page } from './fixtures.ts';
import AxeBuilder from '@axe-core/playwright';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { posterPath, routeUrl } from '../../src/routes.ts';
import { LOCALES } from '../../src/i18n/locales.ts';
import { THEMES } from '../../src/lib/theme.ts';
import { translator } from '../../src/i18n/translate.ts';
import { DEMO_IDS } from '../../src/platform/seed/demoIds.ts';

/**
 * The share poster (生成海报, docs/decisions/154) on a phone: the share sheet's poster button shows
 * the picture the server draws; it is 750 px wide, its QR code opens the article's canonical
 * address, and the next request for it comes from the poster cache (or a 304 to its ETag).
 */
const cn = translator('cn');
const A = DEMO_IDS.articles;
const C = DEMO_IDS.columns;
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** What a phone downloads for one poster, at most: a palette PNG of the demo article is about 68 KB. */
const POSTER_MAX_BYTES = 150 * 1024;

test.use({ viewport: { width: 390, height: 844 } });

const articleUrl = (query: Record<string, string>) => routeUrl('newsDetail', [C.headline, A.news], query);

/** Taps share (the first tap hydrates the island and is replayed), then the poster target. */
async function openPoster(page: Page) {
  const share = page.locator('.article-actions [data-action="share"]');
  const sheet = page.locator('.share-sheet');
  await share.click();
  try {
    await expect(sheet).toBeVisible({ timeout: 8000 });
  } catch {
    await share.click();
    await expect(sheet).toBeVisible({ timeout: 5000 });
  }
  await sheet.locator('[data-target="poster"]').click();
  const image = sheet.locator('.share-poster img');
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 15_000 }).toBe(750);
  return image;
}

test('生成海报: a 750 px poster whose QR code opens the article; the next request comes from the cache', async ({ page }) => {
  await page.goto(articleUrl({ lang: 'cn' }));
  const image = await openPoster(page);
  await expect(page.locator('.share-sheet [data-target="poster"]')).toHaveCount(0);
  await expect(page.locator('.share-poster figcaption')).toHaveText(cn('share.posterHint'));
  expect(await image.getAttribute('alt')).toBeTruthy();
  const src = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(new URL(src).pathname).toBe(posterPath(A.news, 'cn'));

  // The bytes the phone got, decoded: width, and the QR code's text.
  const response = await page.request.get(src);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  expect(response.headers()['cache-control']).toMatch(/public, max-age=\d{5,}/);
  // The browser's own request drew it; this one, and every later one, reads it from disk.
  expect(response.headers()['x-poster-cache']).toBe('hit');
  const png = await response.body();
  expect(png.length).toBeLessThanOrEqual(POSTER_MAX_BYTES);
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  expect(info.width).toBe(750);
  const code = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(code?.data).toBe(canonical);

  // A cache that holds it asks again with its ETag and gets 304, with no body.
  const etag = response.headers().etag ?? '';
  expect(etag).toMatch(/^"[0-9a-f]{16}"$/);
  const again = await page.request.get(src, { headers: { 'if-none-match': etag } });
  expect(again.status()).toBe(304);
  expect((await again.body()).length).toBe(0);

  // Back returns to the targets.
  await page.locator('.share-sheet .share-sheet-cancel').click();
  await expect(page.locator('.share-sheet [data-target="poster"]')).toBeVisible();
});

test('a Tibetan reader gets the Tibetan poster, another version of the same article', async ({ page }) => {
  await page.goto(articleUrl({ lang: 'bo' }));
  const image = await openPoster(page);
  const src = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(new URL(src).pathname).toBe(posterPath(A.news, 'bo'));
  const [tibetan, chinese] = await Promise.all([page.request.get(src), page.request.get(new URL(posterPath(A.news, 'cn'), src).href)]);
  expect(tibetan.headers().etag).not.toBe(chinese.headers().etag);
});

test('closed sharing, an unreleased or unknown article: no poster (404)', async ({ request }) => {
  for (const id of [A.newsClosed, A.preview, A.missing, A.special]) {
    expect((await request.get(posterPath(id, 'cn'))).status(), `article ${id}`).toBe(404);
  }
});

for (const locale of LOCALES) {
  test(`${locale}: the sheet with the poster has 0 axe violations`, async ({ page }) => {
    await page.goto(articleUrl({ lang: locale, theme: 'light' }));
    await openPoster(page);
    const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

for (const theme of THEMES.filter((name) => name !== 'light')) {
  test(`${theme}: the sheet with the poster has 0 axe violations`, async ({ page }, testInfo) => {
    await page.goto(articleUrl({ lang: 'cn', theme }));
    await openPoster(page);
    await page.screenshot({ path: testInfo.outputPath(`poster-${theme}.png`) });
    const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
