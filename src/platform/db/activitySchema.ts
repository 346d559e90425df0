/** Activities and their sign-ups (docs/decisions/096). Re-exported by schema.ts. */
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { extra, ms } from './schemaColumns.ts';

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
