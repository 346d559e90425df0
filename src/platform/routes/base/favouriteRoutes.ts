import { and, count, desc, eq } from 'drizzle-orm';
import { articles, favourites } from '../../db/schema.ts';
import { envelope, type Reply } from '../../http/envelope.ts';
import type { RouteDef, RouteRequest } from '../../http/mountRoutes.ts';
import { LOGIN_FIRST, namedMember, namesOtherMember, NOT_YOUR_ACCOUNT } from '../../identity/readerClaim.ts';
import { sm2Decrypt } from '../../identity/sm2.ts';
import { articleItem } from '../../shape/articleItem.ts';
import { formatTime } from '../../shape/formatTime.ts';
import { loadArticles } from '../../shape/loadArticles.ts';
import { PAGE_SIZE } from '../../shape/pageOf.ts';

/** Favourites are of articles; the real `type` parameter is accepted and stored as 0, so the key is member + article. */
const ARTICLE = 0;

/** The accesstoken's member, or the refusal: no token, or a `userID` naming someone else. */
function member({ params, reader }: RouteRequest): number | Reply {
  if (reader.memberId === null) return envelope.failure(LOGIN_FIRST);
  if (namesOtherMember(params, reader.memberId)) return envelope.failure(NOT_YOUR_ACCOUNT);
  params.int('type', 0, { min: 0, max: 100 });
  return reader.memberId;
}

const articleIdOf = (request: RouteRequest) => request.params.id(['articleID', 'articleId', 'id', 'fileId']);

/**
 * fav / favCancel / hasFav (PLATFORM.md §5.1) for the accesstoken's member, and myFav, which any
 * reader may read for any member (docs/decisions/081). Both writes are
 * idempotent and answer the recorded `{value:"true"}`: fav of an article already kept is true and adds
 * nothing (the table's key, so ten taps at once are one row); favCancel of one not kept is true too, as
 * recorded. fav of an unknown or unpublished article is false.
 */
export const favouriteRoutes: RouteDef[] = [
  {
    path: '/fav',
    methods: ['POST'],
    async handler(request) {
      const memberId = member(request);
      if (typeof memberId !== 'number') return memberId;
      const articleId = articleIdOf(request);
      const { ctx } = request;
      const published = await ctx.db.$count(articles, and(eq(articles.id, articleId), eq(articles.aStatus, 1)));
      if (published === 0) return envelope.bool(false);
      await ctx.db.insert(favourites).values({ memberId, articleId, type: ARTICLE, createdAt: Date.now() }).onConflictDoNothing();
      return envelope.bool(true);
    },
  },
  {
    path: '/favCancel',
    methods: ['POST'],
    async handler(request) {
      const memberId = member(request);
      if (typeof memberId !== 'number') return memberId;
      const articleId = articleIdOf(request);
      await request.ctx.db.delete(favourites).where(and(eq(favourites.memberId, memberId), eq(favourites.articleId, articleId)));
      return envelope.bool(true);
    },
  },
  {
    path: '/hasFav',
    async handler(request) {
      const memberId = member(request);
      if (typeof memberId !== 'number') return memberId;
      const articleId = articleIdOf(request);
      const kept = await request.ctx.db.$count(favourites, and(eq(favourites.memberId, memberId), eq(favourites.articleId, articleId)));
      return envelope.bool(kept > 0);
    },
  },
  {
    // Newest kept first, 20 a page (page 0-based). Each entry is the getArticles list item plus the
    // recorded myFav fields (PLATFORM.md §5.2: articleID, column, time, imgUrl, columnID, article{item}…).
    // Reading is public (docs/decisions/081): `userID` names whose list; without it, the accesstoken's member.
    path: '/myFav',
    async handler(request) {
      const { params, ctx, origin, reader } = request;
      const memberId = namedMember(params, reader.memberId, (cipher) => sm2Decrypt(cipher, ctx.settings.sm2PrivateKey));
      if (memberId === 'invalid') return envelope.failure('参数错误: userID');
      if (memberId === null) return envelope.failure(LOGIN_FIRST);
      params.int('type', 0, { min: 0, max: 100 });
      const page = params.int(['page', 'pageNo'], 0, { min: 0, max: 100_000 });
      const mine = eq(favourites.memberId, memberId);
      const [total] = await ctx.db.select({ n: count() }).from(favourites).where(mine);
      const rows = await ctx.db
        .select()
        .from(favourites)
        .where(mine)
        .orderBy(desc(favourites.createdAt), desc(favourites.articleId))
        .limit(PAGE_SIZE)
        .offset(page * PAGE_SIZE);
      const loaded = new Map(
        (
          await loadArticles(
            ctx,
            rows.map((r) => r.articleId),
            { publishedOnly: true },
          )
        ).map((a) => [a.row.id, a]),
      );
      const list = rows.flatMap((fav) => {
        const article = loaded.get(fav.articleId);
        if (!article) return [];
        const item = articleItem(origin, article);
        return [
          {
            ...item,
            siteID: ctx.settings.siteId,
            type: fav.type,
            channel: 1,
            articleID: fav.articleId,
            column: article.column?.name ?? '',
            columnID: article.row.columnId,
            time: formatTime(fav.createdAt),
            imgUrl: typeof item.picBig === 'string' ? item.picBig : '',
            article: item,
          },
        ];
      });
      const totalCount = total?.n ?? 0;
      return envelope.ok({ list, totalCount, hasMore: (page + 1) * PAGE_SIZE < totalCount });
    },
  },
];
