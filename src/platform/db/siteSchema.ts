/** The site and its settings (getConfig). Re-exported by schema.ts. */
import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

export const sites = pgTable('sites', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  appId: text('app_id').notNull(),
  config: jsonb('config').$type<Record<string, unknown>>().notNull().default({}),
});
