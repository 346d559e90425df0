import { and, asc, desc, eq } from 'drizzle-orm';
import { articleColumns, articles } from '../db/schema.ts';
import type { PlatformContext } from '../PlatformContext.ts';

export interface Placed {
  id: number;
  isTop: boolean;
  position: number;
  articleType: number;
}

/** Published articles of a column in list order: pinned first, then newest. */
export function columnArticles(ctx: PlatformContext, columnId: number): Promise<Placed[]> {
  return ctx.cache.get(`column:${columnId}`, () =>
    ctx.db
      .select({ id: articles.id, isTop: articleColumns.isTop, position: articleColumns.position, articleType: articles.articleType })
      .from(articleColumns)
      .innerJoin(articles, eq(articles.id, articleColumns.articleId))
      .where(and(eq(articleColumns.columnId, columnId), eq(articles.aStatus, 1)))
      .orderBy(desc(articleColumns.isTop), asc(articleColumns.position), desc(articles.publishTime), desc(articles.id)),
  );
}
