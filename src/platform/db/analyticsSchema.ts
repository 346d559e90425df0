/** Analytics records (sendRecord and the click collector). Re-exported by schema.ts. */
import { index, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { ms } from './schemaColumns.ts';

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
