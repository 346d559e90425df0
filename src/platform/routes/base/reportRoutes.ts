import { and, eq } from 'drizzle-orm';
import { articles, comments, reports } from '../../db/schema.ts';
import { envelope, type Reply } from '../../http/envelope.ts';
import type { RouteDef, RouteRequest } from '../../http/mountRoutes.ts';
import { LOGIN_FIRST, namesOtherMember, NOT_YOUR_ACCOUNT } from '../../identity/readerClaim.ts';
import { visibleTo } from '../../comments/commentQueries.ts';

/**
 * expose: a report of a comment (sourceType 0) or an article (1), PLATFORM.md §5.3. One per member
 * and object (the table's key): the first answers true, a repeat or an unknown object false.
 */
async function expose({ params, ctx, reader }: RouteRequest): Promise<Reply> {
  if (reader.memberId === null) return envelope.failure(LOGIN_FIRST);
  if (namesOtherMember(params, reader.memberId)) return envelope.failure(NOT_YOUR_ACCOUNT);
  const sourceType = params.int('sourceType', 0, { min: 0, max: 1 });
  const targetId = params.int(['rootID', 'rootId', 'id', 'discussID'], 0, { min: 0 });
  const reason = params.int('type', 0, { min: 0, max: 1000 });
  const exists =
    sourceType === 0
      ? (await ctx.db.$count(comments, and(eq(comments.id, targetId), visibleTo(reader.memberId)))) > 0
      : (await ctx.db.$count(articles, and(eq(articles.id, targetId), eq(articles.aStatus, 1)))) > 0;
  if (!exists) return envelope.bool(false);
  const inserted = await ctx.db
    .insert(reports)
    .values({ memberId: reader.memberId, sourceType, targetId, reason, reasonText: (params.get('reason') ?? '').trim().slice(0, 500), createdAt: Date.now() })
    .onConflictDoNothing()
    .returning({ id: reports.targetId });
  return envelope.bool(inserted.length > 0);
}

/** The report calls: `expose`, also as `discussExpose`, for the accesstoken's member. */
export const reportRoutes: RouteDef[] = [
  { path: '/expose', methods: ['POST'], handler: expose },
  { path: '/discussExpose', methods: ['POST'], handler: expose },
];
