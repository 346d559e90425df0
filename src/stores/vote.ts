/**
 * A vote widget's state (issue 16, SPEC §4 and §7), UI-free: the options chosen within the
 * question's limit, the verify-code dialog (an image named by a key, fetched through an Action), the
 * submission and its answer, the counts and the voted flag. The server is reached through an
 * injected `VoteApi` (Astro Actions in the browser), so every rule is testable without one; the
 * island only renders. The SM4 payload is made on the server: nothing here knows a key.
 */
import { atom, map } from 'nanostores';
import type { VoteCodeImage, VoteRecordAnswer } from '../contracts/vote.ts';

export type VotePhase = 'choosing' | 'code' | 'sending' | 'voted' | 'ended';

export type VoteNoticeKey = 'vote.selectFirst' | 'vote.selectLimit' | 'vote.done' | 'vote.failed' | 'vote.loginRequired';

export interface VoteNotice {
  /** A message of the site, or null when `text` (the platform's own) is shown. */
  key: VoteNoticeKey | null;
  text: string;
  seq: number;
}

export interface VoteApi {
  codeImage(voteId: number): Promise<VoteCodeImage | null>;
  record(input: { voteId: number; optionIds: number[]; codeKey?: string; verifyCode?: string }): Promise<VoteRecordAnswer>;
}

export interface VoteWidgetInit {
  voteId: number;
  /** How many options one submission may choose (the question's selectLimited; 1 is single choice). */
  selectLimit: number;
  needsCode: boolean;
  voted: boolean;
  ended: boolean;
  counts: Record<string, number>;
  remainCount: number | null;
}

export function createVoteWidget(init: VoteWidgetInit, api: VoteApi) {
  const $selected = atom<number[]>([]);
  const $phase = atom<VotePhase>(init.ended ? 'ended' : 'choosing');
  const $voted = atom(init.voted);
  const $counts = map<Record<string, number>>({ ...init.counts });
  const $code = atom<VoteCodeImage | null>(null);
  const $codeLoading = atom(false);
  const $notice = atom<VoteNotice | null>(null);
  const $remain = atom<number | null>(init.remainCount);
  let seq = 0;
  const notify = (key: VoteNoticeKey | null, text = '') => $notice.set({ key, text, seq: ++seq });

  /** Chooses or lets go of an option; a single-choice vote swaps, a multiple one stops at its limit. */
  function toggle(optionId: number): void {
    if ($phase.get() !== 'choosing') return;
    const chosen = $selected.get();
    if (chosen.includes(optionId)) return $selected.set(chosen.filter((id) => id !== optionId));
    if (init.selectLimit <= 1) return $selected.set([optionId]);
    if (chosen.length >= init.selectLimit) return notify('vote.selectLimit');
    $selected.set([...chosen, optionId]);
  }

  async function loadCode(): Promise<void> {
    $codeLoading.set(true);
    try {
      $code.set(await api.codeImage(init.voteId));
    } catch {
      $code.set(null);
    } finally {
      $codeLoading.set(false);
    }
    if (!$code.get()) notify('vote.failed');
  }

  async function send(verifyCode?: string): Promise<void> {
    const optionIds = $selected.get();
    const code = $code.get();
    $phase.set('sending');
    let answer: VoteRecordAnswer;
    try {
      answer = await api.record({ voteId: init.voteId, optionIds, ...(init.needsCode && code ? { codeKey: code.codeKey, verifyCode: verifyCode ?? '' } : {}) });
    } catch {
      answer = { outcome: 'failed', message: '', counts: {}, remainCount: null };
    }
    // A code works once, right or wrong: whatever the answer, the dialog's image is spent.
    $code.set(null);
    if (answer.outcome === 'voted') {
      $voted.set(true);
      $selected.set([]);
      for (const [id, count] of Object.entries(answer.counts)) $counts.setKey(id, count);
      $remain.set(answer.remainCount);
      $phase.set('voted');
      notify(answer.message ? null : 'vote.done', answer.message);
      return;
    }
    $phase.set('choosing');
    if (answer.outcome === 'loginRequired') notify('vote.loginRequired');
    else if (answer.message) notify(null, answer.message);
    else notify('vote.failed');
  }

  /** The vote button: without a choice a hint; with a verify code the dialog (and its image); else the submission. */
  async function submit(): Promise<void> {
    if ($phase.get() !== 'choosing') return;
    if ($selected.get().length === 0) return notify('vote.selectFirst');
    if (!init.needsCode) return send();
    $phase.set('code');
    await loadCode();
  }

  /** The dialog's confirm: an empty code is the platform's to refuse (请输入验证码), so it is sent as typed. */
  async function confirmCode(verifyCode: string): Promise<void> {
    if ($phase.get() !== 'code') return;
    await send(verifyCode.trim());
  }

  function cancelCode(): void {
    if ($phase.get() !== 'code') return;
    $code.set(null);
    $phase.set('choosing');
  }

  /** After a vote the reader may vote again while the cycle allows (the platform has the last word). */
  function again(): void {
    if ($phase.get() === 'voted') $phase.set('choosing');
  }

  return { $selected, $phase, $voted, $counts, $code, $codeLoading, $notice, $remain, toggle, submit, confirmCode, cancelCode, refreshCode: loadCode, again };
}

export type VoteWidget = ReturnType<typeof createVoteWidget>;
