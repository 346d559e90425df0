/**
 * Tables of the services half (tip-offs, contributions, points): calls for contributions (征稿),
 * the contributions (投稿) with their review status, the daily points tally, the tip-off id
 * sequence and who owns each upload. Re-exported by schema.ts.
 */
import { index, integer, jsonb, pgSequence, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ms } from './schemaColumns.ts';

/** New tip-offs take their id from here; the seed's hand-numbered ones stay below 1000. */
export const tipoffIds = pgSequence('tipoff_ids', { startWith: 1000 });

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

/** Points of one event type a member got on one (Beijing) day: the daily cap is one conditional update of this row. */
export const pointDayCounts = pgTable(
  'point_day_counts',
  {
    memberId: integer('member_id').notNull(),
    event: text('event').notNull(),
    day: text('day').notNull(),
    used: integer('used').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.event, t.day] })],
);

/**
 * Who sent an upload (docs/decisions/141): `member:<id>` or `anon:<device or address>`, and the
 * upload token's grant it came with (empty without a token). consolidated/results answers only the
 * token's own uploads; anonymous uploads have their own quota. One row per `uploads` row.
 */
export const uploadOwners = pgTable(
  'upload_owners',
  {
    uploadId: integer('upload_id').primaryKey(),
    owner: text('owner').notNull(),
    grant: text('grant').notNull().default(''),
  },
  (t) => [index('upload_owners_owner').on(t.owner)],
);
