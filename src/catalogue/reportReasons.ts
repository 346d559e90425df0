/**
 * The report reasons (getCats code DISCUSSTYPE, PLATFORM.md §5.1): `catsList` entries whose
 * position or `id`/`catID` is the `type` expose takes. Parsed tolerantly (ids as strings, nameless
 * entries dropped) and kept in process for a while: the newsroom changes them rarely, and every
 * reader who reports asks for them. A failure is never kept.
 */
import * as v from 'valibot';
import type { ReportReason } from '../lib/commentRules.ts';
import type { Result } from './result.ts';
import { list, optNum, record, str } from './schemaParts.ts';

export const REPORT_REASON_CODE = 'DISCUSSTYPE';
/** At most this many reasons reach the picker. */
const MAX_REASONS = 20;
const MAX_NAME = 40;

const reasonSchema = record({ id: optNum, catID: optNum, name: str });
const reasonsSchema = v.union([v.array(v.unknown()), record({ catsList: v.optional(v.unknown()), list: v.optional(v.unknown()) })]);

/** The reasons of a getCats answer: `catsList` (or `list`, or a bare list), in order, each with a name. */
export function reportReasonsOf(data: unknown): ReportReason[] {
  const parsed = v.safeParse(reasonsSchema, data);
  if (!parsed.success) return [];
  const raw = Array.isArray(parsed.output) ? parsed.output : (parsed.output.catsList ?? parsed.output.list);
  const items = v.parse(list(reasonSchema), raw);
  return items
    .map((item, at) => ({ type: item.id ?? item.catID ?? at, name: [...item.name.trim()].slice(0, MAX_NAME).join('') }))
    .filter((item) => item.name !== '' && Number.isSafeInteger(item.type) && item.type >= 0 && item.type <= 1000)
    .slice(0, MAX_REASONS);
}

/** Keeps the last good answer for `ttlMs`; concurrent first loads share one request. */
export function createReportReasonCache(load: () => Promise<Result<unknown>>, options: { ttlMs: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  let kept: { reasons: ReportReason[]; at: number } | null = null;
  let pending: Promise<ReportReason[] | null> | null = null;

  return function reasons(): Promise<ReportReason[] | null> {
    if (kept && now() - kept.at < options.ttlMs) return Promise.resolve(kept.reasons);
    pending ??= load()
      .then((result) => {
        const found = result.ok && !result.empty ? reportReasonsOf(result.value) : [];
        if (found.length) kept = { reasons: found, at: now() };
        return found.length ? found : (kept?.reasons ?? null);
      })
      .catch(() => kept?.reasons ?? null)
      .finally(() => (pending = null));
    return pending;
  };
}
