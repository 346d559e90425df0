import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures.ts';
import { routeUrl } from '../../src/routes.ts';
import { translator } from '../../src/i18n/translate.ts';
import { DEMO_IDS } from '../../src/platform/seed/demoIds.ts';
import { ANALYTICS_DATA_TYPE, SHARE_CHANNEL } from '../../src/lib/constants.ts';
import { admin, logIn } from './readerLogin.ts';
import { SCAN_BOX } from '../../src/platform/media/demoPdf.ts';

/**
 * The documents pages on a phone: moving between the digital paper's layouts (with JavaScript off
 * too), previewing a PDF drawn by pdf.js (loaded on that page only), opening a hot-point timeline;
 * and the analytics records of open, like, comment and share reaching the bundled platform from a
 * real browser session.
 */
const cn = translator('cn');
const A = DEMO_IDS.articles;
const C = DEMO_IDS.columns;
const P = DEMO_IDS.paper;

/** Dark pixels drawn on a PDF page's canvas inside an area given in fractions of the page. */
function darkPixels(canvas: Locator, area: { left: number; top: number; width: number; height: number }): Promise<number> {
  return canvas.evaluate((el: HTMLCanvasElement, a) => {
    const data = el.getContext('2d')!.getImageData(Math.round(el.width * a.left), Math.round(el.height * a.top), Math.round(el.width * a.width), Math.round(el.height * a.height)).data;
    let dark = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i]! < 160 && data[i + 3]! > 0) dark++;
    return dark;
  }, area);
}

test('the paper: layouts 01 → 02 → back, each with its own articles; a layout that is not there is not found', async ({ page }) => {
  await page.goto(routeUrl('paperSharePage', [], { lang: 'cn' }));
  const layout = page.locator('[data-paper-layout]');
  await expect(layout).toHaveAttribute('data-paper-layout', '01');
  const firstArticles = await page.locator('.paper-articles a').allTextContents();
  expect(firstArticles.length).toBeGreaterThan(0);
  // Each article has its hot area on the layout picture.
  await expect(page.locator('.paper-picture a')).toHaveCount(firstArticles.length);

  await page.getByRole('link', { name: cn('paper.nextLayout') }).click();
  await expect(layout).toHaveAttribute('data-paper-layout', '02');
  expect(page.url()).toContain(`/paperSharePage/${P.date}/${P.id}/02.html`);
  const secondArticles = await page.locator('.paper-articles a').allTextContents();
  expect(secondArticles).not.toEqual(firstArticles);
  await expect(page.locator('.paper-layouts a[aria-current="page"]')).toHaveCount(1);

  await page.getByRole('link', { name: cn('paper.previousLayout') }).click();
  await expect(layout).toHaveAttribute('data-paper-layout', '01');

  // An article of the layout opens as a paper article (tests/e2e/paperArticle.spec.ts).
  await page.locator('.paper-articles a').first().click();
  await expect(page).toHaveURL(/\/paperArticle\//);

  const missing = await page.goto(routeUrl('paperSharePage', [P.date, P.id, '99']));
  expect(missing?.status()).toBe(404);
  const badDate = await page.goto(routeUrl('paperSharePage', ['2024-13-45']));
  expect(badDate?.status()).toBe(404);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the paper moves between layouts and past issues as plain links', async ({ page }) => {
    await page.goto(routeUrl('paperSharePage', [P.date, P.id, '01'], { lang: 'cn' }));
    await page.getByRole('link', { name: cn('paper.nextLayout') }).click();
    await expect(page.locator('[data-paper-layout]')).toHaveAttribute('data-paper-layout', '02');
    const older = page.locator('.paper-dates a:not([aria-current])').first();
    // Dates read as SPEC §9 writes them (2024年05月31日); the machine-readable day is the same on both.
    const date = (await older.locator('time').getAttribute('datetime'))!;
    await expect(older).toHaveText(/^\d{4}年\d{2}月\d{2}日$/);
    await older.click();
    await expect(page.locator('.paper-heading time')).toHaveAttribute('datetime', date);
  });
});

test('a PDF preview: pdf.js loads on this page only and draws the layout, titled with it', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => scripts.push(request.url()));
  await page.goto(routeUrl('home', [], { lang: 'cn' }), { waitUntil: 'networkidle' });
  expect(scripts.filter((url) => /pdf/i.test(url))).toEqual([]);

  await page.goto(routeUrl('paperSharePage', [P.date, P.id, '01'], { lang: 'cn' }));
  await page.locator('[data-paper-pdf]').click();
  await expect(page).toHaveURL(/\/previewPDF\.html\?url=/);
  // The layout's name, not the page's default title 区块链证书.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`云溪日报 ${P.date} 第01版：要闻`);
  const canvas = page.locator('pdf-preview canvas[data-pdf-page="1"]');
  await expect(canvas).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('pdf-preview')).toHaveAttribute('data-state', 'ready');
  // Something was drawn: the canvas is not blank.
  expect(await darkPixels(canvas, { left: 0, top: 0, width: 1, height: 1 })).toBeGreaterThan(100);
  expect(scripts.some((url) => /pdf\.worker/.test(url))).toBe(true);

  const refused = await page.goto(routeUrl('previewPDF', [], { url: 'javascript:alert(1)' }));
  expect(refused?.status()).toBe(404);
});

test('a certificate in a Chinese font it does not embed: its heading is drawn, with the CMap pdf.js fetches on demand', async ({ page }) => {
  // The demo certificate's heading 区块链版权证书 is STSong-Light, not embedded, codes in UCS-2 through
  // the predefined CMap UniGB-UCS2-H (src/platform/media/demoPdf.ts), as the platform's real ones are.
  const messages: string[] = [];
  const listen = (message: { type(): string; text(): string }) => messages.push(`${message.type()}: ${message.text()}`);
  page.on('console', listen);
  page.on('worker', (worker) => worker.on('console', listen));
  const cmaps = new Map<string, string>();
  page.on('response', (response) => {
    if (response.url().endsWith('.bcmap')) cmaps.set(response.url().split('/').pop()!, `${response.status()} ${response.headers()['cache-control']}`);
  });
  await page.goto(routeUrl('previewPDF', [], { url: '/platform-media/docs/certificate-7.pdf', lang: 'cn' }));
  const canvas = page.locator('pdf-preview canvas[data-pdf-page="1"]');
  await expect(page.locator('pdf-preview')).toHaveAttribute('data-state', 'ready', { timeout: 15_000 });

  // Ink in the heading's band only (the A5 page is 420 × 595 pt; the heading's baseline is 65 pt
  // from the top, in 22 pt; the frame is 20 pt in): 5% to 13.5% down, 8% to 90% across.
  const headingInk = await darkPixels(canvas, { left: 0.08, top: 0.05, width: 0.82, height: 0.085 });
  // Seven Song glyphs about 37 px high on this phone make thousands of dark pixels; without the CMap, none.
  expect(headingInk).toBeGreaterThan(1500);
  expect(cmaps.get('UniGB-UCS2-H.bcmap')).toBe('200 public, max-age=31536000, immutable');
  expect(messages.filter((text) => /cmap/i.test(text))).toEqual([]);
});

test('a paper layout’s scanned strip in JPEG 2000 is drawn, with the WebAssembly decoder pdf.js fetches on demand', async ({ page }) => {
  // The demo layout PDF carries a JPXDecode image (src/platform/media/demoPdf.ts), as scanned
  // layouts do; pdf.js decodes it with OpenJPEG compiled to WebAssembly, from the build's copy.
  const wasm = new Map<string, string>();
  page.on('response', (response) => {
    if (response.url().endsWith('.wasm')) wasm.set(response.url().split('/').pop()!, `${response.status()} ${response.headers()['cache-control']}`);
  });
  await page.goto(routeUrl('previewPDF', [], { url: '/platform-media/docs/paper-1.pdf', lang: 'cn' }));
  await expect(page.locator('pdf-preview')).toHaveAttribute('data-state', 'ready', { timeout: 15_000 });
  const canvas = page.locator('pdf-preview canvas[data-pdf-page="1"]');
  // The A5 page is 420 × 595 pt, the strip's box is given from the bottom left; its bars are a
  // quarter of it. Without the decoder pdf.js leaves the image out: no dark pixel there at all.
  const scanInk = await darkPixels(canvas, { left: SCAN_BOX.x / 420, top: 1 - (SCAN_BOX.y + SCAN_BOX.height) / 595, width: SCAN_BOX.width / 420, height: SCAN_BOX.height / 595 });
  expect(scanInk).toBeGreaterThan(5000);
  expect(wasm.get('openjpeg.wasm')).toBe('200 public, max-age=31536000, immutable');
});

test('a hot-point timeline: the column’s articles on a time axis, each opening its article', async ({ page }) => {
  await page.goto(routeUrl('hotPointTimeAxis', [C.headline], { lang: 'cn' }));
  const items = page.locator('[data-timeline] .article-list > li');
  expect(await items.count()).toBeGreaterThan(1);
  await expect(page.locator('.timeline-heading')).not.toBeEmpty();
  await items.first().locator('a').first().click();
  await expect(page).toHaveURL(/Detail\//);
  expect((await page.goto(routeUrl('hotPointTimeAxis', ['abc'])))?.status()).toBe(404);
});

async function recordCounts(request: APIRequestContext, articleId: number): Promise<Record<string, number>> {
  return (await admin(request, `/analytics/${articleId}`)).data.counts as Record<string, number>;
}
const countOf = (counts: Record<string, number>, type: number) => counts[String(type)] ?? 0;

async function actionFromPage(page: Page, name: string, body: unknown): Promise<number> {
  return page.evaluate(
    async ({ name, body }) =>
      (await fetch(`/app/template/displayTemplate/news/_actions/${name}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).status,
    { name, body },
  );
}

test('analytics: open, like, comment and share records reach the bundled platform from a browser session', async ({ page, request }) => {
  const id = A.newsWithVote;
  const before = await recordCounts(request, id);
  await logIn(page, request);
  await page.goto(routeUrl('newsDetail', [C.headline, id], { lang: 'cn' }));
  await expect.poll(async () => countOf(await recordCounts(request, id), ANALYTICS_DATA_TYPE.open), { timeout: 15_000 }).toBeGreaterThan(countOf(before, ANALYTICS_DATA_TYPE.open));

  // Like: a tap on the action bar (the island hydrates on the first touch and replays it).
  await expect(async () => {
    await page.locator('.article-actions [data-action="like"]').click();
    await expect(page.locator('.action-toast')).not.toBeEmpty({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await expect.poll(async () => countOf(await recordCounts(request, id), ANALYTICS_DATA_TYPE.like), { timeout: 15_000 }).toBeGreaterThan(countOf(before, ANALYTICS_DATA_TYPE.like));

  // Comment: the comment box, as a member writes one.
  await page.getByLabel(cn('comment.textLabel')).focus();
  await expect(page.locator('astro-island:has(form.comment-box)')).not.toHaveAttribute('ssr', /.*/);
  await page.getByLabel(cn('comment.textLabel')).fill(`e2e 统计 ${Date.now()}`);
  await page
    .locator('form.comment-box')
    .getByRole('button', { name: cn('comment.send') })
    .click();
  await expect(page.locator('.comment-box-message')).not.toBeEmpty();
  await expect.poll(async () => countOf(await recordCounts(request, id), ANALYTICS_DATA_TYPE.comment), { timeout: 15_000 }).toBeGreaterThan(countOf(before, ANALYTICS_DATA_TYPE.comment));

  // Share: the share sheet's record, sent from the page with the reader's cookies.
  expect(await actionFromPage(page, 'article.shareRecord', { id, shareChannel: SHARE_CHANNEL.qq })).toBe(200);
  await expect.poll(async () => countOf(await recordCounts(request, id), ANALYTICS_DATA_TYPE.share), { timeout: 15_000 }).toBeGreaterThan(countOf(before, ANALYTICS_DATA_TYPE.share));
});
