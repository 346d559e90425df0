import * as v from 'valibot';
import { articleListSchema, type ArticleListItem } from './articleListItem.ts';
import { moduleAccountSchema, type ModuleAccount } from './articleListPage.ts';
import { anyObject, bool, list, num, optNum, optObject, record, requiredId, str, toText } from './schemaParts.ts';

/** Schemas of the smaller reading calls and the loose-but-typed rest. */

export interface Person {
  id: number;
  name: string;
  url: string;
  duty: string;
  description: string;
  columnId: number;
  details: string;
  articles: ArticleListItem[];
}

/** Leaders and module people: `name` or, inside modules, `cmiName`. */
export const personSchema = v.pipe(
  record({ id: requiredId, name: str, cmiName: str, url: str, duty: str, description: str, columnID: num, details: str, articles: articleListSchema }),
  v.transform((x): Person => ({ id: x.id, name: x.name || x.cmiName, url: x.url, duty: x.duty, description: x.description, columnId: x.columnID, details: x.details, articles: x.articles })),
);

export const personListSchema = v.pipe(
  v.union([v.array(v.unknown()), record({ list: v.optional(v.unknown()) })]),
  v.transform((x) => (Array.isArray(x) ? x : x.list)),
  list(personSchema),
);

/** leader: one person; an unknown id is a -1 status, a missing id is empty. */
export const personDetailSchema = v.pipe(
  v.unknown(),
  v.transform((x): Person | null => {
    const parsed = v.safeParse(personSchema, x);
    return parsed.success && parsed.output.id > 0 ? parsed.output : null;
  }),
);

export interface ModuleView {
  type: number;
  /** Articles and activities. */
  articles: ArticleListItem[];
  /** Type 7 modules list people. */
  people: Person[];
  /** Xy accounts (type 5 modules), read by shape like getArticles' module items. */
  accounts: ModuleAccount[];
}

export const moduleViewSchema = v.pipe(
  record({ type: num, list: list(v.unknown()) }),
  v.transform((x): ModuleView => ({
    type: x.type,
    articles: x.type === 7 ? [] : v.parse(articleListSchema, x.list),
    people: x.type === 7 ? v.parse(list(personSchema), x.list) : [],
    accounts: x.type === 7 ? [] : v.parse(list(moduleAccountSchema), x.list),
  })),
);

export interface ArticleCounts {
  fileId: number;
  countClick: number;
  countPraise: number;
  countShare: number;
  countDiscuss: number;
}

/** Unknown ids answer `{success:false, errorInfo, results:[]}` inside a success envelope: empty. */
export const articleCountsSchema = v.pipe(
  record({ fileId: optNum, countClick: num, countPraise: num, countShare: num, countDiscuss: num, success: v.optional(v.unknown()) }),
  v.transform((x): ArticleCounts | null =>
    x.success === false || x.fileId === null ? null : { fileId: x.fileId, countClick: x.countClick, countPraise: x.countPraise, countShare: x.countShare, countDiscuss: x.countDiscuss },
  ),
);

export interface Comment {
  id: number;
  parentID: number;
  userID: number;
  userName: string;
  userIcon: string;
  articleID: number;
  content: string;
  created: string;
  countPraise: number;
  countDiscuss: number;
  type: number;
  isWonderful: number;
  xyID: number;
  location: string;
  attachments: Array<Record<string, unknown>>;
  parentUser: string;
  parentContent: string;
  /** When the comment replied to was written (info.parentTime), '' when unknown. */
  parentTime: string;
  topDiscuss: CommentPage | null;
  /** 0 while under review (the platform shows such a comment to its author only); null: shown. */
  reviewStatus: number | null;
  /** What was commented: 0 an article, 1 a live room (missing on some routes: an article). */
  sourceType?: number;
}

export interface CommentPage {
  list: Comment[];
  totalCount: number;
  hasMore: boolean;
  page: number;
  totalPage: number;
}

const looseEntry = v.pipe(
  v.record(v.string(), v.unknown()),
  v.transform((x): Record<string, unknown> => x),
);

const commentSchema: v.GenericSchema<unknown, Comment> = v.pipe(
  record({
    id: requiredId,
    parentID: num,
    userID: num,
    userName: str,
    userIcon: str,
    articleID: num,
    content: str,
    created: str,
    countPraise: num,
    countDiscuss: num,
    type: num,
    isWonderful: num,
    xyID: num,
    location: str,
    attachments: list(looseEntry),
    info: optObject(record({ parentUser: str, parentContent: str, parentTime: str })),
    topDiscuss: v.optional(v.unknown()),
    reviewStatus: optNum,
    sourceType: num,
  }),
  v.transform((x): Comment => ({
    id: x.id,
    parentID: x.parentID,
    userID: x.userID,
    userName: x.userName,
    userIcon: x.userIcon,
    articleID: x.articleID,
    content: x.content,
    created: x.created,
    countPraise: x.countPraise,
    countDiscuss: x.countDiscuss,
    type: x.type,
    isWonderful: x.isWonderful,
    xyID: x.xyID,
    location: x.location,
    attachments: x.attachments,
    parentUser: x.info?.parentUser ?? '',
    parentContent: x.info?.parentContent ?? '',
    parentTime: x.info?.parentTime ?? '',
    topDiscuss: x.topDiscuss && typeof x.topDiscuss === 'object' ? commentPageOf(x.topDiscuss) : null,
    reviewStatus: x.reviewStatus,
    sourceType: x.sourceType,
  })),
);

function commentPageOf(raw: unknown): CommentPage | null {
  const parsed = v.safeParse(commentPageSchema, raw);
  return parsed.success ? parsed.output : null;
}

/** discussView & co: `{list, totalCount, hasMore}` (replies may nest a `topDiscuss` page). */
export const commentPageSchema: v.GenericSchema<unknown, CommentPage> = v.pipe(
  v.union([v.array(v.unknown()), record({ list: v.optional(v.unknown()), totalCount: num, hasMore: bool, page: num, totalPage: num })]),
  v.transform((x): CommentPage => {
    if (Array.isArray(x)) {
      const items = v.parse(list(commentSchema), x);
      return { list: items, totalCount: items.length, hasMore: false, page: 0, totalPage: 0 };
    }
    return { list: v.parse(list(commentSchema), x.list), totalCount: x.totalCount, hasMore: x.hasMore, page: x.page, totalPage: x.totalPage };
  }),
);

/** wx/signature: the platform's lower-case names mapped to what wx.config wants (PLATFORM.md §6.2). */
export interface WechatShareConfig {
  appId: string;
  nonceStr: string;
  timestamp: number;
  signature: string;
}

export const wechatShareConfigSchema = v.pipe(
  record({ appid: str, appId: str, noncestr: str, nonceStr: str, timestamp: num, signature: v.pipe(v.string(), v.minLength(1)) }),
  v.transform((x): WechatShareConfig => ({ appId: x.appid || x.appId, nonceStr: x.noncestr || x.nonceStr, timestamp: x.timestamp, signature: x.signature })),
);

export interface AnonymousToken {
  token: string;
}

/** tokenHelper/getAnonymousToken: the token itself or an object carrying it. */
export const anonymousTokenSchema = v.pipe(
  v.union([v.string(), record({ token: str, securityToken: str, anonymousToken: str, accessToken: str })]),
  v.transform((x): AnonymousToken | null => {
    const token = typeof x === 'string' ? x : x.token || x.securityToken || x.anonymousToken || x.accessToken;
    return token ? { token } : null;
  }),
);

export interface AuthInfo {
  appKey: string;
  appSecret: string;
}

export const authInfoSchema = v.pipe(
  record({ appKey: str, appSecret: str }),
  v.transform((x): AuthInfo => ({ appKey: x.appKey, appSecret: x.appSecret })),
);

export const authTokenSchema = v.pipe(
  record({ authToken: str, authTime: str }),
  v.transform((x) => ({ authToken: x.authToken, authTime: x.authTime })),
);

/** SSO login answers (PLATFORM.md §4.4) and refreshAccessToken. */
/** Any object or list: calls this wave does not read closely still parse, never cast. */
export const looseData = v.union([v.array(v.unknown()), anyObject, v.string(), v.number(), v.boolean()]);

/** Bare arrays or `{list}`, items kept as objects. */
export const looseList = v.pipe(
  v.union([v.array(v.unknown()), record({ list: v.optional(v.unknown()) })]),
  v.transform((x) => (Array.isArray(x) ? x : x.list)),
  list(looseEntry),
);

/** delMyDiscuss keeps its own inner status (PLATFORM.md §4.1). */
export const innerStatusSchema = v.pipe(
  record({ status: num, message: str, data: v.optional(v.unknown()) }),
  v.transform((x) => ({ status: x.status, message: x.message, data: x.data ?? null })),
);

/** Invite-code style answers: `{code, msg, member?}` with the code as text. */
export const codeMessageSchema = v.pipe(
  record({ code: str, msg: str, member: str }),
  v.transform((x) => ({ code: x.code, msg: x.msg, member: x.member })),
);

/** A plain text answer (hitXyBulletin "已打榜", eventTypes list, member score). */
export const textSchema = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform((x) => toText(x)),
);

export const activityCatsSchema = list(
  v.pipe(
    record({ activityColID: num, name: str, icon: str, showPushStyle: num }),
    v.transform((x) => ({ activityColID: x.activityColID, name: x.name, icon: x.icon, showPushStyle: x.showPushStyle })),
  ),
);

export const leaderCatsSchema = v.pipe(
  record({
    cats: list(
      v.pipe(
        record({ catID: num, catName: str, catIcon: str }),
        v.transform((x) => ({ catID: x.catID, catName: x.catName, catIcon: x.catIcon })),
      ),
    ),
  }),
  v.transform((x) => x.cats),
);

export const catLeaderViewSchema = v.pipe(
  record({ list: list(personSchema), recommend: list(personSchema) }),
  v.transform((x) => ({ list: x.list, recommend: x.recommend })),
);

/** Detail objects read loosely: empty without an id. */
export const looseDetailSchema = v.pipe(
  v.unknown(),
  v.transform((x): Record<string, unknown> | null => {
    if (!x || typeof x !== 'object' || Array.isArray(x)) return null;
    const parsed = v.safeParse(anyObject, x);
    if (!parsed.success) return null;
    const id = parsed.output.id ?? parsed.output.fileId ?? parsed.output.fileID;
    return id === undefined || id === null || id === '' ? null : parsed.output;
  }),
);

export const eventResultSchema = v.union([
  v.pipe(
    record({ code: str, eType: str, result: list(looseEntry) }),
    v.transform((x): { code: string; result: Array<Record<string, unknown>> } => ({ code: x.code, result: x.result })),
  ),
]);
