/** Praises (点赞) of articles, comments and the other object types. Re-exported by schema.ts. */
import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ms } from './schemaColumns.ts';

/** One praise per reader and object (SPEC §4 object types): the key makes a repeat or a double tap count once. */
export const praises = pgTable(
  'praises',
  {
    reader: text('reader').notNull(),
    objectType: integer('object_type').notNull(),
    objectId: integer('object_id').notNull(),
    createdAt: ms('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.reader, t.objectType, t.objectId] })],
);
