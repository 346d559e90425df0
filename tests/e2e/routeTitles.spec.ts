import { expect, test, type APIRequestContext } from './fixtures.ts';
import { ROUTES } from '../../src/routes.ts';
import { LOCALES } from '../../src/i18n/locales.ts';
import { translator } from '../../src/i18n/translate.ts';
import { ROUTE_PAGES } from '../hostile/targets.ts';
import { phoneCode, uniquePhone } from './readerLogin.ts';
import { BASE_PATH } from '../../src/routes.ts';

/**
 * SPEC §2: every page's title comes from its route, or from `?title=` (docs/decisions/135). Every
 * route of the table, in the five languages, as a logged-in reader (so the routes that need auth
 * answer with their own page, not login's).
 */
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
const unescape = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");

async function loggedIn(request: APIRequestContext): Promise<void> {
  const phone = uniquePhone();
  const action = (name: string, form: Record<string, string>) => request.post(`${BASE_PATH}/_actions/reader.${name}`, { form, headers: { origin: new URL(test.info().project.use.baseURL!).origin } });
  expect((await action('sendCode', { phone })).status()).toBe(200);
  expect((await action('login', { mode: 'code', phone, code: await phoneCode(request, phone) })).status()).toBe(200);
}

for (const locale of LOCALES) {
  test(`every route's title is in <title>, and ?title= replaces it (${locale})`, async ({ request }) => {
    const t = translator(locale);
    await loggedIn(request);
    const pages = ROUTE_PAGES.filter((page) => ROUTES.some((route) => route.name === page.route));
    expect(pages.length).toBe(ROUTES.length);
    let checked = 0;
    for (const { route, path } of pages) {
      const joiner = path.includes('?') ? '&' : '?';
      const response = await request.get(`${path}${joiner}lang=${locale}`, { maxRedirects: 0 });
      expect(response.status(), `${route} ${path}`).toBeLessThan(500);
      if (response.status() !== 200) continue;
      const routeTitle = t(`route.${route}` as Parameters<typeof t>[0]);
      expect(unescape(titleOf(await response.text())), `${route} (${locale})`).toContain(routeTitle);
      const replaced = await request.get(`${path}${joiner}lang=${locale}&title=${encodeURIComponent('自定标题')}`);
      expect(titleOf(await replaced.text()), `${route} ?title=`).toBe('自定标题');
      checked += 1;
    }
    // Most routes render a page of their own with the demo's ids (some need ids the demo has not).
    expect(checked).toBeGreaterThanOrEqual(Math.floor(pages.length * 0.8));
  });
}
