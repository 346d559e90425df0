/**
 * The route table of SPEC §2 as data. Every page under src/pages reads its own row from here;
 * nothing else in the code base repeats a path, a title or an auth flag.
 */

export const BASE_PATH = '/app/template/displayTemplate/news';

/**
 * The site's own addresses under BASE_PATH that are not pages of the SPEC table: the load-more
 * fragment and the sitemap. The server passes exactly these through to Astro as they are.
 */
export const SITE_ENDPOINTS = { listFragment: 'fragments/list', sitemap: 'sitemap.xml' } as const;

/** A path parameter; `optional` mirrors the `?` of the SPEC table. */
export interface RouteParam {
  name: string;
  optional: boolean;
}

/** What a page is for, so a page that is not built yet can say honestly which capability is missing. */
export type Capability =
  | 'browsing'
  | 'article'
  | 'login'
  | 'live'
  | 'activity'
  | 'vote'
  | 'comments'
  | 'invite'
  | 'account'
  | 'qa'
  | 'leaders'
  | 'mvod'
  | 'points'
  | 'document'
  | 'tipoff'
  | 'contribution'
  | 'circle'
  | 'subscription'
  | 'member'
  | 'paper'
  | 'timeline'
  | 'download'
  | 'about';

export interface RouteDef {
  /** Route name of the original client (used as the i18n title key `route.<name>`). */
  name: string;
  /** First path segment under BASE_PATH, without `.html`. */
  path: string;
  params: RouteParam[];
  capability: Capability;
  /** Needs an authenticated app session before the page loads (SPEC §6). */
  requiresAuth?: boolean;
  /** Restored from cache/bfcache when the reader comes back (SPEC §2 "kept alive"). */
  keepAlive?: boolean;
  /** Shows the site top bar. */
  topBar?: boolean;
  /** Article pages show a to-bottom button inside the CMS. */
  toBottom?: boolean;
}

const p = (spec: string): RouteParam[] =>
  spec
    .split('/')
    .filter(Boolean)
    .map((part) => ({ name: part.replace(/^:|\?$/g, ''), optional: part.endsWith('?') }));

export const ROUTES: readonly RouteDef[] = [
  { name: 'home', path: 'home', params: [], capability: 'browsing', keepAlive: true, topBar: true },
  { name: 'login', path: 'login', params: [], capability: 'login', topBar: true },
  { name: 'newsDetail', path: 'newsDetail', params: p(':columnId?/:id?'), capability: 'article', toBottom: true },
  { name: 'imageDetail', path: 'imageDetail', params: p(':columnId?/:id?'), capability: 'article', toBottom: true },
  { name: 'videoDetail', path: 'videoDetail', params: p(':columnId?/:id?'), capability: 'article', toBottom: true },
  { name: 'liveDetail', path: 'liveDetail', params: p(':linkID?/:id'), capability: 'live' },
  { name: 'activityDetail', path: 'activityDetail', params: p(':id?'), capability: 'activity' },
  { name: 'activityApply', path: 'activityApply', params: p(':linkID?/:id?'), capability: 'activity' },
  { name: 'activityVote', path: 'activityVote', params: p(':linkID?/:id?'), capability: 'vote', requiresAuth: true },
  { name: 'voteItemDetail', path: 'voteItemDetail', params: p(':id?/:voteId?/:optionId?'), capability: 'vote', requiresAuth: true },
  { name: 'activityVoteWeb', path: 'activityVoteWeb', params: p(':linkID?/:id?'), capability: 'vote', requiresAuth: true },
  { name: 'signupdetail', path: 'signupdetail', params: [], capability: 'activity' },
  { name: 'writeOff', path: 'writeOff', params: p(':activityID?/:registCode?/:shopSite?'), capability: 'activity' },
  { name: 'moreModules', path: 'moreModules', params: [], capability: 'browsing' },
  { name: 'moreLive', path: 'moreLive', params: [], capability: 'browsing' },
  { name: 'moreImage', path: 'moreImage', params: p(':id?'), capability: 'browsing' },
  { name: 'commentAll', path: 'commentAll', params: p(':id?/:source?'), capability: 'comments' },
  { name: 'replyAll', path: 'replyAll', params: p(':id'), capability: 'comments' },
  { name: 'specDetail', path: 'specDetail', params: p(':linkID?/:id?'), capability: 'browsing' },
  { name: 'specMore', path: 'specMore', params: p(':columnId?'), capability: 'browsing' },
  { name: 'invite', path: 'invite', params: [], capability: 'invite' },
  { name: 'Shareinvite', path: 'shareinvite', params: [], capability: 'invite' },
  { name: 'aboutUs', path: 'aboutUs', params: [], capability: 'about' },
  { name: 'xyDetail', path: 'xyDetail', params: p(':id?'), capability: 'account' },
  { name: 'xyListShare', path: 'xyListShare', params: [], capability: 'account' },
  { name: 'xyRules', path: 'xyRules', params: [], capability: 'account' },
  { name: 'reporter', path: 'reporter', params: p(':id?'), capability: 'account', keepAlive: true },
  { name: 'dynamicDetail', path: 'dynamicDetail', params: p(':id?'), capability: 'account' },
  { name: 'topicDetail', path: 'topicDetail', params: p(':id?'), capability: 'qa' },
  { name: 'askDetail', path: 'askDetail', params: p(':id?'), capability: 'qa' },
  { name: 'qaDetail', path: 'qaDetail', params: p(':id?'), capability: 'qa' },
  { name: 'newQaDetail', path: 'newQaDetail', params: p(':id?'), capability: 'qa' },
  { name: 'downloadClient', path: 'downloadClient', params: [], capability: 'download' },
  { name: 'figureDetail', path: 'figureDetail', params: p(':id?'), capability: 'leaders' },
  { name: 'LeaderViewList', path: 'LeaderViewList', params: [], capability: 'leaders' },
  { name: 'mvodShare', path: 'mvodShare', params: p(':id'), capability: 'mvod' },
  { name: 'minVideoDetail', path: 'minVideoDetail', params: p(':id'), capability: 'mvod' },
  { name: 'integralShop', path: 'integralShop', params: [], capability: 'points' },
  { name: 'previewPDF', path: 'previewPDF', params: [], capability: 'document' },
  { name: 'linkDetail', path: 'linkDetail', params: p(':id'), capability: 'article' },
  { name: 'onlineStudy', path: 'onlineStudy', params: p(':id'), capability: 'article' },
  { name: 'tipoffDetail', path: 'tipoffDetail', params: p(':id?'), capability: 'tipoff' },
  { name: 'seekArticleDetail', path: 'seekArticleDetail', params: p(':linkID?/:id?'), capability: 'contribution' },
  { name: 'inputArticleDetail', path: 'inputArticleDetail', params: p(':id?'), capability: 'contribution' },
  { name: 'personageReports', path: 'personageReports', params: p(':id?'), capability: 'account' },
  { name: 'columnDetail', path: 'columnDetail', params: p(':columnId?/:id?'), capability: 'browsing' },
  { name: 'productDetail', path: 'productDetail', params: [], capability: 'circle' },
  { name: 'noticeDetail', path: 'noticeDetail', params: [], capability: 'circle' },
  { name: 'circleDetail', path: 'circleDetail', params: p(':id?'), capability: 'circle' },
  { name: 'friendsCircleDetail', path: 'friendsCircleDetail', params: p(':id?'), capability: 'circle' },
  { name: 'postDetail', path: 'postDetail', params: p(':id?'), capability: 'circle' },
  { name: 'tagList', path: 'tagList', params: p(':tagId?'), capability: 'browsing' },
  { name: 'subscriptionList', path: 'subscriptionList', params: p(':id?'), capability: 'subscription' },
  { name: 'userDetail', path: 'userDetail', params: p(':id?'), capability: 'member' },
  { name: 'invitedToDownload', path: 'invitedToDownload', params: p(':id?/:code?'), capability: 'invite' },
  { name: 'columnShare', path: 'columnShare', params: p(':parentId?/:id?'), capability: 'browsing' },
  { name: 'getUserInfo', path: 'getUserInfo', params: [], capability: 'member' },
  { name: 'paperSharePage', path: 'paperSharePage', params: p(':time?/:paperId?/:layout?'), capability: 'paper' },
  { name: 'hotPointTimeAxis', path: 'timeline', params: p(':id?'), capability: 'timeline' },
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
