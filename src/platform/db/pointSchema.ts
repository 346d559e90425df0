/** Points: what a member earned, and the daily tally that caps it. Re-exported by schema.ts. */
import { integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ms } from './schemaColumns.ts';

/** Points a member earned; `eventTime` is event1's signed `time`, so a replayed event counts once. */
export const pointRecords = pgTable(
  'point_records',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').notNull(),
    event: text('event').notNull(),
    score: integer('score').notNull(),
    createdAt: ms('created_at').notNull(),
    eventTime: text('event_time'),
  },
  (t) => [uniqueIndex('point_records_member_event_time').on(t.memberId, t.event, t.eventTime)],
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
