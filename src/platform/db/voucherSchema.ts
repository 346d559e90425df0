/** Activity vouchers (电子券) and their charge-off. Re-exported by schema.ts. */
import { integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { extra, ms } from './schemaColumns.ts';

export const vouchers = pgTable(
  'vouchers',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id').notNull(),
    memberId: integer('member_id').notNull(),
    code: text('code').notNull(),
    usedAt: ms('used_at'),
    extra: extra(),
  },
  (t) => [uniqueIndex('vouchers_activity_code').on(t.activityId, t.code)],
);
