import { and, asc, eq } from 'drizzle-orm';
import { leaders, xyCategories } from '../../db/schema.ts';
import { envelope } from '../../http/envelope.ts';
import type { RouteDef } from '../../http/mountRoutes.ts';
import { articleItem } from '../../shape/articleItem.ts';
import { absoluteUrl } from '../../shape/columnShape.ts';
import { columnArticles } from '../../shape/columnArticles.ts';
import { loadArticles } from '../../shape/loadArticles.ts';

export const leaderRoutes: RouteDef[] = [
  {
    path: '/leaderView',
    async handler({ params, ctx, origin }) {
      const start = params.int('start', 0, { min: 0, max: 100_000 });
      const count = params.int('count', 20, { min: 1, max: 50 });
      const hasArticles = params.get('hasArticles') === '1' || params.get('hasArticles') === 'true';
      const rows = (await ctx.db.select().from(leaders).orderBy(asc(leaders.orderId), asc(leaders.id))).slice(start, start + count);
      const data = await Promise.all(
        rows.map(async (row) => {
          const base = { id: row.id, name: row.name, url: absoluteUrl(origin, row.url), duty: row.duty, description: row.description, columnID: row.columnId, groupID: row.groupId };
          if (!hasArticles) return base;
          // A leader's reports: the demo shows the newest political news.
          const placed = (await columnArticles(ctx, 4)).slice(row.id - 1, row.id + 1);
          return {
            ...base,
            articles: (
              await loadArticles(
                ctx,
                placed.map((p) => p.id),
              )
            ).map((a) => articleItem(origin, a)),
          };
        }),
      );
      return envelope.ok(data);
    },
  },
  {
    path: '/leader',
    async handler({ params, ctx, origin }) {
      const id = params.id(['id', 'leaderId']);
      const [row] = await ctx.db.select().from(leaders).where(eq(leaders.id, id));
      if (!row) return envelope.notFound();
      return envelope.ok({ id: row.id, name: row.name, url: absoluteUrl(origin, row.url), duty: row.duty, description: row.description, columnID: row.columnId, details: row.details });
    },
  },
  {
    // The leaders of one region category (SPEC §7 POST base, corpus regionleaderView.json): a bare list, as leaderView's items without articles; a region without leaders an empty one.
    path: '/regionleaderView',
    async handler({ params, ctx, origin }) {
      const regionId = params.id(['regionID', 'regionId']);
      const rows = await ctx.db.select().from(leaders).where(eq(leaders.regionId, regionId)).orderBy(asc(leaders.orderId), asc(leaders.id));
      return envelope.ok(
        rows.map((row) => ({ id: row.id, name: row.name, url: absoluteUrl(origin, row.url), duty: row.duty, description: row.description, columnID: row.columnId, groupID: row.groupId })),
      );
    },
  },
  {
    // Leader categories under `catID` (0: the top level), the demo's regions (corpus leaderCats.json); none is `{cats: []}`.
    path: '/leaderCats',
    async handler({ params, ctx }) {
      const parentId = params.int(['catID', 'catId'], 0, { min: 0 });
      const rows = await ctx.db
        .select()
        .from(xyCategories)
        .where(and(eq(xyCategories.code, 'LEADER'), eq(xyCategories.parentId, parentId)))
        .orderBy(asc(xyCategories.orderId), asc(xyCategories.id));
      return envelope.ok({ cats: rows.map((row) => ({ catID: row.id, catName: row.name, catIcon: '' })) });
    },
  },
];
