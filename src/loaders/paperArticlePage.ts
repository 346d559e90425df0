/**
 * A paper article's page (`/paperArticle/:paperId?/:id`, docs/decisions/161): the article of a
 * layout of the digital paper, read with getPaperArticle, or with paperArticlePreview when the
 * request is a CMS preview (yl=1 / isPreview=true, SPEC §4 "unreleased digital articles load from a
 * preview path"). Its body, credits and by-line are read as an article's; it links back to its layout.
 */
import { articleBody } from '../articleHtml/articleBody.ts';
import { siteCatalogue } from '../catalogue/catalogue.ts';
import { failedToLoad, valueOr } from '../catalogue/result.ts';
import type { PageKind } from '../context/cachePolicy.ts';
import { pageAnswer, type PageAnswer } from '../context/pageAnswer.ts';
import { parseId } from '../lib/listRules.ts';
import { isoPlatformTime } from '../lib/platformTime.ts';
import { routeUrl } from '../routes.ts';
import { articleCredits, type CreditLine } from './articleCredits.ts';
import { parseArticleId } from './loadArticlePage.ts';

export interface PaperArticleView {
  id: number;
  title: string;
  /** 引题, shown above the title. */
  introTitle: string;
  subtitle: string;
  source: string;
  published: { iso: string; platformTime: string } | null;
  abstract: string;
  /** Sanitised HTML of the content, its picture placeholders resolved. */
  bodyHtml: string;
  credits: CreditLine[];
  /** The layout the article stands on, when the answer and the address name it; else the issue of its date. */
  layoutHref: string | null;
}

export interface PaperArticleData {
  view: PaperArticleView | null;
  notFound: boolean;
  failed: boolean;
}

/** The page's status and cache policy: a failure 503, not found 404, a preview never cached (applyPageAnswer also forces that). */
export function paperArticleAnswerOf(data: PaperArticleData, preview: boolean): { status: number; cache: PageKind } {
  if (data.failed) return { status: 503, cache: 'preview' };
  if (data.notFound) return { status: 404, cache: 'notFound' };
  return { status: 200, cache: preview ? 'preview' : 'article' };
}

/** Where "back to the page" goes: the layout of the issue of `date` in `paperId`, or that day's issue when the paper is not named. */
export function paperLayoutHref(input: { date: string | null; paperId: number | null; layout: string | null }): string | null {
  if (!input.date) return null;
  if (input.paperId === null) return routeUrl('paperSharePage', [input.date]);
  return routeUrl('paperSharePage', input.layout ? [input.date, input.paperId, input.layout] : [input.date, input.paperId]);
}

export async function loadPaperArticlePage(params: { paperId?: string; id?: string }, preview: boolean): Promise<PageAnswer<PaperArticleData>> {
  const data = await paperArticleOf(params, preview);
  const { status, cache } = paperArticleAnswerOf(data, preview);
  return pageAnswer(status, cache, data);
}

async function paperArticleOf(params: { paperId?: string; id?: string }, preview: boolean): Promise<PaperArticleData> {
  const id = parseArticleId(params.id);
  const paperId = params.paperId === undefined ? null : parseId(params.paperId);
  if (id === null || (params.paperId !== undefined && paperId === null)) return { view: null, notFound: true, failed: false };
  const result = await siteCatalogue.paperArticle({ id, preview });
  const paper = valueOr(result, null);
  // An unknown id is the platform's -1 answer: not found, not "could not load".
  if (!paper) return { view: null, notFound: !failedToLoad(result), failed: failedToLoad(result) };
  const { article } = paper;
  const published = isoPlatformTime(article.publishtime);
  return {
    view: {
      id: article.fileId,
      title: article.title,
      introTitle: paper.introTitle,
      subtitle: article.subtitle,
      source: article.source,
      published: published ? { iso: published, platformTime: article.publishtime } : null,
      abstract: article.attAbstract.trim(),
      bodyHtml: articleBody(article).html,
      credits: articleCredits(article),
      layoutHref: paperLayoutHref({ date: paper.date, paperId, layout: paper.layout }),
    },
    notFound: false,
    failed: false,
  };
}
