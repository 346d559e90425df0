import type { CallOptions, CatalogueEngine } from './catalogueEngine.ts';
import { empty } from './result.ts';
import type { SessionHandle } from './session.ts';
import { PAGE_SIZE } from '../lib/loadMore.ts';

/** topicSub `type` for 翔宇号 accounts (PLATFORM.md §5.1). */
export const XY_SUBSCRIPTION_TYPE = 4;
/** getCats code of the account categories. */
export const XY_CATEGORY_CODE = 'XYACCOUNT';

/**
 * The subscription and member-page calls (SPEC §3–§4, PLATFORM.md §5.1): account categories and
 * their accounts, a member's subscribed accounts, comments and favourites, and the subscribe toggle.
 * Reading another member's lists is public; a write always acts for the session's member.
 */
export function subscriptionWrappers(engine: CatalogueEngine) {
  const { call, config } = engine;
  return {
    xyCategories(options: CallOptions = {}) {
      return call('getCats', { code: XY_CATEGORY_CODE }, options);
    },
    /** Accounts of one category (0: all), 20 from `start`; `isFollow` is the session's member's. */
    categoryXys(input: { categoryId: number; start: number }, options: CallOptions = {}) {
      return call('getCatXys', { id: input.categoryId, start: input.start, count: PAGE_SIZE }, options);
    },
    /** A member's subscribed accounts; without `userId` the session's member's. */
    subscribedXys(userId: string | null, options: CallOptions = {}) {
      return call('getSubcribeXys', { userID: userId ?? undefined, key: '', device: config.device }, options);
    },
    /** topicSub (on) or topicSubCancel for the session's member: siteID, id, type 4, userID, device. */
    subscribeXy(input: { id: number; userId: string; on: boolean }, session: SessionHandle, options: CallOptions = {}) {
      if (!input.id || !input.userId) return Promise.resolve(empty());
      return call(input.on ? 'topicSub' : 'topicSubCancel', { id: input.id, type: XY_SUBSCRIPTION_TYPE, userID: input.userId, device: config.device }, { ...options, session });
    },
    /** A member's comments with their public profile; page 0 is the first. */
    memberComments(userId: string, page: number, options: CallOptions = {}) {
      return call('myDiscuss', { userID: userId, page }, options);
    },
  };
}
