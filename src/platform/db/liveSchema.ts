/** Live rooms and their reports. Re-exported by schema.ts. */
import { boolean, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { extra, ms } from './schemaColumns.ts';

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
