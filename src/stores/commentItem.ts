/**
 * The per-comment actions of a comment list (like, reply, report with a reason, delete my own),
 * UI-free: what each tap answered and the message to show, per comment. One list element
 * (src/browser/CommentActions.ts) drives every item of its list through `createCommentListActions`;
 * the Actions and the reader arrive injected (`CommentItemApi`). A second tap while one is on its
 * way does nothing, and the platform counts a like or a report once per member anyway.
 *
 * Deleting my own comment asks first (`Deletion`): the first tap on delete only opens the question
 * (idle → confirming), cancel closes it, and only its confirm sends the delete (removing), which
 * ends in removed or, refused, back in idle with the message. One question is open per list.
 */
import { map } from 'nanostores';
import type { CommentItemOutcome } from '../contracts/comment.ts';
import type { ReaderView } from '../contracts/reader.ts';
import type { ReportReason } from '../lib/commentRules.ts';

export type { ReportReason };

export interface CommentItemApi {
  like(commentId: number): Promise<CommentItemOutcome>;
  report(commentId: number, reason: ReportReason): Promise<CommentItemOutcome>;
  remove(commentId: number): Promise<CommentItemOutcome>;
}

export interface CommentListApi extends CommentItemApi {
  /** Who is reading (asked once per page). */
  reader(): Promise<ReaderView>;
  /** The report reasons; null when they could not be had. */
  reasons(): Promise<ReportReason[] | null>;
}

export type CommentItemMessageKey =
  'msg.likeSuccess' | 'msg.noRepeatLike' | 'comment.reported' | 'comment.reportRepeat' | 'comment.deleted' | 'comment.actionFailed' | 'comment.reasonsFailed' | 'msg.loginRequired';

export interface CommentItemMessage {
  key: CommentItemMessageKey;
  login: boolean;
  seq: number;
}

/** Where deleting my own comment stands: nothing asked, the question open, on its way, done. */
export type Deletion = 'idle' | 'confirming' | 'removing' | 'removed';

export interface CommentItemState {
  busy: boolean;
  liked: boolean;
  reported: boolean;
  deletion: Deletion;
  message: CommentItemMessage | null;
}

type Kind = 'like' | 'report' | 'remove';

const DONE: Record<Kind, CommentItemMessageKey> = { like: 'msg.likeSuccess', report: 'comment.reported', remove: 'comment.deleted' };
const REPEAT: Record<Kind, CommentItemMessageKey> = { like: 'msg.noRepeatLike', report: 'comment.reportRepeat', remove: 'comment.actionFailed' };

export function createCommentItem(input: { commentId: number; api: CommentItemApi; onRemoved: () => void }) {
  const { commentId, api, onRemoved } = input;
  const $item = map<CommentItemState>({ busy: false, liked: false, reported: false, deletion: 'idle', message: null });
  let seq = 0;
  const say = (key: CommentItemMessageKey, login = false) => $item.setKey('message', { key, login, seq: ++seq });

  async function run(kind: Kind, call: () => Promise<CommentItemOutcome>): Promise<void> {
    const state = $item.get();
    if (state.busy || state.deletion === 'removed' || (kind === 'remove' && state.deletion !== 'confirming')) return;
    if (kind === 'like' && state.liked) return say('msg.noRepeatLike');
    if (kind === 'report' && state.reported) return say('comment.reportRepeat');
    $item.set({ ...state, busy: true, deletion: kind === 'remove' ? 'removing' : state.deletion });
    const outcome = await call().catch((): CommentItemOutcome => 'failed');
    const key = outcome === 'done' ? DONE[kind] : outcome === 'repeat' ? REPEAT[kind] : outcome === 'loginRequired' ? 'msg.loginRequired' : 'comment.actionFailed';
    const settled = outcome === 'done' || outcome === 'repeat';
    const now = $item.get();
    $item.set({
      ...now,
      busy: false,
      liked: now.liked || (kind === 'like' && settled),
      reported: now.reported || (kind === 'report' && settled),
      deletion: kind !== 'remove' ? now.deletion : outcome === 'done' ? 'removed' : 'idle',
      message: { key, login: outcome === 'loginRequired', seq: ++seq },
    });
    if (kind === 'remove' && outcome === 'done') onRemoved();
  }

  return {
    $item,
    like: () => run('like', () => api.like(commentId)),
    report: (reason: ReportReason) => run('report', () => api.report(commentId, reason)),
    /** The first tap on delete: the question opens (and an old message goes); nothing is sent. */
    askRemove(): void {
      if ($item.get().deletion === 'idle') $item.set({ ...$item.get(), deletion: 'confirming', message: null });
    },
    /** Cancel (or Escape, or another comment's question opening): back to the delete button. */
    cancelRemove(): void {
      if ($item.get().deletion === 'confirming') $item.setKey('deletion', 'idle');
    },
    /** The question's confirm: the one delete call; a second tap while it is on its way does nothing. */
    confirmRemove: () => run('remove', () => api.remove(commentId)),
    /** The login prompt, as for liking (an anonymous reader who taps report). */
    askLogin: () => say('msg.loginRequired', true),
    /** The reasons could not be loaded: nothing was sent. */
    reasonsFailed: () => say('comment.reasonsFailed'),
  };
}

export type CommentItemController = ReturnType<typeof createCommentItem>;

/** The delete button is the author's only: a known, logged-in reader whose user id is the comment's `userID`. */
export function mayDelete(reader: ReaderView | null, authorId: string | undefined): boolean {
  return Boolean(reader?.loggedIn && reader.userId && authorId && reader.userId === authorId);
}

/** What a tap on "report" leads to: the login prompt, the reasons to pick from, or the failure message. */
export type ReportStart = { next: 'login' } | { next: 'pick'; reasons: ReportReason[] } | { next: 'failed' };

/**
 * Every item of one list (and items appended later, by load-more or a refresh): one controller per
 * comment id, made on its first tap. The reasons are asked once per page and kept; a failure is
 * not kept, so the next tap asks again.
 */
export function createCommentListActions(input: { api: CommentListApi; onRemoved: (commentId: number) => void }) {
  const { api, onRemoved } = input;
  const items = new Map<number, CommentItemController>();
  let reasons: Promise<ReportReason[] | null> | null = null;

  function item(commentId: number): CommentItemController {
    let found = items.get(commentId);
    if (!found) {
      found = createCommentItem({ commentId, api, onRemoved: () => onRemoved(commentId) });
      items.set(commentId, found);
    }
    return found;
  }

  function loadReasons(): Promise<ReportReason[] | null> {
    reasons ??= api
      .reasons()
      .catch(() => null)
      .then((list) => {
        if (!list?.length) reasons = null;
        return list?.length ? list : null;
      });
    return reasons;
  }

  let asking: number | null = null;

  return {
    item,
    /** A tap on delete: this comment's question opens, and another comment's open one closes. */
    askRemove(commentId: number): void {
      if (asking !== null && asking !== commentId) items.get(asking)?.cancelRemove();
      asking = commentId;
      item(commentId).askRemove();
    },
    /** A tap on report: anonymous readers get the login prompt, others the reasons (asked once). */
    async startReport(commentId: number): Promise<ReportStart> {
      const reader = await api.reader().catch(() => null);
      if (!reader?.loggedIn) {
        item(commentId).askLogin();
        return { next: 'login' };
      }
      const list = await loadReasons();
      if (!list) {
        item(commentId).reasonsFailed();
        return { next: 'failed' };
      }
      return { next: 'pick', reasons: list };
    },
  };
}
