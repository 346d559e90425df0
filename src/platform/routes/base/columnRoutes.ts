import { envelope } from '../../http/envelope.ts';
import type { RouteDef } from '../../http/mountRoutes.ts';
import { columnShape } from '../../shape/columnShape.ts';

const SITE = ['siteId', 'siteID', 'siteid'];

export const columnRoutes: RouteDef[] = [
  {
    path: '/getColumns',
    async handler({ params, ctx, origin }) {
      const parentId = params.int(['parentColumnId', 'parentColumnID', 'columnId'], 0, { min: 0 });
      const siteId = params.int(SITE, ctx.settings.siteId, { min: 0 });
      const children = await ctx.columns.children(parentId, siteId === ctx.settings.siteId ? siteId : ctx.settings.siteId);
      if (children.length === 0) return envelope.ok({ version: 0, columns: [], topColumns: [] });
      const level = await depth(ctx, parentId);
      const columns = await Promise.all(children.map(async (column) => columnShape(origin, column, await ctx.columns.casNames(column.id), level)));
      return envelope.ok({ version: Math.max(...children.map((c) => c.version)), columns, topColumns: [] });
    },
  },
  {
    path: '/getColumn',
    async handler({ params, ctx, origin }) {
      const id = params.id(['columnId', 'columnID', 'id']);
      const column = await ctx.columns.get(id);
      if (!column) return envelope.notFound();
      return envelope.ok(columnShape(origin, column, await ctx.columns.casNames(id), await depth(ctx, column.parentId)));
    },
  },
];

/** Level of the children of `parentId`: 1 under the root. */
async function depth(ctx: Parameters<RouteDef['handler']>[0]['ctx'], parentId: number): Promise<number> {
  let level = 1;
  let current = await ctx.columns.get(parentId);
  while (current && current.parentId && level < 10) {
    level++;
    current = await ctx.columns.get(current.parentId);
  }
  return level;
}
