import { and, desc, eq, gt, inArray, lt } from 'drizzle-orm';
import { activities, articles, comments, liveRooms, members, sites } from '../../db/schema.ts';
import { envelope, type Reply } from '../../http/envelope.ts';
import type { RouteDef } from '../../http/mountRoutes.ts';
import type { PlatformContext } from '../../PlatformContext.ts';
import { commentImages } from '../../comments/commentImages.ts';
import { ofTarget, pageComments, readPaging, readTarget, shapeComments, visibleTo, type CommentTarget } from '../../comments/commentQueries.ts';
import { cleanComment, hasSensitiveWord, SENSITIVE_COMMENT } from '../../comments/commentText.ts';
import { deleteOwnComment, postComment } from '../../comments/postComment.ts';
import { headUrl } from '../../identity/memberProfile.ts';
import { memberById } from '../../identity/members.ts';
import { LOGIN_FIRST, namedMember, namesOtherMember, NOT_YOUR_ACCOUNT } from '../../identity/readerClaim.ts';
import { sm2Decrypt } from '../../identity/sm2.ts';
import { articleItem } from '../../shape/articleItem.ts';
import { COMMENT_KIND, REVIEW, type CommentRow } from '../../shape/commentShape.ts';
import { loadArticles } from '../../shape/loadArticles.ts';
import { PAGE_SIZE } from '../../shape/pageOf.ts';

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

const discuss: RouteDef['handler'] = async ({ params, files, ctx, reader, origin }): Promise<Reply> => {
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
  const images = await commentImages(ctx, { files: [...files.values()].flat(), urls: [...params.all('imgUrl'), ...params.all('imgUrls')], memberId, origin });
  if (!images.ok) return envelope.refusal(images.message, images.httpStatus);
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
    pictures: images.linked,
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

/** Replies shown under each comment of discussView (getConfig's discuss.countReply). */
const REPLIES_SHOWN = 2;
/** discussHot's default and cap. */
const HOT_COUNT = 5;
const HOT_MAX = 20;

const topLevel = lt(comments.parentId, 1);

/** SPEC §8: status 1 is an empty result; an unknown member has no page. */
const NO_MEMBER = '会员不存在';

/** The replies the reader may see under each of `ids`, newest first. */
async function repliesOf(ctx: PlatformContext, ids: number[], memberId: number | null): Promise<Map<number, CommentRow[]>> {
  const byParent = new Map<number, CommentRow[]>();
  if (ids.length === 0) return byParent;
  const rows = await ctx.db
    .select()
    .from(comments)
    .where(and(inArray(comments.parentId, ids), visibleTo(memberId)))
    .orderBy(desc(comments.createdAt), desc(comments.id));
  for (const row of rows) byParent.set(row.parentId, [...(byParent.get(row.parentId) ?? []), row]);
  return byParent;
}

/**
 * The comment calls (the platform's `discuss`). Reading (SPEC §7, PLATFORM.md §5.1): every list
 * answers the recorded `{totalCount, list, hasMore}`, newest first, 20 a page; what a reader sees is
 * the shown comments plus their own under review (the accesstoken's member), so totalCount differs
 * by reader. Writing (SPEC §5–§8, PLATFORM.md §5.1): `discuss` (and its delayed twin
 * `discussDelay`) and `delMyDiscuss`, all acting for the accesstoken's member. The report of a
 * comment (`expose`) is reportRoutes.ts.
 */
export const commentRoutes: RouteDef[] = [
  {
    // Top-level comments, each with its newest replies as `topDiscuss` {list, page, totalPage, hasMore}.
    path: '/discussView',
    async handler({ params, ctx, origin, reader }) {
      const target = readTarget(params);
      const { page, lastId } = readPaging(params);
      const visible = visibleTo(reader.memberId);
      const found = await pageComments(ctx, and(ofTarget(target), topLevel, visible)!, page, lastId);
      const items = await shapeComments(ctx, origin, found.rows, reader.memberId);
      const replies = await repliesOf(
        ctx,
        found.rows.map((r) => r.id),
        reader.memberId,
      );
      const list = await Promise.all(
        items.map(async (item, i) => {
          const own = replies.get(found.rows[i]!.id) ?? [];
          if (own.length === 0) return item;
          const shown = await shapeComments(ctx, origin, own.slice(0, REPLIES_SHOWN), reader.memberId);
          return { ...item, topDiscuss: { list: shown, page: 0, totalPage: Math.ceil(own.length / PAGE_SIZE), hasMore: own.length > shown.length } };
        }),
      );
      return envelope.ok({ totalCount: found.totalCount, list, hasMore: found.hasMore });
    },
  },
  {
    // The same comments with the replies in the list itself, newest first.
    path: '/discussViewFlat',
    async handler({ params, ctx, origin, reader }) {
      const target = readTarget(params);
      const { page, lastId } = readPaging(params);
      const found = await pageComments(ctx, and(ofTarget(target), visibleTo(reader.memberId))!, page, lastId);
      return envelope.ok({ totalCount: found.totalCount, list: await shapeComments(ctx, origin, found.rows, reader.memberId), hasMore: found.hasMore });
    },
  },
  {
    // The most praised top-level comments (ties: newest first); only praised ones count as hot.
    path: '/discussHot',
    async handler({ params, ctx, origin, reader }) {
      const target = readTarget(params);
      const size = params.int('count', HOT_COUNT, { min: 1, max: 100 });
      const rows = await ctx.db
        .select()
        .from(comments)
        .where(and(ofTarget(target), topLevel, visibleTo(reader.memberId), gt(comments.countPraise, 0)))
        .orderBy(desc(comments.countPraise), desc(comments.createdAt), desc(comments.id))
        .limit(Math.min(size, HOT_MAX));
      return envelope.ok({ totalCount: rows.length, list: await shapeComments(ctx, origin, rows, reader.memberId), hasMore: false });
    },
  },
  {
    // Replies of one comment (`id` is the comment's), paged; also page and totalPage as topDiscuss has them.
    path: '/discussReply',
    async handler({ params, ctx, origin, reader }) {
      const id = params.id(['id', 'discussID', 'discussId', 'parentID']);
      const { page, lastId } = readPaging(params);
      const visible = visibleTo(reader.memberId);
      const [parent] = await ctx.db
        .select({ id: comments.id })
        .from(comments)
        .where(and(eq(comments.id, id), visible));
      if (!parent) return envelope.ok({ totalCount: 0, list: [], hasMore: false, page, totalPage: 0 });
      const found = await pageComments(ctx, and(eq(comments.parentId, id), visible)!, page, lastId);
      const list = await shapeComments(ctx, origin, found.rows, reader.memberId);
      return envelope.ok({ totalCount: found.totalCount, list, hasMore: found.hasMore, page, totalPage: Math.ceil(found.totalCount / PAGE_SIZE) });
    },
  },
  {
    // Shown comments of an object: all of them (the article's countDiscuss), top-level ones and replies.
    path: '/discussCount',
    async handler({ params, ctx }) {
      const target = readTarget(params);
      const shown = and(ofTarget(target), eq(comments.reviewStatus, REVIEW.shown))!;
      const [top, all] = await Promise.all([ctx.db.$count(comments, and(shown, topLevel)), ctx.db.$count(comments, shown)]);
      const replies = all - top;
      return envelope.ok({ id: target.rootId, sourceType: target.sourceType, countDiscuss: all, countTop: top, countReply: replies });
    },
  },
  {
    /**
     * myDiscuss(userID, page) (PLATFORM.md §5.1): one member's comments and replies, newest first, 20 a
     * page, in discussView's item shape (with the commented article's list item as `article`), as `{list, totalCount, hasMore, member}`. Reading is public
     * (docs/decisions/081): any reader may name any member and sees what is shown; the member sees
     * their own under review too. `member` is the public part of the profile (uid, nickname, head), so
     * a member's page needs one call to know whom it shows. Without `userID` it is the accesstoken's member.
     */
    path: '/myDiscuss',
    async handler({ params, ctx, origin, reader }) {
      const memberId = namedMember(params, reader.memberId, (cipher) => sm2Decrypt(cipher, ctx.settings.sm2PrivateKey));
      if (memberId === 'invalid') return envelope.failure('参数错误: userID');
      if (memberId === null) return envelope.failure(LOGIN_FIRST);
      const { page, lastId } = readPaging(params);
      const member = await memberById(ctx.db, memberId);
      if (!member) return envelope.failure(NO_MEMBER, 1);
      const found = await pageComments(ctx, and(eq(comments.memberId, memberId), visibleTo(reader.memberId))!, page, lastId);
      const items = await shapeComments(ctx, origin, found.rows, reader.memberId);
      // Each comment names what it is about: the commented article's list item (PLATFORM.md §5.2 `article{…}`).
      const articleIds = [...new Set(found.rows.filter((r) => r.sourceType === 0).map((r) => r.rootId))];
      const articles = new Map((await loadArticles(ctx, articleIds, { publishedOnly: true })).map((a) => [a.row.id, articleItem(origin, a)]));
      return envelope.ok({
        list: items.map((item, i) => {
          const row = found.rows[i]!;
          const article = row.sourceType === 0 ? articles.get(row.rootId) : undefined;
          return article ? { ...item, article } : item;
        }),
        totalCount: found.totalCount,
        hasMore: found.hasMore,
        member: { uid: member.id, nickname: member.nickname, head: headUrl(origin, member.head) },
      });
    },
  },
  { path: '/discuss', methods: ['POST'], handler: discuss },
  { path: '/discussDelay', methods: ['POST'], handler: discuss },
  { path: '/delMyDiscuss', methods: ['POST'], handler: delMyDiscuss },
];
