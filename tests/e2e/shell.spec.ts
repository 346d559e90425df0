import { expect, test } from './fixtures.ts';
import { E2E_PLATFORM } from '../../playwright.config.ts';
import AxeBuilder from '@axe-core/playwright';
import { BASE_PATH, ROUTES, routeUrl } from '../../src/routes.ts';
import { LOCALES, LOCALE_CONFIGS } from '../../src/i18n/locales.ts';
import { translator } from '../../src/i18n/translate.ts';
import { THEMES } from '../../src/lib/theme.ts';

const cn = translator('cn');
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** Sample values for each parameter name so routes with required parameters can be opened. */
const sample = (name: string) => (/id$/i.test(name) ? '1' : 'x');
/** Routes that need auth, and the reader's own page without an id (userDetail), send an anonymous reader to login. */
const sendsAnonymousToLogin = (route: (typeof ROUTES)[number], params: string[]) => route.requiresAuth || (route.name === 'userDetail' && params.length === 0);

test.describe('route table', () => {
  for (const route of ROUTES) {
    test(`${route.name} answers, with and without .html`, async ({ request }) => {
      const params = route.params.filter((p) => !p.optional).map((p) => sample(p.name));
      const url = routeUrl(route.name, params);
      for (const variant of [url, url.replace(/\.html$/, '')]) {
        const response = await request.get(variant, { maxRedirects: 0 });
        // SPEC §6: a route that needs auth sends an anonymous reader to login, naming the way back.
        if (sendsAnonymousToLogin(route, params)) {
          expect(response.status(), variant).toBe(302);
          expect(response.headers().location).toMatch(/\/login\.html\?redirect=/);
          continue;
        }
        // A built page may not know id 1 (its not-found state is a 404); nothing is ever a 500.
        expect([200, 404], variant).toContain(response.status());
        const html = await response.text();
        expect(html).toContain('<meta charset="utf-8">');
      }
    });
  }

  test('index.html is home; unknown paths and extra segments go home', async ({ request }) => {
    const index = await request.get(`${BASE_PATH}/index.html`, { maxRedirects: 0 });
    expect(index.status()).toBe(200);
    expect(await index.text()).toContain(`<title>${cn('route.home')}</title>`);
    for (const path of ['/', '/nope', `${BASE_PATH}/`, `${BASE_PATH}/nope.html`, `${BASE_PATH}/login/extra.html`, `${BASE_PATH}/replyAll.html`]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(302);
      expect(response.headers().location).toBe(routeUrl('home'));
    }
  });

  test('a title query parameter overrides the route title', async ({ page }) => {
    await page.goto(`${routeUrl('aboutUs')}?title=${encodeURIComponent('<b>关于</b>')}`);
    await expect(page).toHaveTitle('<b>关于</b>');
  });

  test('headers: compression, security, immutable assets', async ({ request }) => {
    const response = await request.get(routeUrl('login'), { headers: { 'accept-encoding': 'br' } });
    const headers = response.headers();
    expect(headers['content-encoding']).toBe('br');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    // Every stylesheet is immutable; those worth compressing (a few are a handful of bytes) come compressed.
    const assets = [...(await response.text()).matchAll(/href="([^"]+\/_astro\/[^"]+\.css)"/g)].map((match) => match[1]!);
    expect(assets.length).toBeGreaterThan(0);
    let compressed = 0;
    for (const asset of assets) {
      const css = await request.get(asset, { headers: { 'accept-encoding': 'gzip' } });
      expect(css.headers()['cache-control']).toContain('immutable');
      if ((await css.body()).length > 1024) {
        expect(css.headers()['content-encoding'], asset).toBe('gzip');
        compressed += 1;
      }
    }
    expect(compressed).toBeGreaterThan(0);
  });
});

test('micro-cache: anonymous pages render once per burst, previews and cookie-setting answers never', async ({ request }) => {
  const url = `${routeUrl('aboutUs')}?title=burst${Date.now()}`;
  await request.get(url);
  expect((await request.get(url)).headers()['x-micro-cache']).toBe('hit');
  const english = await request.get(url, { headers: { 'accept-language': 'en' } });
  expect(english.headers()['x-micro-cache']).toBeUndefined();
  const preview = `${routeUrl('aboutUs')}?yl=1&title=p${Date.now()}`;
  await request.get(preview);
  const again = await request.get(preview);
  expect(again.headers()['x-micro-cache']).toBeUndefined();
  expect(again.headers()['cache-control']).toBe('private, no-store');
  const setsCookie = `${routeUrl('aboutUs')}?lang=fr&title=l${Date.now()}`;
  await request.get(setsCookie);
  expect((await request.get(setsCookie)).headers()['x-micro-cache']).toBeUndefined();
});

test.describe('languages and themes', () => {
  for (const locale of LOCALES) {
    test(`${locale}: every route answers in it, in every theme`, async ({ request }) => {
      for (const route of ROUTES) {
        const params = route.params.filter((p) => !p.optional).map((p) => sample(p.name));
        if (sendsAnonymousToLogin(route, params)) continue;
        for (const theme of THEMES) {
          const url = `${routeUrl(route.name, params)}?lang=${locale}&theme=${theme}`;
          const response = await request.get(url, { maxRedirects: 0 });
          expect([200, 404], url).toContain(response.status());
          const html = await response.text();
          expect(html, url).toContain(`<html lang="${LOCALE_CONFIGS[locale].lang}"`);
          expect(html, url).toContain(`data-theme="${theme}"`);
        }
      }
    });

    test(`${locale}: rendered by the server, remembered, 0 axe violations`, async ({ page }) => {
      const t = translator(locale);
      await page.goto(`${routeUrl('login')}?lang=${locale}`);
      await expect(page.locator('html')).toHaveAttribute('lang', LOCALE_CONFIGS[locale].lang);
      await expect(page).toHaveTitle(t('route.login'));
      // The choice is kept for the next page without the query.
      await page.goto(routeUrl('aboutUs'));
      await expect(page).toHaveTitle(t('route.aboutUs'));
      await page.goto(routeUrl('home'));
      const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
    });
  }

  for (const theme of THEMES) {
    test(`${theme} theme: decided on the server, 0 axe violations`, async ({ page }) => {
      await page.goto(`${routeUrl('home')}?theme=${theme}`);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await page.goto(routeUrl('home'));
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
    });
  }

  test('dark=true and grey=true flags', async ({ page }) => {
    await page.goto(`${routeUrl('aboutUs')}?dark=true`);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.goto(`${routeUrl('aboutUs')}?grey=true`);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'grey');
    const filter = await page.evaluate(() => getComputedStyle(document.documentElement).filter);
    expect(filter).toContain('grayscale');
  });

  test('Tibetan uses a Tibetan face and taller lines', async ({ page }) => {
    await page.goto(`${routeUrl('aboutUs')}?lang=bo`);
    const style = await page.evaluate(() => {
      const body = getComputedStyle(document.body);
      return { font: body.fontFamily, lineHeight: parseFloat(body.lineHeight) / parseFloat(body.fontSize) };
    });
    expect(style.font).toContain('Tibetan');
    expect(style.lineHeight).toBeGreaterThanOrEqual(2);
  });
});

test.describe('layout widgets', () => {
  test('top bar: label, more goes to login, login has a close button back', async ({ page }) => {
    await page.goto(routeUrl('aboutUs'));
    await page.goto(routeUrl('home'));
    await expect(page.getByText(cn('site.touchLabel'))).toBeVisible();
    await page
      .getByRole('banner')
      .getByRole('link', { name: cn('nav.more'), exact: true })
      .click();
    await expect(page).toHaveURL(/login\.html$/);
    await page.getByRole('link', { name: cn('nav.close') }).click();
    await expect(page).toHaveURL(/home\.html$/);
  });

  test('top bar: the newspaper link is the configured paper URL, well formed', async ({ page, request }) => {
    const config = await (await request.get(`${E2E_PLATFORM}/app_if/getConfig?appID=1&curVersions=1`)).json();
    const paperUrl: string = config.data._p_wap.paperUrl;
    expect(paperUrl).toMatch(/^https?:\/\/[^/]+\/\S*[^/]\.html$/);
    expect(paperUrl).not.toContain('/.html');
    await page.goto(routeUrl('home'));
    const link = page.getByRole('banner').getByRole('link', { name: cn('nav.newspaper') });
    await expect(link).toHaveAttribute('href', paperUrl);
    const response = await request.get(paperUrl, { maxRedirects: 0 });
    expect(response.status()).toBe(200);
  });

  test('back-to-top appears after 300 px of scroll and takes the reader up', async ({ page }) => {
    await page.goto(routeUrl('home'));
    // Through the CSSOM: the page's CSP (rightly) refuses an injected <style>.
    await page.evaluate(() => document.querySelector('main')!.style.setProperty('min-height', '4000px'));
    const button = page.getByRole('button', { name: cn('nav.backToTop') });
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('to-bottom shows on article pages only inside the CMS', async ({ page }) => {
    await page.goto(`${routeUrl('newsDetail')}?cms=1`);
    await expect(page.getByRole('link', { name: cn('nav.toBottom') })).toBeVisible();
    await page.goto(routeUrl('newsDetail'));
    await expect(page.getByRole('link', { name: cn('nav.toBottom') })).toHaveCount(0);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('language and theme links work', async ({ page }) => {
    await page.goto(routeUrl('home'));
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('link', { name: translator('en')('theme.dark') }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});
