import { and, asc, desc, eq } from 'drizzle-orm';
import { activities, activitySignups, votes } from '../db/schema.ts';
import type { PlatformContext } from '../PlatformContext.ts';
import { formatTime } from '../shape/formatTime.ts';
import { activityImage, imageUrl, touchUrl } from '../shape/mediaUrls.ts';
import { absoluteUrl } from '../shape/columnShape.ts';
import { isbeginOf, shownTime, shownTimes } from './activityClock.ts';

export type ActivityRow = typeof activities.$inferSelect;

/** The wide fields an activity keeps in `extra` (seedActivities.ts). */
export interface ActivityExtra {
  organizer?: string;
  location?: string;
  abstract?: string;
  content?: string;
  imageKey?: string;
  /** How its vouchers are handed out: a list of codes, or a link to a verify page. */
  voucher?: 'list' | 'verifyUrl';
  signForm?: unknown[];
}

export const extraOf = (row: ActivityRow) => row.extra as ActivityExtra;

export async function loadActivity(ctx: PlatformContext, id: number): Promise<ActivityRow | null> {
  const [row] = await ctx.db.select().from(activities).where(eq(activities.id, id));
  return row ?? null;
}

export function signedCount(ctx: PlatformContext, activityId: number): Promise<number> {
  return ctx.db.$count(activitySignups, eq(activitySignups.activityId, activityId));
}

/**
 * An activity as lists carry it (activityList, module type 4, myActivityList): the recorded item
 * (ids as strings, `theContentUrl` to activityDetail) plus quota, progress and the sign-up window.
 */
export function activityListItem(origin: string, row: ActivityRow, signed: number, now = Date.now()): Record<string, unknown> {
  const extra = extraOf(row);
  const times = shownTimes(row, now);
  const image = imageUrl(origin, activityImage(row.id, extra.imageKey));
  return {
    fileId: String(row.id),
    articleID: String(row.articleId),
    catID: row.catId,
    version: times.startTime,
    title: row.title,
    publishtime: formatTime(times.signStartTime),
    startTime: formatTime(times.startTime),
    endTime: formatTime(times.endTime),
    startSignTime: formatTime(times.signStartTime),
    endSignTime: formatTime(times.signEndTime),
    abstract: extra.abstract ?? '',
    organizer: extra.organizer ?? '',
    countClick: 0,
    countDiscuss: 0,
    countPraise: 0,
    participatorNum: signed,
    quota: row.quota,
    isbegin: isbeginOf(times, now),
    imageUrl: image,
    picBig: image,
    attachments: image,
    theContentUrl: `${origin}/app_if/activityDetail?siteID=1&fileId=${row.id}`,
    entryType: 0,
    statusEntry: 0,
    type: row.voteId ? 1 : 0,
    voteId: row.voteId,
    linkUrl: '',
    locationType: 0,
    location: extra.location ?? '',
    countShare: 0,
  };
}

/** The member's own sign-up of an activity, when there is a member. */
export async function signupOf(ctx: PlatformContext, activityId: number, memberId: number | null) {
  if (memberId === null) return null;
  const [row] = await ctx.db
    .select()
    .from(activitySignups)
    .where(and(eq(activitySignups.activityId, activityId), eq(activitySignups.memberId, memberId)));
  return row ?? null;
}

/**
 * activityDetail: the list item plus the page's fields — content, the sign-up form definition, the
 * member's sign-up (isSignUp, registCode) when an accesstoken came, the voucher kind, and for a
 * vote activity the vote info fields (vs_head_voteimage, vs_votetheme_list, vs_user_inforule).
 */
export async function activityDetail(ctx: PlatformContext, origin: string, row: ActivityRow, memberId: number | null, now = Date.now()): Promise<Record<string, unknown>> {
  const extra = extraOf(row);
  const [signed, mine, vote] = await Promise.all([
    signedCount(ctx, row.id),
    signupOf(ctx, row.id, memberId),
    row.voteId ? ctx.db.select().from(votes).where(eq(votes.id, row.voteId)) : Promise.resolve([]),
  ]);
  const detail: Record<string, unknown> = {
    ...activityListItem(origin, row, signed, now),
    content: extra.content ?? '',
    signForm: extra.signForm ?? [],
    isSignUp: mine ? 1 : 0,
    registCode: mine?.registCode ?? '',
    voucherType: extra.voucher ?? '',
    shareUrl: touchUrl(origin, 'activityDetail', row.id),
    serverTime: formatTime(now),
  };
  const voteRow = vote[0];
  if (voteRow) {
    const voteExtra = voteRow.extra as Record<string, unknown>;
    detail.vs_head_voteimage = absoluteUrl(origin, typeof voteExtra.vs_head_voteimage === 'string' ? voteExtra.vs_head_voteimage : '');
    detail.vs_votetheme_list = Array.isArray(voteExtra.vs_votetheme_list) ? voteExtra.vs_votetheme_list : [];
    detail.vs_user_inforule = typeof voteExtra.vs_user_inforule === 'string' ? voteExtra.vs_user_inforule : '';
    detail.voteEndTime = formatTime(shownTime(voteRow.endTime, now));
  }
  return detail;
}

/** The newest sign-ups first (entryList): the public fields only, the name masked. */
export async function entries(ctx: PlatformContext, activityId: number, limit: number) {
  const rows = await ctx.db.select().from(activitySignups).where(eq(activitySignups.activityId, activityId)).orderBy(desc(activitySignups.createdAt), asc(activitySignups.id)).limit(limit);
  return rows.map((r) => ({ id: r.id, userID: r.memberId, realName: maskName(r.realName), createTime: formatTime(shownTime(r.createdAt)) }));
}

/** 王小溪 → 王** : an entry list is public, the full name is not. */
export function maskName(name: string): string {
  const chars = [...name];
  return chars.length <= 1 ? name : `${chars[0]}${'*'.repeat(Math.min(chars.length - 1, 4))}`;
}
