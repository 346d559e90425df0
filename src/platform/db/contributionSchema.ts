/** Calls for contributions (征稿) and the contributions (投稿) with their review status. Re-exported by schema.ts. */
import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ms } from './schemaColumns.ts';

/** A call for contributions (征稿): the `linkID` of `/seekArticleDetail/:linkID/:id`. */
export const contributionCalls = pgTable('contribution_calls', {
  id: integer('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  createdAt: ms('created_at').notNull(),
});

/** A contribution; status 0 待审核 (to audit), 1 已通过 (passed), 2 未通过 (not passed). */
export const contributions = pgTable(
  'contributions',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').notNull(),
    /** the call it answers, 0 for a free contribution */
    callId: integer('call_id').notNull().default(0),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    status: integer('status').notNull().default(0),
    /** the reviewer's note shown with 未通过 */
    reason: text('reason').notNull().default(''),
    attachments: jsonb('attachments').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: ms('created_at').notNull(),
    /** the sending form's key: the same form sent twice is one contribution */
    formKey: text('form_key'),
  },
  (t) => [index('contributions_member').on(t.memberId, t.createdAt), uniqueIndex('contributions_member_form').on(t.memberId, t.formKey)],
);
