import { envelope, type Reply } from '../../http/envelope.ts';
import type { RouteDef, RouteRequest } from '../../http/mountRoutes.ts';
import { LOGIN_FIRST, namesOtherMember, NOT_YOUR_ACCOUNT } from '../../identity/readerClaim.ts';
import { signUp } from '../../activity/signups.ts';

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

export const activitySignupRoutes: RouteDef[] = [
  { path: '/saveActivity', methods: ['POST'], handler: register },
  { path: '/activityRegist', methods: ['POST'], handler: register },
];
