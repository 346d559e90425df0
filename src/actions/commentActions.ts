/**
 * The comment Actions (SPEC §4–§8, docs/decisions/072): post a comment with photos, delete one's
 * own, report one, like one. Each validates (src/lib/commentRules.ts, the same rules the box
 * checks before sending) and calls the catalogue for the reader's member; the platform checks
 * everything again. `post` takes a form, so with JavaScript off the box is a plain multipart POST.
 */
import { defineAction } from 'astro:actions';
import { recordArticleAction } from './analyticsActions.ts';
import { z } from 'astro/zod';
import { siteCatalogue } from '../catalogue/catalogue.ts';
import { memberIdOf } from '../catalogue/session.ts';
import { readerSessionOf } from '../catalogue/readerSessions.ts';
import type { Payload } from '../catalogue/buildRequest.ts';
import { commentProblem, COMMENT_MAX_PHOTOS, isChosenFile, photoFactsOf } from '../lib/commentRules.ts';
import type { CommentItemOutcome, CommentPostAnswer, CommentRefusalKey } from '../contracts/comment.ts';
import { createReportReasonCache, REPORT_REASON_CODE } from '../catalogue/reportReasons.ts';
import type { ReportReason } from '../lib/commentRules.ts';

const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
/** 0 article, 1 live room. */
const sourceType = z.number().int().min(0).max(1);
/** SPEC §9 channels: 1 otherwise, 2 native app, 3 shared page. */
const channel = z.number().int().min(1).max(3).default(1);
/** SPEC §7 event: type 1 is a comment, eventType 1 a praise. */
const COMMENT_OBJECT = 1;
const PRAISE = 1;
/** "Closed" (auditType 2) and "shown at once" (0); anything else holds comments for review. */
const AUDIT_CLOSED = 2;
const AUDIT_NONE = 0;

/** The report reasons change rarely: asked of the platform at most every ten minutes per process. */
const REASONS_TTL_MS = 10 * 60_000;
const reportReasons = createReportReasonCache(() => siteCatalogue.call('getReportReasons', { code: REPORT_REASON_CODE }, { optional: true }), { ttlMs: REASONS_TTL_MS });

const refused = (messageKey: CommentRefusalKey, message: string | null = null): CommentPostAnswer => ({ outcome: 'refused', messageKey, message });

const callOptions = (context: { locals: App.Locals }, session: Awaited<ReturnType<typeof readerSessionOf>>) => ({ session, inNativeApp: context.locals.client?.inNativeApp ?? false });

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
    handler: async (input, context): Promise<CommentPostAnswer> => {
      const session = await readerSessionOf(context);
      if (!memberIdOf(session.tokens)) return { outcome: 'loginRequired' };
      const content = input.content ?? '';
      const photos = (input.photos ?? []).filter(isChosenFile);
      const problem = commentProblem({ content, photos: await Promise.all(photos.map(photoFactsOf)) });
      if (problem) return refused(problem);
      const auditType = context.locals.site.config?.discuss.auditType ?? null;
      if (auditType === AUDIT_CLOSED) return refused('comment.closed');
      const payload: Record<string, Payload[string]> = {
        rootID: input.rootId,
        content: content.trim(),
        sourceType: input.sourceType,
        parentID: input.parentId && input.parentId > 0 ? input.parentId : -1,
      };
      photos.forEach((photo, at) => (payload[`file${at}`] = photo));
      const result = await siteCatalogue.call('discuss', payload, callOptions(context, session));
      if (!result.ok) {
        // A login that could not be refreshed on the way leaves an anonymous reader: offer the login.
        if (!memberIdOf(session.tokens)) return { outcome: 'loginRequired' };
        return refused('msg.commentFailed', result.error.kind === 'commentFailed' ? result.error.message : null);
      }
      if (result.empty || !result.value) return refused('msg.commentFailed');
      // The comment record (1000013) of an article (source type 0); not awaited, as analytics never blocks.
      if (input.sourceType === 0) void recordArticleAction(context, 'comment', input.rootId);
      return { outcome: auditType === AUDIT_NONE ? 'posted' : 'underReview' };
    },
  }),

  /** delMyDiscuss: 0 删除成功, 1 not the reader's, 2 gone already (both refused). */
  remove: defineAction({
    input: z.object({ commentId: id }),
    handler: async ({ commentId }, context): Promise<{ outcome: CommentItemOutcome }> => {
      const session = await readerSessionOf(context);
      if (!memberIdOf(session.tokens)) return { outcome: 'loginRequired' };
      const result = await siteCatalogue.call('delMyDiscuss', { fileId: commentId }, callOptions(context, session));
      if (!result.ok && !memberIdOf(session.tokens)) return { outcome: 'loginRequired' };
      return { outcome: result.ok && !result.empty && result.value.status === 0 ? 'done' : 'failed' };
    },
  }),

  /** The report reasons (getCats code DISCUSSTYPE) for the picker; null when the platform gave none. */
  reasons: defineAction({
    input: z.object({}).strict().optional(),
    handler: async (): Promise<{ reasons: ReportReason[] | null }> => ({ reasons: await reportReasons() }),
  }),

  /** expose with the reason the reader picked (`reason`: its type, `text`: its name); one report per member and comment, a repeat answers false. */
  report: defineAction({
    input: z.object({ commentId: id, reason: z.number().int().min(0).max(1000).default(0), text: z.string().max(200).default('') }),
    handler: async ({ commentId, reason, text }, context): Promise<{ outcome: CommentItemOutcome }> => {
      const session = await readerSessionOf(context);
      if (!memberIdOf(session.tokens)) return { outcome: 'loginRequired' };
      const result = await siteCatalogue.call('expose', { rootID: commentId, sourceType: 0, type: reason, reason: text.trim() }, callOptions(context, session));
      if (!result.ok) return { outcome: memberIdOf(session.tokens) ? 'failed' : 'loginRequired' };
      return { outcome: result.empty || !result.value ? 'repeat' : 'done' };
    },
  }),

  /** A comment's praise (event type 1, eventType 1); the platform counts one per member. */
  like: defineAction({
    input: z.object({ commentId: id, channel }),
    handler: async ({ commentId, channel }, context): Promise<{ outcome: CommentItemOutcome }> => {
      const session = await readerSessionOf(context);
      const memberId = memberIdOf(session.tokens);
      if (!memberId) return { outcome: 'loginRequired' };
      const result = await siteCatalogue.sendEvent({ id: commentId, type: COMMENT_OBJECT, eventType: PRAISE, channel, userOtherID: memberId }, callOptions(context, session));
      if (!result.ok) return { outcome: memberIdOf(session.tokens) ? 'failed' : 'loginRequired' };
      return { outcome: result.empty || result.value ? 'done' : 'repeat' };
    },
  }),
};
