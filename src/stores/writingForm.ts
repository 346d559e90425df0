/**
 * What the writing boxes share (the comment box, the ask form and the post form; SPEC §4–§8),
 * UI-free: the photos chosen, whether a send is on its way, the message to show and what the last
 * send wrote. Each form's store (commentBox.ts, communityForm.ts) brings its own rule, its Action,
 * its message keys and what to do once written; this is the one flow they follow: an anonymous
 * reader is offered the login before anything is sent, a text or photo the rules refuse gets its
 * message before anything is sent, a second tap while sending sends nothing, and a failed send keeps
 * the photos.
 */
import { map } from 'nanostores';
import { isChosenFile, photoFactsOf, photosProblem, type CommentProblem, type PhotoFacts } from '../lib/commentRules.ts';
import type { ReaderView } from '../contracts/reader.ts';
import type { WritingAnswer, WrittenAnswer } from '../contracts/writing.ts';

export interface WritingMessage<Key extends string> {
  key: Key;
  /** The platform's own words, shown instead of the key's text. */
  text: string | null;
  tone: 'error' | 'info';
  /** Offer the login link. */
  login: boolean;
  /** Changes on every message so the same text is announced again. */
  seq: number;
}

export interface WritingFormState<Key extends string, Written extends WrittenAnswer> {
  busy: boolean;
  photoCount: number;
  message: WritingMessage<Key> | null;
  /** The last send that went through (the no-JavaScript answer's too). */
  written: Written | null;
}

export interface WritingFormApi<Answer> {
  /** Who is reading (asked once per page, `$reader` via `loadReader`). */
  reader(): Promise<ReaderView>;
  /** The Action's answer; null when it gave none (it failed on the way). */
  send(form: FormData): Promise<Answer | null>;
}

const isWritten = <Written extends WrittenAnswer>(answer: { outcome: string } | null | undefined): answer is Written => answer?.outcome === 'posted' || answer?.outcome === 'underReview';

/** A form's message keys for what is not a refusal (a refusal names its own). */
export type WritingKeys<Key extends string> = Record<'posted' | 'underReview' | 'loginRequired', Key>;

/** The message for an answer: the form's key for a written send or the login offer, or a refusal's key and the platform's words. */
export function writingMessageFor<Refusal extends string, Key extends string>(keys: WritingKeys<Key>, answer: WritingAnswer<Refusal, WrittenAnswer>, seq = 0): WritingMessage<Refusal | Key> {
  if (answer.outcome === 'refused') return { key: answer.messageKey, text: answer.message || null, tone: 'error', login: false, seq };
  const login = answer.outcome === 'loginRequired';
  return { key: keys[answer.outcome], text: null, tone: login ? 'error' : 'info', login, seq };
}

const textOf = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

const filesOf = (form: FormData, name: string) => form.getAll(name).filter((value): value is File => typeof value !== 'string' && isChosenFile(value));

export function createWritingForm<Refusal extends string, Written extends WrittenAnswer, Key extends string>(input: {
  api: WritingFormApi<WritingAnswer<Refusal | CommentProblem, Written>>;
  /** The text's and photos' first problem by the rules the Action applies, or null. */
  problem: (fields: { content: string; photos: readonly PhotoFacts[] }) => Refusal | CommentProblem | null;
  keys: WritingKeys<Key>;
  /** The refusal shown when the send fails on the way. */
  failed: Refusal;
  /** The answer of a form posted without JavaScript. */
  answer?: WritingAnswer<Refusal | CommentProblem, Written> | null;
  onWritten?: (written: Written) => void;
}) {
  type Answer = WritingAnswer<Refusal | CommentProblem, Written>;
  const { api, keys } = input;
  let seq = 0;
  const $form = map<WritingFormState<Refusal | CommentProblem | Key, Written>>({
    busy: false,
    photoCount: 0,
    message: input.answer ? writingMessageFor(keys, input.answer, ++seq) : null,
    written: isWritten<Written>(input.answer) ? input.answer : null,
  });
  const show = (answer: Answer) => $form.setKey('message', writingMessageFor(keys, answer, ++seq));
  const refuse = (messageKey: Refusal | CommentProblem) => show({ outcome: 'refused', messageKey, message: null });

  return {
    $form,
    /**
     * On the reader's first touch of the box (it hydrates then): an anonymous reader is told at once
     * that writing needs a login, with the link, before typing anything. A message already shown stays.
     */
    async offerLogin(): Promise<void> {
      const reader = await api.reader().catch(() => null);
      if (reader && !reader.loggedIn && !$form.get().message) show({ outcome: 'loginRequired' });
    },
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
    /** Sends the form (its `content`, `photos` and the form's own fields); true when it went through, so the form may be cleared. */
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
      const problem = input.problem({ content: textOf(form, 'content'), photos: await Promise.all(photos.map(photoFactsOf)) });
      if (problem) {
        $form.setKey('busy', false);
        refuse(problem);
        return false;
      }
      const answer: Answer = (await api.send(form).catch(() => null)) ?? { outcome: 'refused', messageKey: input.failed, message: null };
      const written = isWritten<Written>(answer) ? answer : null;
      $form.set({ ...$form.get(), busy: false, photoCount: written ? 0 : $form.get().photoCount, written: written ?? $form.get().written });
      show(answer);
      if (written) input.onWritten?.(written);
      return written !== null;
    },
  };
}

export type WritingFormController = Pick<ReturnType<typeof createWritingForm>, 'choosePhotos' | 'submit' | 'offerLogin'>;
