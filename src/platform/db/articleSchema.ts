/** Articles: their columns, counts, related articles and tags. Re-exported by schema.ts. */
import { boolean, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { extra, ms } from './schemaColumns.ts';

export const articles = pgTable(
  'articles',
  {
    id: integer('id').primaryKey(),
    siteId: integer('site_id').notNull(),
    columnId: integer('column_id').notNull(),
    articleType: integer('article_type').notNull(),
    title: text('title').notNull(),
    aStatus: integer('a_status').notNull().default(1),
    publishTime: ms('publish_time').notNull(),
    version: ms('version').notNull(),
    picType: integer('pic_type').notNull().default(1),
    abstract: text('abstract').notNull().default(''),
    content: text('content').notNull().default(''),
    source: text('source').notNull().default(''),
    authorId: integer('author_id').notNull().default(0),
    xyAccountId: integer('xy_account_id').notNull().default(0),
    linkId: integer('link_id').notNull().default(0),
    linkUrl: text('link_url').notNull().default(''),
    mark: text('mark').notNull().default(''),
    discussClosed: boolean('discuss_closed').notNull().default(false),
    shareClosed: boolean('share_closed').notNull().default(false),
    // Credits (source, editor, responsible editor, proofreader…) keyed by the real field names.
    credits: jsonb('credits').$type<Record<string, string>>().notNull().default({}),
    extra: extra(),
  },
  (t) => [index('articles_column').on(t.columnId, t.publishTime)],
);

/** An article shows in its own column and any others ("sectionids" 5;15); carousel/top placement is per column. */
export const articleColumns = pgTable(
  'article_columns',
  {
    articleId: integer('article_id').notNull(),
    columnId: integer('column_id').notNull(),
    isTop: boolean('is_top').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.columnId] }), index('article_columns_column').on(t.columnId)],
);

export const articleCounts = pgTable('article_counts', {
  articleId: integer('article_id').primaryKey(),
  countClick: integer('count_click').notNull().default(0),
  countClickInitial: integer('count_click_initial').notNull().default(0),
  countClickFake: integer('count_click_fake').notNull().default(0),
  countPraise: integer('count_praise').notNull().default(0),
  countShare: integer('count_share').notNull().default(0),
  countShareClick: integer('count_share_click').notNull().default(0),
  countDiscuss: integer('count_discuss').notNull().default(0),
});

export const articleRelations = pgTable(
  'article_relations',
  {
    articleId: integer('article_id').notNull(),
    relatedId: integer('related_id').notNull(),
    orderId: integer('order_id').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.relatedId] })],
);

export const tags = pgTable('tags', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

export const articleTags = pgTable(
  'article_tags',
  {
    articleId: integer('article_id').notNull(),
    tagId: integer('tag_id').notNull(),
    orderId: integer('order_id').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.tagId] }), index('article_tags_tag').on(t.tagId)],
);
