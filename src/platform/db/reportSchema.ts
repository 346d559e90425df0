/** Reports (expose) of comments and articles. Re-exported by schema.ts. */
import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ms } from './schemaColumns.ts';

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
