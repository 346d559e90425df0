/**
 * The share poster's data (docs/decisions/154): which article and language the address names,
 * whether that article may have a poster (published, sharing open, not a special topic), what the
 * poster shows, and its version: a digest of everything drawn, so the disk cache and the ETag
 * change exactly when the poster would.
 */
import { createHash } from 'node:crypto';
import { siteCatalogue } from '../catalogue/catalogue.ts';
import type { ArticleContent } from '../catalogue/articleContent.ts';
import { brandName, type SiteShell } from '../context/siteShell.ts';
import { POSTER_DESIGN, type PosterContent } from '../http/drawPoster.ts';
import { isLocale, type Locale } from '../i18n/locales.ts';
import { translator } from '../i18n/translate.ts';
import { articleRoute } from '../lib/articleRoute.ts';
import { isSafeHttpUrl } from '../lib/urlChecks.ts';
import { articleImage, posterAllowed, shareInfo } from './articleView.ts';
import { parseArticleId } from './loadArticlePage.ts';

export interface PosterRequest {
  id: number;
  locale: Locale;
}

export interface PosterPlan {
  content: PosterContent;
  /** Pictures to read: the lead picture and the site's logo (absolute http(s) addresses). */
  leadUrl: string | null;
  logoUrl: string | null;
  /** 16 hex digits of a digest of all of the above and the design. */
  version: string;
}

export type PosterAnswer = { state: 'missing' } | { state: 'failed' } | { state: 'poster'; request: PosterRequest; plan: PosterPlan };

/** `<id>/<locale>.png` below the poster's segment; anything else (huge ids, other languages, other files) is no poster. */
export function posterRequestFrom(rest: string | undefined): PosterRequest | null {
  const match = /^([^/]{1,20})\/([a-z]{2})\.png$/.exec(rest ?? '');
  const id = parseArticleId(match?.[1]);
  if (!match || id === null || !isLocale(match[2])) return null;
  return { id, locale: match[2] };
}

/** What the poster of `article` shows in `locale`. */
export function posterPlan(article: ArticleContent, input: { locale: Locale; site: SiteShell; siteOrigin: string }): PosterPlan {
  const t = translator(input.locale);
  const share = shareInfo(article, input.site.config);
  const date = /^\d{4}-\d{2}-\d{2}/.exec(article.publishtime)?.[0] ?? '';
  const content: PosterContent = {
    headline: article.title.trim(),
    byline: [article.columnName.trim(), date].filter(Boolean).join(' · '),
    summary: share.description,
    siteName: brandName(input.site, t),
    scanHint: t('poster.scanHint'),
    url: new URL(articleRoute({ articleType: article.articleType, fileId: article.fileId, columnId: article.columnId, linkID: article.linkID }), input.siteOrigin).href,
  };
  const leadUrl = articleImage(article);
  const logoUrl = input.site.logoUrl && isSafeHttpUrl(input.site.logoUrl) ? input.site.logoUrl : null;
  const version = createHash('sha256')
    .update(JSON.stringify([POSTER_DESIGN, input.locale, content, leadUrl, logoUrl]))
    .digest('hex')
    .slice(0, 16);
  return { content, leadUrl, logoUrl, version };
}

export async function loadPoster(input: { rest: string | undefined; site: SiteShell; siteOrigin: string }): Promise<PosterAnswer> {
  const request = posterRequestFrom(input.rest);
  if (!request) return { state: 'missing' };
  const result = await siteCatalogue.getArticleContent({ id: request.id, preview: false, poster: false, showStatusType: undefined, innerEditor: undefined });
  // The platform answered and refused the id (status -1: beyond its range, say): no such article. It failed to answer: 503.
  if (!result.ok) return result.error.kind === 'platform' ? { state: 'missing' } : { state: 'failed' };
  if (result.empty || !posterAllowed(result.value)) return { state: 'missing' };
  return { state: 'poster', request, plan: posterPlan(result.value, { locale: request.locale, site: input.site, siteOrigin: input.siteOrigin }) };
}
