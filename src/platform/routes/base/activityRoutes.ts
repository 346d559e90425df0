import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { activities, activitySignups } from '../../db/schema.ts';
import { envelope, type Reply } from '../../http/envelope.ts';
import type { RouteDef, RouteRequest } from '../../http/mountRoutes.ts';
import { LOGIN_FIRST, namesOtherMember, NOT_YOUR_ACCOUNT } from '../../identity/readerClaim.ts';
import { activityDetail, activityListItem, entries, loadActivity, signedCount } from '../../activity/activityShape.ts';
import { shownTime } from '../../activity/activityClock.ts';
import { signUp } from '../../activity/signups.ts';
import { formatTime } from '../../shape/formatTime.ts';
import { PAGE_SIZE, pageOf } from '../../shape/pageOf.ts';
import { ACTIVITY_CATS } from '../../seed/seedActivities.ts';

/** SPEC §9: an activity page shows the first 8 entries. */
export const ENTRY_LIST_SIZE = 8;

const activityIdOf = ({ params }: RouteRequest) => params.id(['fileId', 'fileID', 'id', 'activityID', 'activityId']);

async function signedCounts(request: RouteRequest, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await request.ctx.db.select({ id: activitySignups.activityId, n: count() }).from(activitySignups).where(inArray(activitySignups.activityId, ids)).groupBy(activitySignups.activityId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

/**
 * saveActivity and activityRegist (PLATFORM.md §4.1, §5.1): the accesstoken's member signs up. The
 * answer is never wrapped: `{success, message}` (plus `registCode` on success), whatever
 * curVersions says, exactly as recorded ("请不要重复报名", "活动名额已满，请下次再来").
 */
async function register(request: RouteRequest): Promise<Reply> {
  const { params, reader, ctx } = request;
  if (reader.memberId === null) return envelope.raw({ success: false, message: LOGIN_FIRST });
  if (namesOtherMember(params, reader.memberId)) return envelope.raw({ success: false, message: NOT_YOUR_ACCOUNT });
  const activityId = params.id(['fileId', 'fileID', 'activityID', 'activityId', 'id']);
  return envelope.raw(await signUp(ctx, activityId, reader.memberId, params));
}

/**
 * Activities (PLATFORM.md §5.1): activityCats, activityList (20 a page, the `lastFileId` rule),
 * activityDetail, entryList and myActivityList, and the sign-up (saveActivity, activityRegist).
 * Vouchers and charge-off are in voucherRoutes.ts, the activity's vote in baseVoteRoutes.ts and
 * ../nis/nisVoteRoutes.ts.
 */
export const activityRoutes: RouteDef[] = [
  { path: '/activityCats', handler: () => envelope.ok(ACTIVITY_CATS) },
  {
    path: '/activityList',
    async handler(request) {
      const { params, ctx, origin } = request;
      const catId = params.int(['catID', 'catId'], -1, { min: -1 });
      const page = params.int(['page', 'pageNo'], 0, { min: 0, max: 100_000 });
      const lastFileId = params.int('lastFileId', 0, { min: 0 });
      const query = ctx.db.select().from(activities);
      const rows = await (catId > 0 ? query.where(eq(activities.catId, catId)) : query).orderBy(desc(activities.signStartTime), desc(activities.id));
      // PLATFORM.md §3: the 20 after lastFileId when it is listed (whatever the page), else page × 20.
      const slice = pageOf(rows, (r) => r.id, page, lastFileId);
      const counts = await signedCounts(
        request,
        slice.map((r) => r.id),
      );
      return envelope.ok({ list: slice.map((row) => activityListItem(origin, row, counts.get(row.id) ?? 0)) });
    },
  },
  {
    path: '/activityDetail',
    async handler(request) {
      const row = await loadActivity(request.ctx, activityIdOf(request));
      if (!row) return envelope.notFound();
      return envelope.ok(await activityDetail(request.ctx, request.origin, row, request.reader.memberId));
    },
  },
  {
    path: '/entryList',
    async handler(request) {
      const id = activityIdOf(request);
      const row = await loadActivity(request.ctx, id);
      if (!row) return envelope.notFound();
      const [list, totalCount] = await Promise.all([entries(request.ctx, id, ENTRY_LIST_SIZE), signedCount(request.ctx, id)]);
      return envelope.ok({ list, totalCount });
    },
  },
  {
    path: '/myActivityList',
    async handler(request) {
      const { params, ctx, origin, reader } = request;
      if (reader.memberId === null) return envelope.failure(LOGIN_FIRST);
      if (namesOtherMember(params, reader.memberId)) return envelope.failure(NOT_YOUR_ACCOUNT);
      const page = params.int(['page', 'pageNo'], 0, { min: 0, max: 100_000 });
      const rows = await ctx.db
        .select({ signup: activitySignups, activity: activities })
        .from(activitySignups)
        .innerJoin(activities, eq(activities.id, activitySignups.activityId))
        .where(and(eq(activitySignups.memberId, reader.memberId)))
        .orderBy(desc(activitySignups.createdAt), asc(activitySignups.id))
        .limit(PAGE_SIZE)
        .offset(page * PAGE_SIZE);
      const counts = await signedCounts(
        request,
        rows.map((r) => r.activity.id),
      );
      return envelope.ok({
        list: rows.map(({ signup, activity }) => ({
          ...activityListItem(origin, activity, counts.get(activity.id) ?? 0),
          registCode: signup.registCode,
          signTime: formatTime(shownTime(signup.createdAt)),
          verified: signup.verified ? 1 : 0,
        })),
      });
    },
  },
  { path: '/saveActivity', methods: ['POST'], handler: register },
  { path: '/activityRegist', methods: ['POST'], handler: register },
];
