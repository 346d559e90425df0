import { defineMiddleware } from 'astro:middleware';
import { BASE_PATH, matchParams, routeForSegment } from './routes.ts';
import { LOCALE_CONFIGS, isLocale, resolveLocale } from './i18n/locales.ts';
import { translator } from './i18n/translate.ts';
import { framedByCms, readRequestFlags } from './lib/requestFlags.ts';
import { readClientEnv } from './lib/clientEnv.ts';
import { decideTheme, isTheme } from './lib/theme.ts';
import { parseCookieHeader, safeDecode } from './lib/tolerantInput.ts';
import { loadSiteShell } from './context/siteShell.ts';
import { cacheControl, privatePolicy } from './context/cachePolicy.ts';
import { serverEnv } from './config/serverEnv.ts';
import { withPageBudget } from './catalogue/pageBudget.ts';
import { SESSION_COOKIE } from './catalogue/session.ts';
import { gateForRoute } from './context/readerGate.ts';
import { readerSessionOf, settleReaderSession } from './catalogue/readerSessions.ts';
import { isSessionStoreUnavailable } from './catalogue/sessionStore.ts';
import { sessionUnavailableResponse } from './context/sessionUnavailable.ts';
import { isActionName } from './actions/actionNames.ts';
import { wechatAuthVaries } from './lib/wechatAuthRules.ts';
import { LIGHT_COOKIE, LIGHT_QUERY, decideLight, isLightChoice } from './lib/lightPages.ts';
import { lightResponse } from './context/lightPage.ts';
import { openInAppVaries } from './lib/openInApp.ts';

const ONE_YEAR_S = 31_536_000;
const ACTIONS_PREFIX = `${BASE_PATH}/_actions/`;

/** Builds Astro.locals once per request: route, locale, theme, query flags, client environment, site config. */
export const onRequest = defineMiddleware((context, next) =>
  withPageBudget(async (budget) => {
    const { url, cookies, request, locals } = context;
    const isAction = url.pathname.startsWith(ACTIONS_PREFIX);
    // Astro answers an Action whose JSON body does not parse with a 500; a bad request is the reader's, not ours.
    // The server has already read the body (at most 1 MB), so this costs no unbounded memory.
    if (isAction && request.method === 'POST' && /json/i.test(request.headers.get('content-type') ?? '')) {
      const body = await request.clone().text();
      try {
        if (body) JSON.parse(body);
      } catch {
        return new Response(JSON.stringify({ type: 'AstroActionError', code: 'BAD_REQUEST', status: 400, message: 'invalid JSON' }), {
          status: 400,
          headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
        });
      }
    }
    const query = url.searchParams;
    // Only a name that is an Action reaches Astro: a group (`article`) or anything else is a 404, never its 500.
    const actionName = isAction ? safeDecode(url.pathname.slice(ACTIONS_PREFIX.length).replace(/\/$/, '')) : request.method === 'POST' ? query.get('_action') : null;
    if (actionName !== null && !isActionName(actionName ?? '')) {
      return new Response(JSON.stringify({ type: 'AstroActionError', code: 'NOT_FOUND', status: 404, message: 'no such action' }), {
        status: 404,
        headers: { 'content-type': 'application/json', 'cache-control': cacheControl('private') },
      });
    }
    const { origin: policy, nativeAppMarker } = serverEnv();
    locals.siteOrigin = policy.origin;

    const segments = url.pathname.slice(BASE_PATH.length).split('/').filter(Boolean).map(safeDecode);
    const decoded = segments.every((segment): segment is string => segment !== null) ? segments : [];
    const route = decoded[0] ? (routeForSegment(decoded[0]) ?? null) : null;
    locals.route = route;
    locals.routeParams = (route && matchParams(route, decoded.slice(1))) || {};

    locals.flags = readRequestFlags(query);
    // A page for nobody in particular may share the platform's public answers with other such pages.
    budget.anonymous = !isAction && request.method === 'GET' && !locals.flags.preview && !cookies.has(SESSION_COOKIE);
    locals.client = readClientEnv(request.headers.get('user-agent') ?? '', nativeAppMarker);
    locals.site = await loadSiteShell();
    try {
      // A write for one reader reads their session first: a store that is down answers 503 before anything is done.
      if (cookies.has(SESSION_COOKIE) && (isAction || request.method === 'POST')) await readerSessionOf(context);
      if (!isAction) {
        const login = await gateForRoute({ route, site: locals.site, url, cookies, locals });
        if (login) return new Response(null, { status: 302, headers: { location: login, 'cache-control': cacheControl('private') } });
      }
    } catch (error) {
      if (isSessionStoreUnavailable(error)) return sessionUnavailableResponse(isAction);
      throw error;
    }

    // An explicit choice in the query is remembered, so the next server render is already in it.
    // Only the server reads these cookies, so the browser's scripts never need to.
    const choiceCookie = { path: '/', maxAge: ONE_YEAR_S, sameSite: 'lax', httpOnly: true, secure: policy.secure } as const;
    // Read through the tolerant parser: `lang=%` is a cookie that says nothing, not an error.
    const sent = parseCookieHeader(request.headers.get('cookie'));
    // Set only when it changes: a page that sets a cookie is kept by no cache, and `?lang=` links are shared.
    const queryLang = query.get('lang');
    const queryTheme = query.get('theme');
    // (An answer that sets one is kept by no cache: the micro-cache and nginx refuse Set-Cookie.)
    if (isLocale(queryLang) && sent.get('lang') !== queryLang) cookies.set('lang', queryLang, choiceCookie);
    if (isTheme(queryTheme) && sent.get('theme') !== queryTheme) cookies.set('theme', queryTheme, choiceCookie);
    // 无图模式 (docs/decisions/153): the reader's choice, else the browser's Save-Data.
    const queryLight = query.get(LIGHT_QUERY);
    if (isLightChoice(queryLight) && sent.get(LIGHT_COOKIE) !== queryLight) cookies.set(LIGHT_COOKIE, queryLight, choiceCookie);
    locals.light = decideLight({ query: queryLight, cookie: sent.get(LIGHT_COOKIE), saveData: request.headers.get('save-data') });

    locals.locale = resolveLocale({ query: queryLang, cookie: sent.get('lang') ?? null, siteLocale: locals.site.config?.locale, acceptLanguage: request.headers.get('accept-language') });
    locals.localeConfig = LOCALE_CONFIGS[locals.locale];
    locals.t = translator(locals.locale);
    locals.theme = decideTheme({
      queryTheme,
      darkFlag: locals.flags.dark,
      greyFlag: locals.flags.grey,
      saved: sent.get('theme'),
      siteDark: locals.site.dark,
      detailPageGrey: locals.site.detailPageGrey,
      isDetailPage: Boolean(route && /detail/i.test(route.name)),
    });
    let response = await next();
    if (locals.light && !isAction) response = await lightResponse(response, locals.t);
    try {
      // Every session change of this request has reached the store before the answer goes out.
      await settleReaderSession(locals);
    } catch (error) {
      if (isSessionStoreUnavailable(error)) return sessionUnavailableResponse(isAction);
      throw error;
    }
    // A page the platform failed to answer (the page shows its failure state) is a 503 for crawlers
    // and caches alike; Actions report their own outcome.
    if (budget.failures > 0 && response.status === 200 && !isAction) response = new Response(response.body, { status: 503, headers: response.headers });
    const headers = response.headers;
    // Only a 200 that the platform fully answered may be kept by anyone; Actions answer one reader.
    if (locals.flags.preview) headers.set('cache-control', cacheControl('preview'));
    // A form Action posted to the page itself (`?_action=`) answers one reader too.
    // A page missing an optional part (comments that did not load) is the reader's own too: the part must not be cached as absent.
    // A 304 keeps the policy of the 200 it confirms (the share poster's ETag).
    else if (isAction || request.method === 'POST' || (response.status !== 200 && response.status !== 304) || budget.failures > 0 || budget.degraded > 0)
      headers.set('cache-control', cacheControl(privatePolicy({ keepAlive: Boolean(route?.keepAlive), method: request.method, isAction, status: response.status })));
    else if (!headers.has('cache-control')) headers.set('cache-control', cacheControl('static'));
    // Pages vary by the encoding and language asked for (DESIGN §6), and by the lang and theme cookies
    // and the kind of client, which a shared cache keys on instead of every cookie (docs/decisions/129),
    // and by Save-Data with the light cookie (153):
    // a reader's session cookie never makes a public page uncacheable. A shared page that offers
    // WeChat authorisation carries the overlay for WeChat's user agent alone.
    // So does one that offers WeChat's open tag (docs/decisions/158).
    const byAgent = wechatAuthVaries({ isShare: locals.flags.isShare, wechat: locals.site.config?.wechat }) || openInAppVaries({ isShare: locals.flags.isShare, wechat: locals.site.config?.wechat });
    if (!headers.has('vary')) headers.set('vary', `Accept-Encoding, Accept-Language, Save-Data${byAgent ? ', User-Agent' : ''}`);
    if (headers.get('content-type') === 'text/html') headers.set('content-type', 'text/html; charset=utf-8');
    // The one CSP header (Astro's, with its hashes) carries the framing rule too (SPEC §2 CMS preview);
    // Astro offers no way to add a directive from middleware before a page renders.
    const csp = headers.get('content-security-policy');
    if (csp) headers.set('content-security-policy', `${csp.replace(/;?\s*$/, ';')} frame-ancestors ${framedByCms(locals.flags) ? `'self' ${policy.cmsOrigins}`.trimEnd() : "'none'"};`);
    return response;
  }),
);
