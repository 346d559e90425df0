import { asc, eq, inArray } from 'drizzle-orm';
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

type StaticPart = Omit<FullArticle, 'counts'>;

/**
 * Loads articles with everything a list item needs, keeping the order of `ids`. The article part and
 * the counts are cached separately: counts are dropped from the cache by every counting write.
 */
export async function loadArticles(ctx: PlatformContext, ids: number[], options: { publishedOnly?: boolean } = {}): Promise<FullArticle[]> {
  if (ids.length === 0) return [];
  const unique = [...new Set(ids)];
  const [statics, counts] = await Promise.all([
    ctx.cache.getMany(
      unique.map((id) => `article:${id}`),
      (keys) =>
        loadStatic(
          ctx,
          keys.map((k) => Number(k.slice(8))),
        ),
    ),
    ctx.cache.getMany(
      unique.map((id) => `counts:${id}`),
      async (keys) => {
        const rows = await ctx.db
          .select()
          .from(articleCounts)
          .where(
            inArray(
              articleCounts.articleId,
              keys.map((k) => Number(k.slice(7))),
            ),
          );
        return new Map(rows.map((row) => [`counts:${row.articleId}`, row]));
      },
    ),
  ]);
  const result: FullArticle[] = [];
  for (const id of ids) {
    const part = statics.get(`article:${id}`);
    if (!part || (options.publishedOnly && part.row.aStatus !== 1)) continue;
    result.push({ ...part, counts: counts.get(`counts:${id}`) ?? emptyCounts(id) });
  }
  return result;
}

async function loadStatic(ctx: PlatformContext, ids: number[]): Promise<Map<string, StaticPart>> {
  const { db } = ctx;
  const [rows, tagRows, sections, lives] = await Promise.all([
    db.select().from(articles).where(inArray(articles.id, ids)),
    db
      .select({ articleId: articleTags.articleId, id: tags.id, name: tags.name, order: articleTags.orderId })
      .from(articleTags)
      .innerJoin(tags, eq(tags.id, articleTags.tagId))
      .where(inArray(articleTags.articleId, ids))
      .orderBy(asc(articleTags.orderId)),
    db.select({ articleId: articleColumns.articleId, columnId: articleColumns.columnId }).from(articleColumns).where(inArray(articleColumns.articleId, ids)),
    db.select().from(liveRooms).where(inArray(liveRooms.articleId, ids)),
  ]);
  const livesByArticle = new Map(lives.map((row) => [row.articleId, row]));
  const result = new Map<string, StaticPart>();
  for (const row of rows) {
    const id = row.id;
    const sectionIds = [row.columnId, ...sections.filter((s) => s.articleId === id && s.columnId !== row.columnId).map((s) => s.columnId)];
    result.set(`article:${id}`, {
      row,
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
