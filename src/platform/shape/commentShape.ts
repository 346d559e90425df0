import type { comments } from '../db/schema.ts';
import { articleItem } from './articleItem.ts';
import { formatTime } from './formatTime.ts';
import type { FullArticle } from './loadArticles.ts';
import { MEDIA_PREFIX } from './mediaUrls.ts';

export type CommentRow = typeof comments.$inferSelect;

/** `comments.kind`: what the site labels 官方评论 / 官方回复 (SPEC §3 comment kinds). */
export const COMMENT_KIND = { reader: 0, officialComment: 1, officialReply: 2 } as const;
/** `comments.reviewStatus` */
export const REVIEW = { pending: 0, shown: 1, rejected: 2 } as const;

/** What a comment item needs besides its own row. */
export interface CommentContext {
  origin: string;
  /** The commented article (sourceType 0), when it still exists. */
  article?: FullArticle;
  /** The replied-to comment, only when the reader may see it: a hidden parent's text never leaks through a reply. */
  parent?: CommentRow;
  /** Shown replies under this comment. */
  replyCount: number;
}

/** Picture attachments are stored as media-relative paths (`uploads/<hash>.jpg`) and answered absolute. */
export function attachmentList(origin: string, stored: unknown[]): { type: number; url: string }[] {
  return stored.filter((path): path is string => typeof path === 'string').map((path) => ({ type: 1, url: `${origin}${MEDIA_PREFIX}/${path}` }));
}

/**
 * One comment in the recorded discussView item shape (PLATFORM.md §5.2): the same field names and
 * types (`created` "2020-03-30 11:23:00.0", `parentID` 0 for a top-level comment, numbers as numbers).
 * Additions the recording lacks, for the kinds SPEC §3 names: `isOfficial` (1 for an official comment
 * or reply; `type` carries the kind, 1 official comment, 2 official reply) and `reviewStatus`
 * (0 while under review: only its author ever gets such an item).
 */
export function commentItem(row: CommentRow, context: CommentContext): Record<string, unknown> {
  const { origin, article, parent } = context;
  const item = article ? articleItem(origin, article) : undefined;
  return {
    id: row.id,
    userID: row.memberId,
    userName: row.userName,
    userIcon: `${origin}/app_if/amuc/api/member/getPortrait?uid=${row.memberId}`,
    articleID: row.rootId,
    columnCasName: article?.casNames ?? '',
    linkID: 0,
    activityOpt: 0,
    sourceType: row.sourceType,
    parentID: Math.max(row.parentId, 0),
    parentUserID: parent?.memberId ?? 0,
    content: row.content,
    countDiscuss: context.replyCount,
    countPraise: row.countPraise,
    longitude: 0,
    latitude: 0,
    location: row.location,
    created: formatTime(row.createdAt),
    type: row.kind,
    isOfficial: row.kind === COMMENT_KIND.reader ? 0 : 1,
    reviewStatus: row.reviewStatus,
    isWonderful: row.isWonderful ? 1 : 0,
    xyID: 0,
    attachments: attachmentList(origin, row.attachments),
    info: {
      articleType: article?.row.articleType ?? 0,
      articleUrl: '',
      articleUrlPad: typeof item?.url === 'string' ? item.url : '',
      parentUser: parent?.userName ?? '',
      parentContent: parent?.content ?? '',
      parentTime: parent ? formatTime(parent.createdAt) : '',
      parentAtts: parent ? attachmentList(origin, parent.attachments) : [],
      parentType: parent?.kind ?? 0,
      rssType: 0,
      picSmall: '',
      picMiddle: '',
      picBig: typeof item?.picBig === 'string' ? item.picBig : '',
    },
  };
}
