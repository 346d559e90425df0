/** Leaders (领导) and their pages. Re-exported by schema.ts. */
import { integer, pgTable, text } from 'drizzle-orm/pg-core';

export const leaders = pgTable('leaders', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  url: text('url').notNull().default(''),
  duty: text('duty').notNull().default(''),
  description: text('description').notNull().default(''),
  columnId: integer('column_id').notNull().default(0),
  groupId: integer('group_id').notNull().default(0),
  catId: integer('cat_id').notNull().default(0),
  regionId: integer('region_id').notNull().default(0),
  details: text('details').notNull().default(''),
  orderId: integer('order_id').notNull().default(0),
});
