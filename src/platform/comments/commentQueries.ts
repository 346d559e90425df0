import { and, count, desc, eq, gt, inArray, lt, or, type SQL } from 'drizzle-orm';
import { comments } from '../db/schema.ts';
import type { Params } from '../http/Params.ts';
import type { PlatformContext } from '../PlatformContext.ts';
import { commentItem, REVIEW, type CommentRow } from '../shape/commentShape.ts';
import { loadArticles } from '../shape/loadArticles.ts';
import { PAGE_SIZE } from '../shape/pageOf.ts';

/** The commented object: an article (sourceType 0), a live room (1), a forum post (2), a paper article (3). */
export interface CommentTarget {
  rootId: number;
  sourceType: number;
}

export function readTarget(params: Params): CommentTarget {
  return {
    rootId: params.id(['id', 'rootID', 'rootId', 'articleId', 'articleID', 'fileId']),
    sourceType: params.int(['source', 'sourceType'], 0, { min: 0, max: 100 }),
  };
}

/** page (0-based, as getArticles; legacy `start` is page × 20) and the id of the last comment already shown. */
export function readPaging(params: Params): { page: number; lastId: number } {
  const start = params.int('start', -1, { min: -1 });
  const page = params.int(['page', 'pageNo'], start >= 0 ? Math.floor(start / PAGE_SIZE) : 0, { min: 0, max: 100_000 });
  return { page, lastId: params.int(['lastID', 'lastId', 'lastFileId', 'lastFileID'], 0, { min: 0 }) };
}

/**
 * Shown comments, plus the reader's own ones under review (SPEC §4: under review, then shown; only
 * the author sees it meanwhile). Rejected comments are seen by nobody.
 */
export function visibleTo(memberId: number | null): SQL {
  const shown = eq(comments.reviewStatus, REVIEW.shown);
  return memberId === null ? shown : or(shown, and(eq(comments.reviewStatus, REVIEW.pending), eq(comments.memberId, memberId)))!;
}

export function ofTarget(target: CommentTarget): SQL {
  return and(eq(comments.rootId, target.rootId), eq(comments.sourceType, target.sourceType))!;
}

export interface CommentPage {
  rows: CommentRow[];
  totalCount: number;
  hasMore: boolean;
}

/**
 * One page of comments matching `where`, newest first. A `lastId` that matches continues right after
 * that comment (new comments arriving at the top do not shift the next page); otherwise `page` counts.
 */
export async function pageComments(ctx: PlatformContext, where: SQL, page: number, lastId: number, size = PAGE_SIZE): Promise<CommentPage> {
  const [total] = await ctx.db.select({ n: count() }).from(comments).where(where);
  const totalCount = total?.n ?? 0;
  const [last] =
    lastId > 0
      ? await ctx.db
          .select()
          .from(comments)
          .where(and(where, eq(comments.id, lastId)))
      : [];
  if (last) {
    const after = and(where, or(lt(comments.createdAt, last.createdAt), and(eq(comments.createdAt, last.createdAt), lt(comments.id, last.id))))!;
    const rows = await ctx.db.select().from(comments).where(after).orderBy(desc(comments.createdAt), desc(comments.id)).limit(size);
    const [rest] = await ctx.db.select({ n: count() }).from(comments).where(after);
    return { rows, totalCount, hasMore: (rest?.n ?? 0) > rows.length };
  }
  const offset = page * size;
  const rows = offset >= totalCount ? [] : await ctx.db.select().from(comments).where(where).orderBy(desc(comments.createdAt), desc(comments.id)).limit(size).offset(offset);
  return { rows, totalCount, hasMore: offset + rows.length < totalCount };
}

/** Shown replies per comment id (what `countDiscuss` of a comment says). */
export async function replyCounts(ctx: PlatformContext, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.db
    .select({ parentId: comments.parentId, n: count() })
    .from(comments)
    .where(and(inArray(comments.parentId, ids), eq(comments.reviewStatus, REVIEW.shown)))
    .groupBy(comments.parentId);
  return new Map(rows.map((r) => [r.parentId, r.n]));
}

/** Items for rows: their article (sourceType 0), the parents the reader may see, and reply counts. */
export async function shapeComments(ctx: PlatformContext, origin: string, rows: CommentRow[], memberId: number | null): Promise<Record<string, unknown>[]> {
  if (rows.length === 0) return [];
  const articleIds = [...new Set(rows.filter((r) => r.sourceType === 0).map((r) => r.rootId))];
  const parentIds = [...new Set(rows.map((r) => r.parentId).filter((id) => id > 0))];
  const [articles, parents, replies] = await Promise.all([
    loadArticles(ctx, articleIds),
    parentIds.length
      ? ctx.db
          .select()
          .from(comments)
          .where(and(inArray(comments.id, parentIds), visibleTo(memberId)))
      : Promise.resolve([]),
    replyCounts(
      ctx,
      rows.map((r) => r.id),
    ),
  ]);
  const articleById = new Map(articles.map((a) => [a.row.id, a]));
  const parentById = new Map(parents.map((p) => [p.id, p]));
  return rows.map((row) =>
    commentItem(row, {
      origin,
      article: row.sourceType === 0 ? articleById.get(row.rootId) : undefined,
      parent: parentById.get(row.parentId),
      replyCount: replies.get(row.id) ?? 0,
    }),
  );
}

/** Comments of the reader's that are newer than `sinceMs` on one object with this text (the double-submit check). */
export function recentSame(memberId: number, target: CommentTarget, parentId: number, content: string, sinceMs: number): SQL {
  return and(ofTarget(target), eq(comments.memberId, memberId), eq(comments.parentId, parentId), eq(comments.content, content), gt(comments.createdAt, sinceMs))!;
}
