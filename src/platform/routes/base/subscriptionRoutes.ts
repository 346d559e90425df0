import { and, asc, desc, eq, inArray, notInArray } from 'drizzle-orm';
import { columns, subscriptions, xyAccounts, xyCategories } from '../../db/schema.ts';
import { envelope, type Reply } from '../../http/envelope.ts';
import type { RouteDef, RouteRequest } from '../../http/mountRoutes.ts';
import { LOGIN_FIRST, namedMember, namesOtherMember, NOT_YOUR_ACCOUNT } from '../../identity/readerClaim.ts';
import { sm2Decrypt } from '../../identity/sm2.ts';
import type { PlatformContext } from '../../PlatformContext.ts';
import { xyItem } from '../../shape/moduleShapes.ts';
import { PAGE_SIZE } from '../../shape/pageOf.ts';

/** topicSub `type` (PLATFORM.md §5.1: 4 for xy accounts); 5 columns. */
const SUB_TYPE = { xy: 4, column: 5 } as const;
/** The report reasons `expose.type` indexes (getCats code DISCUSSTYPE). */
const REPORT_REASONS = ['广告营销', '色情低俗', '违法违规', '人身攻击', '其他'];

type XyRow = typeof xyAccounts.$inferSelect;

/** SPEC §4: an account with xyStatus 1 or 4, or forbidden, is treated as empty: lists leave it out. */
const usable = and(notInArray(xyAccounts.xyStatus, [1, 4]), eq(xyAccounts.xyForbidden, false))!;

async function followedXyIds(ctx: PlatformContext, memberId: number | null): Promise<Set<number>> {
  if (memberId === null) return new Set();
  const rows = await ctx.db
    .select({ id: subscriptions.targetId })
    .from(subscriptions)
    .where(and(eq(subscriptions.memberId, memberId), eq(subscriptions.type, SUB_TYPE.xy)));
  return new Set(rows.map((r) => r.id));
}

/** An account item with the reader's flag: `isFollow` 1 when the accesstoken's member subscribes (as searchXyRank names it). */
function xyWithFlag(origin: string, row: XyRow, followed: Set<number>): Record<string, unknown> {
  return { ...xyItem(origin, row), id: row.id, catID: row.catId, isFollow: followed.has(row.id) ? 1 : 0 };
}

/** Whether a topicSub target exists: a usable account (type 4) or a column (5). */
async function targetExists(ctx: PlatformContext, type: number, id: number): Promise<boolean> {
  if (type === SUB_TYPE.xy) return (await ctx.db.$count(xyAccounts, and(eq(xyAccounts.id, id), usable))) > 0;
  if (type === SUB_TYPE.column) return (await ctx.db.$count(columns, eq(columns.id, id))) > 0;
  return false;
}

function subscriber({ params, reader }: RouteRequest): number | Reply {
  if (reader.memberId === null) return envelope.failure(LOGIN_FIRST);
  if (namesOtherMember(params, reader.memberId)) return envelope.failure(NOT_YOUR_ACCOUNT);
  return reader.memberId;
}

function subTarget(params: RouteRequest['params']): { type: number; id: number } {
  return { type: params.int('type', SUB_TYPE.xy, { min: 0, max: 100 }), id: params.id(['id', 'xyID', 'xyId', 'columnId']) };
}

/**
 * Subscriptions to 翔宇号 accounts (PLATFORM.md §5.1): the categories, their accounts, the member's
 * subscribed list and topicSub / topicSubCancel. Both writes are idempotent and answer `{value}`:
 * a subscription is one row per member and target (the table's key), so parallel taps are one row.
 */
export const subscriptionRoutes: RouteDef[] = [
  {
    // A member's accounts (`key` filters by name): `userID` names whose, public to read (docs/decisions/081);
    // without it the accesstoken's member's; anonymous readers have none: the recorded `{list:[]}`.
    // `isFollow` is always the accesstoken's member's flag.
    path: '/getSubcribeXys',
    async handler({ params, ctx, origin, reader }) {
      const key = params.string('key', '', 100).trim();
      const owner = namedMember(params, reader.memberId, (cipher) => sm2Decrypt(cipher, ctx.settings.sm2PrivateKey));
      if (owner === 'invalid') return envelope.failure('参数错误: userID');
      if (owner === null) return envelope.ok({ list: [] });
      const owned = await followedXyIds(ctx, owner);
      const followed = owner === reader.memberId ? owned : await followedXyIds(ctx, reader.memberId);
      const rows = owned.size
        ? await ctx.db
            .select()
            .from(xyAccounts)
            .where(and(inArray(xyAccounts.id, [...owned]), usable))
            .orderBy(desc(xyAccounts.influence), asc(xyAccounts.id))
        : [];
      return envelope.ok({ list: rows.filter((r) => r.topic.includes(key)).map((r) => xyWithFlag(origin, r, followed)) });
    },
  },
  {
    // Categories by code: XYACCOUNT the account categories, DISCUSSTYPE the report reasons; `catsList` as SPEC §3 names it.
    path: '/getCats',
    async handler({ params, ctx }) {
      const code = params.string('code', 'XYACCOUNT', 40).trim().toUpperCase();
      if (code === 'DISCUSSTYPE') return envelope.ok({ catsList: REPORT_REASONS.map((name, i) => ({ id: i, catID: i, name, code, parentID: 0 })) });
      const rows = await ctx.db.select().from(xyCategories).where(eq(xyCategories.code, code)).orderBy(asc(xyCategories.orderId), asc(xyCategories.id));
      return envelope.ok({ catsList: rows.map((r) => ({ id: r.id, catID: r.id, name: r.name, code: r.code, parentID: r.parentId, icon: '' })) });
    },
  },
  {
    // Accounts of a category (`id`; 0 or absent for all), by influence; `start` and `count` page them.
    path: '/getCatXys',
    async handler({ params, ctx, origin, reader }) {
      const catId = params.int(['id', 'catID', 'catId'], 0, { min: 0 });
      const start = params.int('start', 0, { min: 0, max: 1_000_000 });
      const size = params.int('count', PAGE_SIZE, { min: 1, max: 100 });
      const rows = await ctx.db
        .select()
        .from(xyAccounts)
        .where(catId ? and(eq(xyAccounts.catId, catId), usable) : usable)
        .orderBy(desc(xyAccounts.influence), asc(xyAccounts.id))
        .limit(size)
        .offset(start);
      const followed = await followedXyIds(ctx, reader.memberId);
      return envelope.ok({ xys: rows.map((r) => xyWithFlag(origin, r, followed)) });
    },
  },
  {
    path: '/topicSub',
    methods: ['POST'],
    async handler(request) {
      const memberId = subscriber(request);
      if (typeof memberId !== 'number') return memberId;
      const { type, id } = subTarget(request.params);
      if (!(await targetExists(request.ctx, type, id))) return envelope.bool(false);
      await request.ctx.db.insert(subscriptions).values({ memberId, type, targetId: id, createdAt: Date.now() }).onConflictDoNothing();
      return envelope.bool(true);
    },
  },
  {
    path: '/topicSubCancel',
    methods: ['POST'],
    async handler(request) {
      const memberId = subscriber(request);
      if (typeof memberId !== 'number') return memberId;
      const { type, id } = subTarget(request.params);
      await request.ctx.db.delete(subscriptions).where(and(eq(subscriptions.memberId, memberId), eq(subscriptions.type, type), eq(subscriptions.targetId, id)));
      return envelope.bool(true);
    },
  },
];
