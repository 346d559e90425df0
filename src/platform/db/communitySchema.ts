/**
 * The community half of the bundled platform's tables: accounts, Q&A, tip-offs, circles,
 * subscriptions, favourites, praises, invites, points, the paper, short video, uploads and
 * analytics. Re-exported by schema.ts, so drizzle-kit and the database see one schema.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ms, extra } from './schemaColumns.ts';

export const xyCategories = pgTable('xy_categories', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  code: text('code').notNull().default('XYACCOUNT'),
  parentId: integer('parent_id').notNull().default(0),
  orderId: integer('order_id').notNull().default(0),
});

/** 翔宇号 accounts; reporters are accounts too (reporterId links them). */
export const xyAccounts = pgTable('xy_accounts', {
  id: integer('id').primaryKey(),
  topic: text('topic').notNull(),
  description: text('description').notNull().default(''),
  icon: text('icon').notNull().default(''),
  banner: text('banner').notNull().default(''),
  catId: integer('cat_id').notNull().default(0),
  reporterId: integer('reporter_id').notNull().default(0),
  /** 1 and 4 mean not usable (SPEC §4) */
  xyStatus: integer('xy_status').notNull().default(0),
  xyForbidden: boolean('xy_forbidden').notNull().default(false),
  influence: integer('influence').notNull().default(0),
  extra: extra(),
});

export const xyDynamics = pgTable('xy_dynamics', {
  id: integer('id').primaryKey(),
  xyId: integer('xy_id').notNull(),
  content: text('content').notNull(),
  createdAt: ms('created_at').notNull(),
  attachments: jsonb('attachments').$type<Record<string, unknown>>().notNull().default({}),
});

/**
 * Rank votes (打榜, hitXyBulletin): one per member, account and week. The unique key makes a
 * repeat, or a burst of parallel taps, one row (docs/decisions/103).
 */
export const xyHits = pgTable(
  'xy_hits',
  {
    id: serial('id').primaryKey(),
    xyId: integer('xy_id').notNull(),
    memberId: integer('member_id').notNull(),
    /** The rank week (weeks since the Monday 1970-01-05, China time): the period a vote counts in. */
    week: integer('week').notNull().default(0),
    createdAt: ms('created_at').notNull(),
  },
  (t) => [uniqueIndex('xy_hits_once').on(t.xyId, t.memberId, t.week), index('xy_hits_week').on(t.week)],
);

/** Questions to accounts (问吧) and government Q&A (问政): kind 'ask' | 'qa'. */
export const questions = pgTable('questions', {
  id: integer('id').primaryKey(),
  kind: text('kind').notNull(),
  subjectId: integer('subject_id').notNull().default(0),
  xyId: integer('xy_id').notNull().default(0),
  memberId: integer('member_id').notNull().default(0),
  title: text('title').notNull(),
  content: text('content').notNull().default(''),
  answer: text('answer').notNull().default(''),
  answeredAt: ms('answered_at'),
  createdAt: ms('created_at').notNull(),
  countPraise: integer('count_praise').notNull().default(0),
  /** 0 under review, 1 shown, 2 rejected: a reader's question waits for the newsroom (selfMedia.qaAudit "1"). */
  reviewStatus: integer('review_status').notNull().default(1),
  extra: extra(),
});

/** Topics of 问吧 (subjects that collect questions). */
export const subjects = pgTable('subjects', {
  id: integer('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  pic: text('pic').notNull().default(''),
  xyId: integer('xy_id').notNull().default(0),
  createdAt: ms('created_at').notNull(),
  extra: extra(),
});

/** Tip-offs; a new one takes its id from `tipoff_ids`, and a form sent twice (same member and form key) is one row. */
export const tipoffs = pgTable(
  'tipoffs',
  {
    id: integer('id').primaryKey(),
    memberId: integer('member_id').notNull().default(0),
    topic: text('topic').notNull(),
    content: text('content').notNull(),
    userName: text('user_name').notNull().default(''),
    contactNo: text('contact_no').notNull().default(''),
    status: integer('status').notNull().default(0),
    createdAt: ms('created_at').notNull(),
    attachments: jsonb('attachments').$type<Record<string, unknown>>().notNull().default({}),
    formKey: text('form_key'),
  },
  (t) => [uniqueIndex('tipoffs_member_form').on(t.memberId, t.formKey)],
);

export const circles = pgTable('circles', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  icon: text('icon').notNull().default(''),
  createdAt: ms('created_at').notNull(),
  extra: extra(),
});

export const circlePosts = pgTable('circle_posts', {
  id: integer('id').primaryKey(),
  circleId: integer('circle_id').notNull(),
  memberId: integer('member_id').notNull(),
  content: text('content').notNull(),
  countPraise: integer('count_praise').notNull().default(0),
  countDiscuss: integer('count_discuss').notNull().default(0),
  createdAt: ms('created_at').notNull(),
  attachments: jsonb('attachments').$type<Record<string, unknown>>().notNull().default({}),
});

export const circleNotices = pgTable('circle_notices', {
  id: integer('id').primaryKey(),
  circleId: integer('circle_id').notNull(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  createdAt: ms('created_at').notNull(),
});

export const subscriptions = pgTable(
  'subscriptions',
  {
    memberId: integer('member_id').notNull(),
    /** 4 xy account, 5 column, 10 topic (as the real topicSub `type`) */
    type: integer('type').notNull(),
    targetId: integer('target_id').notNull(),
    createdAt: ms('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.type, t.targetId] })],
);

export const favourites = pgTable(
  'favourites',
  {
    memberId: integer('member_id').notNull(),
    articleId: integer('article_id').notNull(),
    type: integer('type').notNull().default(0),
    createdAt: ms('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.articleId, t.type] })],
);

/** One praise per reader and object (SPEC §4 object types): the key makes a repeat or a double tap count once. */
export const praises = pgTable(
  'praises',
  {
    reader: text('reader').notNull(),
    objectType: integer('object_type').notNull(),
    objectId: integer('object_id').notNull(),
    createdAt: ms('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.reader, t.objectType, t.objectId] })],
);

/**
 * Reports (expose) of a comment (sourceType 0) or an article (1, PLATFORM.md §5.3): the key makes a
 * member's repeat report of the same thing count once.
 */
export const reports = pgTable(
  'reports',
  {
    memberId: integer('member_id').notNull(),
    sourceType: integer('source_type').notNull(),
    targetId: integer('target_id').notNull(),
    /** the report-reason index (`type`, 0–4 in the real client) */
    reason: integer('reason').notNull().default(0),
    reasonText: text('reason_text').notNull().default(''),
    createdAt: ms('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.sourceType, t.targetId] })],
);

export const inviteCodes = pgTable('invite_codes', {
  code: text('code').primaryKey(),
  memberId: integer('member_id').notNull().unique(),
});

/** One use of an invite code: a device is invited once and a member is invited once (codeImeiRecord's 1001 answers). */
export const inviteRecords = pgTable(
  'invite_records',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    imei: text('imei').notNull(),
    memberId: integer('member_id').notNull(),
    createdAt: ms('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('invite_records_imei').on(t.imei),
    uniqueIndex('invite_records_member')
      .on(t.memberId)
      .where(sql`${t.memberId} > 0`),
  ],
);

/** Points a member earned; `eventTime` is event1's signed `time`, so a replayed event counts once. */
export const pointRecords = pgTable(
  'point_records',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').notNull(),
    event: text('event').notNull(),
    score: integer('score').notNull(),
    createdAt: ms('created_at').notNull(),
    eventTime: text('event_time'),
  },
  (t) => [uniqueIndex('point_records_member_event_time').on(t.memberId, t.event, t.eventTime)],
);

export const papers = pgTable('papers', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  extra: extra(),
});

export const paperPages = pgTable('paper_pages', {
  id: integer('id').primaryKey(),
  paperId: integer('paper_id').notNull(),
  date: text('date').notNull(),
  layout: text('layout').notNull(),
  name: text('name').notNull(),
  pic: text('pic').notNull().default(''),
  pdf: text('pdf').notNull().default(''),
  /** articles on the page with their hot-area mapping (layoutMapping.mapping) */
  articles: jsonb('articles').$type<unknown[]>().notNull().default([]),
});

export const mvodCategories = pgTable('mvod_categories', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  type: integer('type').notNull().default(0),
  orderId: integer('order_id').notNull().default(0),
});

export const mvodArticles = pgTable('mvod_articles', {
  id: integer('id').primaryKey(),
  categoryId: integer('category_id').notNull(),
  title: text('title').notNull(),
  videoUrl: text('video_url').notNull(),
  cover: text('cover').notNull().default(''),
  duration: integer('duration').notNull().default(0),
  publishTime: ms('publish_time').notNull(),
  countPlay: integer('count_play').notNull().default(0),
  countPraise: integer('count_praise').notNull().default(0),
  extra: extra(),
});

export const uploads = pgTable('uploads', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  path: text('path').notNull(),
  createdAt: ms('created_at').notNull(),
});

export const analyticsRecords = pgTable(
  'analytics_records',
  {
    id: serial('id').primaryKey(),
    dataType: text('data_type').notNull(),
    articleId: text('article_id').notNull().default(''),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: ms('created_at').notNull(),
  },
  // Records expire: each insert deletes a few of the oldest past their age (analyticsRecording.ts).
  (t) => [index('analytics_records_created').on(t.createdAt)],
);
