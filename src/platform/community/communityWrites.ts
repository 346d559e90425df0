import { and, count, eq, gt, sql } from 'drizzle-orm';
import { circlePosts, questions } from '../db/schema.ts';
import type { PlatformContext } from '../PlatformContext.ts';
import type { PlatformDb } from '../db/openDatabase.ts';

/** The same text from the same member into the same place within this long is one write (a double tap, a retried request). */
export const COMMUNITY_DOUBLE_SUBMIT_MS = 10_000;

export interface NewQuestion {
  memberId: number;
  subjectId: number;
  xyId: number;
  title: string;
  content: string;
  /** 0 under review, 1 shown at once */
  reviewStatus: number;
  /** media-relative paths of the member's uploads (comments/commentImages.ts) */
  pictures: string[];
}

export interface NewPost {
  memberId: number;
  circleId: number;
  content: string;
  /** media-relative paths of the member's uploads (comments/commentImages.ts) */
  pictures: string[];
}

export type WriteOutcome = { outcome: 'created' | 'duplicate'; id: number };

/**
 * Questions and posts have plain integer keys (the seed names them), so a new row takes the next
 * one under a transaction-scoped advisory lock per table; the same lock makes the double-submit
 * check and the insert one step, so of two identical submits at once one inserts and the other
 * finds it (on PostgreSQL across processes too).
 */
async function nextIdLocked(tx: Pick<PlatformDb, 'execute' | 'select'>, table: typeof questions | typeof circlePosts, lockName: string): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${lockName}))`);
  const [row] = await tx.select({ next: sql<string>`coalesce(max(${table.id}), 0) + 1` }).from(table);
  return Number(row?.next ?? 1);
}

/** Writes a question to a subject exactly once, with its pictures' paths. */
export async function askQuestion(ctx: PlatformContext, input: NewQuestion, now = Date.now()): Promise<WriteOutcome> {
  return ctx.db.transaction(async (tx) => {
    const id = await nextIdLocked(tx, questions, 'community:questions');
    const [same] = await tx
      .select({ id: questions.id })
      .from(questions)
      .where(and(eq(questions.memberId, input.memberId), eq(questions.subjectId, input.subjectId), eq(questions.content, input.content), gt(questions.createdAt, now - COMMUNITY_DOUBLE_SUBMIT_MS)))
      .limit(1);
    if (same) return { outcome: 'duplicate', id: same.id };
    await tx.insert(questions).values({
      id,
      kind: 'ask',
      subjectId: input.subjectId,
      xyId: input.xyId,
      memberId: input.memberId,
      title: input.title,
      content: input.content,
      createdAt: now,
      reviewStatus: input.reviewStatus,
      extra: { images: input.pictures },
    });
    return { outcome: 'created', id };
  });
}

/** Writes a circle post exactly once; answers the circle's post count after it (postCount). */
export async function createPost(ctx: PlatformContext, input: NewPost, now = Date.now()): Promise<WriteOutcome & { postCount: number }> {
  return ctx.db.transaction(async (tx) => {
    const id = await nextIdLocked(tx, circlePosts, 'community:circle_posts');
    const [same] = await tx
      .select({ id: circlePosts.id })
      .from(circlePosts)
      .where(
        and(eq(circlePosts.memberId, input.memberId), eq(circlePosts.circleId, input.circleId), eq(circlePosts.content, input.content), gt(circlePosts.createdAt, now - COMMUNITY_DOUBLE_SUBMIT_MS)),
      )
      .limit(1);
    let outcome: WriteOutcome;
    if (same) outcome = { outcome: 'duplicate', id: same.id };
    else {
      await tx.insert(circlePosts).values({
        id,
        circleId: input.circleId,
        memberId: input.memberId,
        content: input.content,
        createdAt: now,
        attachments: { pics: input.pictures },
      });
      outcome = { outcome: 'created', id };
    }
    const [counted] = await tx.select({ n: count() }).from(circlePosts).where(eq(circlePosts.circleId, input.circleId));
    return { ...outcome, postCount: counted?.n ?? 0 };
  });
}

export type QuestionModeration = 'approved' | 'rejected' | 'notUnderReview' | 'missing';

/** The newsroom's decision on a question under review; the update names the status it expects, so two decisions at once settle once. */
export async function moderateQuestion(ctx: PlatformContext, questionId: number, approve: boolean, answer = ''): Promise<QuestionModeration> {
  const [row] = await ctx.db
    .update(questions)
    .set(approve && answer ? { reviewStatus: 1, answer, answeredAt: Date.now() } : { reviewStatus: approve ? 1 : 2 })
    .where(and(eq(questions.id, questionId), eq(questions.reviewStatus, 0)))
    .returning({ id: questions.id });
  if (row) return approve ? 'approved' : 'rejected';
  return (await ctx.db.$count(questions, eq(questions.id, questionId))) > 0 ? 'notUnderReview' : 'missing';
}
