/**
 * Derived facts the article page shows or hands to crawlers and the share bar: the picture to
 * share, texts cut by the share rules, the publish time in ISO 8601 (+08:00), the gallery's
 * pictures and the structured data. Pure functions over the parsed article.
 */
import type { ArticleContent, ContentImage } from '../../catalogue/articleContent.ts';
import type { SiteConfig } from '../../catalogue/siteConfig.ts';
import { plainText } from '../../lib/plainText.ts';
import { parsePlatformTime, platformDateParts } from '../../lib/platformTime.ts';
import { cutShareTitle, shareDescription } from '../../lib/shareText.ts';
import { isSafeHttpUrl } from '../../lib/urlChecks.ts';

const pad = (n: number): string => String(n).padStart(2, '0');

/** A platform time as ISO 8601 in the platform's zone, e.g. `2020-03-20T16:37:51+08:00`. */
export function isoPlatformTime(value: string): string | null {
  const date = parsePlatformTime(value);
  if (!date) return null;
  const p = platformDateParts(date);
  const seconds = new Date(date.getTime() + 8 * 3_600_000).getUTCSeconds();
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:${pad(seconds)}+08:00`;
}

/** The first absolute http(s) picture of the article: share picture, title pictures, big picture. */
export function articleImage(article: ArticleContent): string | null {
  const candidates = [article.sharePicAbsoluteUrl, article.picBig, ...article.pic_list_title, article.imageUrl.replace(/\.0$/, ''), article.picMiddle, ...article.pic_list];
  return candidates.find((url) => isSafeHttpUrl(url)) ?? null;
}

export interface ShareInfo {
  title: string;
  wechatTitle: string;
  description: string;
  image: string;
}

/** SPEC §5: titles cut by the configured counts (WeChat and others apart), description ≤ 100 characters. */
export function shareInfo(article: ArticleContent, config: SiteConfig | null): ShareInfo {
  const title = (article.shareTitle || article.title).trim();
  const description = shareDescription(article.shareContent || article.attAbstract || plainText(article.content));
  return {
    title: cutShareTitle(title, config?.shareTitleMaxBytes),
    wechatTitle: cutShareTitle(title, config?.wechatShareTitleMaxBytes),
    description,
    image: articleImage(article) ?? '',
  };
}

/** The gallery's pictures: widgets.pic, else the content's image groups, else the picture list. */
export function galleryPictures(article: ArticleContent, unplaced: ContentImage[]): ContentImage[] {
  if (unplaced.length) return unplaced;
  const grouped = article.images.flatMap((group) => group.imagearray);
  if (grouped.length) return grouped;
  return article.pic_list.map((imageUrl, i) => ({ ref: `pic-${i}`, picType: 1, summary: '', imageStyle: '', imageUrl }));
}

export function newsArticleJsonLd(input: {
  article: ArticleContent;
  canonical: string;
  image: string | null;
  description: string;
  publisher: string;
  authors: string[];
}): Record<string, unknown> {
  const { article } = input;
  const published = isoPlatformTime(article.publishtime);
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: Array.from(article.title).slice(0, 110).join(''),
    mainEntityOfPage: input.canonical,
    ...(input.image ? { image: [input.image] } : {}),
    ...(published ? { datePublished: published, dateModified: published } : {}),
    ...(input.description ? { description: input.description } : {}),
    author: input.authors.length ? input.authors.map((name) => ({ '@type': 'Person', name })) : [{ '@type': 'Organization', name: input.publisher }],
    publisher: { '@type': 'Organization', name: input.publisher },
  };
}
