/** The paper (数字报) and its pages. Re-exported by schema.ts. */
import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { extra } from './schemaColumns.ts';

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
