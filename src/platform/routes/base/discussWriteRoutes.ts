import { and, eq } from 'drizzle-orm';
import { activities, articles, comments, liveRooms, members, reports, sites } from '../../db/schema.ts';
import { envelope, type Reply } from '../../http/envelope.ts';
import type { RouteDef, RouteRequest } from '../../http/mountRoutes.ts';
import { LOGIN_FIRST, namesOtherMember, NOT_YOUR_ACCOUNT } from '../../identity/readerClaim.ts';
import { commentImages } from '../../comments/commentImages.ts';
import { visibleTo, type CommentTarget } from '../../comments/commentQueries.ts';
import { cleanComment, hasSensitiveWord, SENSITIVE_COMMENT } from '../../comments/commentText.ts';
import { deleteOwnComment, postComment } from '../../comments/postComment.ts';
import { COMMENT_KIND, REVIEW } from '../../shape/commentShape.ts';
import type { PlatformContext } from '../../PlatformContext.ts';

/** SPEC §5: the text is 请登录后评论. */
export const COMMENT_NEEDS_LOGIN = '请登录后评论';
/** SPEC §8 codes for comment failures: 10202 refused text, 10203 too many, 10204 commenting not possible. */
export const COMMENT_STATUS = { sensitive: 10202, tooMany: 10203, closed: 10204 } as const;
export const COMMENT_TOO_FAST = '评论太频繁，请稍后再试';
export const DISCUSS_CLOSED = '评论功能已关闭';
export const NO_SUCH_TARGET = '评论对象不存在';
export const NO_SUCH_PARENT = '回复的评论不存在';
const DELETE_MESSAGES = { 0: '删除成功', 1: '只能删除自己的评论', 2: '评论不存在' } as const;

/**
 * getConfig's siteConfig.discuss.auditType (the site's `sites.config` may override it): "0" shows
 * comments at once, "2" closes commenting, "1" and anything else holds them for review.
 */
export async function discussAuditType(ctx: PlatformContext): Promise<string> {
  const [site] = await ctx.db.select({ config: sites.config }).from(sites).where(eq(sites.id, ctx.settings.siteId));
  const discuss = (site?.config.siteConfig as { discuss?: { auditType?: unknown } } | undefined)?.discuss;
  return String(discuss?.auditType ?? '1');
}

/** Whether the object takes comments: a published article without discussClosed, or a live room. */
async function targetState(ctx: PlatformContext, target: CommentTarget): Promise<'open' | 'closed' | 'missing'> {
  if (target.sourceType === 0) {
    const [row] = await ctx.db.select({ aStatus: articles.aStatus, closed: articles.discussClosed }).from(articles).where(eq(articles.id, target.rootId));
    if (row) return row.aStatus !== 1 ? 'missing' : row.closed ? 'closed' : 'open';
    // An activity is an article of its own id in lists (type 7): its comments are source 0 too.
    const [activity] = await ctx.db.select({ id: activities.id }).from(activities).where(eq(activities.id, target.rootId));
    return activity ? 'open' : 'missing';
  }
  if (target.sourceType === 1) {
    const [row] = await ctx.db.select({ id: liveRooms.id }).from(liveRooms).where(eq(liveRooms.id, target.rootId));
    return row ? 'open' : 'missing';
  }
  return 'missing';
}

const discuss: RouteDef['handler'] = async ({ params, files, ctx, reader }): Promise<Reply> => {
  if (reader.memberId === null) return envelope.failure(COMMENT_NEEDS_LOGIN);
  const memberId = reader.memberId;
  if (namesOtherMember(params, memberId)) return envelope.failure(NOT_YOUR_ACCOUNT);
  const target: CommentTarget = {
    rootId: params.id(['rootID', 'rootId', 'id', 'articleId', 'articleID']),
    sourceType: params.int(['sourceType', 'source'], 0, { min: 0, max: 100 }),
  };
  const parentId = params.int(['parentID', 'parentId'], -1, { min: -1 });
  const cleaned = cleanComment(params.get('content') ?? '');
  if (!cleaned.ok) return envelope.failure(cleaned.message);
  const auditType = await discussAuditType(ctx);
  if (auditType === '2') return envelope.failure(DISCUSS_CLOSED, COMMENT_STATUS.closed);
  const state = await targetState(ctx, target);
  if (state === 'missing') return envelope.failure(NO_SUCH_TARGET);
  if (state === 'closed') return envelope.failure(DISCUSS_CLOSED, COMMENT_STATUS.closed);
  if (parentId > 0) {
    // Only a comment everyone sees can be answered: a reply shows its parent's text.
    const [parent] = await ctx.db
      .select({ id: comments.id })
      .from(comments)
      .where(and(eq(comments.id, parentId), eq(comments.rootId, target.rootId), eq(comments.sourceType, target.sourceType), eq(comments.reviewStatus, REVIEW.shown)));
    if (!parent) return envelope.failure(NO_SUCH_PARENT);
  }
  if (hasSensitiveWord(cleaned.text)) return envelope.failure(SENSITIVE_COMMENT, COMMENT_STATUS.sensitive);
  const images = await commentImages(ctx, [...files.values()].flat(), [...params.all('imgUrl'), ...params.all('imgUrls')]);
  if (!images.ok) return envelope.failure(images.message);
  const [member] = await ctx.db.select({ nickname: members.nickname, extra: members.extra }).from(members).where(eq(members.id, memberId));
  if (!member) return envelope.failure(COMMENT_NEEDS_LOGIN);
  const official = member.extra.official === true;
  const outcome = await postComment(ctx, {
    memberId,
    userName: member.nickname,
    kind: official ? (parentId > 0 ? COMMENT_KIND.officialReply : COMMENT_KIND.officialComment) : COMMENT_KIND.reader,
    reviewStatus: auditType === '0' ? REVIEW.shown : REVIEW.pending,
    target,
    parentId: parentId > 0 ? parentId : -1,
    content: cleaned.text,
    location: (params.get('location') ?? '').trim().slice(0, 50),
    images: images.stored,
    linked: images.linked,
  });
  if (outcome === 'limited') return envelope.failure(COMMENT_TOO_FAST, COMMENT_STATUS.tooMany);
  // A double submit answers as the first did: the comment is there, once.
  return envelope.bool(true);
};

/** delMyDiscuss keeps its own inner status (PLATFORM.md §4.1): 0 删除成功, 1 只能删除自己的评论, 2 评论不存在. */
const delMyDiscuss: RouteDef['handler'] = async ({ params, ctx, reader }) => {
  if (reader.memberId === null) return envelope.failure(LOGIN_FIRST);
  if (namesOtherMember(params, reader.memberId)) return envelope.failure(NOT_YOUR_ACCOUNT);
  const fileId = params.int(['fileId', 'fileID', 'discussID', 'discussId', 'id'], 0, { min: 0 });
  const { status } = fileId > 0 ? await deleteOwnComment(ctx, reader.memberId, fileId) : { status: 2 as const };
  return envelope.ok({ status, message: DELETE_MESSAGES[status], data: { fileId, userID: reader.memberId } });
};

/**
 * expose: a report of a comment (sourceType 0) or an article (1), PLATFORM.md §5.3. One per member
 * and object (the table's key): the first answers true, a repeat or an unknown object false.
 */
async function expose({ params, ctx, reader }: RouteRequest): Promise<Reply> {
  if (reader.memberId === null) return envelope.failure(LOGIN_FIRST);
  if (namesOtherMember(params, reader.memberId)) return envelope.failure(NOT_YOUR_ACCOUNT);
  const sourceType = params.int('sourceType', 0, { min: 0, max: 1 });
  const targetId = params.int(['rootID', 'rootId', 'id', 'discussID'], 0, { min: 0 });
  const reason = params.int('type', 0, { min: 0, max: 1000 });
  const exists =
    sourceType === 0
      ? (await ctx.db.$count(comments, and(eq(comments.id, targetId), visibleTo(reader.memberId)))) > 0
      : (await ctx.db.$count(articles, and(eq(articles.id, targetId), eq(articles.aStatus, 1)))) > 0;
  if (!exists) return envelope.bool(false);
  const inserted = await ctx.db
    .insert(reports)
    .values({ memberId: reader.memberId, sourceType, targetId, reason, reasonText: (params.get('reason') ?? '').trim().slice(0, 500), createdAt: Date.now() })
    .onConflictDoNothing()
    .returning({ id: reports.targetId });
  return envelope.bool(inserted.length > 0);
}

/**
 * Writing comments (SPEC §5–§8, PLATFORM.md §5.1): `discuss` (and its delayed twin `discussDelay`),
 * `delMyDiscuss`, and the report `expose` (also as `discussExpose`). All act for the accesstoken's member.
 */
export const discussWriteRoutes: RouteDef[] = [
  { path: '/discuss', methods: ['POST'], handler: discuss },
  { path: '/discussDelay', methods: ['POST'], handler: discuss },
  { path: '/delMyDiscuss', methods: ['POST'], handler: delMyDiscuss },
  { path: '/expose', methods: ['POST'], handler: expose },
  { path: '/discussExpose', methods: ['POST'], handler: expose },
];
