/**
 * The comment box's state (SPEC §4–§8), UI-free: the photos chosen, whether a post is on its way,
 * the message to show and what became of the last post. The reader and the Action arrive injected
 * (`CommentBoxApi`), so this is tested without a browser. The rules are src/lib/commentRules.ts,
 * the same the form Action applies: an anonymous reader is offered the login (请登录后评论) before
 * anything is sent, an empty text gets 请输入内容, a photo that is no jpg/png/gif/bmp by content or
 * name gets the format message.
 */
import { map } from 'nanostores';
import { commentProblem, isChosenFile, photoFactsOf, photosProblem, type CommentProblem } from '../lib/commentRules.ts';
import type { ReaderView } from './reader.ts';

/** Refusals the box shows: a rule's message, comments closed, or 'comment failed' with the platform's words (SPEC §8). */
export type CommentRefusalKey = CommentProblem | 'comment.closed' | 'msg.commentFailed';

/** What `comment.post` answers. */
export type CommentPostAnswer = { outcome: 'posted' | 'underReview' | 'loginRequired' } | { outcome: 'refused'; messageKey: CommentRefusalKey; message: string | null };

/** What the per-comment Actions (remove, report, like) answer; `repeat`: already reported or liked. */
export type CommentItemOutcome = 'done' | 'repeat' | 'loginRequired' | 'failed';

export interface CommentBoxMessage {
  key: CommentRefusalKey | 'msg.loginToComment' | 'msg.commentUnderReview' | 'msg.commentSuccess';
  /** The platform's own words, shown instead of the key's text. */
  text: string | null;
  tone: 'error' | 'info';
  /** Offer the login link. */
  login: boolean;
  /** Changes on every message so the same text is announced again. */
  seq: number;
}

export interface CommentBoxState {
  busy: boolean;
  photoCount: number;
  message: CommentBoxMessage | null;
  /** The last post that went through: shown at once, or held for review. */
  posted: 'posted' | 'underReview' | null;
}

export interface CommentBoxApi {
  /** Who is reading (asked once per page, `$reader` via `loadReader`). */
  reader(): Promise<ReaderView>;
  post(form: FormData): Promise<CommentPostAnswer>;
}

const FAILED: CommentPostAnswer = { outcome: 'refused', messageKey: 'msg.commentFailed', message: null };

const textOf = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

const filesOf = (form: FormData, name: string) => form.getAll(name).filter((value): value is File => typeof value !== 'string' && isChosenFile(value));

/** The message for an Action's answer (also the no-JavaScript page's answer). */
export function messageFor(answer: CommentPostAnswer, seq = 0): CommentBoxMessage {
  const message = (key: CommentBoxMessage['key'], tone: CommentBoxMessage['tone'], text: string | null = null, login = false) => ({ key, text, tone, login, seq });
  switch (answer.outcome) {
    case 'posted':
      return message('msg.commentSuccess', 'info');
    case 'underReview':
      return message('msg.commentUnderReview', 'info');
    case 'loginRequired':
      return message('msg.loginToComment', 'error', null, true);
    case 'refused':
      return message(answer.messageKey, 'error', answer.message || null);
  }
}

export function createCommentBox(input: { api: CommentBoxApi; onPosted: (outcome: 'posted' | 'underReview') => void; answer?: CommentPostAnswer | null }) {
  const { api, onPosted } = input;
  let seq = 0;
  const $box = map<CommentBoxState>({
    busy: false,
    photoCount: 0,
    message: input.answer ? messageFor(input.answer, ++seq) : null,
    posted: input.answer?.outcome === 'posted' || input.answer?.outcome === 'underReview' ? input.answer.outcome : null,
  });
  const show = (answer: CommentPostAnswer) => $box.setKey('message', messageFor(answer, ++seq));

  return {
    $box,
    /** Photos picked: checked at once; false when they must be picked again (the message says why). */
    async choosePhotos(files: readonly File[]): Promise<boolean> {
      const chosen = files.filter(isChosenFile);
      const problem = photosProblem(await Promise.all(chosen.map(photoFactsOf)));
      if (problem) {
        $box.setKey('photoCount', 0);
        show({ outcome: 'refused', messageKey: problem, message: null });
        return false;
      }
      $box.set({ ...$box.get(), photoCount: chosen.length, message: null });
      return true;
    },
    /** Sends the form (fields rootId, sourceType, parentId, content, photos); true when the post went through, so the form may be cleared. */
    async submit(form: FormData): Promise<boolean> {
      if ($box.get().busy) return false;
      $box.setKey('busy', true);
      const reader = await api.reader().catch(() => null);
      if (!reader?.loggedIn) {
        $box.setKey('busy', false);
        show({ outcome: 'loginRequired' });
        return false;
      }
      const photos = filesOf(form, 'photos');
      const problem = commentProblem({ content: textOf(form, 'content'), photos: await Promise.all(photos.map(photoFactsOf)) });
      if (problem) {
        $box.setKey('busy', false);
        show({ outcome: 'refused', messageKey: problem, message: null });
        return false;
      }
      const answer = await api.post(form).catch(() => FAILED);
      const posted = answer.outcome === 'posted' || answer.outcome === 'underReview' ? answer.outcome : null;
      $box.set({ ...$box.get(), busy: false, photoCount: posted ? 0 : $box.get().photoCount, posted: posted ?? $box.get().posted });
      show(answer);
      if (posted) onPosted(posted);
      return posted !== null;
    },
    dismiss: () => $box.setKey('message', null),
  };
}

export type CommentBoxController = ReturnType<typeof createCommentBox>;
