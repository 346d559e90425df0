/** Columns (栏目), the tree every article list hangs from. Re-exported by schema.ts. */
import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { extra, ms } from './schemaColumns.ts';

export const columns = pgTable(
  'columns',
  {
    id: integer('id').primaryKey(),
    siteId: integer('site_id').notNull(),
    parentId: integer('parent_id').notNull().default(0),
    name: text('name').notNull(),
    columnStyle: text('column_style').notNull().default('101'),
    columnType: text('column_type').notNull().default(''),
    orderId: integer('order_id').notNull().default(0),
    topCount: integer('top_count').notNull().default(0),
    icon: text('icon').notNull().default(''),
    description: text('description').notNull().default(''),
    linkUrl: text('link_url').notNull().default(''),
    isDeleted: boolean('is_deleted').notNull().default(false),
    version: ms('version').notNull(),
    extra: extra(),
  },
  (t) => [index('columns_parent').on(t.siteId, t.parentId)],
);
