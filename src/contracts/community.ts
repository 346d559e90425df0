/** The ask form (问吧) and the circle post form across the server/browser line: what `community.ask` and `community.post` answer. */
import type { CommunityProblem } from '../lib/communityRules.ts';
import type { WritingAnswer } from './writing.ts';

export type CommunityRefusalKey = CommunityProblem | 'community.failed';

/** `id` names what was written (the post's page), `postCount` the circle's count after it. */
export type CommunityAnswer = WritingAnswer<CommunityRefusalKey, { outcome: 'posted' | 'underReview'; id: number; postCount: number | null }>;
