import { eq } from 'drizzle-orm';
import { activities, votes } from '../db/schema.ts';
import type { PlatformContext } from '../PlatformContext.ts';
import { absoluteUrl } from '../shape/columnShape.ts';
import { loadVote } from '../shape/articleContent.ts';
import { optionsOfVote, voterUsage, type VoteExtra } from './voteRecording.ts';

type OptionRow = Awaited<ReturnType<typeof optionsOfVote>>[number];

/** Who votes: the member, or for a vote without login the device (docs/decisions/097). */
export function voterOf(memberId: number | null, needLogin: boolean, device: string): string | null {
  if (memberId !== null) return `m:${memberId}`;
  return !needLogin && /^[\w.:-]{1,64}$/.test(device) ? `d:${device}` : null;
}

export async function loadVoteRow(ctx: PlatformContext, voteId: number) {
  const [row] = await ctx.db.select().from(votes).where(eq(votes.id, voteId));
  return row ?? null;
}

/** Ranks by count (1 = most votes; equal counts share a rank). */
function ranks(rows: OptionRow[]): Map<number, number> {
  const counts = rows.map((r) => r.option.count).sort((a, b) => b - a);
  return new Map(rows.map((r) => [r.option.id, counts.indexOf(r.option.count) + 1]));
}

export function optionShape(origin: string, row: OptionRow, rank: number): Record<string, unknown> {
  const extra = row.option.extra as { description?: string };
  return { oid: row.option.id, oname: row.option.name, pic: absoluteUrl(origin, row.option.pic), count: row.option.count, rank, qid: row.questionId, description: extra.description ?? '' };
}

export async function shapedOptions(ctx: PlatformContext, origin: string, voteId: number): Promise<Record<string, unknown>[]> {
  const rows = await optionsOfVote(ctx, voteId);
  const rank = ranks(rows);
  return rows.map((row) => optionShape(origin, row, rank.get(row.option.id) ?? 0));
}

/**
 * vote/info: the widget fields of getArticleContent's `widgets.vote` plus the vote page's own
 * (SPEC §3: vs_head_voteimage, vs_votetheme_list, vs_user_inforule), whether a verify code is
 * needed, the activity it belongs to and, for a known voter, `isVoted` with the period's usage.
 */
export async function voteInfo(ctx: PlatformContext, origin: string, voteId: number, voter: string | null): Promise<Record<string, unknown> | null> {
  const row = await loadVoteRow(ctx, voteId);
  if (!row) return null;
  const extra = row.extra as VoteExtra & Record<string, unknown>;
  const [base, usage, activity, options] = await Promise.all([
    loadVote(ctx, voteId),
    voterUsage(ctx, voteId, extra, voter),
    ctx.db.select({ id: activities.id }).from(activities).where(eq(activities.voteId, voteId)),
    optionsOfVote(ctx, voteId),
  ]);
  return {
    ...base,
    activityId: activity[0]?.id ?? 0,
    verifyCode: extra.verifyCode ? 1 : 0,
    vs_head_voteimage: absoluteUrl(origin, typeof extra.vs_head_voteimage === 'string' ? extra.vs_head_voteimage : ''),
    vs_votetheme_list: Array.isArray(extra.vs_votetheme_list) ? extra.vs_votetheme_list : [],
    vs_user_inforule: typeof extra.vs_user_inforule === 'string' ? extra.vs_user_inforule : '',
    totalCount: options.reduce((sum, r) => sum + r.option.count, 0),
    isVoted: usage.used > 0 ? 1 : 0,
    usedCount: usage.used,
    remainCount: Math.max(0, usage.limit - usage.used),
  };
}

/** voteResult / voteCount: counts per question and option, with shares in whole percent. */
export async function voteResultShape(ctx: PlatformContext, voteId: number, voter: string | null): Promise<Record<string, unknown> | null> {
  const row = await loadVoteRow(ctx, voteId);
  if (!row) return null;
  const [rows, usage] = await Promise.all([optionsOfVote(ctx, voteId), voterUsage(ctx, voteId, row.extra as VoteExtra, voter)]);
  const questions = new Map<number, { qid: number; qname: string; total: number; options: { oid: number; oname: string; count: number }[] }>();
  for (const r of rows) {
    const q = questions.get(r.questionId) ?? { qid: r.questionId, qname: r.questionName, total: 0, options: [] };
    q.total += r.option.count;
    q.options.push({ oid: r.option.id, oname: r.option.name, count: r.option.count });
    questions.set(r.questionId, q);
  }
  return {
    voteId,
    isVoted: usage.used > 0 ? 1 : 0,
    questions: [...questions.values()].map((q) => ({
      qid: q.qid,
      qname: q.qname,
      total: q.total,
      options: q.options.map((o) => ({ ...o, percent: q.total ? Math.round((o.count * 100) / q.total) : 0 })),
    })),
  };
}
