import { asc, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { mvodArticles, mvodCategories } from '../db/schema.ts';
import type { PlatformContext } from '../PlatformContext.ts';
import { recordAnalytics } from './analyticsRecording.ts';
import { envelope } from '../http/envelope.ts';
import { mountRoutes } from '../http/mountRoutes.ts';
import { appAuthGuard, readerTokenGuard } from '../http/tokenGuards.ts';
import { nisVoteRoutes } from '../routes/nis/voteRoutes.ts';
import { authRoutes } from '../routes/base/authRoutes.ts';
import { mountSsoRoutes } from '../http/ssoHttp.ts';
import { ssoRoutes } from '../routes/sso/ssoRoutes.ts';
import { ssoLogoutRoutes } from '../routes/sso/ssoLogoutRoutes.ts';
import { formatTime } from '../shape/formatTime.ts';
import { imageUrl, mediaUrl, SITE_LOGO } from '../shape/mediaUrls.ts';
import { PAGE_SIZE } from '../shape/pageOf.ts';
import { absoluteUrl } from '../shape/columnShape.ts';
import { articleItem } from '../shape/articleItem.ts';
import { loadArticles } from '../shape/loadArticles.ts';

const notFound = (app: Hono) => app.notFound((c) => c.json({ status: -1, message: '接口不存在', data: {} }, 404));

/** nis: the vote service and the authinfo/auth handshake (SPEC §7 lists them under nis). Signed like app_if (PLATFORM.md §4.2). */
export function createNisApp(ctx: PlatformContext): Hono {
  const app = new Hono();
  // The reader guard too: votes and verify codes belong to the accesstoken's member.
  app.use('*', appAuthGuard(ctx), readerTokenGuard(ctx));
  mountRoutes(app, ctx, [...authRoutes.filter((r) => r.path === '/authinfo' || r.path === '/auth'), ...nisVoteRoutes]);
  notFound(app);
  return app;
}

/** sso-app: its own envelope and the program-sign filter (PLATFORM.md §4.3–4.4); the login calls are in routes/sso. */
export function createSsoApp(ctx: PlatformContext): Hono {
  const app = new Hono();
  mountSsoRoutes(app, ctx, '/sso-app', [...ssoRoutes, ...ssoLogoutRoutes]);
  app.all('*', (c) => c.json({ code: 0, msg: 'not found', value: {}, status: -1, message: '接口不存在', data: {}, path: c.req.path, error: '接口不存在', timestamp: Date.now() }, 404));
  return app;
}

/** adv: the demo runs no adverts (getConfig says showAdv 0); the calls answer empty lists. */
export function createAdvApp(ctx: PlatformContext): Hono {
  const app = new Hono();
  mountRoutes(app, ctx, [
    { path: '/getArticleAdvs', handler: () => envelope.ok({ list: [] }) },
    { path: '/getAdv', handler: () => envelope.ok({ list: [] }) },
    { path: '/getColAdvs', handler: () => envelope.ok({ list: [] }) },
    { path: '/event', handler: () => envelope.bool(true) },
  ]);
  notFound(app);
  return app;
}

/** mvod: short vertical videos. */
export function createMvodApp(ctx: PlatformContext): Hono {
  const app = new Hono();
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
  mountRoutes(app, ctx, [
    {
      path: '/categor/list',
      async handler() {
        const rows = await ctx.db.select().from(mvodCategories).orderBy(asc(mvodCategories.orderId));
        return envelope.ok(rows.map((r) => ({ id: r.id, name: r.name, type: r.type })));
      },
    },
    {
      path: '/article/articleList',
      async handler({ params, origin }) {
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
      async handler({ params, origin }) {
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
      handler: ({ origin }) => envelope.ok({ logo: imageUrl(origin, SITE_LOGO), name: ctx.settings.siteName }),
    },
    { path: '/config/share/info', handler: ({ origin }) => envelope.ok({ shareTitle: ctx.settings.siteName, shareUrl: `${origin}/app/template/displayTemplate/news/home.html` }) },
    { path: '/event/event', handler: () => envelope.bool(true) },
  ]);
  notFound(app);
  return app;
}

/** analytics (`sendRecord`) and the big-data click collector: both record, within bounds (analyticsRecording.ts). */
export function createAnalyticsApp(ctx: PlatformContext): Hono {
  const app = new Hono();
  mountRoutes(app, ctx, [
    {
      path: '/sendRecord',
      handler: ({ params, c }) => recordAnalytics(ctx, c, params, { dataType: params.string('dataType', '', 32), articleId: params.string('articleID', '', 32) }),
    },
  ]);
  notFound(app);
  return app;
}

export function createBigdataApp(ctx: PlatformContext): Hono {
  const app = new Hono();
  mountRoutes(app, ctx, [
    {
      path: '/*',
      handler: ({ params, c }) => recordAnalytics(ctx, c, params, { dataType: `bigdata:${c.req.path.split('/').pop() ?? ''}`.slice(0, 64), articleId: params.string(['aid', 'articleID'], '', 32) }),
    },
  ]);
  return app;
}
