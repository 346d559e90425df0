/**
 * The ask form (问吧, a question to a subject) and the post form (a circle post), UI-free: the
 * photos chosen, whether a send is on its way, the message to show and what became of the last
 * send. The reader and the Action arrive injected (`CommunityFormApi`), so this is tested without a
 * browser. The rules are src/lib/communityRules.ts, the same the Actions apply: an anonymous reader
 * is offered the login before anything is sent, an empty or too long text and a photo that is no
 * jpg/png/gif/bmp get their message. A post that went through leaves the circle's new count in the
 * browser's `postCount` (SPEC §3 storage key, with the expiry wrapper).
 */
import { map } from 'nanostores';
import { isChosenFile, photoFactsOf, photosProblem } from '../lib/commentRules.ts';
import { communityProblem, type CommunityKind, type CommunityProblem } from '../lib/communityRules.ts';
import { writeExpiring, type KeyValueStorage } from '../lib/expiringStorage.ts';
import type { ReaderView } from './reader.ts';

export type CommunityRefusalKey = CommunityProblem | 'community.failed';

/** What `community.ask` and `community.post` answer; `id` names what was written (the post's page), `postCount` the circle's count after it. */
export type CommunityAnswer =
  { outcome: 'posted' | 'underReview'; id: number; postCount: number | null } | { outcome: 'loginRequired' } | { outcome: 'refused'; messageKey: CommunityRefusalKey; message: string | null };

export interface CommunityFormMessage {
  key: CommunityRefusalKey | 'community.loginFirst' | 'community.askUnderReview' | 'community.askPosted' | 'community.postPosted';
  /** The platform's own words, shown instead of the key's text. */
  text: string | null;
  tone: 'error' | 'info';
  login: boolean;
  /** Changes on every message so the same text is announced again. */
  seq: number;
}

export interface CommunityFormState {
  busy: boolean;
  photoCount: number;
  message: CommunityFormMessage | null;
  /** The last send that went through: what it wrote (a post's page links to it). */
  written: { id: number; postCount: number | null } | null;
}

export interface CommunityFormApi {
  reader(): Promise<ReaderView>;
  send(form: FormData): Promise<CommunityAnswer>;
}

/** The browser's `postCount` lasts as the tokens do (SPEC §9: 2 hours). */
export const POST_COUNT_KEY = 'postCount';
export const POST_COUNT_TTL_MS = 7_200_000;

const FAILED: CommunityAnswer = { outcome: 'refused', messageKey: 'community.failed', message: null };

const textOf = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

const filesOf = (form: FormData, name: string) => form.getAll(name).filter((value): value is File => typeof value !== 'string' && isChosenFile(value));

/** The message for an answer (also the no-JavaScript page's answer). */
export function communityMessageFor(kind: CommunityKind, answer: CommunityAnswer, seq = 0): CommunityFormMessage {
  const message = (key: CommunityFormMessage['key'], tone: CommunityFormMessage['tone'], text: string | null = null, login = false) => ({ key, text, tone, login, seq });
  switch (answer.outcome) {
    case 'posted':
      return message(kind === 'ask' ? 'community.askPosted' : 'community.postPosted', 'info');
    case 'underReview':
      return message('community.askUnderReview', 'info');
    case 'loginRequired':
      return message('community.loginFirst', 'error', null, true);
    case 'refused':
      return message(answer.messageKey, 'error', answer.message || null);
  }
}

export function createCommunityForm(input: { kind: CommunityKind; api: CommunityFormApi; answer?: CommunityAnswer | null; storage?: KeyValueStorage | null; now?: () => number }) {
  const { kind, api } = input;
  const now = input.now ?? Date.now;
  let seq = 0;
  const writtenOf = (answer: CommunityAnswer | null | undefined) =>
    answer && (answer.outcome === 'posted' || answer.outcome === 'underReview') ? { id: answer.id, postCount: answer.postCount } : null;
  const $form = map<CommunityFormState>({
    busy: false,
    photoCount: 0,
    message: input.answer ? communityMessageFor(kind, input.answer, ++seq) : null,
    written: writtenOf(input.answer),
  });
  const show = (answer: CommunityAnswer) => $form.setKey('message', communityMessageFor(kind, answer, ++seq));
  const refuse = (messageKey: CommunityRefusalKey) => show({ outcome: 'refused', messageKey, message: null });

  return {
    $form,
    /** Photos picked: checked at once; false when they must be picked again (the message says why). */
    async choosePhotos(files: readonly File[]): Promise<boolean> {
      const chosen = files.filter(isChosenFile);
      const problem = photosProblem(await Promise.all(chosen.map(photoFactsOf)));
      if (problem) {
        $form.setKey('photoCount', 0);
        refuse(problem);
        return false;
      }
      $form.set({ ...$form.get(), photoCount: chosen.length, message: null });
      return true;
    },
    /** Sends the form (content, photos and the subject or circle id); true when it went through, so the form may be cleared. */
    async submit(form: FormData): Promise<boolean> {
      if ($form.get().busy) return false;
      $form.setKey('busy', true);
      const reader = await api.reader().catch(() => null);
      if (!reader?.loggedIn) {
        $form.setKey('busy', false);
        show({ outcome: 'loginRequired' });
        return false;
      }
      const photos = filesOf(form, 'photos');
      const problem = communityProblem(kind, { content: textOf(form, 'content'), photos: await Promise.all(photos.map(photoFactsOf)) });
      if (problem) {
        $form.setKey('busy', false);
        refuse(problem);
        return false;
      }
      const answer = await api.send(form).catch(() => FAILED);
      const written = writtenOf(answer);
      $form.set({ ...$form.get(), busy: false, photoCount: written ? 0 : $form.get().photoCount, written: written ?? $form.get().written });
      show(answer);
      if (written && written.postCount !== null) writeExpiring(input.storage ?? null, POST_COUNT_KEY, String(written.postCount), POST_COUNT_TTL_MS, now());
      return written !== null;
    },
    dismiss: () => $form.setKey('message', null),
  };
}

export type CommunityFormController = ReturnType<typeof createCommunityForm>;
