/**
 * One comment's small actions (like, report, delete my own), UI-free: what each tap answered and
 * the message to show. The Actions arrive injected (`CommentItemApi`); a second tap while one is on
 * its way does nothing, and the platform counts a like or a report once per member anyway.
 */
import { map } from 'nanostores';
import type { CommentItemOutcome } from './commentBox.ts';

export interface CommentItemApi {
  like(commentId: number): Promise<CommentItemOutcome>;
  report(commentId: number): Promise<CommentItemOutcome>;
  remove(commentId: number): Promise<CommentItemOutcome>;
}

export interface CommentItemMessage {
  key: 'msg.likeSuccess' | 'msg.noRepeatLike' | 'comment.reported' | 'comment.reportRepeat' | 'comment.deleted' | 'comment.actionFailed' | 'msg.loginRequired';
  login: boolean;
  seq: number;
}

export interface CommentItemState {
  busy: boolean;
  liked: boolean;
  reported: boolean;
  removed: boolean;
  message: CommentItemMessage | null;
}

type Kind = 'like' | 'report' | 'remove';

const DONE: Record<Kind, CommentItemMessage['key']> = { like: 'msg.likeSuccess', report: 'comment.reported', remove: 'comment.deleted' };
const REPEAT: Record<Kind, CommentItemMessage['key']> = { like: 'msg.noRepeatLike', report: 'comment.reportRepeat', remove: 'comment.actionFailed' };

export function createCommentItem(input: { commentId: number; api: CommentItemApi; onRemoved: () => void }) {
  const { commentId, api, onRemoved } = input;
  const $item = map<CommentItemState>({ busy: false, liked: false, reported: false, removed: false, message: null });
  let seq = 0;

  async function run(kind: Kind): Promise<void> {
    const state = $item.get();
    if (state.busy || state.removed) return;
    if (kind === 'like' && state.liked) return $item.setKey('message', { key: 'msg.noRepeatLike', login: false, seq: ++seq });
    $item.setKey('busy', true);
    const outcome = await api[kind](commentId).catch((): CommentItemOutcome => 'failed');
    const key = outcome === 'done' ? DONE[kind] : outcome === 'repeat' ? REPEAT[kind] : outcome === 'loginRequired' ? 'msg.loginRequired' : 'comment.actionFailed';
    const settled = outcome === 'done' || outcome === 'repeat';
    $item.set({
      ...$item.get(),
      busy: false,
      liked: $item.get().liked || (kind === 'like' && settled),
      reported: $item.get().reported || (kind === 'report' && settled),
      removed: kind === 'remove' && outcome === 'done',
      message: { key, login: outcome === 'loginRequired', seq: ++seq },
    });
    if (kind === 'remove' && outcome === 'done') onRemoved();
  }

  return { $item, like: () => run('like'), report: () => run('report'), remove: () => run('remove') };
}
