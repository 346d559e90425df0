/** Reporters and the articles they wrote. Re-exported by schema.ts. */
import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { extra } from './schemaColumns.ts';

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
