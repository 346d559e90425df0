/** Subscriptions to accounts, columns and topics. Re-exported by schema.ts. */
import { integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { ms } from './schemaColumns.ts';

export const subscriptions = pgTable(
  'subscriptions',
  {
    memberId: integer('member_id').notNull(),
    /** 4 xy account, 5 column, 10 topic (as the real topicSub `type`) */
    type: integer('type').notNull(),
    targetId: integer('target_id').notNull(),
    createdAt: ms('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.type, t.targetId] })],
);
