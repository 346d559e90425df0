import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { articleCounts, articles, articleTags, liveRooms, modules, tags } from '../../db/schema.ts';
import { envelope } from '../../http/envelope.ts';
import type { RouteDef, RouteRequest } from '../../http/mountRoutes.ts';
import { relatedIds } from '../../shape/articleContent.ts';
import { articleItem } from '../../shape/articleItem.ts';
import { columnArticles } from '../../shape/columnArticles.ts';
import { columnShape } from '../../shape/columnShape.ts';
import { loadArticles } from '../../shape/loadArticles.ts';
import { moduleList, moduleShape } from '../../shape/moduleShapes.ts';
import { PAGE_SIZE, pageOf } from '../../shape/pageOf.ts';

const COLUMN = ['columnId', 'columnID', 'colID', 'id'];

/** page (0-based; legacy `start` is page × 20) and lastFileId. */
function paging(params: RouteRequest['params']): { page: number; lastFileId: number } {
  const start = params.int('start', -1, { min: -1 });
  const page = params.int(['page', 'pageNo'], start >= 0 ? Math.floor(start / PAGE_SIZE) : 0, { min: 0, max: 100_000 });
  return { page, lastFileId: params.int(['lastFileId', 'lastFileID'], 0, { min: 0 }) };
}

async function columnPage(request: RouteRequest, withExtras: boolean) {
  const { params, ctx, origin } = request;
  const columnId = params.id(COLUMN);
  const { page, lastFileId } = paging(params);
  const typeScreen = params.int('typeScreen', 0, { min: 0, max: 100 });
  const column = await ctx.columns.get(columnId);
  if (!column) return undefined;
  let placed = await columnArticles(ctx, columnId);
  if (typeScreen > 0) placed = placed.filter((p) => p.articleType === typeScreen);
  const firstPage = page === 0 && lastFileId === 0;
  const carouselPlaced = placed.filter((p) => p.isTop).slice(0, column.topCount);
  const carouselIds = new Set(carouselPlaced.map((p) => p.id));
  const listPlaced = pageOf(
    placed.filter((p) => !carouselIds.has(p.id)),
    (p) => p.id,
    page,
    lastFileId,
  );
  const loaded = await loadArticles(
    ctx,
    [...(firstPage ? carouselPlaced : []), ...listPlaced].map((p) => p.id),
  );
  const byId = new Map(loaded.map((a) => [a.row.id, a]));
  const shape = (p: (typeof placed)[number], position: number) => {
    const a = byId.get(p.id);
    return a ? articleItem(origin, a, { isTop: p.isTop, position }) : undefined;
  };
  const carousel = firstPage ? carouselPlaced.map(shape).filter((x) => x !== undefined) : [];
  const list = listPlaced.map((p, i) => shape(p, i)).filter((x) => x !== undefined);
  const moduleRows =
    withExtras && firstPage ? await ctx.cache.get(`modules:${columnId}`, async () => ctx.db.select().from(modules).where(eq(modules.columnId, columnId)).orderBy(asc(modules.orderId))) : [];
  const top = moduleRows.find((m) => (m.extra as { top?: boolean }).top);
  const shapedModules = await Promise.all(moduleRows.filter((m) => m !== top).map((m) => moduleShape(ctx, origin, m)));
  return { column, placed, carousel, list, modules: shapedModules, top, firstPage };
}

export const articleListRoutes: RouteDef[] = [
  {
    path: '/getArticles',
    async handler(request) {
      const result = await columnPage(request, true);
      if (!result) return envelope.ok({ carousel: [], list: [], modules: [], adv: [] });
      return envelope.ok({ carousel: result.carousel, list: result.list, modules: result.modules, adv: [] });
    },
  },
  {
    // The newer list call: adds the pinned module (cmDisplayStyle) and the column's running lives.
    path: '/getArticlesNew',
    async handler(request) {
      const { ctx, origin } = request;
      const result = await columnPage(request, true);
      if (!result) return envelope.ok({ carousel: [], list: [], topModule: {}, liveArticles: [], modules: [], adv: [] });
      let topModule: Record<string, unknown> = {};
      if (result.top) {
        const shaped = await moduleShape(ctx, origin, result.top);
        topModule = { ...shaped, cmDisplayStyle: (result.top.extra as { cmDisplayStyle?: number }).cmDisplayStyle ?? 0, list: shaped.charactor };
      }
      let liveArticles: Record<string, unknown>[] = [];
      if (result.firstPage) {
        const liveIds = result.placed.filter((p) => p.articleType === 6).map((p) => p.id);
        const running = liveIds.length
          ? await ctx.db
              .select({ articleId: liveRooms.articleId })
              .from(liveRooms)
              .where(and(inArray(liveRooms.articleId, liveIds), ne(liveRooms.status, 2)))
          : [];
        liveArticles = (
          await loadArticles(
            ctx,
            running.map((r) => r.articleId),
          )
        ).map((a) => articleItem(origin, a));
      }
      return envelope.ok({ carousel: result.carousel, list: result.list, topModule, liveArticles, modules: result.modules, adv: [] });
    },
  },
  {
    path: '/moduleView',
    async handler({ params, ctx, origin }) {
      const id = params.id(['id', 'moduleID', 'moduleId']);
      const [module] = await ctx.db.select().from(modules).where(eq(modules.id, id));
      if (!module) return envelope.notFound();
      return envelope.ok({ type: module.type, list: await moduleList(ctx, origin, module) });
    },
  },
  {
    path: '/articleHot',
    async handler({ params, ctx, origin }) {
      const type = params.int('type', 0, { min: 0, max: 10 });
      const size = params.int(['rowNumber', 'count'], PAGE_SIZE, { min: 1, max: 50 });
      const lastFileId = params.int(['lastFileId', 'lastFileID'], 0, { min: 0 });
      const order = [articleCounts.countClick, articleCounts.countDiscuss, articleCounts.countPraise, articleCounts.countShare][type] ?? articleCounts.countClick;
      const rows = await ctx.db
        .select({ id: articles.id })
        .from(articles)
        .innerJoin(articleCounts, eq(articleCounts.articleId, articles.id))
        .where(and(eq(articles.aStatus, 1), inArray(articles.articleType, [0, 1, 2])))
        .orderBy(desc(order), desc(articles.id))
        .limit(200);
      const ids = pageOf(rows, (r) => r.id, 0, lastFileId, size).map((r) => r.id);
      return envelope.ok({ list: (await loadArticles(ctx, ids)).map((a) => articleItem(origin, a)) });
    },
  },
  {
    path: '/recommendList',
    async handler({ params, ctx, origin }) {
      const articleId = params.int(['articleId', 'articleID', 'id'], 0, { min: 0 });
      // Cached like the other lists (ContentCache: a few seconds, bounded, dropped on publish).
      const ids = await ctx.cache.get(`recommend:${articleId}`, async () => {
        const [article] = articleId ? await ctx.db.select({ columnId: articles.columnId }).from(articles).where(eq(articles.id, articleId)) : [];
        const rows = await ctx.db
          .select({ id: articles.id })
          .from(articles)
          .innerJoin(articleCounts, eq(articleCounts.articleId, articles.id))
          .where(and(eq(articles.aStatus, 1), ne(articles.id, articleId), inArray(articles.articleType, [0, 1, 2]), article ? eq(articles.columnId, article.columnId) : sql`true`))
          .orderBy(desc(articleCounts.countClick), desc(articles.id))
          .limit(6);
        return rows.map((r) => r.id);
      });
      return envelope.ok({ list: (await loadArticles(ctx, ids)).map((a) => articleItem(origin, a)) });
    },
  },
  {
    path: '/getRelArticles',
    async handler({ params, ctx, origin }) {
      const articleId = params.id(['articleId', 'articleID', 'id']);
      const [article] = await ctx.db.select({ id: articles.id }).from(articles).where(eq(articles.id, articleId));
      if (!article) return envelope.ok({ list: [] });
      return envelope.ok({ list: (await loadArticles(ctx, await relatedIds(ctx, articleId), { publishedOnly: true })).map((a) => articleItem(origin, a)) });
    },
  },
  {
    path: '/tagScreenArticles',
    async handler({ params, ctx, origin }) {
      const tagName = params.string(['tag', 'tagName'], '', 50);
      const tagId = params.int(['tagId', 'tagID', 'id'], 0, { min: 0 });
      const { page, lastFileId } = paging(params);
      const [tag] = tagId ? await ctx.db.select().from(tags).where(eq(tags.id, tagId)) : tagName ? await ctx.db.select().from(tags).where(eq(tags.name, tagName)) : [];
      if (!tag) return envelope.ok({ tagId, tagName, list: [], hasMore: false });
      const rows = await ctx.db
        .select({ id: articles.id })
        .from(articleTags)
        .innerJoin(articles, eq(articles.id, articleTags.articleId))
        .where(and(eq(articleTags.tagId, tag.id), eq(articles.aStatus, 1)))
        .orderBy(desc(articles.publishTime), desc(articles.id));
      const pageRows = pageOf(rows, (r) => r.id, page, lastFileId);
      const last = pageRows.at(-1);
      const hasMore = last ? rows.findIndex((r) => r.id === last.id) < rows.length - 1 : false;
      return envelope.ok({
        tagId: tag.id,
        tagName: tag.name,
        list: (
          await loadArticles(
            ctx,
            pageRows.map((r) => r.id),
          )
        ).map((a) => articleItem(origin, a)),
        hasMore,
      });
    },
  },
  {
    // A special topic (the column an articleType 3 item points at through linkID): its sub-columns with their first articles.
    path: '/getSubSpecialArticles',
    async handler({ params, ctx, origin }) {
      const columnId = params.id(['columnId', 'columnID', 'linkID', 'id']);
      const column = await ctx.columns.get(columnId);
      if (!column) return envelope.notFound();
      const subColumns = await ctx.columns.children(columnId, column.siteId);
      const list = await Promise.all(
        subColumns.map(async (sub) => {
          const placed = await columnArticles(ctx, sub.id);
          const items = (
            await loadArticles(
              ctx,
              placed.slice(0, PAGE_SIZE).map((p) => p.id),
            )
          ).map((a) => articleItem(origin, a));
          return { ...columnShape(origin, sub, await ctx.columns.casNames(sub.id), 2), list: items, hasMore: placed.length > PAGE_SIZE };
        }),
      );
      return envelope.ok({ column: columnShape(origin, column, await ctx.columns.casNames(columnId), 1), list });
    },
  },
];
