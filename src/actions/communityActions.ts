/**
 * The ask and post Actions (SPEC §4–§5): `community.ask` puts a reader's question to a 问吧 subject,
 * `community.post` writes a circle post. Each validates with src/lib/communityRules.ts (the same
 * rules the forms check before sending: text not empty and within its limit, photos jpg/png/gif/bmp
 * by content and name) and calls the catalogue for the session's member; the platform checks
 * everything again. Both take a form, so with JavaScript off the forms are plain multipart POSTs.
 */
import { defineAction } from 'astro:actions';
import { z } from 'astro/zod';
import { siteCatalogue } from '../catalogue/catalogue.ts';
import type { ReaderSessionHandle } from '../catalogue/session.ts';
import { readerOf } from './memberAction.ts';
import type { Result } from '../catalogue/result.ts';
import type { CommunityWriteAnswer } from '../catalogue/communitySchemas.ts';
import { COMMENT_MAX_PHOTOS, isChosenFile, photoFactsOf } from '../lib/commentRules.ts';
import { communityProblem, type CommunityKind } from '../lib/communityRules.ts';
import type { CommunityAnswer } from '../contracts/community.ts';

const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const fields = {
  // Longer texts and more photos get the rules' message, not a bare validation error.
  content: z.string().max(20_000).optional(),
  photos: z
    .array(z.instanceof(File))
    .max(COMMENT_MAX_PHOTOS * 2)
    .optional(),
};

async function send(
  kind: CommunityKind,
  input: { content?: string; photos?: File[] },
  context: Parameters<typeof readerOf>[0],
  write: (content: string, photos: File[], session: ReaderSessionHandle) => Promise<Result<CommunityWriteAnswer>>,
): Promise<CommunityAnswer> {
  const reader = await readerOf(context);
  if (!reader.memberId) return { outcome: 'loginRequired' };
  const content = input.content ?? '';
  const photos = (input.photos ?? []).filter(isChosenFile);
  const problem = communityProblem(kind, { content, photos: await Promise.all(photos.map(photoFactsOf)) });
  if (problem) return { outcome: 'refused', messageKey: problem, message: null };
  const result = await write(content.trim(), photos, reader.session);
  if (!result.ok) {
    // A login that could not be refreshed on the way leaves an anonymous reader: offer the login.
    if (!reader.stillMember()) return { outcome: 'loginRequired' };
    return { outcome: 'refused', messageKey: 'community.failed', message: result.error.kind === 'platform' ? result.error.message : null };
  }
  if (result.empty) return { outcome: 'refused', messageKey: 'community.failed', message: null };
  return { outcome: result.value.reviewStatus === 0 ? 'underReview' : 'posted', id: result.value.id, postCount: result.value.postCount };
}

export const community = {
  /** A question to subject `subjectId`: `underReview` while the newsroom reviews questions (qaAudit 1), else `posted`. */
  ask: defineAction({
    accept: 'form',
    input: z.object({ subjectId: id, ...fields }),
    handler: (input, context) =>
      send('ask', input, context, (content, photos, session) =>
        siteCatalogue.askQuestion({ subjectId: input.subjectId, content, photos }, session, { inNativeApp: context.locals.client?.inNativeApp ?? false }),
      ),
  }),

  /** A post to circle `circleId`, shown at once; answers the circle's postCount after it. */
  post: defineAction({
    accept: 'form',
    input: z.object({ circleId: id, ...fields }),
    handler: (input, context) =>
      send('post', input, context, (content, photos, session) =>
        siteCatalogue.createCirclePost({ circleId: input.circleId, content, photos }, session, { inNativeApp: context.locals.client?.inNativeApp ?? false }),
      ),
  }),
};
