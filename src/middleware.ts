import { defineMiddleware } from 'astro:middleware';
import { BASE_PATH, matchParams, routeForSegment } from './routes.ts';
import { LOCALE_CONFIGS, isLocale, resolveLocale } from './i18n/locales.ts';
import { translator } from './i18n/translate.ts';
import { readRequestFlags } from './lib/requestFlags.ts';
import { readClientEnv } from './lib/clientEnv.ts';
import { decideTheme, isTheme } from './lib/theme.ts';
import { loadSiteShell } from './context/siteShell.ts';
import { cacheControl } from './context/cachePolicy.ts';

const ONE_YEAR_S = 31_536_000;

/** Builds Astro.locals once per request: route, locale, theme, query flags, client environment, site config. */
export const onRequest = defineMiddleware(async (context, next) => {
  const { url, cookies, request, locals } = context;
  // Astro answers an Action whose JSON body does not parse with a 500; a bad request is the reader's, not ours.
  if (request.method === 'POST' && url.pathname.startsWith(`${BASE_PATH}/_actions/`) && /json/i.test(request.headers.get('content-type') ?? '')) {
    const body = await request.clone().text();
    try {
      if (body) JSON.parse(body);
    } catch {
      return new Response(JSON.stringify({ type: 'AstroActionError', code: 'BAD_REQUEST', status: 400, message: 'invalid JSON' }), {
        status: 400,
        headers: { 'content-type': 'application/json' },
      });
    }
  }
  const query = url.searchParams;

  const segments = url.pathname.slice(BASE_PATH.length).split('/').filter(Boolean).map(decodeURIComponent);
  const route = segments[0] ? (routeForSegment(segments[0]) ?? null) : null;
  locals.route = route;
  locals.routeParams = (route && matchParams(route, segments.slice(1))) || {};

  locals.flags = readRequestFlags(query);
  locals.client = readClientEnv(request.headers.get('user-agent') ?? '', process.env.NATIVE_APP_MARKER);
  locals.site = await loadSiteShell();

  // An explicit choice in the query is remembered, so the next server render is already in it.
  const queryLang = query.get('lang');
  if (isLocale(queryLang)) cookies.set('lang', queryLang, { path: '/', maxAge: ONE_YEAR_S, sameSite: 'lax' });
  const queryTheme = query.get('theme');
  if (isTheme(queryTheme)) cookies.set('theme', queryTheme, { path: '/', maxAge: ONE_YEAR_S, sameSite: 'lax' });

  locals.locale = resolveLocale({
    query: queryLang,
    cookie: cookies.get('lang')?.value ?? null,
    acceptLanguage: request.headers.get('accept-language'),
  });
  locals.localeConfig = LOCALE_CONFIGS[locals.locale];
  locals.t = translator(locals.locale);
  locals.theme = decideTheme({
    queryTheme,
    darkFlag: locals.flags.dark,
    greyFlag: locals.flags.grey,
    saved: cookies.get('theme')?.value,
    siteDark: locals.site.dark,
    detailPageGrey: locals.site.detailPageGrey,
    isDetailPage: Boolean(route && /detail/i.test(route.name)),
  });

  const response = await next();
  // Pages choose their policy; a preview is never stored, whatever the page said.
  if (locals.flags.preview) response.headers.set('cache-control', cacheControl('preview'));
  else if (!response.headers.has('cache-control')) response.headers.set('cache-control', cacheControl('static'));
  // Pages vary by these request parts only (DESIGN §6); say so to shared caches.
  if (!response.headers.has('vary')) response.headers.set('vary', 'Accept-Encoding, Cookie, Accept-Language');
  return response;
});
