/** Ranking (打榜, the platform's toPraise) a 翔宇号 account across the server/browser line: what `xy.rank` answers. */
import type { ActionReaction } from './platformErrors.ts';

export type RankOutcome = 'ranked' | 'alreadyRanked' | 'loginRequired' | 'failed';

/** A platform error the page must react to comes as `pageReaction` (SPEC §8). */
export interface RankAnswer extends ActionReaction {
  outcome: RankOutcome;
  /** The platform's own words for a refusal, when it gave some. */
  message: string | null;
}
