import { eq, sql } from 'drizzle-orm';
import { tipoffs } from '../../db/schema.ts';
import { envelope } from '../../http/envelope.ts';
import type { RouteDef } from '../../http/mountRoutes.ts';
import { LOGIN_FIRST, namesOtherMember, NOT_YOUR_ACCOUNT } from '../../identity/readerClaim.ts';
import { attachmentsOf, attachmentUrls } from '../../media/attachments.ts';
import { issueUploadToken } from '../../media/uploadTokens.ts';
import { formatTime } from '../../shape/formatTime.ts';

export const TIPOFF_TOPIC_MAX = 100;
export const TIPOFF_CONTENT_MAX = 2000;
export const TIPOFF_EMPTY = '请输入报料内容';
/** Review status of a tip-off: only a passed one is public (0 待审核 and 2 未通过 are its author's alone). */
export const TIPOFF_PASSED = 1;

/**
 * Tip-offs (PLATFORM.md §5.1): `tipoff` POST (topic, content, userName, contactNo, imgUrl[],
 * videoUrl[], tag) for the accesstoken's member, answering the recorded `{value:"true"}`; a form
 * sent twice (same `formKey`) is one tip-off. `tipoffDetail` never shows the contact number; a
 * tip-off not (yet) passed review is its author's alone (others get "not found", as for a missing
 * id, so ids cannot be probed), and the name the sender typed is shown to the author only
 * (docs/decisions/140).
 * `mamUploadAccessToken` lets a logged-in member upload video and audio (upload group).
 */
export const tipoffRoutes: RouteDef[] = [
  {
    path: '/mamUploadAccessToken',
    handler({ ctx, reader, origin }) {
      if (reader.memberId === null) return envelope.failure(LOGIN_FIRST);
      const { token, expires } = issueUploadToken(ctx.settings.socketSecret, reader.memberId);
      return envelope.ok({ token, expires, uploadUrl: `${origin}/upload/minio/upload`, resultsUrl: `${origin}/upload/consolidated/results` });
    },
  },
  {
    path: '/tipoff',
    methods: ['POST'],
    async handler({ params, ctx, reader }) {
      if (reader.memberId === null) return envelope.failure(LOGIN_FIRST);
      if (namesOtherMember(params, reader.memberId)) return envelope.failure(NOT_YOUR_ACCOUNT);
      const topic = params.string('topic', '', 1000).trim();
      const content = params.string('content', '', 20_000).trim();
      if (!content) return envelope.failure(TIPOFF_EMPTY);
      if ([...topic].length > TIPOFF_TOPIC_MAX || [...content].length > TIPOFF_CONTENT_MAX) return envelope.failure('报料内容过长');
      const attached = await attachmentsOf(ctx.db, [...params.all('imgUrl'), ...params.all('videoUrl'), ...params.all('audioUrl')]);
      if (!attached.ok) return envelope.failure(attached.message);
      const formKey = params.string('formKey', '', 64).trim() || null;
      if (formKey && !/^[\w-]{8,64}$/.test(formKey)) return envelope.failure('参数错误: formKey');
      await ctx.db
        .insert(tipoffs)
        .values({
          id: sql`nextval('tipoff_ids')`,
          memberId: reader.memberId,
          topic: topic || [...content].slice(0, 20).join(''),
          content,
          userName: params.string('userName', '', 100).trim(),
          contactNo: params.string('contactNo', '', 40).trim(),
          status: 0,
          createdAt: Date.now(),
          attachments: { ...attached.value, tag: params.string('tag', '', 100) },
          formKey,
        })
        .onConflictDoNothing();
      return envelope.bool(true);
    },
  },
  {
    path: '/tipoffDetail',
    async handler({ params, ctx, origin, reader }) {
      const id = params.id(['id', 'docID', 'fileId']);
      const [row] = await ctx.db.select().from(tipoffs).where(eq(tipoffs.id, id));
      if (!row) return envelope.notFound();
      const own = reader.memberId !== null && reader.memberId === row.memberId;
      if (!own && row.status !== TIPOFF_PASSED) return envelope.notFound();
      return envelope.ok({
        id: row.id,
        fileId: row.id,
        topic: row.topic,
        title: row.topic,
        content: row.content,
        userName: own ? row.userName : '',
        status: row.status,
        created: formatTime(row.createdAt),
        ...attachmentUrls(origin, row.attachments),
      });
    },
  },
];
