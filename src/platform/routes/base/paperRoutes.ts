import { and, asc, desc, eq, lte } from 'drizzle-orm';
import { paperPages, papers } from '../../db/schema.ts';
import { envelope } from '../../http/envelope.ts';
import { BadParamError, type Params } from '../../http/Params.ts';
import type { RouteDef, RouteRequest } from '../../http/mountRoutes.ts';
import type { PlatformContext } from '../../PlatformContext.ts';
import { absoluteUrl } from '../../shape/columnShape.ts';
import { loadArticles } from '../../shape/loadArticles.ts';
import { mediaUrl } from '../../shape/mediaUrls.ts';
import { paperArticleShape } from '../../shape/paperArticle.ts';

type PageRow = typeof paperPages.$inferSelect;
interface PlacedArticle {
  articleId: number;
  layoutMapping?: { mapping?: string };
}

/** `date` as the platform takes it: 2024-06-01 or 20240601; anything else is a bad parameter. */
function dateParam(params: Params): string | null {
  const raw = params.string(['date', 'time'], '', 20).trim();
  if (!raw) return null;
  const match = /^(\d{4})-?(\d{2})-?(\d{2})$/.exec(raw);
  if (!match) throw new BadParamError('date');
  return `${match[1]}-${match[2]}-${match[3]}`;
}

async function paperOf(ctx: PlatformContext, params: Params) {
  const id = params.int(['paperId', 'id'], 0, { min: 0 });
  const [paper] = id ? await ctx.db.select().from(papers).where(eq(papers.id, id)) : await ctx.db.select().from(papers).orderBy(asc(papers.id)).limit(1);
  return paper;
}

async function layoutShape(ctx: PlatformContext, origin: string, page: PageRow) {
  const placed = (page.articles as PlacedArticle[]).filter((a) => Number.isSafeInteger(a?.articleId));
  const found = new Map(
    (
      await loadArticles(
        ctx,
        placed.map((a) => a.articleId),
        { publishedOnly: true },
      )
    ).map((a) => [a.row.id, a]),
  );
  const size = /_(\d+)x(\d+)\./.exec(page.pic);
  return {
    id: page.id,
    layout: page.layout,
    name: page.name,
    pic: absoluteUrl(origin, page.pic),
    picWidth: size ? Number(size[1]) : 0,
    picHeight: size ? Number(size[2]) : 0,
    // The demo's layouts have their PDF written on request (media/demoPdf.ts).
    pdf: page.pdf ? absoluteUrl(origin, page.pdf) : mediaUrl(origin, `docs/paper-${page.id}.pdf`),
    articles: placed.filter((a) => found.has(a.articleId)).map((a) => ({ fileId: a.articleId, title: found.get(a.articleId)!.row.title, layoutMapping: { mapping: a.layoutMapping?.mapping ?? '' } })),
  };
}

/**
 * A paper article: an article placed on a layout. getPaperArticle answers it once released;
 * paperArticlePreview (SPEC §4: "unreleased digital articles load from a preview path") whatever its
 * status. An article on no layout, or unreleased outside the preview, is the real not-found answer.
 */
async function paperArticle({ params, ctx, origin }: RouteRequest, mode: 'published' | 'preview') {
  const id = params.id(['id', 'articleId', 'fileId']);
  const pages = await ctx.db.select().from(paperPages).orderBy(asc(paperPages.id));
  const page = pages.find((p) => (p.articles as PlacedArticle[]).some((a) => a?.articleId === id));
  const [article] = page ? await loadArticles(ctx, [id], { publishedOnly: mode === 'published' }) : [];
  if (!page || !article) return envelope.notFound();
  return envelope.ok(await paperArticleShape(ctx, origin, article, page));
}

/**
 * The digital paper (数字报). getLatestMaePaper: the issue of `date` (the newest one up to it; the
 * newest of all without a date) with its layouts; getMaePaperDatesByDate: the issue dates up to
 * `date`, newest first, at most 60 (as getPaperDates' count).
 */
export const paperRoutes: RouteDef[] = [
  {
    path: '/getLatestMaePaper',
    async handler({ params, ctx, origin }) {
      const date = dateParam(params);
      const paper = await paperOf(ctx, params);
      if (!paper) return envelope.notFound();
      const onOrBefore = date ? and(eq(paperPages.paperId, paper.id), lte(paperPages.date, date)) : eq(paperPages.paperId, paper.id);
      const [latest] = await ctx.db.select({ date: paperPages.date }).from(paperPages).where(onOrBefore).orderBy(desc(paperPages.date)).limit(1);
      if (!latest) return envelope.notFound();
      const pages = await ctx.db
        .select()
        .from(paperPages)
        .where(and(eq(paperPages.paperId, paper.id), eq(paperPages.date, latest.date)))
        .orderBy(asc(paperPages.layout));
      return envelope.ok({ paperId: paper.id, paperName: paper.name, date: latest.date, layouts: await Promise.all(pages.map((p) => layoutShape(ctx, origin, p))) });
    },
  },
  {
    path: '/getMaePaperDatesByDate',
    async handler({ params, ctx }) {
      const date = dateParam(params);
      const paper = await paperOf(ctx, params);
      if (!paper) return envelope.notFound();
      const where = date ? and(eq(paperPages.paperId, paper.id), lte(paperPages.date, date)) : eq(paperPages.paperId, paper.id);
      const rows = await ctx.db.selectDistinct({ date: paperPages.date }).from(paperPages).where(where).orderBy(desc(paperPages.date)).limit(60);
      return envelope.ok({ dates: rows.map((r) => r.date) });
    },
  },
  // A paper article (PLATFORM.md §5.2, corpus getPaperArticle.json): published only; the preview any status.
  { path: '/getPaperArticle', handler: (request) => paperArticle(request, 'published') },
  { path: '/paperArticlePreview', handler: (request) => paperArticle(request, 'preview') },
];
