import { createHash } from 'node:crypto';
import { deflateSync, crc32 } from 'node:zlib';
import { expect, test, type Page } from './fixtures.ts';
import AxeBuilder from '@axe-core/playwright';
import { routeUrl } from '../../src/routes.ts';
import { translator } from '../../src/i18n/translate.ts';
import { DEMO_IDS } from '../../src/platform/seed/demoIds.ts';
import { admin, logIn, loginBackTo } from './readerLogin.ts';
import { E2E_ADMIN_TOKEN, E2E_PLATFORM } from '../../playwright.config.ts';

/**
 * The comment box under an article (SPEC §4–§8) against the bundled platform, whose demo site holds
 * comments for review (auditType 1): login first, 请输入内容, the photo format by content, 评论审核中,
 * a double post counted once, the plain form without JavaScript, and accessibility.
 */
const cn = translator('cn');
const A = DEMO_IDS.articles;
const C = DEMO_IDS.columns;
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const article = (query: Record<string, string> = {}) => routeUrl('newsDetail', [C.headline, A.news], { lang: 'cn', ...query });
const loginBack = loginBackTo('newsDetail');

test.use({ viewport: { width: 390, height: 844 } });

/** A real 2×2 PNG, built here: signature, IHDR, IDAT, IEND; `red` colours its first pixel. */
function smallPng(red = 255): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.from([0, red, 0, 0, 0, 0, 255, 0, 0, 0, 255, 255, 255, 0]);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

/** The same PNG with a tEXt chunk carrying a script after its header: a picture the platform's upload refuses (polyglot). */
function pngWithScript(): Buffer {
  const png = smallPng();
  const data = Buffer.from('Comment\0<script>alert(1)</script>', 'latin1');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from('tEXt', 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([png.subarray(0, 33), length, body, crc, png.subarray(33)]);
}

const box = (page: Page) => page.locator('form.comment-box');
const message = (page: Page) => page.locator('.comment-box-message');

/** Touches the box so it hydrates (client:interaction), and waits for it. */
async function wake(page: Page): Promise<void> {
  await page.getByLabel(cn('comment.textLabel')).focus();
  await expect(page.locator('astro-island:has(form.comment-box)')).not.toHaveAttribute('ssr', /.*/);
}

test('an anonymous reader who taps send is asked to log in (请登录后评论) with a link back', async ({ page }) => {
  await page.goto(article());
  await box(page)
    .getByRole('button', { name: cn('comment.send') })
    .click();
  await expect(message(page)).toContainText(cn('msg.loginToComment'));
  await expect(message(page).getByRole('link', { name: cn('article.goLogin') })).toHaveAttribute('href', loginBack);
});

test('an anonymous reader who touches the box is told before typing that commenting needs a login, with the link back', async ({ page }) => {
  await page.goto(article());
  await wake(page);
  await expect(message(page)).toContainText(cn('msg.loginToComment'));
  await expect(message(page).getByRole('link', { name: cn('article.goLogin') })).toHaveAttribute('href', loginBack);
  await expect(page.getByLabel(cn('comment.textLabel'))).toHaveValue('');
});

test('a member: 请输入内容, a renamed text file is no photo, a PNG and text go to review once; approved, everyone sees it; its author deletes it', async ({ page, request }) => {
  await logIn(page, request);
  await page.goto(article());
  await wake(page);
  const send = box(page).getByRole('button', { name: cn('comment.send') });

  await send.click();
  await expect(message(page)).toHaveText(cn('msg.enterContent'));

  const photos = box(page).locator('input[type=file]');
  await photos.setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('just some text, not a picture') });
  await expect(message(page)).toHaveText(cn('msg.photoFormat'));
  await expect(photos).toHaveValue('');

  const text = `e2e 评论 ${Date.now()} ${Math.random().toString(36).slice(2, 8)}`;
  await photos.setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: smallPng() });
  // The picker shows each photo as a thumbnail with the count against the limit; a second pick adds to the
  // first, and a thumbnail's remove button takes its photo out of what the form sends.
  const thumbs = box(page).locator('.comment-box-thumbs li');
  await expect(thumbs).toHaveCount(1);
  await expect(box(page).locator('.comment-box-limit')).toHaveText('1/9');
  await photos.setInputFiles({ name: 'dot-2.png', mimeType: 'image/png', buffer: smallPng() });
  await expect(thumbs).toHaveCount(2);
  await box(page)
    .getByRole('button', { name: cn('comment.removePhoto', { index: 2 }) })
    .click();
  await expect(thumbs).toHaveCount(1);
  expect(await photos.evaluate((input: HTMLInputElement) => [...(input.files ?? [])].map((file) => file.name))).toEqual(['dot.png']);
  await page.getByLabel(cn('comment.textLabel')).fill(text);
  const changed = page.evaluate(() => new Promise<unknown>((resolve) => document.addEventListener('comments:changed', (event) => resolve((event as CustomEvent).detail), { once: true })));
  await send.click();
  await expect(message(page)).toHaveText(cn('msg.commentUnderReview'));
  expect(await changed).toMatchObject({ rootId: A.news, sourceType: 0, outcome: 'underReview' });
  await expect(page.getByLabel(cn('comment.textLabel'))).toHaveValue('');

  // The same text again within 10 s: the platform answers as before and writes nothing.
  await page.getByLabel(cn('comment.textLabel')).fill(text);
  await send.click();
  await expect(message(page)).toHaveText(cn('msg.commentUnderReview'));

  // Under review: nobody but the author sees it.
  const anonymous = await (await request.get(`${E2E_PLATFORM}/app_if/discussView?id=${A.news}&curVersions=1`)).json();
  expect(JSON.stringify(anonymous)).not.toContain(text);

  // The newsroom's review queue holds it once; approved, every reader sees it; its author deletes it.
  const queue = await request.get(`${E2E_PLATFORM}/platform-admin/comments/pending?rootId=${A.news}`, { headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` } });
  const pending = ((await queue.json()) as { data: { list: { id: number; content: string }[] } }).data.list.filter((c) => c.content === text);
  expect(pending).toHaveLength(1);
  await admin(request, `/comment/${pending[0]!.id}/approve`);
  const all = routeUrl('commentAll', [A.news, 0], { lang: 'cn' });
  const anonymousPage = await (await request.get(all, { headers: { cookie: '' } })).text();
  expect(anonymousPage).toContain(text);
  await page.goto(all);
  const mine = page.locator(`#comment-${pending[0]!.id}`);
  await expect(mine).toContainText(text);
  await expect(mine.locator('img')).toHaveCount(2);
  // The list's actions load on a first touch; the delete button is then the author's.
  const remove = mine.locator('[data-act="remove"]');
  await mine.locator('.comment-text').click();
  await expect(remove).toBeVisible();
  await expect(remove).toHaveAccessibleName(cn('comment.delete'));
  // Its first tap only asks, the focus on cancel; cancel (or Escape) keeps the comment.
  const question = mine.getByRole('group', { name: cn('comment.deleteQuestion') });
  const cancel = question.getByRole('button', { name: cn('common.cancel'), exact: true });
  await remove.click();
  await expect(question).toBeVisible();
  await expect(remove).toBeHidden();
  await expect(cancel).toBeFocused();
  await cancel.click();
  await expect(question).toHaveCount(0);
  await expect(remove).toBeFocused();
  await remove.click();
  await expect(cancel).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(question).toHaveCount(0);
  await expect(remove).toBeFocused();
  await page.reload();
  await expect(mine).toContainText(text);
  // Confirmed, it is deleted.
  await mine.locator('.comment-text').click();
  await remove.click();
  await question.getByRole('button', { name: cn('comment.delete'), exact: true }).click();
  await expect(mine).toHaveCount(0);
  // The focus stays in the comments (a neighbour or the heading), not back at the top of the page.
  expect(await page.evaluate(() => document.activeElement?.closest('.comment, section') !== null)).toBe(true);
  // A reload shows the list without it once the page's 2 s micro-cache copy has gone.
  await expect(async () => {
    await page.reload();
    await expect(page.locator(`#comment-${pending[0]!.id}`)).toHaveCount(0, { timeout: 500 });
  }).toPass({ timeout: 10_000 });
});

test("a photo goes through the platform's upload first: the stored comment carries the uploaded URL, and the picture shows under it after a reload", async ({ page, request }) => {
  // An article of its own, so no other test's anonymous read of 1001's comments meets a copy this one made.
  const rootId = A.newsWithVote;
  await logIn(page, request);
  await page.goto(routeUrl('newsDetail', [C.headline, rootId], { lang: 'cn' }));
  await wake(page);
  // A picture of its own, so its stored name (its content's sha256) is known here (docs/decisions/160).
  const png = smallPng(1 + Math.floor(Math.random() * 250));
  const stored = `/platform-media/uploads/${createHash('sha256').update(png).digest('hex').slice(0, 32)}.png`;
  const text = `e2e 上传 ${Date.now()} ${Math.random().toString(36).slice(2, 8)}`;
  // A picture the upload refuses: the reader reads the platform's reason, and nothing is posted.
  const photos = box(page).locator('input[type=file]');
  await photos.setInputFiles({ name: 'page.png', mimeType: 'image/png', buffer: pngWithScript() });
  await page.getByLabel(cn('comment.textLabel')).fill(text);
  await box(page)
    .getByRole('button', { name: cn('comment.send') })
    .click();
  await expect(message(page)).toHaveText('图片含有不允许的内容');
  await box(page)
    .getByRole('button', { name: cn('comment.removePhoto', { index: 1 }) })
    .click();
  await photos.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: png });
  await page.getByLabel(cn('comment.textLabel')).fill(text);
  await box(page)
    .getByRole('button', { name: cn('comment.send') })
    .click();
  await expect(message(page)).toHaveText(cn('msg.commentUnderReview'));

  const queue = await request.get(`${E2E_PLATFORM}/platform-admin/comments/pending?rootId=${rootId}`, { headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` } });
  const posted = ((await queue.json()) as { data: { list: { id: number; content: string }[] } }).data.list.filter((c) => c.content === text);
  // One comment: the refused send wrote nothing.
  expect(posted).toHaveLength(1);
  const pending = posted[0];
  await admin(request, `/comment/${pending!.id}/approve`);
  // The platform's own record: one attachment, the URL its upload answered for these bytes.
  const view = (await (await request.get(`${E2E_PLATFORM}/app_if/discussView?id=${rootId}&curVersions=1`)).json()) as { data: { list: { id: number; attachments: { url: string }[] }[] } };
  const record = view.data.list.find((c) => c.id === pending!.id);
  expect(record?.attachments.map((a) => new URL(a.url).pathname)).toEqual([stored]);

  // Under the comment, after a reload (once the page's 2 s micro-cache copy has gone), the picture loads.
  const picture = page.locator(`#comment-${pending!.id} img[src*="${stored.split('/').pop()}"]`);
  await page.goto(routeUrl('commentAll', [rootId, 0], { lang: 'cn' }));
  await expect(async () => {
    await page.reload();
    await expect(picture).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 10_000 });
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(2);
});

test('without JavaScript the box is a plain form: its answer comes back on a page nobody caches', async ({ browser, page, request }) => {
  await logIn(page, request);
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState(), viewport: { width: 390, height: 844 }, locale: 'zh-CN' });
  const plain = await context.newPage();
  await plain.goto(article());
  await expect(box(plain)).toHaveAttribute('enctype', 'multipart/form-data');
  const [empty] = await Promise.all([
    plain.waitForResponse((response) => response.request().method() === 'POST'),
    box(plain)
      .getByRole('button', { name: cn('comment.send') })
      .click(),
  ]);
  expect(empty.headers()['cache-control']).toBe('no-store');
  await expect(message(plain)).toHaveText(cn('msg.enterContent'));

  await plain.getByLabel(cn('comment.textLabel')).fill(`e2e 无脚本 ${Date.now()}`);
  await box(plain).locator('input[type=file]').setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: smallPng() });
  await box(plain)
    .getByRole('button', { name: cn('comment.send') })
    .click();
  await expect(message(plain)).toHaveText(cn('msg.commentUnderReview'));
  await context.close();

  const anonymousContext = await browser.newContext({ javaScriptEnabled: false, locale: 'zh-CN' });
  const anonymous = await anonymousContext.newPage();
  await anonymous.goto(article());
  await box(anonymous)
    .getByRole('button', { name: cn('comment.send') })
    .click();
  await expect(message(anonymous)).toContainText(cn('msg.loginToComment'));
  await anonymousContext.close();
});

test('an article whose comments are closed has no box', async ({ page }) => {
  await page.goto(routeUrl('newsDetail', [C.headline, A.newsClosed], { lang: 'cn' }));
  await expect(page.locator('h1.article-title')).toBeVisible();
  await expect(box(page)).toHaveCount(0);
});

for (const theme of ['light', 'dark'] as const) {
  test(`${theme}: the box has no axe violations and is drawn whole`, async ({ page }, testInfo) => {
    await page.goto(article({ theme }));
    await wake(page);
    await box(page)
      .getByRole('button', { name: cn('comment.send') })
      .click();
    await expect(message(page)).toContainText(cn('msg.loginToComment'));
    const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    await box(page).scrollIntoViewIfNeeded();
    const shot = await page.screenshot();
    await testInfo.attach(`comment-box-${theme}`, { body: shot, contentType: 'image/png' });
    const size = await box(page).boundingBox();
    expect(size?.width).toBeLessThanOrEqual(390);
  });
}
