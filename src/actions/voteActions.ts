/**
 * The vote widget's Actions (issue 16, SPEC §7): `vote.codeImage` names a new verify-code image with
 * a random key and hands its PNG to the browser as a data: URL (the platform is never reached from
 * the browser); `vote.record` sends the choice and the code through the catalogue, which encrypts the
 * payload with SM4 on this server after the nis handshake, then reads the counts back (voteResult
 * sets the voted flag). Refusals come back with the platform's own message.
 */
import { randomUUID } from 'node:crypto';
import { defineAction } from 'astro:actions';
import { z } from 'astro/zod';
import { siteCatalogue } from '../catalogue/catalogue.ts';
import { memberIdOf } from '../catalogue/session.ts';
import { readerSessionOf } from '../catalogue/readerSessions.ts';
import type { VoteCodeImage, VoteRecordAnswer } from '../contracts/vote.ts';

const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
/** A vote shows at most a few dozen options; more in one submission is not a reader's. */
const MAX_OPTIONS = 50;

export const vote = {
  codeImage: defineAction({
    input: z.object({ voteId: id }).strict(),
    handler: async (_input, context): Promise<VoteCodeImage | null> => {
      const session = await readerSessionOf(context);
      if (!memberIdOf(session.tokens)) return null;
      const codeKey = randomUUID();
      const result = await siteCatalogue.verifyCodeImage({ codeKey }, session, { inNativeApp: context.locals.client?.inNativeApp ?? false });
      if (!result.ok || result.empty) return null;
      return { codeKey, src: `data:image/png;base64,${Buffer.from(result.value).toString('base64')}` };
    },
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
    handler: async (input, context): Promise<VoteRecordAnswer> => {
      const none = { counts: {}, remainCount: null };
      const session = await readerSessionOf(context);
      if (!memberIdOf(session.tokens)) return { outcome: 'loginRequired', message: '', ...none };
      const inNativeApp = context.locals.client?.inNativeApp ?? false;
      const result = await siteCatalogue.recordVote({ voteId: input.voteId, optionIds: [...new Set(input.optionIds)], codeKey: input.codeKey, verifyCode: input.verifyCode }, session, { inNativeApp });
      if (!result.ok) {
        if (!memberIdOf(session.tokens)) return { outcome: 'loginRequired', message: '', ...none };
        return { outcome: result.error.kind === 'platform' ? 'refused' : 'failed', message: result.error.message ?? '', ...none };
      }
      if (result.empty || !result.value.voted) return { outcome: 'refused', message: result.empty ? '' : result.value.message, ...none };
      const [counts, info] = await Promise.all([
        siteCatalogue.voteResult({ voteId: input.voteId }, session, { inNativeApp, optional: true }),
        siteCatalogue.voteInfo({ voteId: input.voteId }, session, { inNativeApp, optional: true }),
      ]);
      const byOption: Record<string, number> = {};
      if (counts.ok && !counts.empty) for (const question of counts.value.questions) for (const option of question.options) byOption[option.oid] = option.count;
      return { outcome: 'voted', message: result.value.message, counts: byOption, remainCount: info.ok && !info.empty && info.value ? info.value.remainCount : null };
    },
  }),
};
