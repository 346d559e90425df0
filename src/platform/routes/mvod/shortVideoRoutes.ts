import { asc, desc, eq } from 'drizzle-orm';
import { mvodArticles, mvodCategories } from '../../db/schema.ts';
import { envelope } from '../../http/envelope.ts';
import type { RouteDef } from '../../http/mountRoutes.ts';
import { absoluteUrl } from '../../shape/columnShape.ts';
import { articleItem } from '../../shape/articleItem.ts';
import { formatTime } from '../../shape/formatTime.ts';
import { loadArticles } from '../../shape/loadArticles.ts';
import { imageUrl, mediaUrl, SITE_LOGO } from '../../shape/mediaUrls.ts';
import { PAGE_SIZE } from '../../shape/pageOf.ts';

const shape = (origin: string, row: typeof mvodArticles.$inferSelect) => ({
  id: row.id,
  categoryId: row.categoryId,
  title: row.title,
  videoUrl: mediaUrl(origin, row.videoUrl),
  coverUrl: absoluteUrl(origin, row.cover),
  duration: row.duration,
  publishTime: formatTime(row.publishTime),
  playCount: row.countPlay,
  praiseCount: row.countPraise,
});

/** Short vertical videos (the mvod group): categories, the list, one video with its related articles, and the group's config. */
export const shortVideoRoutes: RouteDef[] = [
  {
    path: '/categor/list',
    async handler({ ctx }) {
      const rows = await ctx.db.select().from(mvodCategories).orderBy(asc(mvodCategories.orderId));
      return envelope.ok(rows.map((r) => ({ id: r.id, name: r.name, type: r.type })));
    },
  },
  {
    path: '/article/articleList',
    async handler({ params, ctx, origin }) {
      const page = params.int(['page', 'pageNo'], 1, { min: 1, max: 100_000 });
      const size = params.int(['size', 'pageSize'], PAGE_SIZE, { min: 1, max: 50 });
      const categoryId = params.int(['categoryId', 'id'], 0, { min: 0 });
      // nodeCode "pub" (published) and clientType 1 (mobile) are what the touch client sends;
      // every demo video is published and for every client, so they narrow nothing here.
      const query = ctx.db.select().from(mvodArticles);
      const rows = await (categoryId ? query.where(eq(mvodArticles.categoryId, categoryId)) : query).orderBy(desc(mvodArticles.publishTime));
      return envelope.ok({ list: rows.slice((page - 1) * size, page * size).map((r) => shape(origin, r)), total: rows.length });
    },
  },
  {
    path: '/article/articleApp',
    async handler({ params, ctx, origin }) {
      const [row] = await ctx.db
        .select()
        .from(mvodArticles)
        .where(eq(mvodArticles.id, params.id(['id', 'articleId'])));
      if (!row) return envelope.notFound();
      // relArticleList (SPEC §3): the site's articles the video relates to, as list items.
      const relIds = ((row.extra as { relArticleIds?: unknown }).relArticleIds ?? []) as unknown[];
      const related = await loadArticles(
        ctx,
        relIds.filter((id): id is number => Number.isSafeInteger(id)),
      );
      return envelope.ok({ ...shape(origin, row), relArticleList: related.map((a) => articleItem(origin, a)) });
    },
  },
  {
    path: '/config/common/info',
    handler: ({ ctx, origin }) => envelope.ok({ logo: imageUrl(origin, SITE_LOGO), name: ctx.settings.siteName }),
  },
  { path: '/config/share/info', handler: ({ ctx, origin }) => envelope.ok({ shareTitle: ctx.settings.siteName, shareUrl: `${origin}/app/template/displayTemplate/news/home.html` }) },
  { path: '/event/event', handler: () => envelope.bool(true) },
];
