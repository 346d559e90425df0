import { expect, test, type Page } from './fixtures.ts';
import { routeUrl } from '../../src/routes.ts';
import { translator } from '../../src/i18n/translate.ts';

/** Short video (issue 15): both mvod pages play their video and show the four related videos. */
const cn = translator('cn');
test.use({ locale: 'zh-CN' });

async function playAndWait(page: Page) {
  const video = page.locator('.article-video video');
  await video.scrollIntoViewIfNeeded();
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    void element.play().catch(() => undefined);
  });
  await expect
    .poll(async () => video.evaluate((element: HTMLVideoElement) => (element.readyState >= 2 || element.currentTime > 0 ? 'playing' : element.readyState)), { timeout: 15_000 })
    .toBe('playing');
}

for (const route of ['mvodShare', 'minVideoDetail'] as const) {
  test(`${route}: the video plays, with its 4 related videos, categories and source`, async ({ page }) => {
    await page.goto(routeUrl(route, [9]));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('竖屏');
    const video = page.locator('.article-video video');
    await expect(video).toHaveAttribute('poster', /mvod-9/);
    await expect(video).toHaveAttribute('preload', 'none');
    // An upright frame, taller than wide, filling most of the phone's height (not a landscape box).
    const frame = (await video.boundingBox())!;
    expect(frame.height).toBeGreaterThan(frame.width);
    expect(frame.height).toBeGreaterThan(page.viewportSize()!.height * 0.5);
    await playAndWait(page);

    const related = page.locator('[data-mvod-related] > li a');
    await expect(related).toHaveCount(4);
    await expect(related.first()).toHaveAttribute('href', new RegExp(`/${route}/\\d+\\.html$`));
    await expect(page.getByRole('navigation', { name: cn('mvod.categories') }).getByRole('listitem')).toHaveCount(3);
    await expect(page.getByText(cn('mvod.relatedArticles'))).toBeVisible();

    // A related video opens in the same kind of page and plays too.
    await related.nth(1).click();
    await expect(page).toHaveURL(new RegExp(`/${route}/\\d+\\.html$`));
    await playAndWait(page);
  });
}

test('an unknown or malformed short video is a clear not-found page', async ({ page, request }) => {
  for (const id of ['99999', 'abc']) {
    const response = await request.get(routeUrl('minVideoDetail', [id]));
    expect(response.status()).toBe(404);
  }
  await page.goto(routeUrl('mvodShare', ['99999']));
  await expect(page.locator('[data-not-found]')).toBeVisible();
});
