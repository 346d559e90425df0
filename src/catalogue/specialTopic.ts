import * as v from 'valibot';
import { articleListItemSchema, articleListSchema, type ArticleListItem } from './articleListItem.ts';
import { columnSchema, type Column } from './column.ts';
import { bool, list, optObject, record } from './schemaParts.ts';

/**
 * getSubSpecialArticles: a special topic's sub-columns, each with its first articles. Deployments
 * that answer a flat article list instead are read into `articles`.
 */
export interface SpecialTopicSection {
  column: Column;
  list: ArticleListItem[];
  hasMore: boolean;
}

export interface SpecialTopic {
  column: Column | null;
  sections: SpecialTopicSection[];
  articles: ArticleListItem[];
  /** Everything in reading order: the flat articles, else each section's articles in turn. */
  list: ArticleListItem[];
  /** The platform sends no topic-wide flag; null means "use the page-size rule". */
  hasMore: boolean | null;
}

const sectionSchema = v.pipe(
  v.unknown(),
  v.transform((raw): SpecialTopicSection | null => {
    const column = v.safeParse(columnSchema, raw);
    if (!column.success) return null;
    const rest = v.parse(record({ list: articleListSchema, hasMore: bool }), raw);
    return { column: column.output, list: rest.list, hasMore: rest.hasMore };
  }),
);

export const specialTopicSchema = v.pipe(
  v.union([v.array(v.unknown()), record({ column: optObject(columnSchema), list: list(v.unknown()) })]),
  v.transform((x): SpecialTopic => {
    const entries = Array.isArray(x) ? x : x.list;
    const sections: SpecialTopicSection[] = [];
    const articles: ArticleListItem[] = [];
    for (const entry of entries) {
      const asArticle = v.safeParse(articleListItemSchema, entry);
      if (asArticle.success) {
        articles.push(asArticle.output);
        continue;
      }
      const section = v.parse(sectionSchema, entry);
      if (section) sections.push(section);
    }
    const flat = articles.length ? articles : sections.flatMap((section) => section.list);
    return { column: Array.isArray(x) ? null : x.column, sections, articles, list: flat, hasMore: null };
  }),
);
