/**
 * Page data of the documents family: the digital paper (paperSharePage), the PDF preview
 * (previewPDF), the hot-point timeline (timeline) and the product page (productDetail).
 * Bad input (a date that is no date, a layout that is no layout code) is "not found", never a 500.
 */
import { siteCatalogue } from '../catalogue/catalogue.ts';
import type { ArticleListItem } from '../catalogue/articleListItem.ts';
import type { PaperIssue, PaperLayout } from '../catalogue/documentSchemas.ts';
import { failedToLoad, valueOr } from '../catalogue/result.ts';
import { isSafeHttpUrl } from '../lib/urlChecks.ts';
import { bigPicture, isImageAddress, nextPage, parseId, platformPage, type NextPage } from '../lib/listRules.ts';
import { routeUrl } from '../routes.ts';
import { paperDateOf, paperLayoutCodeOf } from '../lib/paperDate.ts';
import { loadListSlice, type ListSource } from './listPages.ts';
import { pageAnswer, type PageAnswer } from '../context/pageAnswer.ts';

/** A layout of an issue as the paper page shows it: its picture and size, its PDF, and its articles' hot areas. */
export type PaperPageLayout = Pick<PaperLayout, 'code' | 'name' | 'picture' | 'width' | 'height' | 'pdf' | 'articles'>;

/** An issue as the paper page shows it: the paper, the date, and its layouts. */
export type PaperPageIssue = Pick<PaperIssue, 'paperId' | 'paperName' | 'date'> & { layouts: PaperPageLayout[] };

export interface PaperPageData {
  issue: PaperPageIssue | null;
  layout: PaperPageLayout | null;
  /** Issue dates to move between, newest first (the current one among them). */
  dates: string[];
  previousLayout: PaperPageLayout | null;
  nextLayout: PaperPageLayout | null;
  notFound: boolean;
  failed: boolean;
}

/** `/paperSharePage/:time?/:paperId?/:layout?`: an issue (the newest without a date) and one of its layouts (the first without one). */
export async function loadPaperPage(params: { time?: string; paperId?: string; layout?: string }): Promise<PageAnswer<PaperPageData>> {
  const data = await paperPageOf(params);
  // A failure says so (503) and no cache keeps it.
  return pageAnswer(data.failed ? 503 : data.notFound ? 404 : 200, data.failed ? 'preview' : data.notFound ? 'notFound' : 'list', data);
}

async function paperPageOf(params: { time?: string; paperId?: string; layout?: string }): Promise<PaperPageData> {
  const date = params.time === undefined ? null : paperDateOf(params.time);
  const paperId = params.paperId === undefined ? null : parseId(params.paperId);
  const code = params.layout === undefined ? null : paperLayoutCodeOf(params.layout);
  const bad = (params.time !== undefined && !date) || (params.paperId !== undefined && !paperId) || (params.layout !== undefined && !code);
  const none: PaperPageData = { issue: null, layout: null, dates: [], previousLayout: null, nextLayout: null, notFound: bad, failed: false };
  if (bad) return none;
  const issueResult = await siteCatalogue.paperIssue({ paperId, date });
  const issue = valueOr(issueResult, null);
  // An issue of another date than the one asked for is not the page of that address.
  if (!issue || issue.layouts.length === 0 || (date && issue.date !== date)) {
    const failed = failedToLoad(issueResult);
    return { ...none, notFound: !failed, failed };
  }
  const index = code === null ? 0 : issue.layouts.findIndex((layout) => layout.code === code);
  if (index < 0) return { ...none, notFound: true };
  const datesResult = await siteCatalogue.paperDates({ paperId: issue.paperId, date: issue.date });
  const dates = valueOr(datesResult, [] as string[]);
  return {
    issue,
    layout: issue.layouts[index]!,
    dates: dates.includes(issue.date) || !issue.date ? dates : [issue.date, ...dates],
    previousLayout: issue.layouts[index - 1] ?? null,
    nextLayout: issue.layouts[index + 1] ?? null,
    notFound: false,
    failed: false,
  };
}

export interface PdfPreviewData {
  /** The document's address, when the query names a usable one; null otherwise. */
  url: string | null;
}

/** A path on this site ("/…", never "//host" or "/\\host"), from a safe alphabet. */
const SITE_PATH = /^\/(?![/\\])[\w\-./%~]{1,2047}$/;

/** `/previewPDF?url=…` (also `file=` and `pdfUrl=`): only an http(s) address or a path on this site is previewed. */
export function loadPdfPreview(query: URLSearchParams): PageAnswer<PdfPreviewData> {
  const data = pdfPreviewOf(query);
  return data.url ? pageAnswer(200, 'static', data) : pageAnswer(404, 'notFound', data);
}

function pdfPreviewOf(query: URLSearchParams): PdfPreviewData {
  const raw = (query.get('url') ?? query.get('pdfUrl') ?? query.get('file'))?.trim();
  return { url: raw && raw.length <= 2048 && (isSafeHttpUrl(raw) || SITE_PATH.test(raw)) ? raw : null };
}

export interface TimelinePageData {
  title: string;
  description: string;
  items: ArticleListItem[];
  next: NextPage | null;
  source: ListSource | null;
  notFound: boolean;
  failed: boolean;
}

/** `/timeline/:id?`: a hot point is a column; its articles, newest first, on a time axis. */
export async function loadTimelinePage(idParam: string | undefined, query: URLSearchParams): Promise<PageAnswer<TimelinePageData>> {
  const data = await timelinePageOf(idParam, query);
  // A failure is a 200 with its notice, which no cache keeps.
  return pageAnswer(data.notFound ? 404 : 200, data.failed ? 'preview' : data.notFound ? 'notFound' : 'list', data);
}

async function timelinePageOf(idParam: string | undefined, query: URLSearchParams): Promise<TimelinePageData> {
  const columnId = parseId(idParam);
  const none = { title: '', description: '', items: [], next: null, source: null, failed: false };
  if (columnId === null) return { ...none, notFound: true };
  const page = platformPage(query.get('page'));
  const lastFileId = parseId(query.get('lastFileId')) ?? 0;
  const [columnResult, slice] = await Promise.all([siteCatalogue.getColumn({ columnId }), loadListSlice('column', columnId, page, lastFileId)]);
  const column = valueOr(columnResult, null);
  const items = valueOr(slice, null)?.items ?? [];
  const failed = failedToLoad(slice) || failedToLoad(columnResult);
  return {
    title: column?.columnName ?? '',
    description: column?.description ?? '',
    items,
    next: nextPage(page, items),
    source: { kind: 'column', id: String(columnId) },
    notFound: !failed && !column && items.length === 0,
    failed,
  };
}

export interface ProductPageData {
  title: string;
  summary: string;
  picture: string;
  /** The full article of the product. */
  href: string;
  notFound: boolean;
  failed: boolean;
}

/** `/productDetail?id=…`: a product is an article of the newsroom; its title, picture and summary, linking to the article. */
export async function loadProductPage(query: URLSearchParams): Promise<PageAnswer<ProductPageData>> {
  const data = await productPageOf(query);
  return pageAnswer(data.failed ? 503 : data.notFound ? 404 : 200, data.failed ? 'preview' : data.notFound ? 'notFound' : 'article', data);
}

async function productPageOf(query: URLSearchParams): Promise<ProductPageData> {
  const id = parseId(query.get('id') ?? query.get('productId'));
  const none = { title: '', summary: '', picture: '', href: '', failed: false };
  if (id === null) return { ...none, notFound: true };
  const result = await siteCatalogue.getArticleContent({ id });
  const article = valueOr(result, null);
  if (!article) return { ...none, notFound: !failedToLoad(result), failed: failedToLoad(result) };
  const picture = bigPicture(article);
  return {
    title: article.title,
    summary: article.attAbstract,
    picture: picture && isImageAddress(picture) ? picture : '',
    href: routeUrl('newsDetail', [article.columnId || undefined, article.fileId]),
    notFound: false,
    failed: false,
  };
}
