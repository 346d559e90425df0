/** Circles: posts and notices. Re-exported by schema.ts. */
import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { extra, ms } from './schemaColumns.ts';

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
