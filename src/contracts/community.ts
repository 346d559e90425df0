/** The ask form (问吧) and the circle post form across the server/browser line: what `community.ask` and `community.post` answer. */
import type { CommunityProblem } from '../lib/communityRules.ts';
import type { WritingAnswer } from './writing.ts';

export type CommunityRefusalKey = CommunityProblem | 'community.failed';

/** `id` names what was written (the post's page), `postCount` the circle's count after it. */
export type CommunityAnswer = WritingAnswer<CommunityRefusalKey, { outcome: 'posted' | 'underReview'; id: number; postCount: number | null }>;

/** The ask form island's props (src/islands/AskForm.island.tsx), without its words. */
export interface AskFormProps {
  subjectId: number;
  loginUrl: string;
  /** The form's POST target without JavaScript: this page with the Action's query. */
  formAction: string;
  /** The answer to a form posted without JavaScript. */
  answer: CommunityAnswer | null;
}

/** The circle post form island's props (src/islands/PostForm.island.tsx), without its words. */
export interface PostFormProps {
  circleId: number;
  loginUrl: string;
  /** A post's page with `{id}` in place of its id. */
  postHref: string;
  formAction: string;
  answer: CommunityAnswer | null;
}
