/**
 * Load-more and list limits of SPEC §4/§9. The platform has no "has more" flag on most lists, so
 * the client infers it: a full page (a positive multiple of the page size) means there may be more.
 */
import { toNumber } from './toNumber.ts';

export const PAGE_SIZE = 20;
export const ENTRY_LIST_LIMIT = 8;
export const RANK_LIMIT = 20;
export const DYNAMICS_MORE_THRESHOLD = 10;
export const RELATED_MVOD_SIZE = 4;

/** Columns, modules, activities, account articles, videos, QA and dynamics lists. */
export function hasMoreByPageSize(count: unknown, pageSize = PAGE_SIZE): boolean {
  const n = toNumber(count);
  return Number.isInteger(n) && n > 0 && pageSize > 0 && n % pageSize === 0;
}

/** Dynamics: more when 10 or more came back. */
export function hasMoreDynamics(count: unknown): boolean {
  return toNumber(count) >= DYNAMICS_MORE_THRESHOLD;
}

/** Reporter articles: more while the last page was not empty. */
export function hasMoreReporterArticles(count: unknown): boolean {
  return toNumber(count) > 0;
}
