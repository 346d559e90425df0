import { and, eq } from 'drizzle-orm';
import { comments } from '../../db/schema.ts';
import { envelope } from '../../http/envelope.ts';
import type { RouteDef } from '../../http/mountRoutes.ts';
import { pageComments, readPaging, shapeComments, visibleTo } from '../../comments/commentQueries.ts';
import { headUrl } from '../../identity/memberProfile.ts';
import { memberById } from '../../identity/members.ts';
import { LOGIN_FIRST, namedMember } from '../../identity/readerClaim.ts';
import { sm2Decrypt } from '../../identity/sm2.ts';
import { articleItem } from '../../shape/articleItem.ts';
import { loadArticles } from '../../shape/loadArticles.ts';

/** SPEC §8: status 1 is an empty result; an unknown member has no page. */
const NO_MEMBER = '会员不存在';

/**
 * myDiscuss(userID, page) (PLATFORM.md §5.1): one member's comments and replies, newest first, 20 a
 * page, in discussView's item shape (with the commented article's list item as `article`), as `{list, totalCount, hasMore, member}`. Reading is public
 * (docs/decisions/081): any reader may name any member and sees what is shown; the member sees
 * their own under review too. `member` is the public part of the profile (uid, nickname, head), so
 * a member's page needs one call to know whom it shows. Without `userID` it is the accesstoken's member.
 */
export const myDiscussRoutes: RouteDef[] = [
  {
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
];
