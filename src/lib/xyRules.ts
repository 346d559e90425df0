/**
 * Rules of the account and reporter pages (SPEC §4, §9): which rank period a URL asks for, the rank
 * list's cap, and when each of their lists offers more — account articles under the 20 rule,
 * reporter articles while a page comes back non-empty, dynamics when 10 or more came back. Pure.
 */
import { hasMoreByPageSize, hasMoreDynamics, hasMoreReporterArticles, RANK_LIMIT } from './loadMore.ts';
import { MAX_PAGE, type NextPage } from './listRules.ts';

/** xyRank `type`: 0 this week, 1 last week, 2 this month, 3 last month. */
export type RankPeriod = 0 | 1 | 2 | 3;
export const RANK_PERIODS: readonly RankPeriod[] = [0, 1, 2, 3];

/** `?period=` of the rank page; anything else is this week. */
export function parseRankPeriod(value: string | null | undefined): RankPeriod {
  const n = Number(value);
  return RANK_PERIODS.includes(n as RankPeriod) && /^\d$/.test(value ?? '') ? (n as RankPeriod) : 0;
}

/** The rank list shows at most 20 accounts. */
export function capRankList<T>(entries: readonly T[]): T[] {
  return entries.slice(0, RANK_LIMIT);
}

/** Longest name search the rank page passes on. */
export const SEARCH_KEY_MAX = 40;

/** The search box's text as a key: trimmed, whitespace collapsed, cut to SEARCH_KEY_MAX; '' is no search. */
export function searchKey(value: string | null | undefined): string {
  return [...(value ?? '').replace(/\s+/g, ' ').trim()].slice(0, SEARCH_KEY_MAX).join('');
}

type Rule = (count: number) => boolean;

function nextBy(rule: Rule, platformPageNo: number, items: readonly { fileId: number }[]): NextPage | null {
  if (!rule(items.length) || platformPageNo + 1 >= MAX_PAGE) return null;
  return { page: platformPageNo + 2, lastFileId: items.at(-1)?.fileId ?? 0 };
}

/** An account's articles: more after a full page of 20 (or a multiple of it). */
export function nextAccountArticlesPage(platformPageNo: number, items: readonly { fileId: number }[]): NextPage | null {
  return nextBy((n) => hasMoreByPageSize(n), platformPageNo, items);
}

/** A reporter's articles: more while the page that came back was not empty. */
export function nextReporterArticlesPage(platformPageNo: number, items: readonly { fileId: number }[]): NextPage | null {
  return nextBy(hasMoreReporterArticles, platformPageNo, items);
}

/** Dynamics: more when 10 or more came back. */
export function nextDynamicsPage(platformPageNo: number, items: readonly { id: number }[]): NextPage | null {
  return nextBy(
    hasMoreDynamics,
    platformPageNo,
    items.map((item) => ({ fileId: item.id })),
  );
}
