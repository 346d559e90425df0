/**
 * The comment box's state (SPEC §4–§8), UI-free: the writing flow of src/stores/writingForm.ts with
 * the comment's rules, Action answers and messages. The reader and the Action arrive injected
 * (`CommentBoxApi`), so this is tested without a browser. The rules are src/lib/commentRules.ts,
 * the same the form Action applies: an anonymous reader is offered the login (请登录后评论) before
 * anything is sent, an empty text gets 请输入内容, a photo that is no jpg/png/gif/bmp by content or
 * name gets the format message.
 */
import { commentProblem } from '../lib/commentRules.ts';
import { createWritingForm, writingMessageFor, type WritingFormApi, type WritingKeys, type WritingMessage } from './writingForm.ts';
import type { CommentPostAnswer, CommentRefusalKey } from '../contracts/comment.ts';

export type CommentBoxMessage = WritingMessage<CommentRefusalKey | 'msg.loginToComment' | 'msg.commentUnderReview' | 'msg.commentSuccess'>;

export type CommentBoxApi = WritingFormApi<CommentPostAnswer>;

const KEYS: WritingKeys<CommentBoxMessage['key']> = { posted: 'msg.commentSuccess', underReview: 'msg.commentUnderReview', loginRequired: 'msg.loginToComment' };

/** The message for an Action's answer (also the no-JavaScript page's answer). */
export const messageFor = (answer: CommentPostAnswer, seq = 0): CommentBoxMessage => writingMessageFor(KEYS, answer, seq);

/** The box; `onPosted` once a comment went through (shown at once, or held for review). */
export function createCommentBox(input: { api: CommentBoxApi; onPosted: (outcome: 'posted' | 'underReview') => void; answer?: CommentPostAnswer | null }) {
  return createWritingForm({
    api: input.api,
    problem: commentProblem,
    keys: KEYS,
    failed: 'msg.commentFailed',
    answer: input.answer,
    onWritten: (written) => input.onPosted(written.outcome),
  });
}

export type CommentBoxController = ReturnType<typeof createCommentBox>;
