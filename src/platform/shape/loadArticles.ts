import { and, asc, eq, inArray } from 'drizzle-orm';
import { articleColumns, articleCounts, articles, articleTags, liveRooms, tags } from '../db/schema.ts';
import type { PlatformContext } from '../PlatformContext.ts';
import type { ColumnRow } from './ColumnCache.ts';

export type ArticleRow = typeof articles.$inferSelect;
export type CountsRow = typeof articleCounts.$inferSelect;
export type LiveRow = typeof liveRooms.$inferSelect;

export interface FullArticle {
  row: ArticleRow;
  counts: CountsRow;
  column: ColumnRow | undefined;
  casNames: string;
  tags: { id: number; name: string; order: number }[];
  sectionIds: number[];
  live: LiveRow | undefined;
}

/** Loads articles with everything a list item needs, keeping the order of `ids`. */
export async function loadArticles(ctx: PlatformContext, ids: number[], options: { publishedOnly?: boolean } = {}): Promise<FullArticle[]> {
  if (ids.length === 0) return [];
  const unique = [...new Set(ids)];
  const { db } = ctx;
  const where = options.publishedOnly ? and(inArray(articles.id, unique), eq(articles.aStatus, 1)) : inArray(articles.id, unique);
  const [rows, counts, tagRows, sections, lives] = await Promise.all([
    db.select().from(articles).where(where),
    db.select().from(articleCounts).where(inArray(articleCounts.articleId, unique)),
    db
      .select({ articleId: articleTags.articleId, id: tags.id, name: tags.name, order: articleTags.orderId })
      .from(articleTags)
      .innerJoin(tags, eq(tags.id, articleTags.tagId))
      .where(inArray(articleTags.articleId, unique))
      .orderBy(asc(articleTags.orderId)),
    db.select({ articleId: articleColumns.articleId, columnId: articleColumns.columnId }).from(articleColumns).where(inArray(articleColumns.articleId, unique)),
    db.select().from(liveRooms).where(inArray(liveRooms.articleId, unique)),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const countsById = new Map(counts.map((row) => [row.articleId, row]));
  const livesByArticle = new Map(lives.map((row) => [row.articleId, row]));
  const result: FullArticle[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    if (!row) continue;
    const sectionIds = [row.columnId, ...sections.filter((s) => s.articleId === id && s.columnId !== row.columnId).map((s) => s.columnId)];
    result.push({
      row,
      counts: countsById.get(id) ?? emptyCounts(id),
      column: await ctx.columns.get(row.columnId),
      casNames: await ctx.columns.casNames(row.columnId),
      tags: tagRows.filter((t) => t.articleId === id).map((t) => ({ id: t.id, name: t.name, order: t.order })),
      sectionIds,
      live: livesByArticle.get(id),
    });
  }
  return result;
}

export function emptyCounts(articleId: number): CountsRow {
  return { articleId, countClick: 0, countClickInitial: 0, countClickFake: 0, countPraise: 0, countShare: 0, countShareClick: 0, countDiscuss: 0 };
}

/** What readers see as the click count: initial + real + fake, like the real platform. */
export function totalClicks(counts: CountsRow): number {
  return counts.countClick + counts.countClickInitial + counts.countClickFake;
}
