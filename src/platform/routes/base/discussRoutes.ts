import { and, desc, eq, gt, inArray, lt } from 'drizzle-orm';
import { comments } from '../../db/schema.ts';
import { envelope } from '../../http/envelope.ts';
import type { RouteDef } from '../../http/mountRoutes.ts';
import type { PlatformContext } from '../../PlatformContext.ts';
import { ofTarget, pageComments, readPaging, readTarget, shapeComments, visibleTo } from '../../comments/commentQueries.ts';
import { REVIEW, type CommentRow } from '../../shape/commentShape.ts';
import { PAGE_SIZE } from '../../shape/pageOf.ts';

/** Replies shown under each comment of discussView (getConfig's discuss.countReply). */
const REPLIES_SHOWN = 2;
/** discussHot's default and cap. */
const HOT_COUNT = 5;
const HOT_MAX = 20;

const topLevel = lt(comments.parentId, 1);

/**
 * The comment reading calls (SPEC §7, PLATFORM.md §5.1). Every list answers the recorded
 * `{totalCount, list, hasMore}`, newest first, 20 a page; what a reader sees is the shown comments plus
 * their own under review (the accesstoken's member), so totalCount differs by reader.
 */
export const discussRoutes: RouteDef[] = [
  {
    // Top-level comments, each with its newest replies as `topDiscuss` {list, page, totalPage, hasMore}.
    path: '/discussView',
    async handler({ params, ctx, origin, reader }) {
      const target = readTarget(params);
      const { page, lastId } = readPaging(params);
      const visible = visibleTo(reader.memberId);
      const found = await pageComments(ctx, and(ofTarget(target), topLevel, visible)!, page, lastId);
      const items = await shapeComments(ctx, origin, found.rows, reader.memberId);
      const replies = await repliesOf(
        ctx,
        found.rows.map((r) => r.id),
        reader.memberId,
      );
      const list = await Promise.all(
        items.map(async (item, i) => {
          const own = replies.get(found.rows[i]!.id) ?? [];
          if (own.length === 0) return item;
          const shown = await shapeComments(ctx, origin, own.slice(0, REPLIES_SHOWN), reader.memberId);
          return { ...item, topDiscuss: { list: shown, page: 0, totalPage: Math.ceil(own.length / PAGE_SIZE), hasMore: own.length > shown.length } };
        }),
      );
      return envelope.ok({ totalCount: found.totalCount, list, hasMore: found.hasMore });
    },
  },
  {
    // The same comments with the replies in the list itself, newest first.
    path: '/discussViewFlat',
    async handler({ params, ctx, origin, reader }) {
      const target = readTarget(params);
      const { page, lastId } = readPaging(params);
      const found = await pageComments(ctx, and(ofTarget(target), visibleTo(reader.memberId))!, page, lastId);
      return envelope.ok({ totalCount: found.totalCount, list: await shapeComments(ctx, origin, found.rows, reader.memberId), hasMore: found.hasMore });
    },
  },
  {
    // The most praised top-level comments (ties: newest first); only praised ones count as hot.
    path: '/discussHot',
    async handler({ params, ctx, origin, reader }) {
      const target = readTarget(params);
      const size = params.int('count', HOT_COUNT, { min: 1, max: 100 });
      const rows = await ctx.db
        .select()
        .from(comments)
        .where(and(ofTarget(target), topLevel, visibleTo(reader.memberId), gt(comments.countPraise, 0)))
        .orderBy(desc(comments.countPraise), desc(comments.createdAt), desc(comments.id))
        .limit(Math.min(size, HOT_MAX));
      return envelope.ok({ totalCount: rows.length, list: await shapeComments(ctx, origin, rows, reader.memberId), hasMore: false });
    },
  },
  {
    // Replies of one comment (`id` is the comment's), paged; also page and totalPage as topDiscuss has them.
    path: '/discussReply',
    async handler({ params, ctx, origin, reader }) {
      const id = params.id(['id', 'discussID', 'discussId', 'parentID']);
      const { page, lastId } = readPaging(params);
      const visible = visibleTo(reader.memberId);
      const [parent] = await ctx.db
        .select({ id: comments.id })
        .from(comments)
        .where(and(eq(comments.id, id), visible));
      if (!parent) return envelope.ok({ totalCount: 0, list: [], hasMore: false, page, totalPage: 0 });
      const found = await pageComments(ctx, and(eq(comments.parentId, id), visible)!, page, lastId);
      const list = await shapeComments(ctx, origin, found.rows, reader.memberId);
      return envelope.ok({ totalCount: found.totalCount, list, hasMore: found.hasMore, page, totalPage: Math.ceil(found.totalCount / PAGE_SIZE) });
    },
  },
  {
    // Shown comments of an object: all of them (the article's countDiscuss), top-level ones and replies.
    path: '/discussCount',
    async handler({ params, ctx }) {
      const target = readTarget(params);
      const shown = and(ofTarget(target), eq(comments.reviewStatus, REVIEW.shown))!;
      const [top, all] = await Promise.all([ctx.db.$count(comments, and(shown, topLevel)), ctx.db.$count(comments, shown)]);
      const replies = all - top;
      return envelope.ok({ id: target.rootId, sourceType: target.sourceType, countDiscuss: all, countTop: top, countReply: replies });
    },
  },
];

/** The replies the reader may see under each of `ids`, newest first. */
async function repliesOf(ctx: PlatformContext, ids: number[], memberId: number | null): Promise<Map<number, CommentRow[]>> {
  const byParent = new Map<number, CommentRow[]>();
  if (ids.length === 0) return byParent;
  const rows = await ctx.db
    .select()
    .from(comments)
    .where(and(inArray(comments.parentId, ids), visibleTo(memberId)))
    .orderBy(desc(comments.createdAt), desc(comments.id));
  for (const row of rows) byParent.set(row.parentId, [...(byParent.get(row.parentId) ?? []), row]);
  return byParent;
}
