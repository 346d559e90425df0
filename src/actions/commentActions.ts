/**
 * The comment Actions (SPEC §4–§8, docs/decisions/072): post a comment with photos, delete one's
 * own, report one, like one. Each validates (src/lib/commentRules.ts, the same rules the box
 * checks before sending), calls the catalogue's comment wrappers (src/catalogue/commentWrappers.ts)
 * for the reader's member and answers the contract of src/contracts/comment.ts; the platform checks
 * everything again. `post` takes a form, so with JavaScript off the box is a plain multipart POST;
 * its photos go to the platform's `upload` first, from here, and discuss carries their URLs
 * (docs/decisions/160).
 */
import { defineAction } from 'astro:actions';
import { recordArticleAction } from './analyticsActions.ts';
import { z } from 'astro/zod';
import { siteCatalogue } from '../catalogue/catalogue.ts';
import { commentModeration } from '../catalogue/commentWrappers.ts';
import { commentProblem, COMMENT_MAX_PHOTOS, isChosenFile, photoFactsOf } from '../lib/commentRules.ts';
import type { ReportReason } from '../lib/commentRules.ts';
import type { CommentItemOutcome, CommentPostAnswer, CommentRefusalKey } from '../contracts/comment.ts';
import { memberAction } from './memberAction.ts';

const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
/** 0 article, 1 live room. */
const sourceType = z.number().int().min(0).max(1);
/** SPEC §9 channels: 1 otherwise, 2 native app, 3 shared page. */
const channel = z.number().int().min(1).max(3).default(1);

const refused = (messageKey: CommentRefusalKey, message: string | null = null): CommentPostAnswer => ({ outcome: 'refused', messageKey, message });
const loginRequired = (): { outcome: 'loginRequired' } => ({ outcome: 'loginRequired' });

export const comment = {
  /**
   * The order of SPEC §5 and the platform: login, text, photos, commenting open. Answers
   * `posted`, `underReview` (评论审核中), `loginRequired` (请登录后评论) or `refused` with a message key and,
   * for 10202–10204, the platform's own words (SPEC §8).
   */
  post: defineAction({
    accept: 'form',
    input: z.object({
      rootId: id,
      sourceType,
      parentId: z.number().int().min(-1).max(Number.MAX_SAFE_INTEGER).optional(),
      // Longer texts and more photos get the rules' message, not a bare validation error.
      content: z.string().max(20_000).optional(),
      photos: z
        .array(z.instanceof(File))
        .max(COMMENT_MAX_PHOTOS * 2)
        .optional(),
    }),
    handler: memberAction(loginRequired, async (input, member, context): Promise<CommentPostAnswer> => {
      const content = input.content ?? '';
      const photos = (input.photos ?? []).filter(isChosenFile);
      const problem = commentProblem({ content, photos: await Promise.all(photos.map(photoFactsOf)) });
      if (problem) return refused(problem);
      const moderation = commentModeration(context.locals.site.config?.discuss.auditType);
      if (moderation === 'closed') return refused('comment.closed');
      const result = await siteCatalogue.postComment({ rootId: input.rootId, sourceType: input.sourceType, parentId: input.parentId, content, photos }, member.options);
      if (!result.ok) {
        // A login that could not be refreshed on the way leaves an anonymous reader: offer the login.
        if (!member.stillMember()) return { outcome: 'loginRequired' };
        // A refused picture says why in the platform's words (图片含有不允许的内容…), as 10202–10204 do.
        return refused('msg.commentFailed', result.error.kind === 'commentFailed' || result.error.call === 'upload' ? result.error.message : null);
      }
      if (result.empty || !result.value) return refused('msg.commentFailed');
      // The comment record (1000013) of an article (source type 0); not awaited, as analytics never blocks.
      if (input.sourceType === 0) void recordArticleAction(context, 'comment', input.rootId);
      return { outcome: moderation === 'shown' ? 'posted' : 'underReview' };
    }),
  }),

  /** delMyDiscuss: 0 删除成功, 1 not the reader's, 2 gone already (both refused). */
  remove: defineAction({
    input: z.object({ commentId: id }),
    handler: memberAction(loginRequired, async ({ commentId }, member): Promise<{ outcome: CommentItemOutcome }> => {
      const result = await siteCatalogue.removeComment({ commentId }, member.options);
      if (!result.ok && !member.stillMember()) return { outcome: 'loginRequired' };
      return { outcome: result.ok && !result.empty && result.value.status === 0 ? 'done' : 'failed' };
    }),
  }),

  /** The report reasons (getCats code DISCUSSTYPE) for the picker; null when the platform gave none. */
  reasons: defineAction({
    input: z.object({}).strict().optional(),
    handler: async (): Promise<{ reasons: ReportReason[] | null }> => ({ reasons: await siteCatalogue.commentReportReasons() }),
  }),

  /** expose with the reason the reader picked (`reason`: its type, `text`: its name); one report per member and comment, a repeat answers false. */
  report: defineAction({
    input: z.object({ commentId: id, reason: z.number().int().min(0).max(1000).default(0), text: z.string().max(200).default('') }),
    handler: memberAction(loginRequired, async ({ commentId, reason, text }, member): Promise<{ outcome: CommentItemOutcome }> => {
      const result = await siteCatalogue.reportComment({ commentId, reason, text }, member.options);
      if (!result.ok) return { outcome: member.stillMember() ? 'failed' : 'loginRequired' };
      return { outcome: result.empty || !result.value ? 'repeat' : 'done' };
    }),
  }),

  /** A comment's like (the praise event); the platform counts one per member. */
  like: defineAction({
    input: z.object({ commentId: id, channel }),
    handler: memberAction(loginRequired, async ({ commentId, channel }, member): Promise<{ outcome: CommentItemOutcome }> => {
      const result = await siteCatalogue.likeComment({ commentId, channel, memberId: member.memberId }, member.options);
      if (!result.ok) return { outcome: member.stillMember() ? 'failed' : 'loginRequired' };
      return { outcome: result.empty || result.value ? 'done' : 'repeat' };
    }),
  }),
};
