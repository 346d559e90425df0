import { devices, expect, test, type Page } from './fixtures.ts';
import { E2E_PLATFORM } from '../../playwright.config.ts';
import AxeBuilder from '@axe-core/playwright';
import { routeUrl } from '../../src/routes.ts';
import { translator } from '../../src/i18n/translate.ts';
import { DEMO_IDS } from '../../src/platform/seed/demoIds.ts';
import { cutShareTitle } from '../../src/lib/shareText.ts';
import { logIn, uniquePhone, loginBackTo } from './readerLogin.ts';

/**
 * Article pages against the bundled platform's demo newsroom: server-rendered content for every
 * type (JavaScript off), players, the gallery swipe, the action bar, share meta, previews, 404s
 * and accessibility. Pages are opened in Chinese (`lang=cn`) so texts can be compared with the
 * catalogue's messages.
 */
const cn = translator('cn');
const A = DEMO_IDS.articles;
const C = DEMO_IDS.columns;
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const url = (name: string, params: number[], query: Record<string, string> = {}) => routeUrl(name, params, { lang: 'cn', ...query });
/** The login link of an article's action bar: back to that article afterwards. */
const loginBack = loginBackTo('newsDetail');

test.describe('content without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('news: title, paragraphs, pictures with sizes, scrolling table, credits, reporters, reading time', async ({ page }) => {
    const response = await page.goto(url('newsDetail', [C.headline, A.news]));
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1.article-title')).toBeVisible();
    expect(await page.locator('.article-body p').count()).toBeGreaterThan(2);
    // The first picture near the top is the page's largest paint: it loads at once, first (ADR 145); the rest wait for the reader.
    await expect(page.locator('.article-body img').first()).toHaveAttribute('fetchpriority', 'high');
    await expect(page.locator('.article-body img').nth(1)).toHaveAttribute('loading', 'lazy');
    await expect(page.locator('.article-body img[width][height]').first()).toBeVisible();
    await expect(page.locator('.table-scroll table')).toHaveCount(1);
    await expect(page.locator('.article-credits')).toContainText(cn('article.responsibleEditor'));
    await expect(page.locator('.article-reading')).toContainText('分钟');
    await expect(page.locator('.reporter-card').first()).toBeVisible();
    // Nothing is wider than the phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('a lone segment is the article id; onlineStudy shows the same content', async ({ page }) => {
    await page.goto(url('newsDetail', [A.news]));
    await expect(page.locator('h1.article-title')).toBeVisible();
    await page.goto(url('onlineStudy', [A.news]));
    await expect(page.locator('.article-body p').first()).toBeVisible();
  });

  test('gallery: every picture with its caption and counter', async ({ page }) => {
    await page.goto(url('imageDetail', [C.gallery, A.gallery]));
    const slides = page.locator('.gallery-slide');
    expect(await slides.count()).toBeGreaterThan(1);
    await expect(slides.first().locator('img')).toBeVisible();
    await expect(slides.first().locator('.gallery-count')).toHaveText(/^1\/\d+$/);
  });

  test('video: a native player with poster that loads nothing before play', async ({ page }) => {
    await page.goto(url('videoDetail', [C.video, A.video]));
    const video = page.locator('.article-video video');
    await expect(video).toHaveAttribute('preload', 'none');
    await expect(video).toHaveAttribute('poster', /^https?:/);
    await expect(video).toHaveAttribute('playsinline', '');
    await expect(page.locator('.article-video figcaption')).toContainText(/\d\d:\d\d/);
  });

  test('link: title and a safe link to the target, no redirect', async ({ page }) => {
    const response = await page.goto(url('linkDetail', [A.link]));
    expect(response?.status()).toBe(200);
    const open = page.locator('.link-card-open');
    await expect(open).toHaveAttribute('href', /^https:\/\//);
    await expect(open).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(open).toHaveAttribute('target', '_blank');
  });

  test('H5 and audio articles', async ({ page }) => {
    await page.goto(url('newsDetail', [A.h5]));
    await expect(page.locator('h1.article-title')).toBeVisible();
    await expect(page.locator('.article-body, .link-card').first()).toBeVisible();
    await page.goto(url('newsDetail', [C.audio, A.audio]));
    await expect(page.locator('audio[controls]')).toHaveCount(1);
    // A player a reader can see and tap: its controls keep their height (height:auto made it 0 px).
    const player = await page.locator('audio[controls]').boundingBox();
    expect(player?.height ?? 0).toBeGreaterThanOrEqual(44);
    expect(player?.width ?? 0).toBeGreaterThan(200);
    await expect(page.locator('.content-media figcaption, .article-audio figcaption').first()).toContainText(/\d\d:\d\d/);
  });

  test('a special topic goes to its special page', async ({ request }) => {
    const response = await request.get(url('newsDetail', [A.special]), { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toContain('/specDetail/');
  });
});

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

test.describe('video', () => {
  test('HLS plays where the browser plays it natively', async ({ page }) => {
    await page.goto(url('videoDetail', [C.video, A.video]));
    await playAndWait(page);
  });

  test('HLS plays through hls.js where the browser cannot, loaded only on play', async ({ page }) => {
    // Pretend to be a browser without native HLS (desktop Chrome, Firefox).
    await page.addInitScript(() => {
      const original = HTMLMediaElement.prototype.canPlayType;
      HTMLMediaElement.prototype.canPlayType = function (type: string) {
        return /mpegurl/i.test(type) ? '' : original.call(this, type);
      };
    });
    const hlsRequests: string[] = [];
    page.on('request', (request) => {
      if (/hls\.light/.test(request.url())) hlsRequests.push(request.url());
    });
    await page.goto(url('videoDetail', [C.video, A.video]));
    await expect(page.locator('.article-video video')).toHaveAttribute('data-hls-src', /\.m3u8/);
    expect(hlsRequests).toHaveLength(0);
    await playAndWait(page);
    expect(hlsRequests.length).toBeGreaterThan(0);
  });
});

test('the gallery swipes', async ({ page }) => {
  await page.goto(url('imageDetail', [C.gallery, A.gallery]));
  const track = page.locator('.gallery-track');
  const box = await track.boundingBox();
  if (!box) throw new Error('no gallery');
  // A finger swipe from right to left (raw touch events, as a phone sends them).
  const cdp = await page.context().newCDPSession(page);
  const x = Math.round(box.x + box.width * 0.8);
  const y = Math.round(box.y + Math.min(box.height / 2, 200));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let i = 1; i <= 10; i += 1) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x - i * Math.round(box.width / 16), y }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  // Scroll snap settles on the second slide.
  await expect.poll(async () => track.evaluate((element) => Math.round(element.scrollLeft / element.clientWidth)), { timeout: 5000 }).toBe(1);
  const second = page.locator('.gallery-slide').nth(1);
  await expect.poll(async () => Math.abs(((await second.boundingBox())?.x ?? 999) - box.x) < 4, { timeout: 5000 }).toBe(true);
  await expect(second.locator('.gallery-count')).toHaveText(/^2\/\d+$/);
});

test("a widget whose code does not load offers a reload, and the reload brings it back (SPEC §8's chunk-load error)", async ({ page }) => {
  await page.route(/ArticleActions\.island[^/]*\.js/, (route) => route.abort());
  await page.goto(url('newsDetail', [C.headline, A.news]));
  await page.locator('.article-actions [data-action="like"]').click();
  const notice = page.getByRole('alert').filter({ hasText: cn('notice.chunkFailed') });
  await expect(notice).toBeVisible();
  await page.unroute(/ArticleActions\.island[^/]*\.js/);
  await notice.getByRole('button', { name: cn('notice.retry') }).click();
  await page.waitForLoadState('load');
  const like = page.locator('.article-actions [data-action="like"]');
  await expect(async () => {
    await like.click();
    await expect(page.locator('.action-toast')).toContainText(cn('msg.loginRequired'), { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await expect(page.getByRole('alert').filter({ hasText: cn('notice.chunkFailed') })).toHaveCount(0);
});

test.describe('action bar', () => {
  test('an anonymous like asks for login and counts nothing', async ({ page }) => {
    await page.goto(url('newsDetail', [C.headline, A.news]));
    const like = page.locator('.article-actions [data-action="like"]');
    const toast = page.locator('.action-toast');
    await expect(async () => {
      await like.click();
      await expect(toast).toContainText(cn('msg.loginRequired'), { timeout: 1000 });
    }).toPass({ timeout: 10_000 });
    await expect(toast.locator('a')).toHaveAttribute('href', loginBack);
    await expect(like).toHaveAttribute('aria-pressed', 'false');
  });

  test('a member likes once; a repeat is refused here, and by the server from another device', async ({ browser, baseURL }) => {
    const phone = uniquePhone();
    const likeOn = async (expected: Parameters<typeof cn>[0]) => {
      const context = await browser.newContext({ ...devices['Pixel 7'], locale: 'zh-CN', baseURL });
      const page = await context.newPage();
      await logIn(page, page.request, phone);
      await page.goto(url('newsDetail', [C.headline, A.newsWithVote]));
      // Tap until the island has hydrated and answered once; then the answer must be the expected one.
      await expect(async () => {
        await page.locator('.article-actions [data-action="like"]').click();
        await expect(page.locator('.action-toast')).not.toBeEmpty({ timeout: 1000 });
      }).toPass({ timeout: 10_000 });
      await expect(page.locator('.action-toast')).toContainText(cn(expected));
      return { context, page };
    };
    const first = await likeOn('msg.likeSuccess');
    await expect(first.page.locator('.article-actions [data-action="like"]')).toHaveAttribute('aria-pressed', 'true');
    await first.page.locator('.article-actions [data-action="like"]').click();
    await expect(first.page.locator('.action-toast')).toContainText(cn('msg.alreadyLiked'));
    await first.context.close();
    // A fresh browser remembers nothing: the platform's one-praise-per-member key refuses it.
    const second = await likeOn('msg.noRepeatLike');
    await second.context.close();
  });

  test('favourite without login points to the login page', async ({ page }) => {
    await page.goto(url('newsDetail', [C.headline, A.news]));
    const toast = page.locator('.action-toast');
    await expect(async () => {
      await page.locator('.article-actions [data-action="favourite"]').click();
      await expect(toast).toContainText(cn('msg.loginRequired'), { timeout: 1000 });
    }).toPass({ timeout: 10_000 });
    await expect(toast.locator('a')).toHaveAttribute('href', loginBack);
  });
  // The share sheet (copy link, Weibo, QQ, closed sharing) has its own file: shareSheet.spec.ts.
});

test('opening reports the view without loading React; inside WeChat the share data is configured', async ({ browser }) => {
  const userAgent = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 MicroMessenger/8.0.47';
  const context = await browser.newContext({ userAgent, viewport: { width: 412, height: 839 }, isMobile: true, hasTouch: true });
  // This reader authorised with WeChat earlier (SPEC §4 wxAward), so the page is not left for the
  // authorize page (tests/e2e/wechatAuth.spec.ts follows that flow).
  await context.addInitScript(() => localStorage.setItem('wxAward', JSON.stringify({ value: '2', expires: Date.now() + 3_600_000 })));
  // The view goes out as a beacon, whose body the browser does not show to request listeners: note what is sent.
  await context.addInitScript(() => {
    const send = navigator.sendBeacon.bind(navigator);
    const sent: string[] = [];
    Object.assign(window, { __beacons: sent });
    navigator.sendBeacon = (target, data) => {
      if (data instanceof Blob) void data.text().then((text) => sent.push(`${String(target)} ${text}`));
      return send(target, data);
    };
  });
  const page = await context.newPage();
  const seen: string[] = [];
  page.on('request', (request) => seen.push(request.url()));
  await page.goto(url('newsDetail', [C.headline, A.news], { isShare: 'true' }));
  // A view (3) on the shared-page channel (3), and the request really left.
  const beacons = () => page.evaluate(() => (window as unknown as { __beacons: string[] }).__beacons);
  await expect.poll(async () => (await beacons()).some((body) => /_actions\/article\.event /.test(body) && /"eventType":3/.test(body) && /"channel":3/.test(body)), { timeout: 10_000 }).toBe(true);
  await expect.poll(() => seen.some((u) => u.includes('_actions/article.event')), { timeout: 10_000 }).toBe(true);
  await expect.poll(() => seen.some((u) => u.includes('_actions/article.wxSignature')), { timeout: 10_000 }).toBe(true);
  await expect.poll(() => seen.some((u) => /weixin-js-sdk/.test(u)), { timeout: 10_000 }).toBe(true);
  // The action bar waits for the reader's first touch. (React itself is here: inside WeChat on a
  // shared page the authorisation overlay is the one island that hydrates at once, DESIGN §4.)
  expect(seen.some((u) => /(ArticleActions|ShareSheet)\.island/.test(u))).toBe(false);
  expect(seen.some((u) => /WechatAuth\.island/.test(u))).toBe(true);
  await context.close();
});

test("the WeChat share title is the editor's, cut to the site config's maximum count (SPEC §5)", async ({ request }) => {
  const config = await (await request.get(`${E2E_PLATFORM}/app_if/getConfig?appID=1&curVersions=1`)).json();
  const count = Number(config.data.wxShareTitleLength);
  expect(count).toBeGreaterThan(0);
  const html = await (await request.get(url('newsDetail', [C.headline, A.news]))).text();
  const shared = /<meta itemprop="name" content="([^"]*)"/.exec(html)?.[1];
  expect(shared).toBe(cutShareTitle('四万余户居民受益！云溪老旧小区改造成绩单来了', count));
  expect(Array.from(shared ?? '')).toHaveLength(count);
});

test('text size changes by the step the site config sets, within its bounds', async ({ page, request }) => {
  const config = await (await request.get(`${E2E_PLATFORM}/app_if/getConfig?appID=1&curVersions=1`)).json();
  const step = Number(config.data.siteConfig.font.step);
  expect(step).toBeGreaterThan(0);
  expect(step).not.toBe(0.1);
  await page.goto(url('newsDetail', [C.headline, A.news]));
  await page.evaluate(() => localStorage.removeItem('fontSize'));
  await page.reload();
  const scale = () => page.evaluate(() => Number(getComputedStyle(document.documentElement).getPropertyValue('--font-scale')));
  await page.getByRole('button', { name: cn('article.fontLarger') }).click();
  await expect.poll(scale).toBeCloseTo(1 + step, 5);
  await page.getByRole('button', { name: cn('article.fontSmaller') }).click();
  await page.getByRole('button', { name: cn('article.fontSmaller') }).click();
  await expect.poll(scale).toBeCloseTo(1 - step, 5);
});

test('share and crawler meta: Open Graph, canonical, JSON-LD NewsArticle', async ({ page }) => {
  await page.goto(routeUrl('newsDetail', [C.headline, A.news], { isShare: 'true', lang: 'cn' }));
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^https?:\/\//);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/);
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(canonical).toMatch(new RegExp(`/newsDetail/${C.headline}/${A.news}\\.html$`));
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(ld['@type']).toBe('NewsArticle');
  expect(ld.headline).toBeTruthy();
  expect(ld.datePublished).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+08:00$/);
  expect(ld.publisher?.name).toBeTruthy();
  expect(ld.author?.length).toBeGreaterThan(0);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
});

test.describe('preview', () => {
  test('an unpublished article is missing without preview flags, shown as preview with them', async ({ page, request }) => {
    const plain = await request.get(url('newsDetail', [A.preview]));
    expect(plain.status()).toBe(404);
    const flags: Array<Record<string, string>> = [{ yl: '1' }, { isPreview: 'true' }, { isPoster: '1' }];
    for (const query of flags) {
      const response = await page.goto(url('newsDetail', [A.preview], query));
      expect(response?.status(), JSON.stringify(query)).toBe(200);
      expect(response?.headers()['cache-control']).toContain('no-store');
      await expect(page.locator('.preview-banner')).toHaveText(cn('state.previewBanner'));
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    }
  });

  test('a published article is cacheable and has no banner', async ({ request }) => {
    const response = await request.get(url('newsDetail', [C.headline, A.news]));
    expect(response.headers()['cache-control']).toContain('public');
    expect(await response.text()).not.toContain('preview-banner');
  });
});

test('missing or malformed ids give the 404 state with a link home', async ({ page }) => {
  const base = routeUrl('newsDetail');
  for (const id of [String(A.missing), 'abc', '-1', '1'.repeat(30), '%3Cscript%3E']) {
    const response = await page.goto(`${base.replace(/\.html$/, '')}/${id}.html?lang=cn`);
    expect(response?.status(), id).toBe(404);
    await expect(page.locator('.article-state-title')).toHaveText(cn('state.notFoundTitle'));
    await expect(page.locator('.article-state a')).toHaveAttribute('href', routeUrl('home'));
  }
});

test.describe('accessibility', () => {
  for (const [name, path] of [
    ['news', url('newsDetail', [C.headline, A.news])],
    ['video', url('videoDetail', [C.video, A.video])],
  ] as const) {
    test(`${name} article has no axe violations`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});
