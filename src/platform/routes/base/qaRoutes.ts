import { and, asc, count, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import { questions, subjects } from '../../db/schema.ts';
import { envelope, type Reply } from '../../http/envelope.ts';
import type { RouteDef, RouteRequest } from '../../http/mountRoutes.ts';
import { LOGIN_FIRST, namesOtherMember, NOT_YOUR_ACCOUNT } from '../../identity/readerClaim.ts';
import { commentImages } from '../../comments/commentImages.ts';
import { askQuestion } from '../../community/communityWrites.ts';
import { cleanCommunityText, MAX_QUESTION_CHARS, nameOf, nicknamesOf, QUESTION_TOO_LONG, questionAuditType } from '../../community/communityReads.ts';
import { questionItem, subjectItem } from '../../shape/communityShapes.ts';
import { pageOf, PAGE_SIZE } from '../../shape/pageOf.ts';
import type { PlatformContext } from '../../PlatformContext.ts';

type QuestionRow = typeof questions.$inferSelect;

/** A question everyone sees is shown (1); the asker also sees their own while it waits (0). */
function visibleQuestions(memberId: number | null): SQL {
  const shown = eq(questions.reviewStatus, 1);
  return memberId === null ? shown : or(shown, and(eq(questions.reviewStatus, 0), eq(questions.memberId, memberId)))!;
}

async function questionItems(ctx: PlatformContext, origin: string, rows: QuestionRow[]): Promise<Record<string, unknown>[]> {
  const names = await nicknamesOf(
    ctx,
    rows.map((row) => row.memberId),
  );
  return rows.map((row) => questionItem(origin, row, nameOf(names, row.memberId)));
}

async function subjectWithCount(ctx: PlatformContext, origin: string, row: typeof subjects.$inferSelect): Promise<Record<string, unknown>> {
  const [counted] = await ctx.db
    .select({ n: count() })
    .from(questions)
    .where(and(eq(questions.subjectId, row.id), eq(questions.kind, 'ask'), eq(questions.reviewStatus, 1)));
  return subjectItem(origin, row, counted?.n ?? 0);
}

/** questionList (newest first) and questionListHot (most praised first) of one subject, 20 a page, `lastFileId` de-duplicating. */
function questionList(hot: boolean): RouteDef['handler'] {
  return async ({ params, ctx, origin, reader }) => {
    const subjectId = params.id(['subjectID', 'subjectId', 'id']);
    const page = params.int('page', 0, { min: 0, max: 10_000 });
    const lastFileId = params.int('lastFileId', 0, { min: 0 });
    const rows = await ctx.db
      .select()
      .from(questions)
      .where(and(eq(questions.subjectId, subjectId), eq(questions.kind, 'ask'), visibleQuestions(reader.memberId)))
      .orderBy(...(hot ? [desc(questions.countPraise), desc(questions.id)] : [desc(questions.createdAt), desc(questions.id)]));
    const slice = pageOf(rows, (row) => row.id, page, lastFileId);
    return envelope.ok({ list: await questionItems(ctx, origin, slice) });
  };
}

/**
 * 问吧 and 问政 (PLATFORM.md §5.1 Q&A and subject): subjects with their questions, a question with its
 * answer, the 问政 list and items with their media (SPEC §3), and `ask` — a reader's question to a
 * subject, held for review while selfMedia.qaAudit is "1" (the seed's default), written exactly once.
 */
export const qaRoutes: RouteDef[] = [
  {
    path: '/subjectList',
    handler: async ({ params, ctx, origin }) => {
      const page = params.int('page', 0, { min: 0, max: 10_000 });
      const rows = await ctx.db.select().from(subjects).orderBy(desc(subjects.createdAt), desc(subjects.id));
      const slice = rows.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);
      return envelope.ok({ list: await Promise.all(slice.map((row) => subjectWithCount(ctx, origin, row))) });
    },
  },
  {
    path: '/getSubject',
    handler: async ({ params, ctx, origin }) => {
      const id = params.id(['subjectID', 'subjectId', 'id']);
      const [row] = await ctx.db.select().from(subjects).where(eq(subjects.id, id));
      return row ? envelope.ok(await subjectWithCount(ctx, origin, row)) : envelope.notFound();
    },
  },
  { path: '/questionList', handler: questionList(false) },
  { path: '/questionListHot', handler: questionList(true) },
  {
    path: '/questionDetail',
    handler: async ({ params, ctx, origin, reader }) => {
      const id = params.id(['id', 'questionID', 'questionId', 'fileId']);
      const [row] = await ctx.db
        .select()
        .from(questions)
        .where(and(eq(questions.id, id), eq(questions.kind, 'ask'), visibleQuestions(reader.memberId)));
      if (!row) return envelope.notFound();
      const [subject] = await ctx.db.select().from(subjects).where(eq(subjects.id, row.subjectId));
      const [item] = await questionItems(ctx, origin, [row]);
      return envelope.ok({ ...item, subject: subject ? { id: subject.id, title: subject.title } : null });
    },
  },
  {
    path: '/qaList',
    handler: async ({ params, ctx, origin }) => {
      const page = params.int('page', 0, { min: 0, max: 10_000 });
      const lastFileId = params.int('lastFileId', 0, { min: 0 });
      const rows = await ctx.db
        .select()
        .from(questions)
        .where(and(eq(questions.kind, 'qa'), eq(questions.reviewStatus, 1)))
        .orderBy(desc(questions.createdAt), asc(questions.id));
      return envelope.ok({
        list: await questionItems(
          ctx,
          origin,
          pageOf(rows, (row) => row.id, page, lastFileId),
        ),
      });
    },
  },
  {
    path: '/qaDetail',
    handler: async ({ params, ctx, origin }) => {
      const id = params.id(['id', 'qaID', 'qaId', 'fileId']);
      const [row] = await ctx.db
        .select()
        .from(questions)
        .where(and(eq(questions.id, id), inArray(questions.kind, ['qa']), eq(questions.reviewStatus, 1)));
      if (!row) return envelope.notFound();
      const [item] = await questionItems(ctx, origin, [row]);
      return envelope.ok(item);
    },
  },
  { path: '/ask', methods: ['POST'], handler: ask },
];

/** SPEC §5 order: login, text (empty, too long, sensitive), the subject, the pictures (jpg/png/gif/bmp by content). */
async function ask({ params, files, ctx, reader, origin }: RouteRequest): Promise<Reply> {
  if (reader.memberId === null) return envelope.failure(LOGIN_FIRST);
  if (namesOtherMember(params, reader.memberId)) return envelope.failure(NOT_YOUR_ACCOUNT);
  const subjectId = params.id(['subjectID', 'subjectId', 'id']);
  const cleaned = cleanCommunityText(params.get('content') ?? '', MAX_QUESTION_CHARS, QUESTION_TOO_LONG);
  if (!cleaned.ok) return envelope.failure(cleaned.message);
  const [subject] = await ctx.db.select({ id: subjects.id, xyId: subjects.xyId }).from(subjects).where(eq(subjects.id, subjectId));
  if (!subject) return envelope.notFound();
  const images = await commentImages(ctx, { files: [...files.values()].flat(), urls: params.all('imgUrl'), memberId: reader.memberId, origin });
  if (!images.ok) return envelope.refusal(images.message, images.httpStatus);
  const reviewStatus = (await questionAuditType(ctx)) === '0' ? 1 : 0;
  const title = [...cleaned.text.replace(/\s+/g, ' ')].slice(0, 30).join('');
  const written = await askQuestion(ctx, { memberId: reader.memberId, subjectId, xyId: subject.xyId, title, content: cleaned.text, reviewStatus, pictures: images.linked });
  // A double submit answers as the first did: the question is there, once.
  return envelope.ok({ value: 'true', id: written.id, reviewStatus });
}
