/**
 * Which comment the comment box answers (issue: readers' voice): null for a new comment on the
 * article, or a comment's id and its author's name ("回复 @nickname"). A reply control on any list
 * sets it, the box shows it with a way to cancel and sends it as `parentId`. UI-free; shared by the
 * comment list's element and the box island through this one store.
 */
import { atom } from 'nanostores';
import type { ReplyTarget } from '../contracts/comment.ts';

export const $replyTarget = atom<ReplyTarget | null>(null);

/** The longest name shown in "回复 @…"; the platform's nicknames are short, anything longer is cut. */
const MAX_NAME = 40;

/** A reply target read from the page (an item's id and name as text); null when the id is no comment id. */
export function replyTargetOf(id: string | null | undefined, name: string | null | undefined): ReplyTarget | null {
  if (!id || !/^[1-9]\d{0,15}$/.test(id)) return null;
  const value = Number(id);
  if (!Number.isSafeInteger(value)) return null;
  return { id: value, name: [...(name ?? '').trim()].slice(0, MAX_NAME).join('') };
}

/** The box answers this comment. */
export function replyTo(target: ReplyTarget): void {
  $replyTarget.set(target);
}

/** Back to a new comment on the article. */
export function cancelReply(): void {
  $replyTarget.set(null);
}

/** The form's `parentId`: the comment answered, or -1 for a new comment (the platform's default). */
export const parentIdOf = (target: ReplyTarget | null): number => target?.id ?? -1;
