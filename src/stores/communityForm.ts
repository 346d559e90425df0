/**
 * The ask form (问吧, a question to a subject) and the post form (a circle post), UI-free: the
 * writing flow of src/stores/writingForm.ts with their rules, Action answers and messages. The
 * reader and the Action arrive injected (`CommunityFormApi`), so this is tested without a browser.
 * The rules are src/lib/communityRules.ts, the same the Actions apply: an anonymous reader is offered
 * the login before anything is sent, an empty or too long text and a photo that is no
 * jpg/png/gif/bmp get their message. A post that went through leaves the circle's new count in the
 * browser's `postCount` (SPEC §3 storage key, with the expiry wrapper).
 */
import { communityProblem, type CommunityKind } from '../lib/communityRules.ts';
import { writeExpiring, type KeyValueStorage } from '../lib/expiringStorage.ts';
import { createWritingForm, writingMessageFor, type WritingFormApi, type WritingKeys, type WritingMessage } from './writingForm.ts';
import type { CommunityAnswer, CommunityRefusalKey } from '../contracts/community.ts';

export type CommunityFormMessage = WritingMessage<CommunityRefusalKey | 'community.loginFirst' | 'community.askUnderReview' | 'community.askPosted' | 'community.postPosted'>;

export type CommunityFormApi = WritingFormApi<CommunityAnswer>;

/** The browser's `postCount` lasts as the tokens do (SPEC §9: 2 hours). */
export const POST_COUNT_KEY = 'postCount';
export const POST_COUNT_TTL_MS = 7_200_000;

const keysOf = (kind: CommunityKind): WritingKeys<CommunityFormMessage['key']> => ({
  posted: kind === 'ask' ? 'community.askPosted' : 'community.postPosted',
  underReview: 'community.askUnderReview',
  loginRequired: 'community.loginFirst',
});

/** The message for an answer (also the no-JavaScript page's answer). */
export const communityMessageFor = (kind: CommunityKind, answer: CommunityAnswer, seq = 0): CommunityFormMessage => writingMessageFor(keysOf(kind), answer, seq);

export function createCommunityForm(input: { kind: CommunityKind; api: CommunityFormApi; answer?: CommunityAnswer | null; storage?: KeyValueStorage | null; now?: () => number }) {
  const { kind } = input;
  const now = input.now ?? Date.now;
  return createWritingForm({
    api: input.api,
    problem: (fields) => communityProblem(kind, fields),
    keys: keysOf(kind),
    failed: 'community.failed',
    answer: input.answer,
    onWritten: (written) => {
      if (written.postCount !== null) writeExpiring(input.storage ?? null, POST_COUNT_KEY, String(written.postCount), POST_COUNT_TTL_MS, now());
    },
  });
}

export type CommunityFormController = ReturnType<typeof createCommunityForm>;
