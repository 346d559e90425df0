/**
 * Everything the suite sends hostile input to: one concrete path per route of src/routes.ts (with
 * plausible demo ids, so most render a real page), hostile variants of each route's parameters,
 * the fragment and sitemap endpoints, every Action with a valid body, and a few platform routes.
 */
import { BASE_PATH, ROUTES, routeUrl, type RouteDef } from '../../src/routes.ts';
import { DEMO_IDS } from '../../src/platform/seed/demoIds.ts';

const A = DEMO_IDS.articles;
const C = DEMO_IDS.columns;

/** Demo ids per route; a route not listed gets `1` for each required parameter. */
const PLAUSIBLE: Record<string, (string | number)[]> = {
  newsDetail: [C.headline, A.news],
  imageDetail: [C.gallery, A.gallery],
  videoDetail: [C.video, A.video],
  liveDetail: [DEMO_IDS.live.live, A.live],
  activityDetail: [DEMO_IDS.activities.open],
  activityApply: [0, DEMO_IDS.activities.open],
  activityVote: [DEMO_IDS.activities.vote, DEMO_IDS.votes.activity],
  voteItemDetail: [DEMO_IDS.activities.vote, DEMO_IDS.votes.activity, 7211],
  activityVoteWeb: [DEMO_IDS.activities.vote, DEMO_IDS.votes.activity],
  writeOff: [DEMO_IDS.activities.open, 'ABC123', 1],
  moreImage: [C.gallery],
  commentAll: [A.news],
  specDetail: [DEMO_IDS.specials.rural.columnId, A.special],
  specMore: [DEMO_IDS.specials.rural.columnId],
  xyDetail: [DEMO_IDS.xyAccounts.first],
  reporter: [DEMO_IDS.reporters.first],
  figureDetail: [DEMO_IDS.leaders.first],
  mvodShare: [DEMO_IDS.mvod.first],
  minVideoDetail: [DEMO_IDS.mvod.first],
  linkDetail: [A.link],
  onlineStudy: [A.news],
  personageReports: [DEMO_IDS.reporters.first],
  dynamicDetail: [DEMO_IDS.reporters.first],
  columnDetail: [C.headline],
  circleDetail: [DEMO_IDS.circles.first],
  topicDetail: [1],
  askDetail: [1],
  qaDetail: [12],
  newQaDetail: [13],
  friendsCircleDetail: [DEMO_IDS.circles.first],
  postDetail: [1],
  tagList: [DEMO_IDS.tags.first],
  userDetail: [DEMO_IDS.members.reader],
  subscriptionList: [1],
  tipoffDetail: [DEMO_IDS.tipoffs.withPicture],
  inputArticleDetail: [DEMO_IDS.contributions.passed],
  seekArticleDetail: [DEMO_IDS.contributions.call, DEMO_IDS.contributions.passed],
  invitedToDownload: [DEMO_IDS.members.reader, 2406707],
  columnShare: [DEMO_IDS.homeColumnId, C.headline],
  paperSharePage: [DEMO_IDS.paper.date, DEMO_IDS.paper.id, '01'],
  paperArticle: [DEMO_IDS.paper.id, DEMO_IDS.paper.article],
  hotPointTimeAxis: [C.headline],
};

export interface PageTarget {
  route: string;
  path: string;
}

function plausibleParams(route: RouteDef): (string | number)[] {
  return PLAUSIBLE[route.name] ?? route.params.filter((param) => !param.optional).map(() => 1);
}

/** One ordinary URL per route, in the `.html` form share links use. */
export const ROUTE_PAGES: PageTarget[] = ROUTES.map((route) => ({ route: route.name, path: routeUrl(route.name, plausibleParams(route)) }));

/** Already percent-encoded path segments an attacker would try in an id position. */
export const HOSTILE_SEGMENTS = [
  '%27%20OR%201=1--',
  '-1',
  '99999999999999999999999999',
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  '%E2%80%AE%E2%80%8B',
  '%00',
  '%',
  '%zz',
  '%E0%A4',
  '..%2f..%2fpackage.json',
  '%2e%2e',
  '%C0%AE%C0%AE',
  'x'.repeat(3_000),
  '1%0d%0aSet-Cookie:%20evil=1',
];

/**
 * Each route with parameters, its last parameter replaced by hostile segments (two per route,
 * rotating through the list so every segment meets several kinds of page).
 */
export const HOSTILE_ROUTE_PAGES: PageTarget[] = ROUTES.filter((route) => route.params.length > 0).flatMap((route, index) => {
  const params = plausibleParams(route).map(String);
  if (params.length === 0) params.push('1');
  return [0, 1].map((offset) => {
    const segment = HOSTILE_SEGMENTS[(index * 2 + offset) % HOSTILE_SEGMENTS.length]!;
    const segments = [route.path, ...params.slice(0, -1), segment];
    return { route: route.name, path: `${BASE_PATH}/${segments.join('/')}.html` };
  });
});

/** Server endpoints that are not pages of the table but answer GET. */
export const FRAGMENT_PATHS = [
  `${BASE_PATH}/fragments/list?kind=column&id=${C.headline}&page=2`,
  `${BASE_PATH}/fragments/list?kind=live&id=${DEMO_IDS.live.liveImage}&page=2`,
  `${BASE_PATH}/fragments/list?kind=xys&id=1&page=2`,
  `${BASE_PATH}/fragments/list?kind=xyArticles&id=${DEMO_IDS.xyAccounts.first}&page=2`,
  `${BASE_PATH}/fragments/list?kind=reporterArticles&id=${DEMO_IDS.reporters.first}&page=2&lastFileId=1`,
  `${BASE_PATH}/fragments/list?kind=dynamics&id=${DEMO_IDS.reporters.first}&page=2`,
  `${BASE_PATH}/fragments/list?kind=questions&id=1&listType=2&page=2&lastFileId=3`,
  `${BASE_PATH}/fragments/list?kind=posts&id=0&listType=1&page=2&lastFileId=9`,
  `${BASE_PATH}/fragments/list?kind=activities&id=-1&page=2&lastFileId=${DEMO_IDS.activities.open}`,
  `${BASE_PATH}/fragments/liveCatchUp?id=${DEMO_IDS.live.liveImage}&since=0&discussSince=0`,
  `${BASE_PATH}/sitemap.xml`,
  `${BASE_PATH}/previewPDF.html?url=http%3A%2F%2F127.0.0.1%2Fplatform-media%2Fdocs%2Fcertificate-1.pdf`,
  `${BASE_PATH}/previewPDF.html?url=javascript%3Aalert(1)`,
  `${BASE_PATH}/productDetail.html?id=${A.news}`,
  `${BASE_PATH}/productDetail.html?id=%27%20OR%201=1--`,
];

export interface ActionTarget {
  name: string;
  /** A body the Action accepts. */
  body: Record<string, unknown>;
  /** Counts, records or changes something for the reader (the CSRF rule applies). */
  stateChanging: boolean;
  /** A form Action (accept: 'form'): the body goes form-encoded. */
  form?: boolean;
}

export const ACTIONS: ActionTarget[] = [
  { name: 'article.counts', body: { id: A.news }, stateChanging: false },
  { name: 'article.like', body: { id: A.news, channel: 1 }, stateChanging: true },
  { name: 'article.favourite', body: { id: A.news, channel: 1 }, stateChanging: true },
  { name: 'article.hasFav', body: { id: A.news }, stateChanging: false },
  { name: 'article.event', body: { id: A.news, eventType: 3, channel: 1 }, stateChanging: true },
  { name: 'article.shareRecord', body: { id: A.news, shareChannel: 3 }, stateChanging: true },
  { name: 'analytics.record', body: { id: A.news, kind: 'open' }, stateChanging: true },
  // Page views and the device record (docs/decisions/164).
  { name: 'analytics.pageView', body: { id: DEMO_IDS.activities.open, type: 4, channel: 1 }, stateChanging: true },
  { name: 'analytics.device', body: { virtualUid: '0123456789abcdef0123456789abcdef', channel: 1 }, stateChanging: true },
  { name: 'article.wxSignature', body: { url: `http://127.0.0.1/app/template/displayTemplate/news/home.html` }, stateChanging: false },
  { name: 'reader.state', body: {}, stateChanging: true },
  { name: 'reader.profile', body: {}, stateChanging: false },
  { name: 'reader.wechatLogin', body: { code: '0123456789abcdef0123456789abcdef' }, stateChanging: true },
  { name: 'reader.login', body: { mode: 'code', phone: '13800000000', code: '123456' }, stateChanging: true, form: true },
  { name: 'reader.sendCode', body: { phone: '13900000000' }, stateChanging: true, form: true },
  { name: 'reader.logout', body: {}, stateChanging: true, form: true },
  { name: 'reader.updateProfile', body: { nickname: 'x' }, stateChanging: true, form: true },
  { name: 'reader.bindPhone', body: { phone: '13900000009', code: '123456' }, stateChanging: true, form: true },
  { name: 'reader.setPassword', body: { password: 'secret1', confirm: 'secret1' }, stateChanging: true, form: true },
  { name: 'comment.post', body: { rootId: A.news, sourceType: 0, content: 'x' }, stateChanging: true, form: true },
  { name: 'comment.remove', body: { commentId: 1 }, stateChanging: true },
  { name: 'comment.report', body: { commentId: 1, reason: 2, text: '违法违规' }, stateChanging: true },
  { name: 'comment.reasons', body: {}, stateChanging: false },
  { name: 'comment.like', body: { commentId: 1, channel: 1 }, stateChanging: true },
  { name: 'subscription.toggle', body: { id: DEMO_IDS.xyAccounts.first, on: '1' }, stateChanging: true, form: true },
  { name: 'subscription.state', body: { ids: [DEMO_IDS.xyAccounts.first] }, stateChanging: false },
  { name: 'xy.rank', body: { id: DEMO_IDS.xyAccounts.first }, stateChanging: true, form: true },
  { name: 'community.ask', body: { subjectId: 1, content: 'x' }, stateChanging: true, form: true },
  { name: 'community.post', body: { circleId: DEMO_IDS.circles.first, content: 'x' }, stateChanging: true, form: true },
  { name: 'tipoff.send', body: { content: '路灯坏了', formKey: 'hostile-form-key-1' }, stateChanging: true, form: true },
  { name: 'contribution.send', body: { callId: DEMO_IDS.contributions.call, title: '稿件', formKey: 'hostile-form-key-2' }, stateChanging: true, form: true },
  { name: 'invite.record', body: { code: '2406707' }, stateChanging: true, form: true },
  { name: 'points.claim', body: {}, stateChanging: true, form: true },
  { name: 'activity.signUp', body: { id: DEMO_IDS.activities.lecture, realName: '王小溪', phone: '13800000001' }, stateChanging: true, form: true },
  { name: 'activity.chargeOff', body: { activityId: DEMO_IDS.activities.open, registCode: 'NOSUCHCODE' }, stateChanging: true, form: true },
  { name: 'vote.codeImage', body: { voteId: DEMO_IDS.votes.activity }, stateChanging: true },
  { name: 'vote.record', body: { voteId: DEMO_IDS.votes.activity, optionIds: [7211], codeKey: 'hostile-key-0001', verifyCode: 'ABCD' }, stateChanging: true },
];

export const actionPath = (name: string) => `${BASE_PATH}/_actions/${name}`;

/** The Content-Type and body an Action takes: JSON, or form-encoded for form Actions. */
export function actionBody(name: string, body: unknown): { type: string; text: string } {
  const form = ACTIONS.find((action) => action.name === name)?.form;
  if (!form || !body || typeof body !== 'object') return { type: 'application/json', text: JSON.stringify(body) };
  return { type: 'application/x-www-form-urlencoded', text: new URLSearchParams(Object.entries(body).map(([key, value]) => [key, String(value)])).toString() };
}

/** Platform routes that build absolute media URLs from the request's origin (Host reflection risk). */
export const PLATFORM_ORIGIN_PATHS = [
  '/mvod/config/common/info',
  '/mvod/config/share/info',
  `/app_if/activityDetail?fileId=${DEMO_IDS.activities.vote}`,
  '/app_if/activityList',
  `/nis/vote/options?voteId=${DEMO_IDS.votes.activity}`,
  `/app_if/getXyInfo?id=${DEMO_IDS.xyAccounts.first}`,
  `/app_if/dynamic/getDynamicList?reporterId=${DEMO_IDS.reporters.first}`,
  `/app_if/tipoffDetail?id=${DEMO_IDS.tipoffs.withPicture}`,
  '/app_if/amuc/api/invitecode/siteConf',
];
/** A platform route that reads a form or JSON body and answers an envelope. */
export const PLATFORM_FORM_PATH = '/adv/event';
export const PLATFORM_UPLOAD_PATH = '/upload/minio/upload';

/** Markers that must never come back in an answer. */
export const EVIL_HOST = 'evil.example';
