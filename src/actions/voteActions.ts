/**
 * The vote widget's Actions (issue 16, SPEC §7): `vote.codeImage` names a new verify-code image with
 * a random key and hands its PNG to the browser as a data: URL (the platform is never reached from
 * the browser); `vote.record` sends the choice and the code through the catalogue's vote wrappers
 * (src/catalogue/voteWrappers.ts: SM4 on this server after the nis handshake, then the counts read
 * back). Refusals come back with the platform's own message.
 */
import { randomUUID } from 'node:crypto';
import { defineAction } from 'astro:actions';
import { z } from 'astro/zod';
import { siteCatalogue } from '../catalogue/catalogue.ts';
import type { VoteCodeImage, VoteRecordAnswer } from '../contracts/vote.ts';
import { memberAction } from './memberAction.ts';

const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
/** A vote shows at most a few dozen options; more in one submission is not a reader's. */
const MAX_OPTIONS = 50;
const noCounts = (): Pick<VoteRecordAnswer, 'counts' | 'remainCount'> => ({ counts: {}, remainCount: null });

export const vote = {
  codeImage: defineAction({
    input: z.object({ voteId: id }).strict(),
    handler: memberAction(
      (): VoteCodeImage | null => null,
      async (_input, member): Promise<VoteCodeImage | null> => {
        const codeKey = randomUUID();
        const result = await siteCatalogue.verifyCodeImage({ codeKey }, member.session, member.options);
        if (!result.ok || result.empty) return null;
        return { codeKey, src: `data:image/png;base64,${Buffer.from(result.value).toString('base64')}` };
      },
    ),
  }),

  record: defineAction({
    input: z
      .object({
        voteId: id,
        optionIds: z.array(id).min(1).max(MAX_OPTIONS),
        codeKey: z
          .string()
          .regex(/^[A-Za-z0-9-]{8,64}$/)
          .optional(),
        verifyCode: z.string().max(16).optional(),
      })
      .strict(),
    handler: memberAction(
      (): VoteRecordAnswer => ({ outcome: 'loginRequired', message: '', ...noCounts() }),
      async (input, member): Promise<VoteRecordAnswer> => {
        const options = member.options;
        const result = await siteCatalogue.recordVote(
          { voteId: input.voteId, optionIds: [...new Set(input.optionIds)], codeKey: input.codeKey, verifyCode: input.verifyCode },
          member.session,
          options,
        );
        if (!result.ok) {
          if (!member.stillMember()) return { outcome: 'loginRequired', message: '', ...noCounts() };
          return { outcome: result.error.kind === 'platform' ? 'refused' : 'failed', message: result.error.message ?? '', ...noCounts() };
        }
        if (result.empty || !result.value.voted) return { outcome: 'refused', message: result.empty ? '' : result.value.message, ...noCounts() };
        return { outcome: 'voted', message: result.value.message, ...(await siteCatalogue.votedCounts({ voteId: input.voteId }, member.session, options)) };
      },
    ),
  }),
};
