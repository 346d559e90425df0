/**
 * The article pages' data (newsDetail, imageDetail, videoDetail, linkDetail, onlineStudy): which
 * article (id from the route, preview and poster flags from the query), whether it exists, where a
 * special topic goes, the HTTP status and the cache policy, then the view model ArticlePage.astro
 * renders (articleView.ts). Called from each page's frontmatter, which redirects or applies the
 * status and cache policy (docs/decisions/148).
 */
import { brandName } from '../context/siteShell.ts';
import { commentsShown, loadArticleComments, type ArticleComments } from './comments.ts';
import { siteCatalogue } from '../catalogue/catalogue.ts';
import { valueOr } from '../catalogue/result.ts';
import { isPreviewArticle } from '../catalogue/articleContent.ts';
import type { ArticleListItem } from '../catalogue/articleListItem.ts';
import { serverEnv } from '../config/serverEnv.ts';
import { pageAnswer, type PageAnswer } from '../context/pageAnswer.ts';
import { ARTICLE_TYPE } from '../lib/constants.ts';
import { routeUrl } from '../routes.ts';
import { loadAdverts, type AdvertView } from './adverts.ts';
import { articleView, type ArticlePageKind, type ArticleView } from './articleView.ts';

export interface ArticleRequest {
  id: number | null;
  /** yl=1 / isPreview=true: the unreleased version (getArticleContentUnrelease). */
  preview: boolean;
  /** isPoster=1: the poster path (myArticleContent). */
  poster: boolean;
  showStatusType: 1 | 2 | 3 | undefined;
  innerEditor: string | undefined;
}

/** Positive ids of at most 12 digits: `abc`, `-1`, 30 digits or markup are simply no article. */
export function parseArticleId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,11}$/.test(raw)) return null;
  return Number(raw);
}

/**
 * `/newsDetail/306.html` fills the first optional parameter (columnId) from the left: a lone
 * segment is the article id.
 */
export function articleRequestFrom(params: Record<string, string>, query: URLSearchParams, preview: boolean): ArticleRequest {
  const raw = params.id ?? params.columnId;
  const status = query.get('showStatusType');
  const innerEditor = query.get('innerEditor');
  return {
    id: parseArticleId(raw),
    preview,
    poster: query.get('isPoster') === '1',
    showStatusType: status === '1' || status === '2' || status === '3' ? (Number(status) as 1 | 2 | 3) : undefined,
    innerEditor: innerEditor && /^[\w-]{1,32}$/.test(innerEditor) ? innerEditor : undefined,
  };
}

/** A special topic's article opens the topic instead (302, Astro.redirect: no cache policy is applied). */
export type ArticleRedirect = { state: 'redirect'; location: string };

export type LoadedArticle =
  | { state: 'missing' }
  | { state: 'failed' }
  /** `comments`: null where the article takes none (discussClosed) or a preview shows it. */
  | { state: 'article'; view: ArticleView; comments: ArticleComments | null; adverts: AdvertView[] };

export type ArticleAnswer = PageAnswer<ArticleRedirect> | PageAnswer<LoadedArticle>;

export function isArticleRedirect(answer: ArticleAnswer): answer is PageAnswer<ArticleRedirect> {
  return answer.view.state === 'redirect';
}

/** What the article pages read of the request. */
export interface ArticlePageInput {
  kind: ArticlePageKind;
  url: URL;
  locals: Pick<App.Locals, 'routeParams' | 'flags' | 't' | 'site' | 'siteOrigin' | 'locale'>;
}

export async function loadArticlePage({ kind, url, locals }: ArticlePageInput): Promise<ArticleAnswer> {
  const request = articleRequestFrom(locals.routeParams, url.searchParams, locals.flags.preview);
  const result = request.id
    ? await siteCatalogue.getArticleContent({ id: request.id, preview: request.preview, poster: request.poster, showStatusType: request.showStatusType, innerEditor: request.innerEditor })
    : null;
  if (result && !result.ok) {
    // The platform failed: say so (503), never a stack trace, and let nobody cache it.
    return pageAnswer(503, 'preview', { state: 'failed' });
  }
  if (!result || result.empty) return pageAnswer(404, 'notFound', { state: 'missing' });
  const article = result.value;
  if (article.articleType === ARTICLE_TYPE.special) {
    return pageAnswer(302, 'private', { state: 'redirect', location: routeUrl('specDetail', [article.linkID > 0 ? article.linkID : 0, article.fileId]) });
  }
  // Shown as a preview: banner, noindex, never cached.
  const preview = request.preview || request.poster || isPreviewArticle(article);

  // Both lists need the article's column, and neither needs the other: one round trip after the article.
  const columnId = article.columnId || undefined;
  const withComments = !preview && article.discussClosed !== 1;
  const [related, recommended, comments, adverts] = await Promise.all([
    // Secondary lists: without them the article is still whole, so their failure is no 503.
    article.related.length ? null : siteCatalogue.getRelArticles({ id: article.fileId, columnId }, { optional: true }),
    siteCatalogue.recommendList({ id: article.fileId, columnId }, { optional: true }),
    withComments ? loadArticleComments({ articleId: article.fileId, sourceType: 0, t: locals.t, shown: commentsShown(locals.site.config?.discuss) }) : null,
    // Adverts only when configured (showAdv) and never in a preview.
    preview || article.advClosed === 1 ? [] : loadAdverts({ columnId: columnId ?? null, articleId: article.fileId }),
  ]);
  const without = (items: ArticleListItem[]) => items.filter((item) => item.fileId !== article.fileId).slice(0, 6);
  const view = articleView({
    article,
    kind,
    preview,
    config: locals.site.config,
    siteOrigin: locals.siteOrigin,
    siteName: brandName(locals.site, locals.t),
    locale: locals.locale,
    isShare: locals.flags.isShare,
    nativeAppMarker: serverEnv().nativeAppMarker,
    relatedFallback: without(valueOr(related, { list: [] }).list),
    recommended: without(valueOr(recommended, { list: [] }).list),
  });
  return pageAnswer(200, preview ? 'preview' : 'article', { state: 'article', view, comments, adverts });
}
