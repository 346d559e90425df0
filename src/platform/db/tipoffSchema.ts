/** Tip-offs (报料) and the sequence new ones take their id from. Re-exported by schema.ts. */
import { integer, jsonb, pgSequence, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ms } from './schemaColumns.ts';

/** New tip-offs take their id from here; the seed's hand-numbered ones stay below 1000. */
export const tipoffIds = pgSequence('tipoff_ids', { startWith: 1000 });

/** Tip-offs; a new one takes its id from `tipoff_ids`, and a form sent twice (same member and form key) is one row. */
export const tipoffs = pgTable(
  'tipoffs',
  {
    id: integer('id').primaryKey(),
    memberId: integer('member_id').notNull().default(0),
    topic: text('topic').notNull(),
    content: text('content').notNull(),
    userName: text('user_name').notNull().default(''),
    contactNo: text('contact_no').notNull().default(''),
    status: integer('status').notNull().default(0),
    createdAt: ms('created_at').notNull(),
    attachments: jsonb('attachments').$type<Record<string, unknown>>().notNull().default({}),
    formKey: text('form_key'),
  },
  (t) => [uniqueIndex('tipoffs_member_form').on(t.memberId, t.formKey)],
);
