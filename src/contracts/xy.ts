/** Ranking (打榜, the platform's toPraise) a 翔宇号 account across the server/browser line: what `xy.rank` answers. */
import type { ClientCatalogueError } from './platformErrors.ts';

export type RankOutcome = 'ranked' | 'alreadyRanked' | 'loginRequired' | 'failed';

export interface RankAnswer {
  outcome: RankOutcome;
  /** The platform's own words for a refusal, when it gave some. */
  message: string | null;
  /** A platform error the page must react to (SPEC §8). */
  error: ClientCatalogueError | null;
}
