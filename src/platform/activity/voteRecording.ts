import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { voteOptions, voteQuestions, voteRecords, votes, voteTallies } from '../db/schema.ts';
import type { PlatformContext } from '../PlatformContext.ts';
import { dropEverywhere } from '../shape/cacheEvents.ts';
import { activityClockShift, shownTime } from './activityClock.ts';
import { anonymousBuckets, takeAttempt, TOO_FREQUENT } from '../identity/rateLimit.ts';
import { consumeVerifyCode } from './verifyCodes.ts';

export const VOTE_MESSAGES = {
  done: '投票成功',
  missing: '投票不存在',
  ended: '投票已结束',
  noOption: '请选择投票选项',
  foreignOption: '投票选项不属于该投票',
  repeatedOption: '请勿重复选择同一选项',
  dailyLimit: '今日投票次数已用完',
  limit: '您的投票次数已用完',
  tampered: '投票数据校验失败',
  needsCode: '请输入验证码',
} as const;

export interface VoteExtra {
  /** 1: the limit is per day; anything else: for the whole vote. */
  voteCycle?: number;
  /** Submissions allowed per voter and cycle. */
  voteCyclenum?: number;
  /** The vote form asks for a verify code (get/image/verify/code). */
  verifyCode?: boolean;
}

export interface VoteSubmission {
  voteId: number;
  optionIds: number[];
  /** `m:<member>`, or `d:<device>` where the vote needs no login. */
  voter: string;
  memberId: number;
  /** The verify code and the key of its image, when the vote asks for one. */
  codeKey?: string;
  verifyCode?: string;
  /** The reader's address (clientAddress.ts readerAddressOf): an anonymous device's votes are bounded per address too. */
  address?: string | null;
}

/**
 * Anonymous devices' worth of submissions one address may make in one vote and period: a device id
 * is the client's own choice on a vote without login, so without this one client could stuff the
 * vote by naming new devices. Several, not one: readers behind one carrier NAT share an address.
 */
export const DEVICES_PER_ADDRESS = 10;
/** Anonymous submissions a minute per address and per device, over all votes (docs/decisions/142). */
export const ANONYMOUS_VOTE_RATE = { perAddress: 30, perDevice: 10 };

/** Thrown inside the counting transaction to undo it when the address is over its share. */
class OverLimit extends Error {}

export type VoteAnswer = { success: true; message: string; voteId: number; optionIds: number[] } | { success: false; message: string };

const DAY_MS = 86_400_000;
const BEIJING_MS = 8 * 3_600_000;

/** The period a limit counts in: the Beijing day (in the seed's time) for a daily limit, else 0. */
export function votePeriod(extra: VoteExtra, now = Date.now()): number {
  return extra.voteCycle === 1 ? Math.floor((now - activityClockShift(now) + BEIJING_MS) / DAY_MS) : 0;
}

export const voteLimitOf = (extra: VoteExtra) => Math.max(1, Math.floor(extra.voteCyclenum ?? 1));

/**
 * One vote submission, counted exactly once (docs/decisions/096, 097). Every check that can refuse
 * runs before anything is written: the vote exists and is open, each option belongs to one of its
 * questions (no repeats, no more than a question allows), the verify code is right (and used up).
 * Then one transaction raises the voter's tally by a conditional upsert that only succeeds below
 * the limit, records the options and moves their counts; over the limit, nothing is written.
 */
export async function recordVote(ctx: PlatformContext, submission: VoteSubmission, now = Date.now()): Promise<VoteAnswer> {
  const [vote] = await ctx.db.select().from(votes).where(eq(votes.id, submission.voteId));
  if (!vote) return { success: false, message: VOTE_MESSAGES.missing };
  if (now > shownTime(vote.endTime, now)) return { success: false, message: VOTE_MESSAGES.ended };
  const ids = submission.optionIds;
  if (ids.length === 0) return { success: false, message: VOTE_MESSAGES.noOption };
  if (new Set(ids).size !== ids.length) return { success: false, message: VOTE_MESSAGES.repeatedOption };
  const chosen = await ctx.db
    .select({ id: voteOptions.id, questionId: voteOptions.questionId, selectLimited: voteQuestions.selectLimited })
    .from(voteOptions)
    .innerJoin(voteQuestions, eq(voteQuestions.id, voteOptions.questionId))
    .where(and(inArray(voteOptions.id, ids), eq(voteQuestions.voteId, vote.id)));
  if (chosen.length !== ids.length) return { success: false, message: VOTE_MESSAGES.foreignOption };
  const perQuestion = new Map<number, number>();
  for (const option of chosen) perQuestion.set(option.questionId, (perQuestion.get(option.questionId) ?? 0) + 1);
  for (const option of chosen) {
    const limit = Math.max(1, option.selectLimited);
    if ((perQuestion.get(option.questionId) ?? 0) > limit) return { success: false, message: `每题最多选择${limit}项` };
  }
  const extra = vote.extra as VoteExtra;
  if (extra.verifyCode) {
    const refused = await consumeVerifyCode(ctx.db, submission.codeKey ?? '', submission.voter, submission.verifyCode ?? '', now);
    if (refused) return { success: false, message: refused };
  }
  const limit = voteLimitOf(extra);
  const period = votePeriod(extra, now);
  // An anonymous device (`d:…`) also counts against its address: a share of the vote and a rate.
  const device = submission.voter.startsWith('d:') ? submission.voter.slice(2) : null;
  const address = device !== null && submission.address ? submission.address : null;
  if (device !== null && !(await takeAttempt(ctx.db, anonymousBuckets('vote', address, device, ANONYMOUS_VOTE_RATE), now))) return { success: false, message: TOO_FREQUENT };
  const tallies = [{ voter: submission.voter, limit }, ...(address !== null ? [{ voter: `ip:${address}`, limit: limit * DEVICES_PER_ADDRESS }] : [])];
  const counted = await ctx.db
    .transaction(async (tx) => {
      for (const tally of tallies) {
        const raised = await tx
          .insert(voteTallies)
          .values({ voteId: vote.id, voter: tally.voter, period, used: 1 })
          .onConflictDoUpdate({
            target: [voteTallies.voteId, voteTallies.voter, voteTallies.period],
            set: { used: sql`${voteTallies.used} + 1` },
            setWhere: sql`${voteTallies.used} < ${tally.limit}`,
          })
          .returning({ used: voteTallies.used });
        if (raised.length === 0) throw new OverLimit();
      }
      const at = now - activityClockShift(now);
      await tx.insert(voteRecords).values(ids.map((optionId) => ({ voteId: vote.id, optionId, memberId: submission.memberId, createdAt: at })));
      await tx
        .update(voteOptions)
        .set({ count: sql`${voteOptions.count} + 1` })
        .where(inArray(voteOptions.id, ids));
      return true;
    })
    .catch((error: unknown) => {
      if (error instanceof OverLimit) return false;
      throw error;
    });
  if (!counted) return { success: false, message: extra.voteCycle === 1 ? VOTE_MESSAGES.dailyLimit : VOTE_MESSAGES.limit };
  await dropEverywhere(ctx, [`vote:${vote.id}`]);
  return { success: true, message: VOTE_MESSAGES.done, voteId: vote.id, optionIds: ids };
}

/** Submissions the voter has used in the current period, and the limit. */
export async function voterUsage(ctx: PlatformContext, voteId: number, extra: VoteExtra, voter: string | null, now = Date.now()) {
  const limit = voteLimitOf(extra);
  if (!voter) return { used: 0, limit };
  const [row] = await ctx.db
    .select({ used: voteTallies.used })
    .from(voteTallies)
    .where(and(eq(voteTallies.voteId, voteId), eq(voteTallies.voter, voter), eq(voteTallies.period, votePeriod(extra, now))));
  return { used: row?.used ?? 0, limit };
}

/** Every option of a vote with its question, ordered, with counts. */
export function optionsOfVote(ctx: PlatformContext, voteId: number) {
  return ctx.db
    .select({ option: voteOptions, questionId: voteQuestions.id, questionName: voteQuestions.name })
    .from(voteOptions)
    .innerJoin(voteQuestions, eq(voteQuestions.id, voteOptions.questionId))
    .where(eq(voteQuestions.voteId, voteId))
    .orderBy(asc(voteQuestions.id), asc(voteOptions.id));
}
