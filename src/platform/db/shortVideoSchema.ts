/** Short video (mvod): categories and videos. Re-exported by schema.ts. */
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { extra, ms } from './schemaColumns.ts';

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
