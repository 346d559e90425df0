import { expect, test, type Page } from './fixtures.ts';
import { E2E_PLATFORM } from '../../playwright.config.ts';
import AxeBuilder from '@axe-core/playwright';
import { routeUrl } from '../../src/routes.ts';
import { DEMO_IDS } from '../../src/platform/seed/demoIds.ts';
import { translator } from '../../src/i18n/translate.ts';

const cn = translator('cn');
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const C = DEMO_IDS.columns;
const home = routeUrl('home');
// The UI language follows Accept-Language: read the pages in Chinese, the seed's language.
test.use({ locale: 'zh-CN' });

const IOS_CHROME = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0 Mobile/15E148 Safari/604.1';

const listItems = (page: Page, listId: string) => page.locator(`#${listId} > li.article-item`);

test.describe('home', () => {
  test('shows the columns, the carousel, modules and a list that loads more', async ({ page }) => {
    await page.goto(home);
    const nav = page.getByRole('navigation', { name: cn('browsing.columns') });
    await expect(nav.getByRole('link', { name: '头条' })).toHaveAttribute('aria-current', 'page');
    // Hidden column styles (205, 215, 410) are not in the row.
    await expect(nav.getByRole('link')).not.toContainText(['服务', '问政', '小程序']);
    const firstSlide = page.locator('.carousel-slide img').first();
    await expect(firstSlide).toBeVisible();
    await expect(firstSlide).toHaveAttribute('fetchpriority', 'high');
    await expect(page.locator('.module h2').first()).toBeVisible();

    const list = listItems(page, `list-${C.headline}`);
    const before = await list.count();
    const more = page.locator('load-more a.load-more-link');
    await expect(more).toBeVisible();
    await more.click();
    await expect.poll(() => list.count()).toBeGreaterThan(before);
    // The link now points at the page after.
    await expect(more).toHaveAttribute('href', /page=3/);
  });

  test('shows a running live room, and its more link lists every running broadcast (SPEC §9)', async ({ page }) => {
    await page.goto(home);
    const strip = page.getByRole('region', { name: cn('browsing.liveNow') });
    // Only the home live module types (0, 7–11): the running image live, not the video live beside it on the tab.
    const running = strip.locator('.card').filter({ has: page.locator('[data-live="live"]') });
    await expect(running).toHaveCount(1);
    await expect(running).toContainText('2024 云溪书展开幕');
    await expect(strip).not.toContainText('云溪港新航线首航仪式');
    await strip.getByRole('link', { name: new RegExp(`^${cn('browsing.more')}\\s*:\\s*${cn('browsing.liveNow')}$`) }).click();
    await expect(page).toHaveURL(/\/moreLive\.html$/);
    const lives = page.locator('section[aria-labelledby="lives"] a');
    await expect(lives.filter({ hasText: '2024 云溪书展开幕' })).toBeVisible();
    await expect(lives.filter({ hasText: '云溪港新航线首航仪式' })).toBeVisible();
  });

  test('the carousel swipes and its dots follow', async ({ page }) => {
    await page.goto(home);
    const dots = page.locator('.carousel-dot');
    await expect(dots.first()).toBeVisible();
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
    await page.locator('.carousel-track').evaluate((track) => track.scrollTo({ left: track.clientWidth, behavior: 'instant' }));
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
    await dots.nth(0).click();
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
  });

  test('a failed load leaves the list unchanged and says so', async ({ page }) => {
    await page.goto(home);
    await page.route('**/fragments/list**', (route) => route.abort());
    const list = listItems(page, `list-${C.headline}`);
    const before = await list.count();
    await page.locator('load-more a.load-more-link').click();
    await expect(page.locator('.load-more-status')).toHaveText(cn('state.loadFailed'));
    expect(await list.count()).toBe(before);
  });

  test('coming back restores the loaded items', async ({ page }) => {
    await page.goto(home);
    const list = listItems(page, `list-${C.headline}`);
    const before = await list.count();
    await page.locator('load-more a.load-more-link').click();
    await expect.poll(() => list.count()).toBeGreaterThan(before);
    const loaded = await list.count();
    await list.last().locator('a').click();
    await page.waitForURL(/Detail/);
    await page.goBack();
    await expect.poll(() => listItems(page, `list-${C.headline}`).count()).toBe(loaded);
  });

  test('without the back/forward cache, coming back restores page 2 and the scroll position (kept alive, docs/decisions/163)', async ({ page }) => {
    await page.goto(home);
    const list = listItems(page, `list-${C.headline}`);
    const before = await list.count();
    await page.locator('load-more a.load-more-link').click();
    await expect.poll(() => list.count()).toBeGreaterThan(before);
    const loaded = await list.count();
    const target = list.nth(before + 2);
    await target.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    await target.locator('a').first().click();
    await page.waitForURL(/Detail/);
    await page.goBack();
    // Playwright's Chromium has the cache off: the page loads again, and <load-more> puts back what it kept.
    expect(await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type)).toBe('back_forward');
    await expect.poll(() => listItems(page, `list-${C.headline}`).count()).toBe(loaded);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
  });

  test('a column with fewer than 20 items shows no load-more', async ({ page }) => {
    await page.goto(routeUrl('columnDetail', [C.live]));
    await expect(page.locator('.article-item').first()).toBeVisible();
    await expect(page.locator('load-more a.load-more-link')).toHaveCount(0);
    await expect(page.locator('load-more')).toContainText(cn('state.noMore'));
  });
});

test.describe('each article type opens its detail route', () => {
  const cases: [string, string, RegExp][] = [
    ['news', home, /\/newsDetail\/\d+\/\d+\.html$/],
    ['image set', home, /\/imageDetail\/\d+\/\d+\.html$/],
    ['video', home, /\/videoDetail\/\d+\/\d+\.html$/],
    ['special', home, /\/specDetail\/\d+\/\d+\.html$/],
    ['activity', home, /\/activityDetail\/\d+\.html$/],
    ['live', routeUrl('columnDetail', [C.live]), /\/liveDetail\/\d+\/\d+\.html$/],
    ['H5', routeUrl('columnDetail', [C.culture]), /\/newsDetail\/\d+\/117\d\.html$/],
    ['link', routeUrl('columnDetail', [C.local], { page: '2' }), /\/linkDetail\/\d+\.html$/],
  ];
  for (const [name, start, pattern] of cases) {
    test(name, async ({ page }) => {
      await page.goto(start);
      const selector = name === 'H5' ? '.article-item[data-type="12"] a' : name === 'link' ? '.article-item[data-type="4"] a' : `main a[href*="/${pattern.source.split('\\/')[1]}/"]`;
      const link = page.locator(selector).first();
      const href = await link.getAttribute('href');
      expect(href).toMatch(pattern);
      await link.click();
      await expect(page).toHaveURL(pattern);
    });
  }
});

test.describe('special topics, tags, modules, leaders', () => {
  test('a special topic shows its head and sections', async ({ page }) => {
    await page.goto(routeUrl('specDetail', [DEMO_IDS.specials.rural.columnId, DEMO_IDS.articles.special]));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('乡村振兴');
    await expect(page.locator('.special-section').first()).toBeVisible();
  });
  test('tag, module, live and leader lists have content', async ({ page }) => {
    for (const url of [
      routeUrl('tagList', [DEMO_IDS.tags.first]),
      routeUrl('moreModules', [], { id: String(DEMO_IDS.modules.editorPicks) }),
      routeUrl('moreLive', [], { columnId: String(C.live) }),
      routeUrl('LeaderViewList'),
    ]) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(200);
      await expect(page.locator('main a[href*="Detail"]').first(), url).toBeVisible();
    }
  });
  test('every module home shows has a working more page with its items', async ({ page }) => {
    await page.goto(home);
    const ids = await page.locator('section.module h2').evaluateAll((headings) => headings.map((h) => h.id.replace(/^module-/, '')));
    const moreLinks = await page.locator('a.module-more').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    expect(ids.length).toBeGreaterThan(3);
    expect(moreLinks.length).toBeGreaterThan(0);
    for (const target of [...ids.map((id) => routeUrl('moreModules', [], { id })), ...moreLinks]) {
      const response = await page.goto(target);
      expect(response?.status(), target).toBe(200);
      await expect(page.locator('main a[href*="Detail/"]').first(), target).toBeVisible();
    }
  });
  test('activities in a module list link to their activity page', async ({ page }) => {
    await page.goto(routeUrl('moreModules', [], { id: String(DEMO_IDS.modules.activities) }));
    const links = await page.locator('#page-list a').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    expect(links).toContain(routeUrl('activityDetail', [DEMO_IDS.activities.open]));
    expect(
      links.every((href) => /\/activityDetail\/\d+\.html$/.test(href ?? '')),
      links.join(' '),
    ).toBe(true);
    await page.locator('#page-list a').first().click();
    await expect(page).toHaveURL(/\/activityDetail\/\d+\.html$/);
  });
  test('accounts of a module list link to their account page', async ({ page }) => {
    const response = await page.goto(routeUrl('moreModules', [], { id: String(DEMO_IDS.modules.accounts) }));
    expect(response?.status()).toBe(200);
    await expect(page.locator(`main a[href="${routeUrl('xyDetail', [DEMO_IDS.xyAccounts.first])}"]`)).toBeVisible();
  });
  test('a leader profile shows the person', async ({ page }) => {
    const response = await page.goto(routeUrl('figureDetail', [DEMO_IDS.leaders.first]));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
  });
  test('bad ids get a 404 with a link home, never a 500', async ({ request }) => {
    for (const url of [
      routeUrl('columnDetail', ['abc']),
      routeUrl('columnDetail', [99999]),
      routeUrl('specDetail', ['x']),
      routeUrl('tagList', [99999]),
      routeUrl('figureDetail', [DEMO_IDS.leaders.missing]),
      routeUrl('moreModules', [], { id: String(DEMO_IDS.modules.missing) }),
    ]) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(404);
      expect(await response.text()).toContain(routeUrl('home'));
    }
  });
  test('download: one footer link to the download page, which sends a browser that may download on to the configured URL', async ({ page, request }) => {
    const config = await (await request.get(`${E2E_PLATFORM}/app_if/getConfig?appID=1&curVersions=1`)).json();
    const configured: string = config.data.downloadUrl;
    expect(configured).toMatch(/^https?:\/\//);
    await page.goto(home);
    const download = page.getByRole('link', { name: cn('nav.downloadClient') });
    await expect(download).toHaveAttribute('href', routeUrl('downloadClient', [], { start: '1' }));
    // Chromium on Android (the suite's phone) may download straight away (SPEC §2).
    const android = await request.get(routeUrl('downloadClient', [], { start: '1' }), { maxRedirects: 0 });
    expect(android.status()).toBe(302);
    expect(android.headers()['location']).toBe(configured);
    expect(android.headers()['cache-control']).toBe('no-store');
    // A non-Safari iOS browser stays on the page, with a button to the configured URL.
    const iosChrome = await request.get(routeUrl('downloadClient', [], { start: '1' }), { maxRedirects: 0, headers: { 'user-agent': IOS_CHROME } });
    expect(iosChrome.status()).toBe(200);
    expect(await iosChrome.text()).toContain(`href="${configured}"`);
    // Opened any other way, the page shows itself, with the button.
    await page.goto(routeUrl('downloadClient'));
    await expect(page.locator('main a.download-button')).toHaveAttribute('href', configured);
  });
  test('download page: WeChat is told to use the browser', async ({ browser }) => {
    const context = await browser.newContext({ userAgent: 'Mozilla/5.0 (iPhone) MicroMessenger/8.0' });
    const page = await context.newPage();
    await page.goto(routeUrl('downloadClient'));
    await expect(page.locator('[data-in-wechat]')).toContainText(cn('msg.downloadInBrowser'));
    await context.close();
  });
  test('sitemap lists columns and articles', async ({ request }) => {
    const response = await request.get('/app/template/displayTemplate/news/sitemap.xml');
    expect(response.status()).toBe(200);
    const xml = await response.text();
    expect(xml).toContain(routeUrl('columnDetail', [C.headline]));
    expect(xml).toContain('/newsDetail/');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('home shows content, the first slide and a working next-page link', async ({ page }) => {
    await page.goto(home);
    await expect(page.locator('.carousel-slide img').first()).toBeVisible();
    await expect(page.locator('.article-item').first()).toBeVisible();
    const next = page.locator('a.load-more-link');
    await expect(next).toHaveAttribute('href', /page=2/);
    const firstTitle = await page.locator(`#list-${C.headline} .article-item-title`).first().textContent();
    await next.click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.locator('.article-item').first()).toBeVisible();
    expect(await page.locator('.article-item-title').first().textContent()).not.toBe(firstTitle);
  });

  test('column tabs are links', async ({ page }) => {
    await page.goto(home);
    await page
      .getByRole('navigation', { name: cn('browsing.columns') })
      .getByRole('link', { name: '本地' })
      .click();
    await expect(page).toHaveURL(new RegExp(`columnId=${C.local}`));
    await expect(page.locator('.article-item').first()).toBeVisible();
  });
});

test.describe('accessibility', () => {
  for (const [name, url] of [
    ['home', home],
    ['home dark', `${home}?theme=dark`],
    ['home en', `${home}?lang=en`],
    ['column', routeUrl('columnDetail', [C.culture])],
  ] as const) {
    test(`${name} has no axe violations`, async ({ page }) => {
      await page.goto(url);
      const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});
