/** Home-page modules and what each lists. Re-exported by schema.ts. */
import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { extra } from './schemaColumns.ts';

/** Home-page modules (recommendation blocks); `type` follows the real platform (0 articles, 4 activities, 5 accounts, 7 people, 8 news flash, 10 specials, 11 float). */
export const modules = pgTable('modules', {
  id: integer('id').primaryKey(),
  columnId: integer('column_id').notNull(),
  type: integer('type').notNull(),
  name: text('name').notNull(),
  position: integer('position').notNull().default(0),
  orderId: integer('order_id').notNull().default(0),
  extra: extra(),
});

export const moduleItems = pgTable(
  'module_items',
  {
    moduleId: integer('module_id').notNull(),
    refId: integer('ref_id').notNull(),
    orderId: integer('order_id').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.moduleId, t.refId] })],
);
