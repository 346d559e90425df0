import { expect, test, type Page } from './fixtures.ts';
import AxeBuilder from '@axe-core/playwright';
import { routeUrl } from '../../src/routes.ts';
import { LOCALES } from '../../src/i18n/locales.ts';
import { THEMES } from '../../src/lib/theme.ts';
import { DEMO_IDS } from '../../src/platform/seed/demoIds.ts';

/**
 * The fullscreen picture viewer (<picture-viewer>, docs/decisions/155): each picture of the body
 * and the image-set strip links to its file (JavaScript off); with JavaScript the first tap loads
 * swiper and opens the viewer, which swipes, zooms, counts, and closes with the phone's back button
 * back to the page where it was.
 */
const A = DEMO_IDS.articles;
const C = DEMO_IDS.columns;
const news = (query: Record<string, string> = {}) => routeUrl('newsDetail', [C.headline, A.news], { lang: 'cn', ...query });
const imageSet = routeUrl('imageDetail', [C.gallery, A.gallery], { lang: 'cn' });
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const viewer = (page: Page) => page.locator('dialog.picture-viewer');
const count = (page: Page) => viewer(page).locator('.picture-viewer-count');

/** A finger's swipe to the next picture, across most of the screen. */
async function swipeLeft(page: Page): Promise<void> {
  const size = page.viewportSize()!;
  const y = size.height / 2;
  await page.mouse.move(size.width * 0.85, y);
  await page.mouse.down();
  await page.mouse.move(size.width * 0.15, y, { steps: 8 });
  await page.mouse.up();
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('each picture of the body and the strip links to its own file', async ({ page, request }) => {
    for (const url of [news(), imageSet]) {
      await page.goto(url);
      const links = page.locator('.article-body figure > a, .gallery-slide a');
      expect(await links.count()).toBeGreaterThan(1);
      for (const link of await links.all()) {
        const href = await link.getAttribute('href');
        expect(href).toBe(await link.locator('img').getAttribute('src'));
      }
      const file = await request.get((await links.first().getAttribute('href'))!);
      expect(file.status()).toBe(200);
      expect(file.headers()['content-type']).toMatch(/^image\//);
    }
  });
});

test.describe('with JavaScript', () => {
  test('nothing of the viewer loads before the first tap; tap, swipe to the third, zoom, back: the page is where it was', async ({ page }) => {
    const viewerRequests: string[] = [];
    page.on('request', (req) => {
      if (/pictureViewer|swiper|zoom\.[\w-]+\.css/.test(req.url())) viewerRequests.push(req.url());
    });
    await page.goto(news());
    const pictures = page.locator('.article-body figure > a');
    await expect(pictures).toHaveCount(3);
    await pictures.first().scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    expect(viewerRequests).toEqual([]);
    const where = { url: page.url(), y: await page.evaluate(() => scrollY) };

    await pictures.first().tap();
    await expect(viewer(page)).toBeVisible();
    expect(viewerRequests.some((url) => /pictureViewerRuntime\.[\w-]+\.js/.test(url))).toBe(true);
    await expect(count(page)).toHaveText('1 / 3');
    await expect(viewer(page).locator('.picture-viewer-caption')).toHaveText((await page.locator('.article-body figcaption').first().textContent())!.trim());

    await swipeLeft(page);
    await expect(count(page)).toHaveText('2 / 3');
    await swipeLeft(page);
    await expect(count(page)).toHaveText('3 / 3');
    await expect(viewer(page).locator('.picture-viewer-caption')).toHaveText((await page.locator('.article-body figcaption').nth(2).textContent())!.trim());

    // A double tap zooms the picture in.
    const active = viewer(page).locator('.swiper-slide-active');
    await active.locator('img').dblclick();
    await expect(active).toHaveClass(/swiper-slide-zoomed/);

    await page.goBack();
    await expect(viewer(page)).toHaveCount(0);
    expect(page.url()).toBe(where.url);
    expect(Math.abs((await page.evaluate(() => scrollY)) - where.y)).toBeLessThanOrEqual(1);
    await expect(pictures.first()).toBeFocused();
  });

  test('keyboard: Enter opens, arrows move, Escape closes and gives focus back', async ({ page }) => {
    await page.goto(news());
    const second = page.locator('.article-body figure > a').nth(1);
    await second.focus();
    await page.keyboard.press('Enter');
    await expect(count(page)).toHaveText('2 / 3');
    await expect(viewer(page).getByRole('button', { name: '关闭' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(count(page)).toHaveText('3 / 3');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(count(page)).toHaveText('1 / 3');
    await page.keyboard.press('Escape');
    await expect(viewer(page)).toHaveCount(0);
    await expect(second).toBeFocused();
    // Escape went back through the viewer's history entry: the next back leaves the page.
    expect(await page.evaluate(() => (history.state as Record<string, unknown> | null)?.pictureViewer)).toBeFalsy();
  });

  test('the image set strip opens at the tapped picture with its caption; the close button closes', async ({ page }) => {
    await page.goto(imageSet);
    const slides = page.locator('.gallery-slide a');
    const total = await slides.count();
    await slides.first().tap();
    await expect(count(page)).toHaveText(`1 / ${total}`);
    const caption = (await page.locator('.gallery-slide').first().locator('.gallery-caption').textContent())?.trim();
    if (caption) await expect(viewer(page).locator('.picture-viewer-caption')).toHaveText(caption);
    await viewer(page).getByRole('button', { name: '关闭' }).tap();
    await expect(viewer(page)).toHaveCount(0);
    await expect(slides.first()).toBeFocused();
  });

  test('an editor’s link around a picture to another page stays a link', async ({ page }) => {
    await page.goto(news());
    await page.evaluate(() => {
      const link = document.querySelector<HTMLAnchorElement>('.article-body figure > a')!;
      link.href = `${location.pathname}?elsewhere=1`;
    });
    await page.locator('.article-body figure > a').first().click();
    await expect(page).toHaveURL(/elsewhere=1/);
  });

  for (const part of ['pictureViewerRuntime.*.js', 'swiper.*.css']) {
    test(`offline for the viewer (${part} fails): the tap opens the picture's file`, async ({ page }) => {
      await page.route(`**/_astro/${part}`, (route) => route.abort());
      await page.goto(news());
      const first = page.locator('.article-body figure > a').first();
      const href = (await first.getAttribute('href'))!;
      await first.tap();
      await expect(page).toHaveURL(href);
    });
  }

  for (const [locale, theme] of [...LOCALES.map((l) => [l, 'light'] as const), ...THEMES.filter((t) => t !== 'light').map((t) => ['cn', t] as const)]) {
    test(`open viewer: 0 axe violations (${locale}, ${theme})`, async ({ page }) => {
      await page.goto(news({ lang: locale, theme }));
      await page.locator('.article-body figure > a').first().click();
      await expect(count(page)).toHaveText('1 / 3');
      const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).include('dialog.picture-viewer').analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});
