import type { CallOutput } from './calls.ts';
import type { CallOptions, CatalogueEngine } from './catalogueEngine.ts';
import { empty, type Result } from './result.ts';

/**
 * The digital paper and the advert calls (SPEC §3 paper pages, §7). The paper is read by issue:
 * getLatestMaePaper answers the issue of a date (the newest without one) with its layouts and their
 * articles; getMaePaperDatesByDate the dates around a date that have an issue. Adverts run only when
 * the site config says showAdv and a column or article id is given; otherwise no request is made.
 */
export function documentWrappers(engine: CatalogueEngine) {
  const { call, getSiteConfig } = engine;
  return {
    paperIssue(input: { paperId: number | null; date: string | null }, options: CallOptions = {}) {
      return call('getLatestMaePaper', { paperId: input.paperId ?? undefined, date: input.date ?? undefined }, options);
    },
    paperDates(input: { paperId: number; date: string }, options: CallOptions = {}) {
      return call('getMaePaperDatesByDate', { paperId: input.paperId, date: input.date }, options);
    },
    /** A paper article; `preview` (yl=1 / isPreview=true) reads the unreleased version (SPEC §4). */
    paperArticle(input: { id: number; preview: boolean }, options: CallOptions = {}) {
      return call(input.preview ? 'paperArticlePreview' : 'getPaperArticle', { id: input.id }, options);
    },
    /** The article's advert slot (getArticleAdvs; docs/decisions/165 on getAdv and getColAdvs). */
    async articleAdverts(input: { columnId: number | null; articleId: number | null }, options: CallOptions = {}): Promise<Result<CallOutput<'getArticleAdvs'>>> {
      if (!input.columnId && !input.articleId) return empty();
      const site = await getSiteConfig();
      if (!site.ok || site.empty || !site.value.showAdv) return empty();
      return call('getArticleAdvs', { columnID: input.columnId ?? undefined, aid: input.articleId ?? undefined }, options);
    },
  };
}
