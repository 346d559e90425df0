import { and, desc, eq, inArray, or } from 'drizzle-orm';
import { articleReporters, articles, reporters, xyAccounts, xyDynamics } from '../../db/schema.ts';
import { envelope } from '../../http/envelope.ts';
import type { RouteDef } from '../../http/mountRoutes.ts';
import type { PlatformContext } from '../../PlatformContext.ts';
import { articleItem } from '../../shape/articleItem.ts';
import { absoluteUrl } from '../../shape/columnShape.ts';
import { formatTime } from '../../shape/formatTime.ts';
import { loadArticles } from '../../shape/loadArticles.ts';
import { mediaUrl } from '../../shape/mediaUrls.ts';
import { PAGE_SIZE } from '../../shape/pageOf.ts';

/** Dynamics come 10 a page; a full page means there may be more (SPEC §4, §9). */
const DYNAMICS_PAGE = 10;

type DynamicRow = typeof xyDynamics.$inferSelect;
type AccountRow = typeof xyAccounts.$inferSelect;

/** The account a reporter writes as (a 翔宇号 whose reporterId is theirs), if any. */
async function reporterAccount(ctx: PlatformContext, reporterId: number): Promise<AccountRow | undefined> {
  const [row] = await ctx.db.select().from(xyAccounts).where(eq(xyAccounts.reporterId, reporterId));
  return row;
}

function mediaList(origin: string, value: unknown): string[] {
  return Array.isArray(value) ? value.filter((x): x is string => typeof x === 'string' && x !== '').map((url) => (url.startsWith('/') ? absoluteUrl(origin, url) : mediaUrl(origin, url))) : [];
}

/** One dynamic: text, time, and its pictures and videos as `attachments` (SPEC §3). */
function dynamicItem(origin: string, row: DynamicRow, account: AccountRow | undefined): Record<string, unknown> {
  const attachments = row.attachments as { pics?: unknown; videos?: unknown };
  return {
    id: row.id,
    xyID: row.xyId,
    topic: account?.topic ?? '',
    icon: account ? absoluteUrl(origin, account.icon) : '',
    content: row.content,
    created: formatTime(row.createdAt),
    attachments: { pics: mediaList(origin, attachments.pics), videos: mediaList(origin, attachments.videos) },
  };
}

/**
 * Reporters (PLATFORM.md §5.1 reporters; SPEC §7 authorInfo, reporterArticles, dynamic/*): a
 * reporter's card, their articles page by page (the client asks for more while a page comes back
 * non-empty), and their dynamics, 10 a page, with pictures and videos as attachments.
 */
export const reporterRoutes: RouteDef[] = [
  {
    path: '/authorInfo',
    async handler({ params, ctx, origin }) {
      const id = params.id(['id', 'authorID', 'authorId', 'reporterId']);
      const [row] = id > 0 ? await ctx.db.select().from(reporters).where(eq(reporters.id, id)) : [];
      if (!row) return envelope.notFound();
      const account = await reporterAccount(ctx, row.id);
      return envelope.ok({ id: row.id, name: row.name, url: absoluteUrl(origin, row.url), duty: row.duty, description: row.description, xyID: account?.id ?? 0, topic: account?.topic ?? '' });
    },
  },
  {
    // `page` (from 0) and `count` page the list; `lastFileId` starts after that article when it is in the list.
    path: '/reporterArticles',
    async handler({ params, ctx, origin }) {
      const id = params.id(['id', 'authorID', 'authorId', 'reporterId']);
      const page = params.int('page', 0, { min: 0, max: 10_000 });
      const size = params.int('count', PAGE_SIZE, { min: 1, max: 100 });
      const lastFileId = params.int('lastFileId', 0, { min: 0 });
      if (id <= 0) return envelope.ok({ list: [] });
      const credited = ctx.db.select({ id: articleReporters.articleId }).from(articleReporters).where(eq(articleReporters.reporterId, id));
      const rows = await ctx.db
        .select({ id: articles.id })
        .from(articles)
        .where(and(eq(articles.aStatus, 1), or(eq(articles.authorId, id), inArray(articles.id, credited))))
        .orderBy(desc(articles.publishTime), desc(articles.id));
      const ids = rows.map((r) => r.id);
      const after = lastFileId > 0 ? ids.indexOf(lastFileId) : -1;
      const start = after >= 0 ? after + 1 : page * size;
      const full = await loadArticles(ctx, ids.slice(start, start + size), { publishedOnly: true });
      return envelope.ok({ list: full.map((a) => articleItem(origin, a)) });
    },
  },
  {
    // A reporter's dynamics (`reporterId`), or an account's (`xyID`), newest first, 10 a page from `page` 0.
    path: '/dynamic/getDynamicList',
    async handler({ params, ctx, origin }) {
      const reporterId = params.int(['reporterId', 'authorId', 'id'], 0, { min: 0 });
      const page = params.int('page', 0, { min: 0, max: 10_000 });
      const size = params.int('count', DYNAMICS_PAGE, { min: 1, max: 50 });
      const account =
        reporterId > 0
          ? await reporterAccount(ctx, reporterId)
          : (
              await ctx.db
                .select()
                .from(xyAccounts)
                .where(eq(xyAccounts.id, params.int(['xyID', 'xyId'], 0, { min: 0 })))
            )[0];
      if (!account) return envelope.ok({ list: [] });
      const rows = await ctx.db
        .select()
        .from(xyDynamics)
        .where(eq(xyDynamics.xyId, account.id))
        .orderBy(desc(xyDynamics.createdAt), desc(xyDynamics.id))
        .limit(size)
        .offset(page * size);
      return envelope.ok({ list: rows.map((row) => dynamicItem(origin, row, account)) });
    },
  },
  {
    path: '/dynamic/getDynamicDetail',
    async handler({ params, ctx, origin }) {
      const id = params.id(['id', 'dynamicId']);
      const [row] = id > 0 ? await ctx.db.select().from(xyDynamics).where(eq(xyDynamics.id, id)) : [];
      if (!row) return envelope.notFound();
      const [account] = await ctx.db.select().from(xyAccounts).where(eq(xyAccounts.id, row.xyId));
      return envelope.ok(dynamicItem(origin, row, account));
    },
  },
  {
    // An account's latest dynamics (getXyDynamic(siteId, xyId)), as the account page shows them.
    path: '/getXyDynamic',
    async handler({ params, ctx, origin }) {
      const xyId = params.id(['xyId', 'xyID', 'id']);
      const [account] = xyId > 0 ? await ctx.db.select().from(xyAccounts).where(eq(xyAccounts.id, xyId)) : [];
      if (!account) return envelope.okXy({ list: [] });
      const rows = await ctx.db.select().from(xyDynamics).where(eq(xyDynamics.xyId, xyId)).orderBy(desc(xyDynamics.createdAt), desc(xyDynamics.id)).limit(DYNAMICS_PAGE);
      return envelope.okXy({ list: rows.map((row) => dynamicItem(origin, row, account)) });
    },
  },
];
