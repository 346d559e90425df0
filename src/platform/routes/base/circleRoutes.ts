import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import { circleNotices, circlePosts, circles } from '../../db/schema.ts';
import { envelope, type Reply } from '../../http/envelope.ts';
import type { RouteDef, RouteRequest } from '../../http/mountRoutes.ts';
import { LOGIN_FIRST, namesOtherMember, NOT_YOUR_ACCOUNT } from '../../identity/readerClaim.ts';
import { commentImages } from '../../comments/commentImages.ts';
import { createPost } from '../../community/communityWrites.ts';
import { cleanCommunityText, MAX_POST_CHARS, nameOf, nicknamesOf, POST_TOO_LONG } from '../../community/communityReads.ts';
import { circleItem, noticeItem, postItem } from '../../shape/communityShapes.ts';
import { pageOf } from '../../shape/pageOf.ts';
import type { PlatformContext } from '../../PlatformContext.ts';

type PostRow = typeof circlePosts.$inferSelect;
type CircleRow = typeof circles.$inferSelect;

/** post-list `listType` (SPEC §3): 1 newest, 2 hottest (praise, then comments), anything else the circle's own order (oldest first). */
export function postOrder(listType: number) {
  if (listType === 1) return [desc(circlePosts.createdAt), desc(circlePosts.id)];
  if (listType === 2) return [desc(circlePosts.countPraise), desc(circlePosts.countDiscuss), desc(circlePosts.id)];
  return [asc(circlePosts.id)];
}

async function circlesWithCounts(ctx: PlatformContext, origin: string, rows: CircleRow[]): Promise<Record<string, unknown>[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const counts = await ctx.db.select({ id: circlePosts.circleId, n: count() }).from(circlePosts).where(inArray(circlePosts.circleId, ids)).groupBy(circlePosts.circleId);
  const notices = await ctx.db.select().from(circleNotices).where(inArray(circleNotices.circleId, ids)).orderBy(desc(circleNotices.createdAt), desc(circleNotices.id));
  return rows.map((row) =>
    circleItem(
      origin,
      row,
      counts.find((c) => c.id === row.id)?.n ?? 0,
      notices.filter((notice) => notice.circleId === row.id),
    ),
  );
}

async function postItems(ctx: PlatformContext, origin: string, rows: PostRow[]): Promise<Record<string, unknown>[]> {
  const names = await nicknamesOf(
    ctx,
    rows.map((row) => row.memberId),
  );
  const circleRows = rows.length ? await ctx.db.select({ id: circles.id, name: circles.name }).from(circles) : [];
  const circleName = (id: number) => circleRows.find((c) => c.id === id)?.name ?? '';
  return rows.map((row) => postItem(origin, row, nameOf(names, row.memberId), circleName(row.circleId)));
}

/**
 * Circles (SPEC §3, §7 circle/*): the list, a circle with its notices and post count, its posts by
 * listType (circle 0 or none: every circle's, the friends-circle feed), a post, a notice, and
 * create-post — a member's post, shown at once, written exactly once; it answers the new postCount.
 */
export const circleRoutes: RouteDef[] = [
  {
    path: '/circle/circle-list',
    handler: async ({ ctx, origin }) => envelope.ok({ list: await circlesWithCounts(ctx, origin, await ctx.db.select().from(circles).orderBy(asc(circles.id))) }),
  },
  {
    path: '/circle/circle-detail',
    handler: async ({ params, ctx, origin }) => {
      const id = params.id(['id', 'circleId', 'circleID']);
      const rows = await ctx.db.select().from(circles).where(eq(circles.id, id));
      const [item] = await circlesWithCounts(ctx, origin, rows);
      return item ? envelope.ok(item) : envelope.notFound();
    },
  },
  {
    path: '/circle/post-list',
    handler: async ({ params, ctx, origin }) => {
      const circleId = params.int(['circleId', 'circleID', 'id'], 0, { min: 0 });
      const listType = params.int('listType', 0, { min: -1000, max: 1000 });
      const page = params.int('page', 0, { min: 0, max: 10_000 });
      const lastFileId = params.int('lastFileId', 0, { min: 0 });
      const query = ctx.db.select().from(circlePosts);
      const rows = await (circleId > 0 ? query.where(eq(circlePosts.circleId, circleId)) : query).orderBy(...postOrder(listType));
      const slice = pageOf(rows, (row) => row.id, page, lastFileId);
      return envelope.ok({ list: await postItems(ctx, origin, slice) });
    },
  },
  {
    path: '/circle/post-detail',
    handler: async ({ params, ctx, origin }) => {
      const id = params.id(['id', 'postId', 'postID']);
      const rows = await ctx.db.select().from(circlePosts).where(eq(circlePosts.id, id));
      const [item] = await postItems(ctx, origin, rows);
      return item ? envelope.ok(item) : envelope.notFound();
    },
  },
  {
    path: '/circle/notice-detail',
    handler: async ({ params, ctx }) => {
      const id = params.id(['id', 'noticeId', 'noticeID']);
      const [row] = await ctx.db.select().from(circleNotices).where(eq(circleNotices.id, id));
      return row ? envelope.ok(noticeItem(row, true)) : envelope.notFound();
    },
  },
  { path: '/circle/create-post', methods: ['POST'], handler: createPostRoute },
];

/** Login, text (empty, too long, sensitive), the circle, the pictures (jpg/png/gif/bmp by content, at most 9). */
async function createPostRoute({ params, files, ctx, reader, origin }: RouteRequest): Promise<Reply> {
  if (reader.memberId === null) return envelope.failure(LOGIN_FIRST);
  if (namesOtherMember(params, reader.memberId)) return envelope.failure(NOT_YOUR_ACCOUNT);
  const circleId = params.id(['circleId', 'circleID', 'id']);
  const cleaned = cleanCommunityText(params.get('content') ?? '', MAX_POST_CHARS, POST_TOO_LONG);
  if (!cleaned.ok) return envelope.failure(cleaned.message);
  if ((await ctx.db.$count(circles, eq(circles.id, circleId))) === 0) return envelope.notFound();
  const images = await commentImages(ctx, { files: [...files.values()].flat(), urls: params.all('imgUrl'), memberId: reader.memberId, origin });
  if (!images.ok) return envelope.refusal(images.message, images.httpStatus);
  const written = await createPost(ctx, { memberId: reader.memberId, circleId, content: cleaned.text, pictures: images.linked });
  return envelope.ok({ value: 'true', id: written.id, postCount: written.postCount });
}
