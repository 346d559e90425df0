import type { Payload } from './buildRequest.ts';
import type { CallOptions, CatalogueEngine } from './catalogueEngine.ts';
import { eventPayload, PRAISE_EVENT } from './callWrappers.ts';
import { createReportReasonCache, REPORT_REASON_CODE } from './reportReasons.ts';
import { uploadPictures } from './pictureUploads.ts';

/**
 * Comments (the platform's discuss): reading them as the comment loaders do (the hot ones, a page of
 * an object's comments, a page of a comment's replies), and what a reader does to them as the
 * `comment.*` Actions call it: post one with photos (upload, then discuss), remove one's own (delMyDiscuss),
 * report one (expose, with the reasons of getCats DISCUSSTYPE), like one (the praise event on
 * object type 1). And the site's moderation rule: what its `discuss.auditType` does to a new comment.
 */

/** SPEC §7 event: object type 1 is a comment. */
const COMMENT_OBJECT = 1;
/** The report reasons change rarely: asked of the platform at most every ten minutes per process. */
export const REPORT_REASONS_TTL_MS = 10 * 60_000;

/** `closed`: no new comment (auditType 2); `shown`: shown at once (0); `reviewed`: held for review (1, or no config). */
export type CommentModeration = 'closed' | 'shown' | 'reviewed';

/** The site's `discuss.auditType` (SPEC §3) as what happens to a new comment. */
export function commentModeration(auditType: number | null | undefined): CommentModeration {
  if (auditType === 2) return 'closed';
  return auditType === 0 ? 'shown' : 'reviewed';
}

export interface NewComment {
  rootId: number;
  /** 0 article, 1 live room. */
  sourceType: number;
  /** The comment this answers; absent, 0 or -1 for a comment on the object itself. */
  parentId?: number;
  content: string;
  photos: readonly File[];
}

export function commentWrappers(engine: CatalogueEngine) {
  const { call, config } = engine;
  const reportReasons = createReportReasonCache(() => call('getReportReasons', { code: REPORT_REASON_CODE }, { optional: true }), { ttlMs: REPORT_REASONS_TTL_MS });

  return {
    /** The hot comments of an article (source 0) or live room (1): discussHot. */
    hotComments(input: { rootId: number; sourceType: number; count: number }, options: CallOptions = {}) {
      return call('discussHot', { id: input.rootId, count: input.count, source: input.sourceType }, options);
    },
    /** One page of an object's comments, newest first: discussView. */
    commentPage(input: { rootId: number; sourceType: number; page: number; lastFileId: number }, options: CallOptions = {}) {
      return call('discussView', { id: input.rootId, page: input.page, source: input.sourceType, lastFileId: input.lastFileId }, options);
    },
    /** One page of a comment's replies: discussReply. */
    replyPage(input: { commentId: number; page: number; lastFileId: number }, options: CallOptions = {}) {
      return call('discussReply', { id: input.commentId, page: input.page, lastFileId: input.lastFileId }, options);
    },
    /** Each photo through `upload`, then discuss form-encoded: the text trimmed, the photos' URLs as repeated `imgUrl`. */
    async postComment(input: NewComment, options: CallOptions = {}) {
      const uploaded = await uploadPictures(engine, input.photos, options);
      if (!uploaded.ok) return uploaded;
      const payload: Payload = {
        rootID: input.rootId,
        content: input.content.trim(),
        sourceType: input.sourceType,
        parentID: input.parentId && input.parentId > 0 ? input.parentId : -1,
        imgUrl: uploaded.value,
      };
      return call('discuss', payload, options);
    },
    /** delMyDiscuss: status 0 removed, 1 not the reader's, 2 gone already. */
    removeComment(input: { commentId: number }, options: CallOptions = {}) {
      return call('delMyDiscuss', { fileId: input.commentId }, options);
    },
    /** expose with the reason the reader picked (`reason`: its type, `text`: its name); a repeat answers false. */
    reportComment(input: { commentId: number; reason: number; text: string }, options: CallOptions = {}) {
      return call('expose', { rootID: input.commentId, sourceType: 0, type: input.reason, reason: input.text.trim() }, options);
    },
    /** The praise event on a comment; the platform counts one per member. */
    likeComment(input: { commentId: number; memberId: string; channel: number }, options: CallOptions = {}) {
      return call('event', eventPayload(config.appID, { id: input.commentId, type: COMMENT_OBJECT, eventType: PRAISE_EVENT, channel: input.channel, userOtherID: input.memberId }), options);
    },
    /** The report reasons for the picker, kept REPORT_REASONS_TTL_MS; null when the platform gave none. */
    commentReportReasons: () => reportReasons(),
  };
}
