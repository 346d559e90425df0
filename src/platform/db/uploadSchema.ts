/** Uploads and who sent each. Re-exported by schema.ts. */
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { ms } from './schemaColumns.ts';

export const uploads = pgTable('uploads', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  path: text('path').notNull(),
  createdAt: ms('created_at').notNull(),
});

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
