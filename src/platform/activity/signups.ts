import { and, count, eq } from 'drizzle-orm';
import { activities, activitySignups, vouchers } from '../db/schema.ts';
import type { Params } from '../http/Params.ts';
import type { PlatformContext } from '../PlatformContext.ts';
import { activityClockShift, shownTimes } from './activityClock.ts';
import { extraOf } from './activityShape.ts';
import { checkSignForm, formFields } from './signupForm.ts';
import { newRegistCode } from './voucherCodes.ts';

/** The real platform's answers (PLATFORM.md §4.1: saveActivity is not wrapped). */
export const SIGNUP_MESSAGES = {
  done: '报名成功',
  repeat: '请不要重复报名',
  full: '活动名额已满，请下次再来',
  notStarted: '报名未开始',
  signEnded: '报名已结束',
  ended: '活动已结束',
  missing: '活动不存在',
  voteOnly: '该活动无需报名',
} as const;

export type SignupAnswer = { success: true; message: string; registCode: string } | { success: false; message: string };

/**
 * One sign-up (docs/decisions/096). Everything happens in one transaction that first locks the
 * activity's row (`FOR UPDATE`): parallel sign-ups for one activity take turns, so the count of
 * sign-ups read under the lock is exact and the quota is never oversold. The unique key
 * (activity, member) makes a second sign-up of the same member impossible even without the lock.
 */
export async function signUp(ctx: PlatformContext, activityId: number, memberId: number, params: Params, now = Date.now()): Promise<SignupAnswer> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(activities).where(eq(activities.id, activityId)).for('update');
    if (!row) return { success: false, message: SIGNUP_MESSAGES.missing };
    const times = shownTimes(row, now);
    if (now > times.endTime) return { success: false, message: SIGNUP_MESSAGES.ended };
    if (now < times.signStartTime) return { success: false, message: SIGNUP_MESSAGES.notStarted };
    if (now > times.signEndTime) return { success: false, message: SIGNUP_MESSAGES.signEnded };
    const extra = extraOf(row);
    if (row.voteId && formFields(extra.signForm).length === 0) return { success: false, message: SIGNUP_MESSAGES.voteOnly };
    const form = checkSignForm(formFields(extra.signForm), params);
    if (!form.ok) return { success: false, message: form.message };
    const [mine] = await tx
      .select({ id: activitySignups.id })
      .from(activitySignups)
      .where(and(eq(activitySignups.activityId, activityId), eq(activitySignups.memberId, memberId)));
    if (mine) return { success: false, message: SIGNUP_MESSAGES.repeat };
    if (row.quota > 0) {
      const [taken] = await tx.select({ n: count() }).from(activitySignups).where(eq(activitySignups.activityId, activityId));
      if ((taken?.n ?? 0) >= row.quota) return { success: false, message: SIGNUP_MESSAGES.full };
    }
    // Random, never derived from the activity or member: a code is a bearer ticket (docs/decisions/140).
    const registCode = newRegistCode();
    const { realName = '', phone = '', ...rest } = form.values;
    const inserted = await tx
      .insert(activitySignups)
      // Stored in the seed's time, like every activity time (docs/decisions/098).
      .values({ activityId, memberId, realName, phone, registCode, createdAt: now - activityClockShift(now), extra: { form: rest, userName: params.string(['userName', 'nickname'], '', 64) } })
      .onConflictDoNothing()
      .returning({ id: activitySignups.id });
    if (inserted.length === 0) return { success: false, message: SIGNUP_MESSAGES.repeat };
    if (extra.voucher === 'list') await tx.insert(vouchers).values({ activityId, memberId, code: registCode, extra: { name: `${row.title}入场券`, shopSite: extra.location ?? '' } });
    return { success: true, message: SIGNUP_MESSAGES.done, registCode };
  });
}
