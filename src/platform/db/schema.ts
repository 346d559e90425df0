/**
 * The bundled platform's tables. Narrow, queried columns are real columns; the wide, rarely queried
 * shapes of the real platform (credits, share settings, live config, vote rules) live in `extra`
 * jsonb so a new field needs no migration. Times are epoch milliseconds (bigint): the real platform
 * hands out `version` in ms and formats times in Beijing time, and bigint behaves the same on PGlite
 * and on node-postgres once drizzle maps it.
 *
 * The tables live in three files re-exported from here (this one, identitySchema.ts and
 * communitySchema.ts). After changing any of them, generate the next SQL migration (committed,
 * applied at start):
 *   npx drizzle-kit generate --dialect postgresql --schema src/platform/db/schema.ts --out src/platform/db/migrations
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

import { extra, ms } from './schemaColumns.ts';

export const sites = pgTable('sites', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  appId: text('app_id').notNull(),
  config: jsonb('config').$type<Record<string, unknown>>().notNull().default({}),
});

export const columns = pgTable(
  'columns',
  {
    id: integer('id').primaryKey(),
    siteId: integer('site_id').notNull(),
    parentId: integer('parent_id').notNull().default(0),
    name: text('name').notNull(),
    columnStyle: text('column_style').notNull().default('101'),
    columnType: text('column_type').notNull().default(''),
    orderId: integer('order_id').notNull().default(0),
    topCount: integer('top_count').notNull().default(0),
    icon: text('icon').notNull().default(''),
    description: text('description').notNull().default(''),
    linkUrl: text('link_url').notNull().default(''),
    isDeleted: boolean('is_deleted').notNull().default(false),
    version: ms('version').notNull(),
    extra: extra(),
  },
  (t) => [index('columns_parent').on(t.siteId, t.parentId)],
);

export const articles = pgTable(
  'articles',
  {
    id: integer('id').primaryKey(),
    siteId: integer('site_id').notNull(),
    columnId: integer('column_id').notNull(),
    articleType: integer('article_type').notNull(),
    title: text('title').notNull(),
    aStatus: integer('a_status').notNull().default(1),
    publishTime: ms('publish_time').notNull(),
    version: ms('version').notNull(),
    picType: integer('pic_type').notNull().default(1),
    abstract: text('abstract').notNull().default(''),
    content: text('content').notNull().default(''),
    source: text('source').notNull().default(''),
    authorId: integer('author_id').notNull().default(0),
    xyAccountId: integer('xy_account_id').notNull().default(0),
    linkId: integer('link_id').notNull().default(0),
    linkUrl: text('link_url').notNull().default(''),
    mark: text('mark').notNull().default(''),
    discussClosed: boolean('discuss_closed').notNull().default(false),
    shareClosed: boolean('share_closed').notNull().default(false),
    // Credits (source, editor, responsible editor, proofreader…) keyed by the real field names.
    credits: jsonb('credits').$type<Record<string, string>>().notNull().default({}),
    extra: extra(),
  },
  (t) => [index('articles_column').on(t.columnId, t.publishTime)],
);

/** An article shows in its own column and any others ("sectionids" 5;15); carousel/top placement is per column. */
export const articleColumns = pgTable(
  'article_columns',
  {
    articleId: integer('article_id').notNull(),
    columnId: integer('column_id').notNull(),
    isTop: boolean('is_top').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.columnId] }), index('article_columns_column').on(t.columnId)],
);

export const articleCounts = pgTable('article_counts', {
  articleId: integer('article_id').primaryKey(),
  countClick: integer('count_click').notNull().default(0),
  countClickInitial: integer('count_click_initial').notNull().default(0),
  countClickFake: integer('count_click_fake').notNull().default(0),
  countPraise: integer('count_praise').notNull().default(0),
  countShare: integer('count_share').notNull().default(0),
  countShareClick: integer('count_share_click').notNull().default(0),
  countDiscuss: integer('count_discuss').notNull().default(0),
});

export const articleRelations = pgTable(
  'article_relations',
  {
    articleId: integer('article_id').notNull(),
    relatedId: integer('related_id').notNull(),
    orderId: integer('order_id').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.relatedId] })],
);

export const tags = pgTable('tags', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

export const articleTags = pgTable(
  'article_tags',
  {
    articleId: integer('article_id').notNull(),
    tagId: integer('tag_id').notNull(),
    orderId: integer('order_id').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.tagId] }), index('article_tags_tag').on(t.tagId)],
);

export const reporters = pgTable('reporters', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  url: text('url').notNull().default(''),
  duty: text('duty').notNull().default(''),
  description: text('description').notNull().default(''),
  memberId: integer('member_id').notNull().default(0),
  extra: extra(),
});

export const articleReporters = pgTable(
  'article_reporters',
  {
    articleId: integer('article_id').notNull(),
    reporterId: integer('reporter_id').notNull(),
    orderId: integer('order_id').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.reporterId] })],
);

/** Home-page modules (recommendation blocks); `type` follows the real platform (0 articles, 4 activities, 5 accounts, 7 people, 8 news flash, 10 specials, 11 float). */
export const modules = pgTable('modules', {
  id: integer('id').primaryKey(),
  columnId: integer('column_id').notNull(),
  type: integer('type').notNull(),
  name: text('name').notNull(),
  position: integer('position').notNull().default(0),
  orderId: integer('order_id').notNull().default(0),
  extra: extra(),
});

export const moduleItems = pgTable(
  'module_items',
  {
    moduleId: integer('module_id').notNull(),
    refId: integer('ref_id').notNull(),
    orderId: integer('order_id').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.moduleId, t.refId] })],
);

export const leaders = pgTable('leaders', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  url: text('url').notNull().default(''),
  duty: text('duty').notNull().default(''),
  description: text('description').notNull().default(''),
  columnId: integer('column_id').notNull().default(0),
  groupId: integer('group_id').notNull().default(0),
  catId: integer('cat_id').notNull().default(0),
  regionId: integer('region_id').notNull().default(0),
  details: text('details').notNull().default(''),
  orderId: integer('order_id').notNull().default(0),
});

export const liveRooms = pgTable('live_rooms', {
  id: integer('id').primaryKey(),
  articleId: integer('article_id').notNull(),
  title: text('title').notNull(),
  /** 0 preview, 1 live, 2 ended */
  status: integer('status').notNull().default(0),
  /** 0 image live, 1 video live */
  liveType: integer('live_type').notNull().default(0),
  startTime: ms('start_time').notNull(),
  publishTime: ms('publish_time').notNull(),
  content: text('content').notNull().default(''),
  countClick: integer('count_click').notNull().default(0),
  countPraise: integer('count_praise').notNull().default(0),
  extra: extra(),
});

export const liveReports = pgTable(
  'live_reports',
  {
    id: serial('id').primaryKey(),
    liveId: integer('live_id').notNull(),
    title: text('title').notNull().default(''),
    content: text('content').notNull(),
    user: text('user_name').notNull().default(''),
    userId: integer('user_id').notNull().default(0),
    isTop: boolean('is_top').notNull().default(false),
    publishTime: ms('publish_time').notNull(),
    attachments: jsonb('attachments').$type<unknown[]>().notNull().default([]),
  },
  (t) => [index('live_reports_live').on(t.liveId, t.publishTime)],
);

export const activities = pgTable('activities', {
  id: integer('id').primaryKey(),
  articleId: integer('article_id').notNull().default(0),
  catId: integer('cat_id').notNull().default(0),
  title: text('title').notNull(),
  startTime: ms('start_time').notNull(),
  endTime: ms('end_time').notNull(),
  signStartTime: ms('sign_start_time').notNull(),
  signEndTime: ms('sign_end_time').notNull(),
  quota: integer('quota').notNull().default(0),
  voteId: integer('vote_id').notNull().default(0),
  extra: extra(),
});

export const activitySignups = pgTable(
  'activity_signups',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id').notNull(),
    memberId: integer('member_id').notNull(),
    realName: text('real_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    registCode: text('regist_code').notNull().default(''),
    verified: boolean('verified').notNull().default(false),
    createdAt: ms('created_at').notNull(),
    extra: extra(),
  },
  // One sign-up per member and activity (docs/decisions/096).
  (t) => [index('activity_signups_activity').on(t.activityId), uniqueIndex('activity_signups_member').on(t.activityId, t.memberId)],
);

export const votes = pgTable('votes', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  endTime: ms('end_time').notNull(),
  needLogin: boolean('need_login').notNull().default(false),
  extra: extra(),
});

export const voteQuestions = pgTable('vote_questions', {
  id: integer('id').primaryKey(),
  voteId: integer('vote_id').notNull(),
  name: text('name').notNull(),
  qtype: integer('qtype').notNull().default(0),
  selectLimited: integer('select_limited').notNull().default(1),
});

export const voteOptions = pgTable('vote_options', {
  id: integer('id').primaryKey(),
  questionId: integer('question_id').notNull(),
  name: text('name').notNull(),
  pic: text('pic').notNull().default(''),
  count: integer('count').notNull().default(0),
  extra: extra(),
});

export const voteRecords = pgTable('vote_records', {
  id: serial('id').primaryKey(),
  voteId: integer('vote_id').notNull(),
  optionId: integer('option_id').notNull(),
  memberId: integer('member_id').notNull(),
  createdAt: ms('created_at').notNull(),
});

export const vouchers = pgTable(
  'vouchers',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id').notNull(),
    memberId: integer('member_id').notNull(),
    code: text('code').notNull(),
    usedAt: ms('used_at'),
    extra: extra(),
  },
  (t) => [uniqueIndex('vouchers_activity_code').on(t.activityId, t.code)],
);

export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    /** 0 article, 1 live, 2 forum, 3 paper article */
    sourceType: integer('source_type').notNull().default(0),
    rootId: integer('root_id').notNull(),
    parentId: integer('parent_id').notNull().default(-1),
    memberId: integer('member_id').notNull().default(0),
    userName: text('user_name').notNull().default(''),
    content: text('content').notNull(),
    /** 0 under review, 1 shown, 2 rejected */
    reviewStatus: integer('review_status').notNull().default(1),
    /** 0 reader, 1 official comment, 2 official reply */
    kind: integer('kind').notNull().default(0),
    countPraise: integer('count_praise').notNull().default(0),
    isWonderful: boolean('is_wonderful').notNull().default(false),
    location: text('location').notNull().default(''),
    createdAt: ms('created_at').notNull(),
    attachments: jsonb('attachments').$type<unknown[]>().notNull().default([]),
  },
  // comments_member: a member's recent comments, read under a lock by every submit (double-submit check).
  (t) => [index('comments_root').on(t.rootId, t.sourceType, t.createdAt), index('comments_member').on(t.memberId, t.createdAt)],
);

export const members = pgTable(
  'members',
  {
    id: integer('id').primaryKey(),
    phone: text('phone').notNull().default(''),
    nickname: text('nickname').notNull(),
    head: text('head').notNull().default(''),
    passwordMd5: text('password_md5').notNull().default(''),
    score: integer('score').notNull().default(0),
    createdAt: ms('created_at').notNull(),
    extra: extra(),
    /** scrypt of the md5 the SSO sends, per-member salt (identity/passwords.ts); passwordMd5 is only the seed's legacy form. */
    passwordSalt: text('password_salt').notNull().default(''),
    passwordHash: text('password_hash').notNull().default(''),
    username: text('username').notNull().default(''),
  },
  (t) => [
    uniqueIndex('members_phone_unique')
      .on(t.phone)
      .where(sql`${t.phone} <> ''`),
  ],
);

export * from './identitySchema.ts';

export const memberTokens = pgTable(
  'member_tokens',
  {
    token: text('token').primaryKey(),
    memberId: integer('member_id').notNull(),
    device: text('device').notNull().default(''),
    kind: text('kind').notNull().default('access'),
    expiresAt: ms('expires_at').notNull(),
  },
  // Expired anonymous tokens are deleted a few at a time, oldest first (memberSessions.ts).
  (t) => [index('member_tokens_kind_expiry').on(t.kind, t.expiresAt)],
);

export * from './communitySchema.ts';
export * from './voteSchema.ts';
export * from './servicesSchema.ts';
