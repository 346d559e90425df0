import { and, count, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { articleCounts, comments, rateEvents } from '../db/schema.ts';
import type { PlatformContext } from '../PlatformContext.ts';
import type { CommentRow } from '../shape/commentShape.ts';
import { ofTarget, recentSame, type CommentTarget } from './commentQueries.ts';
import { notifyLive } from '../socket/liveEvents.ts';
import { dropEverywhere } from '../shape/cacheEvents.ts';

/** Comments a minute per member. */
export const COMMENT_RATE_LIMIT = 5;
export const COMMENT_RATE_WINDOW_MS = 60_000;
/** The same text again within this long is the same comment (a double tap, a retried request). */
export const DOUBLE_SUBMIT_MS = 10_000;

export interface NewComment {
  memberId: number;
  userName: string;
  kind: number;
  reviewStatus: number;
  target: CommentTarget;
  parentId: number;
  content: string;
  location: string;
  /** media-relative paths of the member's uploads (comments/commentImages.ts) */
  pictures: string[];
}

export type PostOutcome = 'posted' | 'duplicate' | 'limited';

/**
 * Writes a comment exactly once. A per-member advisory lock serialises the member's submits (on
 * PostgreSQL across processes too), so the double-submit check, the rate limit and the insert see
 * each other: of two identical submits at once one inserts and the other finds it. The article's
 * discuss count moves in the same transaction, only for a comment that is shown.
 */
export async function postComment(ctx: PlatformContext, input: NewComment, now = Date.now()): Promise<PostOutcome> {
  const bucket = `discuss:${input.memberId}`;
  const outcome = await ctx.db.transaction(async (tx): Promise<PostOutcome> => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${bucket}))`);
    const [same] = await tx
      .select({ id: comments.id })
      .from(comments)
      .where(recentSame(input.memberId, input.target, input.parentId, input.content, now - DOUBLE_SUBMIT_MS))
      .limit(1);
    if (same) return 'duplicate';
    const [recent] = await tx
      .select({ n: count() })
      .from(rateEvents)
      .where(and(eq(rateEvents.bucket, bucket), gt(rateEvents.at, now - COMMENT_RATE_WINDOW_MS)));
    if ((recent?.n ?? 0) >= COMMENT_RATE_LIMIT) return 'limited';
    await tx.insert(rateEvents).values({ bucket, at: now });
    await tx.delete(rateEvents).where(and(eq(rateEvents.bucket, bucket), lt(rateEvents.at, now - COMMENT_RATE_WINDOW_MS)));
    const [posted] = await tx
      .insert(comments)
      .values({
        sourceType: input.target.sourceType,
        rootId: input.target.rootId,
        parentId: input.parentId,
        memberId: input.memberId,
        userName: input.userName,
        content: input.content,
        reviewStatus: input.reviewStatus,
        kind: input.kind,
        location: input.location,
        createdAt: now,
        attachments: input.pictures,
      })
      .returning({ id: comments.id });
    // A comment shown at once in a live room is pushed to the room's sockets (live_discuss).
    if (input.reviewStatus === 1 && input.target.sourceType === 1) await notifyLive(tx, { kind: 'discuss', liveId: input.target.rootId, commentId: posted!.id });
    if (input.reviewStatus === 1 && input.target.sourceType === 0) {
      await tx
        .update(articleCounts)
        .set({ countDiscuss: sql`${articleCounts.countDiscuss} + 1` })
        .where(eq(articleCounts.articleId, input.target.rootId));
    }
    return 'posted';
  });
  if (outcome === 'posted') await forgetCounts(ctx, input.target);
  return outcome;
}

export type DeleteOutcome = { status: 0 } | { status: 1 } | { status: 2 };

/**
 * The author deletes a comment, with the replies under it (they would hang without their parent).
 * The delete returns the rows it removed, so of two deletes at once only one moves the count back.
 */
export async function deleteOwnComment(ctx: PlatformContext, memberId: number, commentId: number): Promise<DeleteOutcome> {
  const [row] = await ctx.db.select().from(comments).where(eq(comments.id, commentId));
  if (!row) return { status: 2 };
  if (row.memberId !== memberId) return { status: 1 };
  const target = { rootId: row.rootId, sourceType: row.sourceType };
  const family = await ctx.db.select({ id: comments.id, parentId: comments.parentId }).from(comments).where(ofTarget(target));
  const ids = descendants(commentId, family);
  const removed: CommentRow[] = await ctx.db.transaction(async (tx) => {
    const gone = await tx.delete(comments).where(inArray(comments.id, ids)).returning();
    const shown = gone.filter((c) => c.reviewStatus === 1).length;
    if (shown > 0 && target.sourceType === 0) {
      await tx
        .update(articleCounts)
        .set({ countDiscuss: sql`greatest(${articleCounts.countDiscuss} - ${shown}, 0)` })
        .where(eq(articleCounts.articleId, target.rootId));
    }
    return gone;
  });
  if (removed.length === 0) return { status: 2 };
  await forgetCounts(ctx, target);
  return { status: 0 };
}

function descendants(rootId: number, family: { id: number; parentId: number }[]): number[] {
  const ids = [rootId];
  for (let i = 0; i < ids.length; i++) for (const c of family) if (c.parentId === ids[i] && !ids.includes(c.id)) ids.push(c.id);
  return ids;
}

/** Cached counts that include comments: the article's counts and the live room's view. */
/** The newsroom's decision on a comment under review (SPEC §4: under review, then shown). */
export type ModerationOutcome = 'approved' | 'rejected' | 'notUnderReview' | 'missing';

/**
 * Approves (shows) or rejects a comment that waits for review. The update names the review status
 * it expects, so of two decisions at once only one moves the article's count.
 */
export async function moderateComment(ctx: PlatformContext, commentId: number, approve: boolean): Promise<ModerationOutcome> {
  let target: CommentTarget | undefined;
  const outcome = await ctx.db.transaction(async (tx): Promise<ModerationOutcome> => {
    const [row] = await tx
      .update(comments)
      .set({ reviewStatus: approve ? 1 : 2 })
      .where(and(eq(comments.id, commentId), eq(comments.reviewStatus, 0)))
      .returning({ rootId: comments.rootId, sourceType: comments.sourceType });
    if (!row) return (await tx.$count(comments, eq(comments.id, commentId))) > 0 ? 'notUnderReview' : 'missing';
    target = row;
    if (approve && row.sourceType === 1) await notifyLive(tx, { kind: 'discuss', liveId: row.rootId, commentId });
    if (approve && row.sourceType === 0) {
      await tx
        .update(articleCounts)
        .set({ countDiscuss: sql`${articleCounts.countDiscuss} + 1` })
        .where(eq(articleCounts.articleId, row.rootId));
    }
    return approve ? 'approved' : 'rejected';
  });
  // After the commit: a read between the drop and the commit would cache the old count again.
  if (target) await forgetCounts(ctx, target);
  return outcome;
}

/** Drops the cached counts the comment shows in, in every platform process (docs/decisions/132). */
async function forgetCounts(ctx: PlatformContext, target: CommentTarget): Promise<void> {
  if (target.sourceType === 0) await dropEverywhere(ctx, [`counts:${target.rootId}`]);
  if (target.sourceType === 1) await dropEverywhere(ctx, [`live:${target.rootId}`]);
}
