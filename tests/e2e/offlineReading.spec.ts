import { expect, test, type Page } from './fixtures.ts';
import AxeBuilder from '@axe-core/playwright';
import { routeUrl } from '../../src/routes.ts';
import { translator } from '../../src/i18n/translate.ts';
import { LOCALES } from '../../src/i18n/locales.ts';
import { THEMES } from '../../src/lib/theme.ts';
import { DEMO_IDS } from '../../src/platform/seed/demoIds.ts';
import { OFFLINE_CACHE_PREFIX, SAVED_AT_HEADER } from '../../src/lib/offlineReading.ts';
import { logIn } from './readerLogin.ts';

/**
 * Offline reading (issue 35, docs/decisions/152) in real Chromium: the worker registers after
 * load, keeps what a reader opens, and answers from its copy or with the offline page once the
 * network is gone; nothing reader-specific is ever kept.
 */
const cn = translator('cn');
const { articles: A, columns: C } = DEMO_IDS;
const READ = [routeUrl('newsDetail', [C.headline, A.news]), routeUrl('imageDetail', [C.gallery, A.gallery]), routeUrl('newsDetail', [C.headline, A.audio])];
const UNREAD = routeUrl('newsDetail', [C.headline, A.newsWithVote]);
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

test.describe.configure({ mode: 'serial' });
// The worker is the subject here (the suite blocks it elsewhere: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/** Waits until the worker controls the page (it claims open pages when it activates). */
async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, { timeout: 15_000 });
}

/** Every address and body the worker keeps, across all its caches. */
async function kept(page: Page): Promise<{ cache: string; url: string; body: string }[]> {
  return page.evaluate(async (prefix) => {
    const out: { cache: string; url: string; body: string }[] = [];
    for (const name of await caches.keys()) {
      if (!name.startsWith(prefix)) continue;
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        const type = response?.headers.get('content-type') ?? '';
        out.push({ cache: name, url: request.url, body: /text|json|javascript/.test(type) ? await response!.text() : '' });
      }
    }
    return out;
  }, OFFLINE_CACHE_PREFIX);
}

/** When the worker saved its copy of `path` (0 when it has none). */
async function savedAt(page: Page, path: string): Promise<number> {
  return page.evaluate(
    async ([prefix, wanted, header]) => {
      for (const name of await caches.keys()) {
        if (!name.startsWith(`${prefix}pages-`)) continue;
        const copy = await (await caches.open(name)).match(new URL(wanted, location.href).href);
        if (copy) return Number(copy.headers.get(header)) || 0;
      }
      return 0;
    },
    [OFFLINE_CACHE_PREFIX, path, SAVED_AT_HEADER] as const,
  );
}

/** The pages the worker keeps (not the offline page and its stylesheets, kept when it installs). */
async function keptPages(page: Page): Promise<string[]> {
  return (await kept(page)).filter((entry) => entry.cache.startsWith(`${OFFLINE_CACHE_PREFIX}pages-`)).map((entry) => new URL(entry.url).pathname);
}

test('three articles read before open offline with the note; an unread one shows the offline page listing them; online again the reload is fresh', async ({ page, context }) => {
  await page.goto(routeUrl('home'));
  await controlled(page);
  const titles: string[] = [];
  for (const url of READ) {
    await page.goto(url);
    titles.push((await page.locator('h1').first().textContent())!.trim());
  }
  await expect.poll(() => keptPages(page)).toEqual(expect.arrayContaining(READ));

  await context.setOffline(true);
  for (const url of READ) {
    await page.goto(url);
    const note = page.locator('main .offline-note');
    await expect(note).toBeVisible();
    await expect(note).toContainText(cn('offline.note', { time: '' }).trim());
    await expect(note.locator('time')).toHaveText(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
  }
  // The first article's first picture (loaded at once when it was read) comes from the worker's pictures.
  await page.goto(READ[0]!);
  await expect
    .poll(() =>
      page
        .locator('main img.content-img')
        .first()
        .evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)),
    )
    .toBeGreaterThan(0);
  const picture = await page
    .locator('main img.content-img')
    .first()
    .evaluate((img: HTMLImageElement) => img.currentSrc);
  expect((await kept(page)).filter((entry) => entry.cache.startsWith(`${OFFLINE_CACHE_PREFIX}pictures-`)).map((entry) => entry.url)).toContain(picture);
  await page.goto(UNREAD);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(cn('route.offline'));
  const saved = page.getByRole('list', { name: cn('offline.saved') }).getByRole('link');
  await expect(saved).toHaveCount(READ.length);
  for (const title of titles) await expect(saved.filter({ hasText: title })).toHaveCount(1);
  expect(
    await new AxeBuilder({ page })
      .withTags(AXE_TAGS)
      .analyze()
      .then((r) => r.violations.map((v) => v.id)),
  ).toEqual([]);
  // A saved page opens from the list.
  await saved.filter({ hasText: titles[0]! }).click();
  await expect(page.locator('main .offline-note')).toBeVisible();

  await context.setOffline(false);
  const before = await savedAt(page, READ[1]!);
  await page.goto(READ[1]!);
  await page.reload();
  await expect(page.locator('h1').first()).toHaveText(titles[1]!);
  await expect(page.locator('.offline-note')).toHaveCount(0);
  // The reload went to the network: the worker's copy was saved again from its answer.
  await expect.poll(() => savedAt(page, READ[1]!)).toBeGreaterThan(before);
});

test('a logged-in reader’s member page, comment box and Actions are never kept', async ({ page, request }) => {
  const phone = await logIn(page, request);
  await controlled(page);
  await page.goto(routeUrl('getUserInfo'));
  await expect(page.locator('main')).toContainText(phone.slice(-4));
  await page.goto(READ[0]!);
  await page.getByLabel(cn('comment.textLabel')).focus();
  await expect(page.locator('astro-island:has(form.comment-box)')).not.toHaveAttribute('ssr', /.*/);
  await page.getByLabel(cn('comment.textLabel')).fill('offline check');
  await expect.poll(() => keptPages(page)).toContain(READ[0]);
  const entries = await kept(page);
  const paths = entries.map((entry) => new URL(entry.url).pathname);
  expect(paths).not.toContain(routeUrl('getUserInfo'));
  expect(paths).not.toContain(routeUrl('login'));
  expect(paths.filter((path) => path.includes('/_actions/'))).toEqual([]);
  for (const entry of entries) expect(entry.body, entry.url).not.toContain(phone.slice(-4));
});

test('a worker that takes over deletes the caches of other builds', async ({ page }) => {
  await page.goto(routeUrl('home'));
  await controlled(page);
  const stale = `${OFFLINE_CACHE_PREFIX}pages-0ldbuild0000`;
  await page.evaluate(async (name) => {
    await (await caches.open(name)).put('/old.html', new Response('old build'));
    for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister();
  }, stale);
  // The next page registers the worker again: it installs, activates and clears what is not its own.
  await page.goto(routeUrl('aboutUs'));
  await controlled(page);
  await expect.poll(() => page.evaluate(() => caches.keys())).not.toContain(stale);
  expect((await page.evaluate(() => caches.keys())).some((name) => name.startsWith(`${OFFLINE_CACHE_PREFIX}shell-`))).toBe(true);
});

test('a Save-Data request is answered but never kept', async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { 'save-data': 'on' } });
  const page = await context.newPage();
  await page.goto(routeUrl('home'));
  await controlled(page);
  await page.goto(READ[0]!);
  await page.goto(routeUrl('aboutUs'));
  await page.goto(READ[0]!);
  expect(await keptPages(page)).toEqual([]);
  await context.close();
});

test('the worker is not served inside the host app or WeChat', async ({ request }) => {
  const worker = `${routeUrl('home').replace(/home\.html$/, '')}offlineReadingWorker.js`;
  expect((await request.get(worker)).status()).toBe(200);
  expect((await request.get(worker)).headers()['cache-control']).toBe('no-cache');
  for (const agent of ['Mozilla/5.0 (Linux; Android 14) MicroMessenger/8.0.50', 'Mozilla/5.0 (iPhone) xyApp xyUid/7']) {
    const refused = await request.get(worker, { headers: { 'user-agent': agent } });
    expect(refused.status(), agent).toBe(404);
  }
});

test.describe('the offline page, as the worker shows it', () => {
  for (const [lang, theme] of [...LOCALES.map((locale) => [locale, 'light'] as const), ...THEMES.filter((t) => t !== 'light').map((t) => ['cn', t] as const)]) {
    test(`${lang}, ${theme}: 0 axe violations`, async ({ page, context }) => {
      // The worker keeps the offline page in the reader's language and theme (their cookies).
      await page.goto(routeUrl('aboutUs', [], { lang, theme }));
      await controlled(page);
      await page.goto(READ[0]!);
      await expect.poll(() => keptPages(page)).toContain(READ[0]);
      await context.setOffline(true);
      await page.goto(UNREAD);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(translator(lang)('route.offline'));
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      await context.setOffline(false);
    });
  }
});
