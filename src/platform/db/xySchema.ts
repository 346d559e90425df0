/** 翔宇号 accounts: categories, accounts, their dynamics and rank votes. Re-exported by schema.ts. */
import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { extra, ms } from './schemaColumns.ts';

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
