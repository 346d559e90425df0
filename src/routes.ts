/**
 * The route table of SPEC §2 as data. Every page under src/pages reads its own row from here;
 * nothing else in the code base repeats a path, a title or an auth flag.
 */

export const BASE_PATH = '/app/template/displayTemplate/news';

/**
 * The site's own addresses under BASE_PATH that are not pages of the SPEC table: the load-more
 * fragment, the live room's catch-up read and the sitemap. The server passes exactly these through to Astro as they are.
 */
export const SITE_ENDPOINTS = { listFragment: 'fragments/list', liveCatchUp: 'fragments/liveCatchUp', sitemap: 'sitemap.xml', wechatAuthorize: 'wxAuthorize' } as const;

/**
 * The site's own addresses with parameters below their segment, also passed to Astro as they are:
 * the share poster, `poster/<article id>/<locale>.png` (docs/decisions/154).
 */
export const SITE_PREFIXES = { poster: 'poster' } as const;

/** The share poster of an article in a UI language (src/pages/poster/). */
export function posterPath(articleId: number, locale: string): string {
  return `${BASE_PATH}/${SITE_PREFIXES.poster}/${articleId}/${locale}.png`;
}

/** A path parameter; `optional` mirrors the `?` of the SPEC table. */
export interface RouteParam {
  name: string;
  optional: boolean;
}

export interface RouteDef {
  /** Route name of the original client (used as the i18n title key `route.<name>`). */
  name: string;
  /** First path segment under BASE_PATH, without `.html`. */
  path: string;
  params: RouteParam[];
  /** Needs an authenticated app session before the page loads (SPEC §6). */
  requiresAuth?: boolean;
  /** Restored from cache/bfcache when the reader comes back (SPEC §2 "kept alive"). */
  keepAlive?: boolean;
  /** Shows the site top bar. */
  topBar?: boolean;
  /** Article pages show a to-bottom button inside the CMS. */
  toBottom?: boolean;
  /**
   * Query keys that name the page rather than decorate it (`moreModules.html?id=50`): kept, in this
   * order, in the canonical URL, `og:url` and the sitemap (docs/decisions/163).
   */
  canonicalQuery?: readonly string[];
  /** What a page view of this route records, when it differs from the default (RouteView). */
  view?: RouteView;
}

/**
 * A page view (SPEC §7: the page-view script runs on every route with an id; SPEC §4 object types;
 * docs/decisions/164). By default a route with an `id` parameter records that id with no object type
 * (the big-data page view only); a row names its object and, when the id is another parameter, which.
 */
export interface RouteView {
  /** The parameters naming the viewed object, the first present wins (default `id`). */
  params?: readonly string[];
  /** Its object type (lib/objectType.ts); `article` pages record their own view (<article-open>), which knows the account. */
  object?: 'article' | 'activity' | 'column' | 'circle' | 'digitalPage';
}

const p = (spec: string): RouteParam[] =>
  spec
    .split('/')
    .filter(Boolean)
    .map((part) => ({ name: part.replace(/^:|\?$/g, ''), optional: part.endsWith('?') }));

export const ROUTES: readonly RouteDef[] = [
  { name: 'home', path: 'home', params: [], keepAlive: true, topBar: true, canonicalQuery: ['columnId'] },
  { name: 'login', path: 'login', params: [], topBar: true },
  { name: 'newsDetail', path: 'newsDetail', params: p(':columnId?/:id?'), toBottom: true, view: { object: 'article' } },
  { name: 'imageDetail', path: 'imageDetail', params: p(':columnId?/:id?'), toBottom: true, view: { object: 'article' } },
  { name: 'videoDetail', path: 'videoDetail', params: p(':columnId?/:id?'), toBottom: true, view: { object: 'article' } },
  { name: 'liveDetail', path: 'liveDetail', params: p(':linkID?/:id') },
  { name: 'activityDetail', path: 'activityDetail', params: p(':id?'), view: { object: 'activity' } },
  { name: 'activityApply', path: 'activityApply', params: p(':linkID?/:id?') },
  /** Every activity, one category tab (activityCats) at a time: activityList (docs/decisions/168). */
  { name: 'activityList', path: 'activityList', params: p(':catId?') },
  { name: 'activityVote', path: 'activityVote', params: p(':linkID?/:id?'), requiresAuth: true },
  { name: 'voteItemDetail', path: 'voteItemDetail', params: p(':id?/:voteId?/:optionId?'), requiresAuth: true },
  { name: 'activityVoteWeb', path: 'activityVoteWeb', params: p(':linkID?/:id?'), requiresAuth: true },
  { name: 'signupdetail', path: 'signupdetail', params: [] },
  { name: 'writeOff', path: 'writeOff', params: p(':activityID?/:registCode?/:shopSite?') },
  { name: 'moreModules', path: 'moreModules', params: [], canonicalQuery: ['id'] },
  { name: 'moreLive', path: 'moreLive', params: [], canonicalQuery: ['columnId'] },
  { name: 'moreImage', path: 'moreImage', params: p(':id?') },
  { name: 'commentAll', path: 'commentAll', params: p(':id?/:source?') },
  { name: 'replyAll', path: 'replyAll', params: p(':id') },
  { name: 'specDetail', path: 'specDetail', params: p(':linkID?/:id?') },
  { name: 'specMore', path: 'specMore', params: p(':columnId?') },
  { name: 'invite', path: 'invite', params: [] },
  { name: 'Shareinvite', path: 'shareinvite', params: [] },
  { name: 'aboutUs', path: 'aboutUs', params: [] },
  { name: 'xyDetail', path: 'xyDetail', params: p(':id?') },
  { name: 'xyListShare', path: 'xyListShare', params: [] },
  { name: 'xyRules', path: 'xyRules', params: [] },
  { name: 'reporter', path: 'reporter', params: p(':id?'), keepAlive: true },
  // `:dynamicId?` opens one dynamic of the reporter (dynamic/getDynamicDetail; docs/decisions/165).
  { name: 'dynamicDetail', path: 'dynamicDetail', params: p(':id?/:dynamicId?') },
  { name: 'topicDetail', path: 'topicDetail', params: p(':id?') },
  { name: 'askDetail', path: 'askDetail', params: p(':id?') },
  { name: 'qaDetail', path: 'qaDetail', params: p(':id?') },
  { name: 'newQaDetail', path: 'newQaDetail', params: p(':id?') },
  { name: 'downloadClient', path: 'downloadClient', params: [] },
  { name: 'figureDetail', path: 'figureDetail', params: p(':id?') },
  { name: 'LeaderViewList', path: 'LeaderViewList', params: [] },
  { name: 'mvodShare', path: 'mvodShare', params: p(':id') },
  { name: 'minVideoDetail', path: 'minVideoDetail', params: p(':id') },
  { name: 'integralShop', path: 'integralShop', params: [] },
  { name: 'previewPDF', path: 'previewPDF', params: [], canonicalQuery: ['url', 'pdfUrl', 'file'] },
  { name: 'linkDetail', path: 'linkDetail', params: p(':id'), view: { object: 'article' } },
  { name: 'onlineStudy', path: 'onlineStudy', params: p(':id'), view: { object: 'article' } },
  { name: 'tipoffDetail', path: 'tipoffDetail', params: p(':id?') },
  { name: 'seekArticleDetail', path: 'seekArticleDetail', params: p(':linkID?/:id?') },
  { name: 'inputArticleDetail', path: 'inputArticleDetail', params: p(':id?') },
  { name: 'personageReports', path: 'personageReports', params: p(':id?') },
  { name: 'columnDetail', path: 'columnDetail', params: p(':columnId?/:id?'), view: { object: 'column', params: ['id', 'columnId'] } },
  { name: 'productDetail', path: 'productDetail', params: [], canonicalQuery: ['id', 'productId'] },
  { name: 'noticeDetail', path: 'noticeDetail', params: [], canonicalQuery: ['id', 'circleId'] },
  { name: 'circleDetail', path: 'circleDetail', params: p(':id?'), view: { object: 'circle' } },
  { name: 'friendsCircleDetail', path: 'friendsCircleDetail', params: p(':id?') },
  { name: 'postDetail', path: 'postDetail', params: p(':id?') },
  { name: 'tagList', path: 'tagList', params: p(':tagId?') },
  { name: 'subscriptionList', path: 'subscriptionList', params: p(':id?') },
  { name: 'userDetail', path: 'userDetail', params: p(':id?') },
  { name: 'invitedToDownload', path: 'invitedToDownload', params: p(':id?/:code?') },
  { name: 'columnShare', path: 'columnShare', params: p(':parentId?/:id?'), view: { object: 'column' } },
  { name: 'getUserInfo', path: 'getUserInfo', params: [] },
  { name: 'paperSharePage', path: 'paperSharePage', params: p(':time?/:paperId?/:layout?'), view: { object: 'digitalPage', params: ['paperId'] } },
  // A paper article (docs/decisions/161): read with getPaperArticle, which SPEC §2 gives no row of its own.
  { name: 'paperArticle', path: 'paperArticle', params: p(':paperId?/:id'), view: { object: 'digitalPage' } },
  { name: 'hotPointTimeAxis', path: 'timeline', params: p(':id?') },
  // Offline reading (docs/decisions/152): what the service worker shows for a page it has not saved.
  { name: 'offline', path: 'offline', params: [] },
];

const byName = new Map(ROUTES.map((route) => [route.name, route]));
const byPath = new Map(ROUTES.map((route) => [route.path.toLowerCase(), route]));

export type RouteName = (typeof ROUTES)[number]['name'];

export function routeByName(name: string): RouteDef {
  const route = byName.get(name);
  if (!route) throw new Error(`unknown route ${name}`);
  return route;
}

/** Finds the route for a first path segment; `index` is the SPEC's alias of home. */
export function routeForSegment(segment: string): RouteDef | undefined {
  const bare = segment.replace(/\.html$/i, '').toLowerCase();
  return byPath.get(bare === 'index' ? 'home' : bare);
}

/**
 * Matches the segments after the route's own segment against its parameters.
 * Optional parameters fill from the left, as the original router does; returns null when the
 * segments cannot belong to this route (too many, or a required one missing).
 */
export function matchParams(route: RouteDef, segments: readonly string[]): Record<string, string> | null {
  const params = route.params;
  if (segments.length > params.length) return null;
  const required = params.filter((param) => !param.optional).length;
  if (segments.length < required) return null;
  // Fill required parameters last-first so `:linkID?/:id` with one segment gives the id.
  let optionalSlots = segments.length - required;
  const result: Record<string, string> = {};
  let cursor = 0;
  for (const param of params) {
    if (param.optional) {
      if (optionalSlots === 0) continue;
      optionalSlots -= 1;
    }
    const value = segments[cursor];
    cursor += 1;
    if (value !== undefined) result[param.name] = value.replace(/\.html$/i, '');
  }
  return result;
}

/** The canonical public URL of a route, always in the `.html` form the platform's share links use. */
export function routeUrl(name: string, params: readonly (string | number | undefined)[] = [], query?: Record<string, string>): string {
  const route = routeByName(name);
  const parts = [route.path, ...params.filter((value) => value !== undefined && value !== '').map(String)];
  const search = query && Object.keys(query).length ? `?${new URLSearchParams(query).toString()}` : '';
  return `${BASE_PATH}/${parts.map(encodeURIComponent).join('/')}.html${search}`;
}

/** Longer values name no page of ours (an id is a number; a document address is bounded like previewPDF's). */
const MAX_CANONICAL_VALUE = 2048;

/**
 * This page's canonical address (site-relative, `.html` form): its path, and of its query only the
 * keys its route names in `canonicalQuery`, each once. Flags, paging and whatever a stranger appended are left out.
 */
export function canonicalPath(route: Pick<RouteDef, 'canonicalQuery'> | null | undefined, pathname: string, query: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const key of route?.canonicalQuery ?? []) {
    const value = query.get(key)?.trim();
    if (value && value.length <= MAX_CANONICAL_VALUE) kept.set(key, value);
  }
  const search = kept.toString();
  return `${pathname.replace(/\.html$/, '')}.html${search ? `?${search}` : ''}`;
}
