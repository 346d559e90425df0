import { and, asc, eq, isNull } from 'drizzle-orm';
import { activitySignups, vouchers } from '../../db/schema.ts';
import { envelope } from '../../http/envelope.ts';
import type { RouteDef } from '../../http/mountRoutes.ts';
import { LOGIN_FIRST, namesOtherMember, NOT_YOUR_ACCOUNT } from '../../identity/readerClaim.ts';
import { extraOf, loadActivity, signupOf } from '../../activity/activityShape.ts';
import { activityClockShift, shownTime } from '../../activity/activityClock.ts';
import { activityVerifyKey, isActivityVerifyKey } from '../../activity/voucherCodes.ts';
import { readerAddressOf } from '../../http/clientAddress.ts';
import { isLimited, takeAttempt, type RateBucket } from '../../identity/rateLimit.ts';
import { formatTime } from '../../shape/formatTime.ts';
import { touchUrl } from '../../shape/mediaUrls.ts';

export const VOUCHER_MESSAGES = {
  notSignedUp: '您还没有报名该活动',
  none: '该活动没有券码',
  verified: '核销成功',
  used: '该券码已核销',
  unknown: '券码不存在',
  badKey: '核销链接无效，请使用活动的核销链接',
  tooMany: '核销失败次数过多，请稍后再试',
} as const;

/** Failed charge-offs (a wrong code or key) a minute, per member and per client address. */
export const VERIFY_FAILURE_LIMITS = { perMember: 5, perAddress: 20 };

const CODE = /^[A-Za-z0-9_-]{1,40}$/;

/**
 * getActivityVoucher (SPEC §3 voucher result: a list, or a verifyUrl) for the accesstoken's member,
 * and activityVerify, the charge-off, POST only: a GET link must never use up a voucher. A code is
 * charged off once: the update that marks it only touches an unused row, so two charge-offs at
 * once give one 核销成功 and one 该券码已核销.
 *
 * The platform has no staff role, so a charge-off needs a logged-in member holding the activity's
 * verify key (`verifyKey`, carried in the verifyUrl), and failures are limited per member and per
 * address (docs/decisions/140).
 */
export const voucherRoutes: RouteDef[] = [
  {
    path: '/getActivityVoucher',
    async handler({ params, ctx, reader, origin }) {
      if (reader.memberId === null) return envelope.failure(LOGIN_FIRST);
      if (namesOtherMember(params, reader.memberId)) return envelope.failure(NOT_YOUR_ACCOUNT);
      const activity = await loadActivity(ctx, params.id(['activityID', 'activityId', 'fileId', 'id']));
      if (!activity) return envelope.notFound();
      const mine = await signupOf(ctx, activity.id, reader.memberId);
      if (!mine) return envelope.failure(VOUCHER_MESSAGES.notSignedUp);
      const kind = extraOf(activity).voucher;
      if (kind === 'verifyUrl') {
        const verifyKey = activityVerifyKey(ctx.settings.socketSecret, activity.id);
        return envelope.ok({ verifyUrl: `${touchUrl(origin, 'writeOff', activity.id, mine.registCode)}?${new URLSearchParams({ verifyKey })}` });
      }
      if (kind !== 'list') return envelope.failure(VOUCHER_MESSAGES.none);
      const rows = await ctx.db
        .select()
        .from(vouchers)
        .where(and(eq(vouchers.activityId, activity.id), eq(vouchers.memberId, reader.memberId)))
        .orderBy(asc(vouchers.id));
      return envelope.ok({
        list: rows.map((r) => {
          const extra = r.extra as { name?: string; shopSite?: string };
          return { code: r.code, name: extra.name ?? '', shopSite: extra.shopSite ?? '', status: r.usedAt === null ? 0 : 1, useTime: r.usedAt === null ? '' : formatTime(shownTime(r.usedAt)) };
        }),
      });
    },
  },
  {
    path: '/activityVerify',
    methods: ['POST'],
    async handler({ params, ctx, reader, c }) {
      if (reader.memberId === null) return envelope.failure(LOGIN_FIRST);
      const activityId = params.id(['activityID', 'activityId', 'fileId', 'id']);
      const code = params.string(['registCode', 'code'], '', 64).trim();
      const shopSite = params.string('shopSite', '', 100).trim();
      const verifyKey = params.string('verifyKey', '', 64).trim();
      const buckets: RateBucket[] = [{ key: `verify-fail:member:${reader.memberId}`, limit: VERIFY_FAILURE_LIMITS.perMember }];
      // A local caller that names no reader has no address to count (docs/decisions/142); the member's bucket still holds.
      const address = readerAddressOf(c);
      if (address !== null) buckets.push({ key: `verify-fail:ip:${address}`, limit: VERIFY_FAILURE_LIMITS.perAddress });
      if (await isLimited(ctx.db, buckets)) return envelope.failure(VOUCHER_MESSAGES.tooMany);
      /** A failure is counted before it is answered, so a burst of guesses meets the limit too. */
      const refuse = async (message: string) => {
        await takeAttempt(ctx.db, buckets);
        return envelope.failure(message);
      };
      if (!isActivityVerifyKey(ctx.settings.socketSecret, activityId, verifyKey)) return refuse(VOUCHER_MESSAGES.badKey);
      if (!CODE.test(code)) return refuse(VOUCHER_MESSAGES.unknown);
      const activity = await loadActivity(ctx, activityId);
      if (!activity) return refuse(VOUCHER_MESSAGES.unknown);
      const now = Date.now();
      const done = () => envelope.ok({ success: true, message: VOUCHER_MESSAGES.verified, registCode: code, shopSite });
      if (extraOf(activity).voucher === 'list') {
        const used = await ctx.db
          .update(vouchers)
          .set({ usedAt: now - activityClockShift(now) })
          .where(and(eq(vouchers.activityId, activityId), eq(vouchers.code, code), isNull(vouchers.usedAt)))
          .returning({ id: vouchers.id });
        if (used.length > 0) return done();
        const known = await ctx.db.$count(vouchers, and(eq(vouchers.activityId, activityId), eq(vouchers.code, code)));
        return known ? envelope.failure(VOUCHER_MESSAGES.used) : refuse(VOUCHER_MESSAGES.unknown);
      }
      // Activities without a voucher list charge off the sign-up's own registration code.
      const signup = await ctx.db
        .update(activitySignups)
        .set({ verified: true })
        .where(and(eq(activitySignups.activityId, activityId), eq(activitySignups.registCode, code), eq(activitySignups.verified, false)))
        .returning({ id: activitySignups.id });
      if (signup.length > 0) return done();
      const known = await ctx.db.$count(activitySignups, and(eq(activitySignups.activityId, activityId), eq(activitySignups.registCode, code)));
      return known ? envelope.failure(VOUCHER_MESSAGES.used) : refuse(VOUCHER_MESSAGES.unknown);
    },
  },
];
