/**
 * The rank button's Action (SPEC §4 "rank (toPraise) / already ranked"): `xy.rank` casts this
 * reader's rank vote (hitXyBulletin) for one 翔宇号 account. The platform counts one vote per
 * member, account and week and refuses a repeat; the refusal comes back as `alreadyRanked` with the
 * platform's words. Takes a plain form POST too, so the button works with JavaScript off.
 */
import { defineAction } from 'astro:actions';
import { z } from 'astro/zod';
import { siteCatalogue } from '../catalogue/catalogue.ts';
import { memberAction } from './memberAction.ts';
import type { RankAnswer } from '../contracts/xy.ts';

const xyId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const xy = {
  rank: defineAction({
    accept: 'form',
    input: z.object({ id: xyId }),
    handler: memberAction(
      ({ id }): RankAnswer & { id: number } => ({ id, outcome: 'loginRequired', message: null }),
      async ({ id }, member): Promise<RankAnswer & { id: number }> => {
        const result = await siteCatalogue.rankXy({ id, userId: member.memberId }, member.session, member.options);
        if (result.ok) return { id, outcome: result.empty ? 'failed' : 'ranked', message: null };
        // A login that could not be refreshed leaves an anonymous reader: offer the login.
        if (!member.stillMember()) return { id, outcome: 'loginRequired', message: null };
        // The platform's refusal of a vote (a repeat this week): counted as ranked, in its own words.
        if (result.error.kind === 'platform') return { id, outcome: 'alreadyRanked', message: result.error.message };
        return { id, outcome: 'failed', message: null };
      },
    ),
  }),
};
