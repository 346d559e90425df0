/**
 * Rules of the Q&A and circle pages (SPEC §3–§5), pure and shared by pages, fragments, the ask and
 * post forms' stores and their Actions: which order a list asks for and what a question or a post
 * must be before it is sent (when load-more shows is listRules.ts's `nextCommunityPage`: that module
 * holds the route table, which the forms' islands must not load). Pictures follow the comment box's rules
 * (commentRules.ts).
 */
import { photosProblem, type CommentProblem, type PhotoFacts } from './commentRules.ts';

export const ASK_MAX_CHARS = 500;
export const POST_MAX_CHARS = 1000;

/** post-list and question-list order: 1 newest, 2 hottest, anything else the default order. */
export type ListType = 0 | 1 | 2;

/** `?listType=` of our URLs: "1" and "2" as SPEC §3 names them; anything else (missing, junk) is the default 0. */
export function listTypeOf(query: string | null | undefined): ListType {
  const value = (query ?? '').trim();
  return value === '1' ? 1 : value === '2' ? 2 : 0;
}

/**
 * A subject's questions come newest (questionList) or hottest (questionListHot): listType 2 asks for
 * the hottest, anything else the newest, so the topic page has two tabs and no third order.
 */
export const questionsHot = (listType: ListType): boolean => listType === 2;

export type CommunityProblem = CommentProblem | 'community.askTooLong' | 'community.postTooLong';
export type CommunityKind = 'ask' | 'post';

const length = (text: string) => [...text.trim()].length;

/** The first problem of a question or a post, text first (the order the reader fills it in); null when it may be sent. */
export function communityProblem(kind: CommunityKind, input: { content: string; photos: readonly PhotoFacts[] }): CommunityProblem | null {
  if (!input.content.trim()) return 'msg.enterContent';
  if (length(input.content) > (kind === 'ask' ? ASK_MAX_CHARS : POST_MAX_CHARS)) return kind === 'ask' ? 'community.askTooLong' : 'community.postTooLong';
  return photosProblem(input.photos);
}
