import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { articleColumns, comments, liveReports, liveRooms } from '../../db/schema.ts';
import { envelope } from '../../http/envelope.ts';
import type { RouteDef } from '../../http/mountRoutes.ts';
import { articleItem, liveConfig } from '../../shape/articleItem.ts';
import { columnArticles } from '../../shape/columnArticles.ts';
import { formatTime } from '../../shape/formatTime.ts';
import { liveReportItem, portrait } from '../../shape/liveShapes.ts';
import { loadArticles } from '../../shape/loadArticles.ts';
import { storagePath, type ImageRef } from '../../shape/mediaUrls.ts';
import { PAGE_SIZE, pageOf } from '../../shape/pageOf.ts';

export const liveRoutes: RouteDef[] = [
  {
    path: '/getLiveArticles',
    async handler({ params, ctx, origin }) {
      const columnId = params.id(['columnId', 'columnID', 'id']);
      const page = params.int('page', 0, { min: 0, max: 100_000 });
      const lastFileId = params.int(['lastFileId', 'lastFileID'], 0, { min: 0 });
      const placed = (await columnArticles(ctx, columnId)).filter((p) => p.articleType === 6);
      const ids = pageOf(placed, (p) => p.id, page, lastFileId).map((p) => p.id);
      return envelope.ok({ list: (await loadArticles(ctx, ids)).map((a) => articleItem(origin, a)) });
    },
  },
  {
    path: '/liveView',
    async handler({ params, ctx, origin }) {
      const id = params.id(['id', 'liveId', 'liveID', 'fileId']);
      const start = params.int('start', -1, { min: -1 });
      const page = params.int(['page', 'index'], start >= 0 ? Math.floor(start / PAGE_SIZE) : 0, { min: 0, max: 100_000 });
      const lastFileId = params.int(['lastFileId', 'lastFileID'], 0, { min: 0 });
      const room = await ctx.cache.get(`live:${id}`, async () => {
        const [live] = await ctx.db.select().from(liveRooms).where(eq(liveRooms.id, id));
        if (!live) return undefined;
        const reports = await ctx.db.select().from(liveReports).where(eq(liveReports.liveId, id)).orderBy(desc(liveReports.isTop), desc(liveReports.publishTime), desc(liveReports.id));
        const discuss = await ctx.db.$count(comments, and(eq(comments.rootId, id), eq(comments.sourceType, 1), eq(comments.reviewStatus, 1)));
        return { live, reports, discuss };
      });
      if (!room) return envelope.notFound();
      const { live, reports, discuss } = room;
      const [article] = await loadArticles(ctx, [live.articleId]);
      const config = article ? liveConfig(origin, article) : {};
      return envelope.ok({
        main: {
          startTime: formatTime(live.startTime),
          type: live.liveType,
          fileId: live.id,
          title: live.title,
          publishtime: formatTime(live.publishTime),
          countClick: live.countClick,
          tag: '',
          user: '云溪新闻',
          url: '',
          userID: 0,
          userIcon: portrait(origin, 0),
          countDiscuss: discuss,
          countPraise: live.countPraise,
          content: live.content,
          sourceType: 0,
          discussClosed: 0,
          sendPresentClosed: 0,
          reportClosed: 0,
          briefClosed: 0,
          config,
          streamIds: '',
          status: live.status,
          flower: 0,
          clap: 0,
          articleID: live.articleId,
          useArticle: true,
          shareClosed: article?.row.shareClosed ? 1 : 0,
          articlePubTime: formatTime(article?.row.publishTime),
        },
        list: pageOf(reports, (r) => r.id, page, lastFileId).map((r) => liveReportItem(origin, r)),
      });
    },
  },
  {
    path: '/liveComing',
    async handler({ ctx }) {
      const rows = await ctx.db.select().from(liveRooms).where(eq(liveRooms.status, 0)).orderBy(asc(liveRooms.startTime));
      const published = new Set(
        rows.length
          ? (
              await ctx.db
                .select({ articleId: articleColumns.articleId })
                .from(articleColumns)
                .where(
                  inArray(
                    articleColumns.articleId,
                    rows.map((r) => r.articleId),
                  ),
                )
            ).map((r) => r.articleId)
          : [],
      );
      return envelope.ok({
        list: rows
          .filter((r) => published.has(r.articleId))
          .map((r) => {
            const banner = (r.extra as { banner?: ImageRef }).banner;
            return { fileId: r.id, title: r.title, startTime: formatTime(r.startTime), type: r.liveType, webBannerUrl: storagePath(banner), appBannerUrl: storagePath(banner) };
          }),
      });
    },
  },
];
