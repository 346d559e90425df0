import { expect, test } from './fixtures.ts';
import AxeBuilder from '@axe-core/playwright';
import { routeUrl } from '../../src/routes.ts';
import { DEMO_IDS } from '../../src/platform/seed/demoIds.ts';
import { LOCALES } from '../../src/i18n/locales.ts';
import { THEMES } from '../../src/lib/theme.ts';

/** 无图模式 / Save-Data (docs/decisions/153), in a phone's Chromium. */
const GALLERY = routeUrl('imageDetail', [DEMO_IDS.columns.gallery, DEMO_IDS.articles.gallery]);
const NEWS = routeUrl('newsDetail', [DEMO_IDS.columns.headline, DEMO_IDS.articles.news]);
const VIDEO = routeUrl('videoDetail', [DEMO_IDS.columns.video, DEMO_IDS.articles.video]);
const HOME = routeUrl('home');

/** The pictures inside <main> of a served page. */
const contentPictures = (html: string) => (html.slice(html.indexOf('<main'), html.lastIndexOf('</main>')).match(/<img\b/g) ?? []).length;
const posters = (html: string) => (html.slice(html.indexOf('<main'), html.lastIndexOf('</main>')).match(/<video\b[^>]*\sposter=/g) ?? []).length;

test('Save-Data: on gets pages with no content picture and no poster, the same text and links, and what it saved', async ({ request }) => {
  for (const url of [HOME, GALLERY, NEWS, VIDEO]) {
    const normal = await (await request.get(url)).text();
    const light = await request.get(url, { headers: { 'save-data': 'on' } });
    const html = await light.text();
    expect(contentPictures(normal), url).toBeGreaterThan(0);
    expect(contentPictures(html), url).toBe(0);
    expect(posters(html), url).toBe(0);
    expect(light.headers()['vary']).toContain('Save-Data');
    const links = (page: string) => [...page.matchAll(/<a\b[^>]*\shref="([^"]*)"/g)].map((m) => m[1]!).filter((href) => !/[?&]light=|\/platform-media\//.test(href));
    // The text a reader reads: the placeholders' labels and the setting's own words aside.
    const text = (page: string) =>
      page
        .replace(/<span class="pic-off-label">.*?<\/span><\/span>|<p class="light-saved"[^>]*>[^<]*<\/p>/g, '')
        .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>|<[^>]*>/g, ' ')
        .replace(/显示图片|无图模式/g, '')
        .replace(/\s+/g, ' ');
    expect(links(html), url).toEqual(links(normal));
    expect(text(html), url).toBe(text(normal));
    expect(html).toMatch(/本页节省 约 \d+ KB/);
  }
});

test('a shared page never reaches a reader who did not ask: the micro-cache keys on the cookie and Save-Data', async ({ request }) => {
  const url = `${NEWS}?lang=cn`;
  // Twice each, so the second of each is a hit if the key were shared.
  for (let i = 0; i < 2; i++) {
    expect(contentPictures(await (await request.get(url, { headers: { 'save-data': 'on' } })).text())).toBe(0);
    expect(contentPictures(await (await request.get(url, { headers: { cookie: 'lightPages=on' } })).text())).toBe(0);
    expect(contentPictures(await (await request.get(url)).text())).toBeGreaterThan(0);
    expect(contentPictures(await (await request.get(url, { headers: { 'save-data': 'on', cookie: 'lightPages=off' } })).text())).toBeGreaterThan(0);
  }
});

test('a tap on a placeholder loads that picture in its place, and only it', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'save-data': 'on' });
  // The listener comes after the page (a tap before it opens the picture, as with JavaScript off).
  await page.goto(NEWS, { waitUntil: 'networkidle' });
  const placeholder = page.locator('main a.pic-off').first();
  const before = await placeholder.boundingBox();
  const href = await placeholder.getAttribute('href');
  await placeholder.tap();
  const picture = page.locator(`main img[src="${href}"]`);
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  expect(await picture.getAttribute('alt')).not.toBe('');
  const after = await picture.boundingBox();
  expect(Math.abs(after!.width - before!.width)).toBeLessThan(2);
  expect(Math.abs(after!.height - before!.height)).toBeLessThan(2);
  expect(page.url()).toContain(NEWS);
  await expect(page.locator('main img')).toHaveCount(1);
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the footer link turns 无图模式 on and off, and it is remembered', async ({ page }) => {
    await page.goto(GALLERY);
    await expect(page.locator('main img').first()).toBeVisible();
    await page.getByRole('link', { name: '无图模式' }).click();
    await expect(page.locator('main img')).toHaveCount(0);
    await expect(page.locator('.light-saved')).toHaveText(/本页节省 约 \d+ KB/);
    // A placeholder keeps the picture's box and opens the picture.
    const placeholder = page.locator('main a.pic-off').first();
    const box = await placeholder.boundingBox();
    expect(box!.height).toBeGreaterThan(100);
    await page.goto(NEWS);
    await expect(page.locator('main img')).toHaveCount(0);
    await page.getByRole('link', { name: '显示图片' }).click();
    await expect(page.locator('main img').first()).toBeVisible();
    await page.goto(GALLERY);
    await expect(page.locator('main img').first()).toBeVisible();
  });
});

/** axe over the light pages: each in all five languages (light theme) and the three themes (Chinese). */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const LIGHT_PAGES: [string, string][] = [
  ['home', HOME],
  ['image set', GALLERY],
  ['news', NEWS],
  ['video', VIDEO],
];
for (const [name, url] of LIGHT_PAGES) {
  const runs = [...LOCALES.map((lang) => ({ lang, theme: 'light' })), ...THEMES.filter((theme) => theme !== 'light').map((theme) => ({ lang: 'cn', theme }))];
  for (const { lang, theme } of runs) {
    test(`light ${name}, ${lang}, ${theme}: 0 axe violations`, async ({ page }) => {
      await page.setExtraHTTPHeaders({ 'save-data': 'on' });
      await page.goto(`${url}?lang=${lang}&theme=${theme}`);
      await expect(page.locator('main img')).toHaveCount(0);
      const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
}
