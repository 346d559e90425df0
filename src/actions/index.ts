/**
 * Astro Actions: the islands' only door to the server (DESIGN §2). Each feature's group lives in its
 * own file (`<feature>Actions.ts`); this file only assembles them. An Action validates its input,
 * calls the catalogue's wrapper and answers its contract (src/contracts/<feature>.ts); the reader's
 * tokens travel in httpOnly cookies and are read by memberAction.ts (docs/decisions/147).
 */
import { reader } from './readerActions.ts';
import { article } from './articleActions.ts';
import { comment } from './commentActions.ts';
import { subscription } from './subscriptionActions.ts';
import { analytics } from './analyticsActions.ts';
import { xy } from './xyActions.ts';
import { community } from './communityActions.ts';
import { contribution, invite, points, tipoff } from './serviceActions.ts';
import { activity } from './activityActions.ts';
import { vote } from './voteActions.ts';

export const server = {
  reader,
  comment,
  subscription,
  analytics,
  xy,
  community,
  tipoff,
  contribution,
  invite,
  points,
  activity,
  vote,
  article,
};
