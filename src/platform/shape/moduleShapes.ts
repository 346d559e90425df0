import { asc, eq, inArray } from 'drizzle-orm';
import { activities, activitySignups, leaders, moduleItems, type modules, xyAccounts } from '../db/schema.ts';
import type { PlatformContext } from '../PlatformContext.ts';
import { articleItem } from './articleItem.ts';
import { absoluteUrl } from './columnShape.ts';
import { loadArticles } from './loadArticles.ts';
import { activityListItem } from '../activity/activityShape.ts';

type ModuleRow = typeof modules.$inferSelect;
type ActivityRow = typeof activities.$inferSelect;

/** Module item lists by module type: 4 activities, 5 accounts, 7 people, anything else articles. */
export async function moduleList(ctx: PlatformContext, origin: string, module: ModuleRow): Promise<Record<string, unknown>[]> {
  const refs = await ctx.cache.get(`module-items:${module.id}`, async () =>
    (await ctx.db.select().from(moduleItems).where(eq(moduleItems.moduleId, module.id)).orderBy(asc(moduleItems.orderId))).map((r) => r.refId),
  );
  if (refs.length === 0) return [];
  // Article modules carry live counts (loadArticles caches them apart); the others are cached whole per origin.
  if (module.type === 4 || module.type === 5 || module.type === 7) return ctx.cache.get(`module-list:${module.id}:${origin}`, () => otherModuleList(ctx, origin, module, refs));
  return (await loadArticles(ctx, refs, { publishedOnly: true })).map((a) => articleItem(origin, a));
}

async function otherModuleList(ctx: PlatformContext, origin: string, module: ModuleRow, refs: number[]): Promise<Record<string, unknown>[]> {
  const order = (id: number) => refs.indexOf(id);
  switch (module.type) {
    case 4: {
      const rows = await ctx.db.select().from(activities).where(inArray(activities.id, refs));
      const shaped = await Promise.all(rows.sort((a, b) => order(a.id) - order(b.id)).map((row) => activityItem(ctx, origin, row)));
      return shaped;
    }
    case 5: {
      const rows = await ctx.db.select().from(xyAccounts).where(inArray(xyAccounts.id, refs));
      return rows.sort((a, b) => order(a.id) - order(b.id)).map((row) => xyItem(origin, row));
    }
    case 7: {
      const rows = await ctx.db.select().from(leaders).where(inArray(leaders.id, refs));
      return rows
        .sort((a, b) => order(a.id) - order(b.id))
        .map((row) => ({ cmiName: row.name, duty: row.duty, description: row.description, url: absoluteUrl(origin, row.url), columnID: row.columnId, groupID: row.groupId, id: row.id }));
    }
    default:
      return [];
  }
}

/** An activity as the home-page activity module lists it (recorded shape: ids as strings; activity/activityShape.ts). */
export async function activityItem(ctx: PlatformContext, origin: string, row: ActivityRow): Promise<Record<string, unknown>> {
  const signups = await ctx.db.$count(activitySignups, eq(activitySignups.activityId, row.id));
  return activityListItem(origin, row, signups);
}

export function xyItem(origin: string, row: typeof xyAccounts.$inferSelect): Record<string, unknown> {
  return {
    xyID: row.id,
    topic: row.topic,
    description: row.description,
    tag: '',
    rssCount: Math.floor(row.influence / 10),
    icon: absoluteUrl(origin, row.icon),
    banner: absoluteUrl(origin, row.banner),
    wxIcon: '',
    wbUrl: '',
    rmhUrl: '',
    tthUrl: '',
    dyUrl: '',
    articleCount: 0,
  };
}

/** The module header of getArticles' `modules[]`. */
export async function moduleShape(ctx: PlatformContext, origin: string, module: ModuleRow): Promise<Record<string, unknown>> {
  const extra = module.extra as { showType?: number; displayStyle?: number; showMore?: number; mark?: string; targetColumn?: number; cmDisplayStyle?: number };
  const charactor = await moduleList(ctx, origin, module);
  const target = extra.targetColumn ?? module.columnId;
  const targetColumn = await ctx.columns.get(target);
  return {
    type: module.type,
    showType: extra.showType ?? 0,
    moduleID: module.id,
    name: module.name,
    count: charactor.length,
    position: module.position,
    mark: extra.mark ?? '',
    showMore: extra.showMore ?? 0,
    videoStyle: 0,
    recommStyle: 0,
    fieldStyle: 0,
    displayStyle: extra.displayStyle ?? 0,
    ...(extra.cmDisplayStyle !== undefined ? { cmDisplayStyle: extra.cmDisplayStyle } : {}),
    targetColumn: targetColumn ? { isJump: extra.targetColumn ? 1 : 0, id: targetColumn.id, icon: absoluteUrl(origin, targetColumn.icon), style: targetColumn.columnStyle } : {},
    charactor,
  };
}
