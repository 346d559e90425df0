/** Invite codes and their uses. Re-exported by schema.ts. */
import { sql } from 'drizzle-orm';
import { integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ms } from './schemaColumns.ts';

export const inviteCodes = pgTable('invite_codes', {
  code: text('code').primaryKey(),
  memberId: integer('member_id').notNull().unique(),
});

/** One use of an invite code: a device is invited once and a member is invited once (codeImeiRecord's 1001 answers). */
export const inviteRecords = pgTable(
  'invite_records',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    imei: text('imei').notNull(),
    memberId: integer('member_id').notNull(),
    createdAt: ms('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('invite_records_imei').on(t.imei),
    uniqueIndex('invite_records_member')
      .on(t.memberId)
      .where(sql`${t.memberId} > 0`),
  ],
);
