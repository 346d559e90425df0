/**
 * `$xyRanked`: whether this reader has ranked (打榜, toPraise) each 翔宇号 account this week, shared
 * by every rank button of a page. UI-free: the server is reached through an injected `XyRankApi`
 * (an Astro Action in the browser). A vote cannot be taken back, so nothing is optimistic: the button
 * is busy until the platform answers. A refusal because the reader already ranked the account this
 * week marks it ranked all the same (SPEC §4 "already ranked"); a second tap while the first is on
 * its way is ignored, and a tap on an account known to be ranked is refused without a request.
 */
import { atom, map } from 'nanostores';
import type { RankAnswer, RankOutcome } from '../contracts/xy.ts';

export interface XyRankApi {
  rank(id: number): Promise<RankAnswer>;
}

export interface RankNotice {
  key: RankOutcome;
  message: string | null;
  login: boolean;
  xyID: number;
  /** Changes on every notice so the same text is announced again. */
  seq: number;
}

/** xyID → ranked this week. Absent: not known (the page's HTML says). */
export const $xyRanked = map<Record<string, boolean>>({});
export const $xyRankBusy = map<Record<string, boolean>>({});
export const $xyRankNotice = atom<RankNotice | null>(null);

let seq = 0;

function notify(xyID: number, key: RankOutcome, message: string | null = null): void {
  $xyRankNotice.set({ key, message, login: key === 'loginRequired', xyID, seq: ++seq });
}

export function isRanked(id: number): boolean | undefined {
  return $xyRanked.get()[String(id)];
}

/**
 * One rank vote for account `id`. `shownRanked` is what the HTML shows when the store does not know
 * the account yet. Returns the outcome, or 'busy' when a vote for it is already on its way.
 */
export async function rankAccount(api: XyRankApi, id: number, shownRanked = false): Promise<RankOutcome | 'busy'> {
  const key = String(id);
  if (!Number.isSafeInteger(id) || id <= 0) return 'failed';
  if ($xyRankBusy.get()[key]) return 'busy';
  if (isRanked(id) ?? shownRanked) {
    $xyRanked.setKey(key, true);
    notify(id, 'alreadyRanked');
    return 'alreadyRanked';
  }
  $xyRankBusy.setKey(key, true);
  const answer = await api.rank(id).catch((): RankAnswer => ({ outcome: 'failed', message: null }));
  $xyRankBusy.setKey(key, false);
  if (answer.outcome === 'ranked' || answer.outcome === 'alreadyRanked') $xyRanked.setKey(key, true);
  notify(id, answer.outcome, answer.outcome === 'alreadyRanked' ? answer.message : null);
  return answer.outcome;
}

/** Tests only: forget this page's state. */
export function resetXyRank(): void {
  $xyRanked.set({});
  $xyRankBusy.set({});
  $xyRankNotice.set(null);
  seq = 0;
}
