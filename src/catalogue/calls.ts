import * as v from 'valibot';
import type { ServiceGroup } from './catalogueConfig.ts';
import { articleListSchema, articleListSliceSchema } from './articleListItem.ts';
import { articleListPageSchema } from './articleListPage.ts';
import { articleContentSchema } from './articleContent.ts';
import { columnListSchema, singleColumnSchema } from './column.ts';
import { liveComingSchema, liveViewSchema } from './liveView.ts';
import { mvodCategoriesSchema, mvodCommonInfoSchema, mvodListSchema, mvodShareInfoSchema, mvodVideoSchema } from './mvod.ts';
import { siteConfigSchema } from './siteConfig.ts';
import { specialTopicSchema } from './specialTopic.ts';
import { booleanWrite } from './schemaParts.ts';
import { loginInfoSchema, memberDetailSchema, myFavSchema, wechatUserSchema } from './identitySchemas.ts';
import { activityDetailSchema, activityListSchema, chargeOffSchema, entryListSchema, myActivityListSchema, signupResultSchema, voucherResultSchema } from './activitySchemas.ts';
import { voteInfoSchema, voteOptionInfoSchema, voteOptionsSchema, voteRecordSchema, voteResultSchema } from './voteSchemas.ts';
import {
  circleDetailSchema,
  circleListSchema,
  communityWriteSchema,
  noticeDetailSchema,
  postDetailSchema,
  postListSchema,
  questionDetailSchema,
  questionListSchema,
  subjectDetailSchema,
  subjectListSchema,
} from './communitySchemas.ts';
import {
  contributionCallSchema,
  contributionListSchema,
  contributionSchema,
  contributionSentSchema,
  dayScoreSchema,
  inviteSiteConfSchema,
  scoreListSchema,
  tipoffDetailSchema,
  uploadedFilesSchema,
  uploadedPictureSchema,
  uploadGrantSchema,
} from './serviceSchemas.ts';
import { memberCommentsSchema, subscribeAnswerSchema, xyAccountListSchema, xyCategoriesSchema } from './subscriptionSchemas.ts';
import {
  activityCatsSchema,
  anonymousTokenSchema,
  articleCountsSchema,
  authInfoSchema,
  authTokenSchema,
  catLeaderViewSchema,
  codeMessageSchema,
  commentPageSchema,
  eventResultSchema,
  innerStatusSchema,
  leaderCatsSchema,
  looseData,
  moduleViewSchema,
  personDetailSchema,
  personListSchema,
  textSchema,
  wechatShareConfigSchema,
} from './responseSchemas.ts';
import { advertListSchema, paperArticleSchema, paperDatesSchema, paperIssueSchema } from './documentSchemas.ts';
import { reporterCardSchema, xyArticlesSchema, xyDynamicDetailSchema, xyDynamicListSchema, xyProfileSchema, xyRankListSchema } from './xySchemas.ts';

/**
 * Every platform call of SPEC §7, declared once as data: group, method, path (relative to the
 * group's base address), payload encoding, time-out class and response schema. The engine
 * (catalogueEngine.ts, buildRequest.ts) reads nothing else, and the typed wrappers beside this
 * table (callWrappers.ts) only name a call and build its payload. GET sends the payload as a query;
 * POST as a form unless noted.
 */

export type HttpMethod = 'GET' | 'POST';
export type PayloadEncoding = 'query' | 'form' | 'multipart' | 'json';
/** default 5 s, long 50 s (uploads), analytics 180 s (SPEC §9); actual values come from configuration. */
export type TimeoutClass = 'default' | 'long' | 'analytics';

export interface CallDef<TOut = unknown> {
  group: ServiceGroup;
  method: HttpMethod;
  path: string;
  encoding: PayloadEncoding;
  timeout: TimeoutClass;
  schema: v.GenericSchema<unknown, TOut>;
  /** siteId, appID, device, siteID, siteid, curVersions, apiVersion, t. Off for foreign hosts. */
  commonParams: boolean;
  /** Payload fields besides userid/userID/userId that hold a user id and get SM2-encrypted (e.g. `id`). */
  extraUserIdFields: readonly string[];
  /** The payload travels as one SM4 cipher text (vote records). */
  sm4Payload: boolean;
  /** SSO fields SM2-encrypted from curVersions 3. */
  ssoEncryptedFields: readonly string[];
  /** The SSO `token` header is the member's login token instead of the app's (logout, PLATFORM.md §4.2). */
  ssoMemberToken: boolean;
  /** The answer is an image, not JSON. */
  binary: boolean;
  /**
   * A public reading call whose answer is the same for every reader: anonymous pages may share it
   * for a moment (sharedReads.ts). Never a call that carries a reader, a token or a preview.
   */
  shared: boolean;
}

type Options = Partial<Omit<CallDef, 'group' | 'method' | 'path' | 'schema'>>;

function declare<TOut>(group: ServiceGroup, method: HttpMethod, path: string, schema: v.GenericSchema<unknown, TOut>, options: Options = {}): CallDef<TOut> {
  return {
    group,
    method,
    path,
    encoding: options.encoding ?? (method === 'GET' ? 'query' : 'form'),
    timeout: options.timeout ?? 'default',
    schema,
    commonParams: options.commonParams ?? true,
    extraUserIdFields: options.extraUserIdFields ?? [],
    sm4Payload: options.sm4Payload ?? false,
    ssoEncryptedFields: options.ssoEncryptedFields ?? [],
    ssoMemberToken: options.ssoMemberToken ?? false,
    binary: options.binary ?? false,
    shared: options.shared ?? false,
  };
}

const base = {
  get: <T>(path: string, schema: v.GenericSchema<unknown, T>, options?: Options) => declare('base', 'GET', path, schema, options),
  post: <T>(path: string, schema: v.GenericSchema<unknown, T>, options?: Options) => declare('base', 'POST', path, schema, options),
};

const long: Options = { timeout: 'long' };
const shared: Options = { shared: true };
const binaryImage = v.instance(Uint8Array);

export const CALLS = {
  // ── base group, reading ──
  getConfig: base.get('getConfig', siteConfigSchema),
  getColumns: base.get('getColumns', columnListSchema, shared),
  getColumn: base.get('getColumn', singleColumnSchema, shared),
  getArticles: base.get('getArticles', articleListPageSchema, shared),
  getArticlesNew: base.get('getArticlesNew', articleListPageSchema, shared),
  activityList: base.get('activityList', activityListSchema),
  activityCats: base.get('activityCats', activityCatsSchema),
  moduleView: base.get('moduleView', moduleViewSchema),
  getArticleContent: base.get('getArticleContent', articleContentSchema, shared),
  getArticleContentUnrelease: base.get('getArticleContentUnrelease', articleContentSchema),
  myArticleContent: base.get('myArticleContent', articleContentSchema),
  liveView: base.get('liveView', liveViewSchema, shared),
  getArticleCounts: base.get('getArticleCounts', articleCountsSchema),
  discussView: base.get('discussView', commentPageSchema, shared),
  discussHot: base.get('discussHot', commentPageSchema, shared),
  discussReply: base.get('discussReply', commentPageSchema, shared),
  liveComing: base.get('liveComing', liveComingSchema),
  getLiveArticles: base.get(
    'getLiveArticles',
    v.pipe(
      v.union([v.array(v.unknown()), v.looseObject({ list: v.optional(v.unknown()) })]),
      v.transform((x) => (Array.isArray(x) ? x : x.list)),
      articleListSchema,
    ),
  ),
  activityDetail: base.get('activityDetail', activityDetailSchema),
  /** The entries of an activity, newest first; the page shows the first 8 (activityWrappers.ts). */
  entryList: base.get('entryList', entryListSchema),
  myActivityList: base.get('myActivityList', myActivityListSchema),
  /** Praise and the device record (SPEC §7 event payloads). */
  event: base.get('event', booleanWrite),
  wxSignature: base.get('wx/signature', wechatShareConfigSchema),
  /** A reporter's card and the account they write as. */
  authorInfo: base.get('authorInfo', reporterCardSchema),
  reporterArticles: base.get('reporterArticles', articleListSliceSchema),
  /** An account's profile with its state flags (SPEC §4 empty account). */
  getXyInfo: base.get('getXyInfo', xyProfileSchema),
  /** An account's articles (type 0), `start` and `count` page them. */
  getXyArticlesQuestion: base.get('getXyArticlesQuestion', xyArticlesSchema),
  xyRank: base.get('xyRank', xyRankListSchema),
  searchXyRank: base.get('searchXyRank', xyRankListSchema),
  /** The rank vote (PLATFORM.md §5.1: POST siteID, id, userID, device); "已打榜" when counted. */
  hitXyBulletin: base.post('hitXyBulletin', textSchema),
  getXyDynamic: base.get('getXyDynamic', xyDynamicListSchema),
  recommendXys: base.get('recommendXys', xyAccountListSchema),
  subjectList: base.get('subjectList', subjectListSchema),
  getSubject: base.get('getSubject', subjectDetailSchema),
  questionList: base.get('questionList', questionListSchema),
  questionListHot: base.get('questionListHot', questionListSchema),
  questionDetail: base.get('questionDetail', questionDetailSchema),
  qaList: base.get('qaList', questionListSchema),
  qaDetail: base.get('qaDetail', questionDetailSchema),
  /** A reporter's dynamics, 10 a page. */
  getDynamicList: base.get('dynamic/getDynamicList', xyDynamicListSchema),
  /** One dynamic of a reporter's account, for its own page (/dynamicDetail/<reporter>/<dynamic>.html). */
  getDynamicDetail: base.get('dynamic/getDynamicDetail', xyDynamicDetailSchema),
  getPaperArticle: base.get('getPaperArticle', paperArticleSchema),
  paperArticlePreview: base.get('paperArticlePreview', paperArticleSchema),
  leaderView: base.get('leaderView', personListSchema),
  leaderCats: base.get('leaderCats', leaderCatsSchema),
  catleaderView: base.get('catleaderView', catLeaderViewSchema),
  /** Account categories (code XYACCOUNT): `{catsList}` (subscriptionSchemas.ts). */
  getCats: base.get('getCats', xyCategoriesSchema),
  /** getCats with code DISCUSSTYPE: the report reasons, whose ids start at 0 (parsed by reportReasons.ts). */
  getReportReasons: base.get('getCats', looseData),
  leader: base.get('leader', personDetailSchema),
  searchAll: base.get('searchAll', articleListSliceSchema),
  /** A tip-off with its pictures, videos and audio; empty without an id. */
  tipoffDetail: base.get('tipoffDetail', tipoffDetailSchema),
  /** The member's own contributions (any review status). */
  inputArticleList: base.get('inputArticleList', contributionListSchema),
  /** One contribution: its author's in any status, anyone's once passed (已通过). */
  inputArticleDetail: base.get('inputArticleDetail', contributionSchema),
  /** A call for contributions (征稿), the `linkID` of seekArticleDetail. */
  seekArticle: base.get('seekArticle', contributionCallSchema),
  getRelArticles: base.get('getRelArticles', articleListSliceSchema, shared),
  circleDetail: base.get('circle/circle-detail', circleDetailSchema),
  circlePostList: base.get('circle/post-list', postListSchema),
  circlePostDetail: base.get('circle/post-detail', postDetailSchema),
  circleNoticeDetail: base.get('circle/notice-detail', noticeDetailSchema),
  circleList: base.get('circle/circle-list', circleListSchema),
  tagScreenArticles: base.get('tagScreenArticles', articleListSliceSchema),
  getCatXys: base.get('getCatXys', xyAccountListSchema),
  /** A member's subscribed accounts (userID names whose; docs/decisions/081). */
  getSubcribeXys: base.get('getSubcribeXys', xyAccountListSchema),
  getSubSpecialArticles: base.get('getSubSpecialArticles', specialTopicSchema),
  recommendList: base.get('recommendList', articleListSliceSchema, shared),
  hasFav: base.get('hasFav', booleanWrite),
  /** The member's kept articles, 20 a page (PLATFORM.md §5.2). */
  myFav: base.get('myFav', myFavSchema),
  /** A member's comments with their public profile (docs/decisions/081). */
  myDiscuss: base.get('myDiscuss', memberCommentsSchema),
  /** Lets the session's member upload (video and audio need it): `{token, expires}`. */
  mamUploadAccessToken: base.get('mamUploadAccessToken', uploadGrantSchema, long),
  getAnonymousToken: base.get('tokenHelper/getAnonymousToken', anonymousTokenSchema),
  getLatestMaePaper: base.get('getLatestMaePaper', paperIssueSchema),
  getMaePaperDatesByDate: base.get('getMaePaperDatesByDate', paperDatesSchema),
  getInviteCode: base.get('amuc/api/invitecode/getInviteCode', codeMessageSchema),
  inviteSiteConf: base.get('amuc/api/invitecode/siteConf', inviteSiteConfSchema),
  codeImeiRecord: base.get('amuc/api/invitecode/codeImeiRecord', codeMessageSchema),
  eventTypes: base.get('amuc/api/event/eventTypes', textSchema),
  wxUserInfoByCode: base.get('wx/getWxUserinfoByCode', wechatUserSchema),
  myDayScoreSts: base.get('myDayScoreSts', dayScoreSchema),
  myScoreList: base.get('myScoreList', scoreListSchema),
  /** The member of the `accesstoken` header; an empty answer is "no member" (SPEC §7). */
  memberGetUserInfo: base.get('member/getUserInfo', memberDetailSchema, { extraUserIdFields: ['id'] }),

  // ── base group, writing ──
  /** Form-encoded, the photos as `imgUrl` URLs that `upload` answered (docs/decisions/160). */
  discuss: base.post('discuss', booleanWrite),
  /** One picture, multipart; answers its URL (catalogue/pictureUploads.ts, docs/decisions/160). */
  upload: base.post('upload', uploadedPictureSchema, { encoding: 'multipart', timeout: 'long' }),
  /**
   * Sign-ups answer unwrapped `{success, message}` (PLATFORM.md §4.1); the member is the accesstoken's.
   * activityRegist, POST event, POST vote and addPraise are not calls of this site (docs/decisions/168).
   */
  saveActivity: base.post('saveActivity', signupResultSchema),
  voteResult: base.post('voteResult', voteResultSchema),
  voteCount: base.get('voteCount', voteResultSchema),
  /** The charge-off; a refusal is a failure with the platform's message (该券码已核销). */
  activityVerify: base.post('activityVerify', chargeOffSchema),
  fav: base.post('fav', booleanWrite),
  favCancel: base.post('favCancel', booleanWrite),
  tipoff: base.post('tipoff', booleanWrite, long),
  /** Sends a contribution (a name is required, 请输入名称); answers its id. */
  inputArticle: base.post('inputArticle', contributionSentSchema, long),
  pointsEvent: base.post('amuc/api/event/event1', eventResultSchema),
  topicSub: base.post('topicSub', subscribeAnswerSchema),
  topicSubCancel: base.post('topicSubCancel', subscribeAnswerSchema),
  /** SPEC §3 voucher result: a list, or a verifyUrl. */
  getActivityVoucher: base.post('getActivityVoucher', voucherResultSchema),
  delMyDiscuss: base.post('delMyDiscuss', innerStatusSchema),
  /** A report of a comment (sourceType 0) or an article (1): `{value}`, false for a repeat. */
  expose: base.post('expose', booleanWrite),
  regionleaderView: base.post('regionleaderView', personListSchema),
  /** Form-encoded, the pictures as `imgUrl` URLs that `upload` answered, as the comment's (docs/decisions/160). */
  circleCreatePost: base.post('circle/create-post', communityWriteSchema),
  /** A reader's question to a subject (POST only, PLATFORM.md §3); held for review while qaAudit is 1. */
  ask: base.post('ask', communityWriteSchema),
  memberInfo: base.post('member/info', memberDetailSchema, { extraUserIdFields: ['id'] }),

  // ── nis group: votes and the client handshake ──
  // vote/recordVote/recordAccessCount: removed, see docs/decisions/164.
  voteInfo: declare('nis', 'GET', 'vote/info', voteInfoSchema),
  voteOptions: declare('nis', 'GET', 'vote/options', voteOptionsSchema),
  voteOptionInfo: declare('nis', 'GET', 'vote/optionInfo', voteOptionInfoSchema),
  voteInfoByOptName: declare('nis', 'GET', 'vote/infoByOptName', voteOptionsSchema),
  verifyCodeImage: declare('nis', 'GET', 'get/image/verify/code', binaryImage, { binary: true }),
  /** Group decided by configuration (authGroup, default app_if as on the recorded platform); SPEC §7 lists them under nis. */
  authinfo: declare('nis', 'GET', 'authinfo', authInfoSchema),
  auth: declare('nis', 'POST', 'auth', authTokenSchema),
  /** The payload travels as one SM4 cipher text of {afsData, device, data} (buildRequest.ts); refusals are failures with the platform's message. */
  recordVoteCountAndLog: declare('nis', 'POST', 'recordVote/recordVoteCountAndLog', voteRecordSchema, { sm4Payload: true }),

  // ── sso group ──
  /** A verification code by SMS (the bundled platform logs it instead, docs/decisions/070). */
  sendCode: declare('sso', 'POST', 'api/sendCode', looseData),
  loginByPhone: declare('sso', 'POST', 'api/loginByPhone', loginInfoSchema),
  /** The password travels as md5(plain) (PLATFORM.md §4.3). */
  passwordLogin: declare('sso', 'POST', 'api/login', loginInfoSchema),
  register: declare('sso', 'POST', 'api/register', loginInfoSchema),
  thirdLogin: declare('sso', 'POST', 'api/thirdLogin', loginInfoSchema, { ssoEncryptedFields: ['oid', 'unionid'] }),
  refreshAccessToken: declare('sso', 'GET', 'api/refreshAccessToken', loginInfoSchema),
  logout: declare('sso', 'POST', 'api/logout', looseData, { ssoMemberToken: true }),
  // Phone and password after a WeChat login (docs/decisions/166): for the member of the login token, as logout.
  /** Binds a phone proven by a code from sendCode (PLATFORM.md §4.3 program-params `uid,newPhone`). */
  oauthBindPhone: declare('sso', 'POST', 'api/oauthBindPhone', looseData, { ssoMemberToken: true }),
  /** Sets the member's password (md5 of it, as every SSO password field), or changes it given `oldPassword`. */
  updatePassword: declare('sso', 'POST', 'api/updatePassword', looseData, { ssoMemberToken: true }),

  // ── advertising ──
  getArticleAdvs: declare('adv', 'GET', 'getArticleAdvs', advertListSchema),
  // getAdv and getColAdvs: removed, see docs/decisions/165. The advert host's `event`: removed, see docs/decisions/164.

  // ── short video (mvod) ──
  mvodArticle: declare('mvod', 'GET', 'article/articleApp', mvodVideoSchema),
  mvodCategories: declare('mvod', 'GET', 'categor/list', mvodCategoriesSchema),
  mvodCommonInfo: declare('mvod', 'GET', 'config/common/info', mvodCommonInfoSchema),
  mvodShareInfo: declare('mvod', 'GET', 'config/share/info', mvodShareInfoSchema),
  // mvod `event/event`: removed, see docs/decisions/164.
  mvodArticleList: declare('mvod', 'POST', 'article/articleList', mvodListSchema),

  // ── media upload ──
  minioUpload: declare('upload', 'POST', 'minio/upload', uploadedFilesSchema, { encoding: 'multipart', timeout: 'long' }),
  consolidatedResults: declare('upload', 'POST', 'consolidated/results', uploadedFilesSchema, long),

  // ── foreign hosts: no common parameters ──
  sendRecord: declare('analytics', 'GET', 'sendRecord', looseData, { timeout: 'analytics', commonParams: false }),
  articleClick: declare('bigData', 'POST', 'articleClick', looseData, { commonParams: false }),
} as const;

export type CallName = keyof typeof CALLS;

/** The clean type a call yields on success (a schema's null means "empty", never a value). */
export type CallOutput<N extends CallName> = (typeof CALLS)[N] extends CallDef<infer T> ? Exclude<T, null> : never;

/** Fields that always name a user and are SM2-encrypted when a public key is configured (SPEC §7). */
export const USER_ID_FIELDS: readonly string[] = ['userid', 'userID', 'userId'];
