import type { CallOptions, CatalogueEngine } from './catalogueEngine.ts';
import { empty } from './result.ts';
import type { SessionHandle } from './session.ts';
import { DYNAMICS_MORE_THRESHOLD, PAGE_SIZE } from '../lib/loadMore.ts';
import type { RankPeriod } from '../lib/xyRules.ts';

/**
 * The 翔宇号 account and reporter calls (SPEC §3–§4, §7; PLATFORM.md §5.1): an account's profile,
 * articles and dynamics, the rank list and its search, the rank vote, recommended accounts, and a
 * reporter's card, articles and dynamics. Reading is public; the rank vote acts for the session's member.
 */
export function xyWrappers(engine: CatalogueEngine) {
  const { call, config } = engine;
  return {
    xyInfo(id: number, options: CallOptions = {}) {
      return call('getXyInfo', { id }, options);
    },
    /** An account's articles, 20 from `start`. */
    xyArticles(input: { id: number; start: number }, options: CallOptions = {}) {
      return call('getXyArticlesQuestion', { id: input.id, xyID: input.id, type: 0, start: input.start, count: PAGE_SIZE }, options);
    },
    xyDynamics(id: number, options: CallOptions = {}) {
      return call('getXyDynamic', { xyId: id }, options);
    },
    /** The rank list of a period (0 this week, 1 last week, 2 this month, 3 last month). */
    xyRank(period: RankPeriod, options: CallOptions = {}) {
      return call('xyRank', { type: period, userID: undefined, device: config.device }, options);
    },
    searchXyRank(key: string, options: CallOptions = {}) {
      return call('searchXyRank', { key, device: config.device }, options);
    },
    recommendXys(options: CallOptions = {}) {
      return call('recommendXys', {}, options);
    },
    /** hitXyBulletin for the session's member: siteID, id, userID, device. */
    rankXy(input: { id: number; userId: string }, session: SessionHandle, options: CallOptions = {}) {
      if (!input.id || !input.userId) return Promise.resolve(empty());
      return call('hitXyBulletin', { id: input.id, userID: input.userId, device: config.device }, { ...options, session });
    },
    reporterCard(id: number, options: CallOptions = {}) {
      return call('authorInfo', { id }, options);
    },
    /** A reporter's articles, page by page (0 first), each starting after `lastFileId`. */
    reporterArticles(input: { id: number; page: number; lastFileId: number }, options: CallOptions = {}) {
      return call('reporterArticles', { id: input.id, page: input.page, lastFileId: input.lastFileId, count: PAGE_SIZE }, options);
    },
    /** A reporter's dynamics, 10 a page (0 first). */
    reporterDynamics(input: { id: number; page: number }, options: CallOptions = {}) {
      return call('getDynamicList', { reporterId: input.id, page: input.page, count: DYNAMICS_MORE_THRESHOLD }, options);
    },
    /** One dynamic (dynamic/getDynamicDetail), for its own page. */
    reporterDynamic(id: number, options: CallOptions = {}) {
      return call('getDynamicDetail', { id }, options);
    },
  };
}
