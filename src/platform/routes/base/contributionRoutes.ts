import { and, desc, eq } from 'drizzle-orm';
import { contributionCalls, contributions, members } from '../../db/schema.ts';
import { envelope, type Reply } from '../../http/envelope.ts';
import type { RouteDef, RouteRequest } from '../../http/mountRoutes.ts';
import { LOGIN_FIRST, namesOtherMember, NOT_YOUR_ACCOUNT } from '../../identity/readerClaim.ts';
import { attachmentsOf, attachmentUrls } from '../../media/attachments.ts';
import { formatTime } from '../../shape/formatTime.ts';
import { PAGE_SIZE } from '../../shape/pageOf.ts';

/** SPEC §5: an entry needs a name. */
export const NAME_REQUIRED = '请输入名称';
export const CONTRIBUTION_TITLE_MAX = 100;
export const CONTRIBUTION_CONTENT_MAX = 5000;
/** Review statuses (SPEC §3): 0 待审核, 1 已通过, 2 未通过. */
export const CONTRIBUTION_PASSED = 1;

type Row = typeof contributions.$inferSelect;

async function shape(request: RouteRequest, row: Row) {
  const { ctx, origin } = request;
  const [call] = row.callId ? await ctx.db.select().from(contributionCalls).where(eq(contributionCalls.id, row.callId)) : [];
  const [author] = await ctx.db.select({ nickname: members.nickname }).from(members).where(eq(members.id, row.memberId));
  return {
    id: row.id,
    fileId: row.id,
    title: row.title,
    content: row.content,
    status: row.status,
    reason: row.status === 2 ? row.reason : '',
    created: formatTime(row.createdAt),
    userName: author?.nickname ?? '',
    linkID: row.callId,
    linkTitle: call?.title ?? '',
    linkDescription: call?.description ?? '',
    ...attachmentUrls(origin, row.attachments),
  };
}

function author(request: RouteRequest): number | Reply {
  if (request.reader.memberId === null) return envelope.failure(LOGIN_FIRST);
  if (namesOtherMember(request.params, request.reader.memberId)) return envelope.failure(NOT_YOUR_ACCOUNT);
  return request.reader.memberId;
}

/**
 * Contributions (投稿) and calls for them (征稿), SPEC §3 and §7 `inputArticleList`/`inputArticleDetail`:
 * a member lists and reads their own contributions in any review status; anyone may read one that
 * passed. `inputArticle` POST sends one (a name is required, 请输入名称), optionally to a call (`linkID`).
 */
export const contributionRoutes: RouteDef[] = [
  {
    path: '/inputArticleList',
    async handler(request) {
      const memberId = author(request);
      if (typeof memberId !== 'number') return memberId;
      const page = request.params.int(['page', 'pageNo'], 0, { min: 0, max: 100_000 });
      const mine = eq(contributions.memberId, memberId);
      const rows = await request.ctx.db
        .select()
        .from(contributions)
        .where(mine)
        .orderBy(desc(contributions.createdAt), desc(contributions.id))
        .limit(PAGE_SIZE)
        .offset(page * PAGE_SIZE);
      const totalCount = await request.ctx.db.$count(contributions, mine);
      return envelope.ok({ list: await Promise.all(rows.map((row) => shape(request, row))), totalCount, hasMore: (page + 1) * PAGE_SIZE < totalCount });
    },
  },
  {
    path: '/inputArticleDetail',
    async handler(request) {
      const id = request.params.id(['id', 'fileId', 'articleId']);
      const [row] = await request.ctx.db.select().from(contributions).where(eq(contributions.id, id));
      if (!row) return envelope.notFound();
      const own = request.reader.memberId !== null && request.reader.memberId === row.memberId;
      if (!own && row.status !== CONTRIBUTION_PASSED) return envelope.notFound();
      return envelope.ok(await shape(request, row));
    },
  },
  {
    path: '/inputArticle',
    methods: ['POST'],
    async handler(request) {
      const memberId = author(request);
      if (typeof memberId !== 'number') return memberId;
      const { params, ctx } = request;
      const title = params.string(['title', 'name'], '', 1000).trim();
      if (!title) return envelope.failure(NAME_REQUIRED);
      const content = params.string('content', '', 50_000).trim();
      if ([...title].length > CONTRIBUTION_TITLE_MAX || [...content].length > CONTRIBUTION_CONTENT_MAX) return envelope.failure('投稿内容过长');
      const callId = params.int(['linkID', 'linkId'], 0, { min: 0 });
      if (callId && (await ctx.db.$count(contributionCalls, eq(contributionCalls.id, callId))) === 0) return envelope.notFound();
      const attached = await attachmentsOf(ctx.db, [...params.all('imgUrl'), ...params.all('videoUrl'), ...params.all('audioUrl')]);
      if (!attached.ok) return envelope.failure(attached.message);
      const formKey = params.string('formKey', '', 64).trim() || null;
      if (formKey && !/^[\w-]{8,64}$/.test(formKey)) return envelope.failure('参数错误: formKey');
      const [row] = await ctx.db
        .insert(contributions)
        .values({ memberId, callId, title, content, attachments: { ...attached.value }, createdAt: Date.now(), formKey })
        .onConflictDoNothing()
        .returning({ id: contributions.id });
      // A repeat of the same form answers the contribution it already made.
      const [made] = row
        ? [row]
        : await ctx.db
            .select({ id: contributions.id })
            .from(contributions)
            .where(and(eq(contributions.memberId, memberId), eq(contributions.formKey, formKey ?? '')));
      return envelope.ok({ id: made?.id ?? 0 });
    },
  },
  {
    // The call itself (征稿), so a page can show it before any contribution exists.
    path: '/seekArticle',
    async handler({ params, ctx }) {
      const id = params.id(['id', 'linkID']);
      const [call] = await ctx.db
        .select()
        .from(contributionCalls)
        .where(and(eq(contributionCalls.id, id)));
      if (!call) return envelope.notFound();
      return envelope.ok({ id: call.id, title: call.title, description: call.description, created: formatTime(call.createdAt) });
    },
  },
];
