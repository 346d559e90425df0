/** Favourites (收藏). Re-exported by schema.ts. */
import { integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { ms } from './schemaColumns.ts';

export const favourites = pgTable(
  'favourites',
  {
    memberId: integer('member_id').notNull(),
    articleId: integer('article_id').notNull(),
    type: integer('type').notNull().default(0),
    createdAt: ms('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.articleId, t.type] })],
);
