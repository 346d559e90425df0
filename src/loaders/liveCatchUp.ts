/**
 * The live room's catch-up read, `${BASE_PATH}/fragments/liveCatchUp?id=…&since=…&discussSince=…`
 * (SITE_ENDPOINTS.liveCatchUp, docs/decisions/151): what a reader's room missed during a gap (a
 * reconnect, a page shown again, the network back, a page from the bfcache) and what the fallback
 * poll reads. `since` is the newest report the page holds (its fileId; 0 or absent: none),
 * `discussSince` the newest comment. The answer is the room's status with every report listed
 * before `since` in liveView's own order (newest first, pinned on top), and the comments before
 * `discussSince` in discussView's: the real platform's calls, read through the catalogue's shared
 * reads, so a thousand readers coming back within a moment cost the platform one liveView call,
 * however many different `since` values they send. The answer is public and cached for 2 s.
 */
import { siteCatalogue } from '../catalogue/catalogue.ts';
import type { LiveReport } from '../catalogue/liveView.ts';
import { isUnknownId } from '../catalogue/result.ts';
import { parseId } from '../lib/listRules.ts';

/** At most this many liveView pages (of 20) per catch-up: a longer gap shows the newest 100 and says it is not complete. */
export const CATCH_UP_PAGES = 5;
const PLATFORM_PAGE = 20;
/** SPEC §3 comment source types: 1 is a live room's discussion. */
const LIVE_DISCUSS_SOURCE = 1;

export interface LiveCatchUp {
  liveId: number;
  status: number;
  appLiveUrl: string;
  appPlaybackUrl: string;
  /** liveView list items the reader has not seen, newest first (pinned ones may repeat: the merge keeps one). */
  reports: LiveReport[];
  discuss: Array<{ id: number; userName: string; userIcon: string; content: string; created: string }>;
  /** False when the gap was longer than CATCH_UP_PAGES pages: the reader gets the newest part. */
  complete: boolean;
}

export type LiveCatchUpAnswer = { status: 200; body: LiveCatchUp } | { status: 400 | 404 | 502 };

/** A since-value: absent, empty or 0 is 0 (the page holds none); 1 to 15 digits without a leading 0 are an id; anything else is null (a 400). */
export function parseSince(query: URLSearchParams, key: string): number | null {
  const values = query.getAll(key);
  if (values.length > 1) return null;
  const value = values[0] ?? '';
  if (value === '' || value === '0') return 0;
  // Exactly the digits the page sends: no spaces, signs or exponents (a second spelling would be a second cache entry).
  return /^[1-9]\d{0,14}$/.test(value) ? Number(value) : null;
}

/** The keys the endpoint reads; any other key, or one twice, is a 400 (and never a cache entry of its own). */
const KEYS = new Set(['id', 'since', 'discussSince']);

export async function loadLiveCatchUp(query: URLSearchParams): Promise<LiveCatchUpAnswer> {
  const keys = [...query.keys()];
  if (keys.some((key) => !KEYS.has(key)) || new Set(keys).size !== keys.length) return { status: 400 };
  const liveId = parseId(query.get('id'));
  const since = parseSince(query, 'since');
  const discussSince = parseSince(query, 'discussSince');
  if (liveId === null || since === null || discussSince === null) return { status: 400 };

  const reports: LiveReport[] = [];
  let found = since === 0;
  let complete = false;
  let first: { status: number; appLiveUrl: string; appPlaybackUrl: string; discussClosed: boolean } | null = null;
  let lastFileId = 0;
  for (let page = 0; page < CATCH_UP_PAGES && !complete; page++) {
    // Page 0 is the very call the room's page makes: one shared answer for pages and catch-ups.
    const result = await siteCatalogue.liveView({ id: liveId, page, lastFileId });
    if (page === 0 && (isUnknownId(result) || (result.ok && result.empty))) return { status: 404 };
    if (!result.ok || result.empty) return { status: 502 };
    const { main, list } = result.value;
    if (!first) {
      const video = main.videos[0];
      first = { status: main.status, appLiveUrl: video?.appLiveUrl ?? '', appPlaybackUrl: video?.appPlaybackUrl ?? '', discussClosed: main.discussClosed === 1 };
    }
    for (const report of list) {
      if (since > 0 && report.fileId === since && !report.isTop) {
        found = true;
        break;
      }
      reports.push(report);
    }
    // A page without `since` on it: the next one, unless this was the last (fewer than 20) or the reader held none.
    complete = found || list.length < PLATFORM_PAGE;
    lastFileId = list.at(-1)?.fileId ?? 0;
    if (since === 0) break;
  }
  const { discussClosed, ...room } = first!;
  return { status: 200, body: { liveId, ...room, reports, discuss: discussClosed ? [] : await newComments(liveId, discussSince), complete } };
}

/** The comments of the room's first discussView page listed before `since` (all of that page when it is not on it). */
async function newComments(liveId: number, since: number): Promise<LiveCatchUp['discuss']> {
  const result = await siteCatalogue.commentPage({ rootId: liveId, sourceType: LIVE_DISCUSS_SOURCE, page: 0, lastFileId: 0 }, { optional: true });
  if (!result.ok || result.empty) return [];
  const shown = result.value.list.filter((comment) => comment.reviewStatus !== 0);
  const at = shown.findIndex((comment) => comment.id === since);
  return (at >= 0 ? shown.slice(0, at) : shown).map((c) => ({ id: c.id, userName: c.userName, userIcon: c.userIcon, content: c.content, created: c.created }));
}
