/** Comments (the platform calls them discuss) on articles, live rooms, circle posts and paper articles. Re-exported by schema.ts. */
import { boolean, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { ms } from './schemaColumns.ts';

export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    /** 0 article, 1 live, 2 forum, 3 paper article */
    sourceType: integer('source_type').notNull().default(0),
    rootId: integer('root_id').notNull(),
    parentId: integer('parent_id').notNull().default(-1),
    memberId: integer('member_id').notNull().default(0),
    userName: text('user_name').notNull().default(''),
    content: text('content').notNull(),
    /** 0 under review, 1 shown, 2 rejected */
    reviewStatus: integer('review_status').notNull().default(1),
    /** 0 reader, 1 official comment, 2 official reply */
    kind: integer('kind').notNull().default(0),
    countPraise: integer('count_praise').notNull().default(0),
    isWonderful: boolean('is_wonderful').notNull().default(false),
    location: text('location').notNull().default(''),
    createdAt: ms('created_at').notNull(),
    attachments: jsonb('attachments').$type<unknown[]>().notNull().default([]),
  },
  // comments_member: a member's recent comments, read under a lock by every submit (double-submit check).
  (t) => [index('comments_root').on(t.rootId, t.sourceType, t.createdAt), index('comments_member').on(t.memberId, t.createdAt)],
);
