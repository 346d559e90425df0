/**
 * Comments across the server/browser line (the platform calls a comment a discuss): what the
 * `comment.*` Actions answer, whom the box replies to, and the comment box island's props.
 */
import type { CommentProblem } from '../lib/commentRules.ts';
import type { WritingAnswer } from './writing.ts';

/** Refusals the box shows: a rule's message, comments closed, or 'comment failed' with the platform's words (SPEC §8). */
export type CommentRefusalKey = CommentProblem | 'comment.closed' | 'msg.commentFailed';

/** What `comment.post` answers. */
export type CommentPostAnswer = WritingAnswer<CommentRefusalKey, { outcome: 'posted' | 'underReview' }>;

/** What the per-comment Actions (remove, report, like) answer; `repeat`: already reported or liked. */
export type CommentItemOutcome = 'done' | 'repeat' | 'loginRequired' | 'failed';

/** Which comment the box answers: a comment's id and its author's name ("回复 @nickname"). */
export interface ReplyTarget {
  id: number;
  name: string;
}

/** The comment box island's props (src/islands/CommentBox.island.tsx), without its words. */
export interface CommentBoxProps {
  rootId: number;
  /** 0 article, 1 live room. */
  sourceType: 0 | 1;
  loginUrl: string;
  /** The form's POST target without JavaScript: this page with the Action's query. */
  formAction: string;
  /** The answer to a form posted without JavaScript. */
  answer: CommentPostAnswer | null;
  /** Whom the box answers until the reader picks another comment or cancels (replyAll: the comment). */
  replyTo: ReplyTarget | null;
}
