import { and, asc, count, desc, eq, gte, lt, notInArray, or, type SQL } from 'drizzle-orm';
import { articles, subscriptions, xyAccounts, xyHits } from '../../db/schema.ts';
import { envelope } from '../../http/envelope.ts';
import type { RouteDef, RouteRequest } from '../../http/mountRoutes.ts';
import { LOGIN_FIRST, NOT_YOUR_ACCOUNT, namesOtherMember } from '../../identity/readerClaim.ts';
import type { PlatformContext } from '../../PlatformContext.ts';
import { articleItem } from '../../shape/articleItem.ts';
import { loadArticles } from '../../shape/loadArticles.ts';
import { xyItem } from '../../shape/moduleShapes.ts';
import { PAGE_SIZE } from '../../shape/pageOf.ts';
import { rankSpan, rankWeek, type RankType } from '../../xy/rankWeeks.ts';

/** The rank list's length (SPEC §9). */
const RANK_LIMIT = 20;
/** hitXyBulletin's answer, recorded: also when the account does not exist. */
const HIT_DONE = '已打榜';
export const HIT_REPEAT = '本周已为该号打过榜，下周再来吧';
/** topicSub type of accounts. */
const SUB_TYPE_XY = 4;

type XyRow = typeof xyAccounts.$inferSelect;

/** SPEC §4: status 1 or 4, or forbidden, is not shown in lists. */
const usable = and(notInArray(xyAccounts.xyStatus, [1, 4]), eq(xyAccounts.xyForbidden, false))!;

async function followedIds(ctx: PlatformContext, memberId: number | null): Promise<Set<number>> {
  if (memberId === null) return new Set();
  const rows = await ctx.db
    .select({ id: subscriptions.targetId })
    .from(subscriptions)
    .where(and(eq(subscriptions.memberId, memberId), eq(subscriptions.type, SUB_TYPE_XY)));
  return new Set(rows.map((r) => r.id));
}

/** Accounts this member already ranked this week. */
async function hitThisWeek(ctx: PlatformContext, memberId: number | null, now: number): Promise<Set<number>> {
  if (memberId === null) return new Set();
  const rows = await ctx.db
    .select({ id: xyHits.xyId })
    .from(xyHits)
    .where(and(eq(xyHits.memberId, memberId), eq(xyHits.week, rankWeek(now))));
  return new Set(rows.map((r) => r.id));
}

/** Votes per account inside a rank type's span. */
async function votesIn(ctx: PlatformContext, type: RankType, now: number): Promise<Map<number, number>> {
  const { from, to } = rankSpan(type, now);
  const rows = await ctx.db
    .select({ id: xyHits.xyId, votes: count() })
    .from(xyHits)
    .where(and(gte(xyHits.createdAt, from), lt(xyHits.createdAt, to)))
    .groupBy(xyHits.xyId);
  return new Map(rows.map((r) => [r.id, Number(r.votes)]));
}

/**
 * The ranking of a period: votes in it, then the account's standing influence, then id. Each item as
 * searchXyRank records it: `{id,icon,topic,influence,rank,canHit,isFollow}`; `influence` is the
 * period's votes, `canHit` 0 once the reader ranked the account this week.
 */
async function ranking(request: RouteRequest, type: RankType): Promise<Record<string, unknown>[]> {
  const { ctx, origin, reader } = request;
  const now = Date.now();
  const [rows, votes, followed, hit] = await Promise.all([
    ctx.db.select().from(xyAccounts).where(usable),
    votesIn(ctx, type, now),
    followedIds(ctx, reader.memberId),
    hitThisWeek(ctx, reader.memberId, now),
  ]);
  const votesOf = (row: XyRow) => votes.get(row.id) ?? 0;
  return rows
    .sort((a, b) => votesOf(b) - votesOf(a) || b.influence - a.influence || a.id - b.id)
    .map((row, i) => ({
      id: row.id,
      icon: xyItem(origin, row).icon,
      topic: row.topic,
      influence: votesOf(row),
      rank: i + 1,
      canHit: hit.has(row.id) ? 0 : 1,
      isFollow: followed.has(row.id) ? 1 : 0,
    }));
}

/** The published articles of an account: its own, its reporter's, and its column's (`extra.columnId`). */
function accountArticles(row: XyRow): SQL {
  const columnId = Number((row.extra as { columnId?: unknown }).columnId) || 0;
  const sources = [eq(articles.xyAccountId, row.id), row.reporterId > 0 ? eq(articles.authorId, row.reporterId) : undefined, columnId > 0 ? eq(articles.columnId, columnId) : undefined];
  return and(eq(articles.aStatus, 1), or(...sources.filter((s): s is SQL => s !== undefined)))!;
}

async function accountRow(ctx: PlatformContext, id: number): Promise<XyRow | undefined> {
  const [row] = await ctx.db.select().from(xyAccounts).where(eq(xyAccounts.id, id));
  return row;
}

/**
 * 翔宇号 accounts (PLATFORM.md §5.1–§5.2): an account's profile and articles, the rank list per
 * period and its search, the rank vote (hitXyBulletin, once per member, account and week: the
 * table's unique key), and recommended accounts. The xy routes say 操作成功.
 */
export const xyRoutes: RouteDef[] = [
  {
    // The profile, also of a closed or forbidden account: its xyStatus and xyForbidden say so, and the client treats it as empty (SPEC §4).
    path: '/getXyInfo',
    async handler({ params, ctx, origin, reader }) {
      const id = params.id(['id', 'xyID', 'xyId']);
      const row = id > 0 ? await accountRow(ctx, id) : undefined;
      if (!row) return envelope.notFound();
      const [articleCount, followed, hit] = await Promise.all([ctx.db.$count(articles, accountArticles(row)), followedIds(ctx, reader.memberId), hitThisWeek(ctx, reader.memberId, Date.now())]);
      return envelope.okXy({
        ...xyItem(origin, row),
        id: row.id,
        catID: row.catId,
        reporterID: row.reporterId,
        xyStatus: row.xyStatus,
        xyForbidden: row.xyForbidden ? 1 : 0,
        articleCount,
        isFollow: followed.has(row.id) ? 1 : 0,
        canHit: hit.has(row.id) ? 0 : 1,
      });
    },
  },
  {
    // An account's articles (type 0; questions are type 1, served elsewhere), newest first, `start` and `count` page them.
    path: '/getXyArticlesQuestion',
    async handler({ params, ctx, origin }) {
      const id = params.id(['id', 'xyID', 'xyId']);
      const type = params.int('type', 0, { min: 0, max: 10 });
      const start = params.int('start', 0, { min: 0, max: 1_000_000 });
      const size = params.int('count', PAGE_SIZE, { min: 1, max: 100 });
      const row = id > 0 ? await accountRow(ctx, id) : undefined;
      if (!row || type !== 0) return envelope.okXy({ list: [] });
      const ids = await ctx.db.select({ id: articles.id }).from(articles).where(accountArticles(row)).orderBy(desc(articles.publishTime), desc(articles.id)).limit(size).offset(start);
      const full = await loadArticles(
        ctx,
        ids.map((r) => r.id),
        { publishedOnly: true },
      );
      return envelope.okXy({ list: full.map((a) => articleItem(origin, a)) });
    },
  },
  {
    path: '/xyRank',
    async handler(request) {
      const type = request.params.int('type', 0, { min: 0, max: 3 }) as RankType;
      return envelope.okXy((await ranking(request, type)).slice(0, RANK_LIMIT));
    },
  },
  {
    // Accounts whose name contains `key`, with this week's standing; an empty key finds nothing (recorded `[]`).
    path: '/searchXyRank',
    async handler(request) {
      const key = request.params.string('key', '', 100).trim();
      if (!key) return envelope.okXy([]);
      return envelope.okXy((await ranking(request, 0)).filter((item) => String(item.topic).includes(key)));
    },
  },
  {
    // A rank vote: login first; one per member, account and week, however many arrive at once.
    path: '/hitXyBulletin',
    async handler({ params, ctx, reader }) {
      if (reader.memberId === null) return envelope.failure(LOGIN_FIRST);
      if (namesOtherMember(params, reader.memberId)) return envelope.failure(NOT_YOUR_ACCOUNT);
      const id = params.id(['id', 'xyID', 'xyId']);
      const exists = id > 0 && (await ctx.db.$count(xyAccounts, and(eq(xyAccounts.id, id), usable))) > 0;
      // Recorded: an account that does not exist still answers 已打榜, and nothing is counted.
      if (!exists) return envelope.okXy(HIT_DONE);
      const now = Date.now();
      const inserted = await ctx.db
        .insert(xyHits)
        .values({ xyId: id, memberId: reader.memberId, week: rankWeek(now), createdAt: now })
        .onConflictDoNothing()
        .returning({ id: xyHits.id });
      return inserted.length ? envelope.okXy(HIT_DONE) : envelope.failure(HIT_REPEAT);
    },
  },
  {
    // Accounts to follow: usable ones the reader does not subscribe to, by influence.
    path: '/recommendXys',
    async handler({ ctx, origin, reader }) {
      const followed = await followedIds(ctx, reader.memberId);
      const rows = await ctx.db
        .select()
        .from(xyAccounts)
        .where(followed.size ? and(usable, notInArray(xyAccounts.id, [...followed])) : usable)
        .orderBy(desc(xyAccounts.influence), asc(xyAccounts.id))
        .limit(6);
      return envelope.okXy(rows.map((row) => ({ ...xyItem(origin, row), id: row.id, isFollow: 0 })));
    },
  },
];
