/**
 * What an article page shows, decided on the server: the view model ArticlePage.astro renders
 * (articleView) and the derived facts it is built from — the picture to share, texts cut by the
 * share rules, the publish time in ISO 8601 (+08:00), the gallery's pictures and the structured
 * data. Pure functions over the parsed article and the request's settings.
 */
import { firstImage } from '../lib/listRules.ts';
import { isPreviewArticle, type ArticleContent, type ContentImage } from '../catalogue/articleContent.ts';
import type { ArticleListItem } from '../catalogue/articleListItem.ts';
import type { SiteConfig } from '../catalogue/siteConfig.ts';
import type { ArticleActionsProps, ShareSheetProps, WeChatShare } from '../contracts/article.ts';
import type { CommentBoxProps } from '../contracts/comment.ts';
import { articleBody } from '../articleHtml/articleBody.ts';
import { articleCredits, type CreditLine } from './articleCredits.ts';
import type { Locale } from '../i18n/locales.ts';
import type { MessageBundle } from '../i18n/messages/messageKey.ts';
import { pickMessages } from '../i18n/translate.ts';
import { TOAST_MESSAGES } from '../contracts/platformErrors.ts';
import { articleRoute } from '../lib/articleRoute.ts';
import { ARTICLE_TYPE } from '../lib/constants.ts';
import type { PlaceholderMedia } from '../lib/contentHtml.ts';
import { isoPlatformTime } from '../lib/platformTime.ts';
import { readingTimeShown, type ReadingTime } from '../lib/readingTime.ts';
import { shareTexts } from '../lib/shareText.ts';
import { toText } from '../catalogue/schemaParts.ts';
import { isSafeHttpUrl } from '../lib/urlChecks.ts';
import { posterPath, routeUrl } from '../routes.ts';
import { commentBoxOf } from './comments.ts';
import { articleObjectType } from '../lib/objectType.ts';
import { videoSourcesOf } from '../lib/connectSources.ts';

/** The page a request came in on; the article's own type decides what is shown. */
export type ArticlePageKind = 'news' | 'image' | 'video' | 'link' | 'study';

/** The first absolute http(s) picture of the article: the share picture (either field), title pictures, big picture. */
export function articleImage(article: ArticleContent): string | null {
  const candidates = [article.sharePicAbsoluteUrl, article.sharePicUrl, article.picBig, ...article.pic_list_title, article.imageUrl.replace(/\.0$/, ''), article.picMiddle, ...article.pic_list];
  return candidates.find((url) => isSafeHttpUrl(url)) ?? null;
}

/** Whether an article has a share poster (docs/decisions/154): released, sharing open, an article rather than a topic. */
export function posterAllowed(article: ArticleContent): boolean {
  return !isPreviewArticle(article) && article.shareClosed !== 1 && article.articleType !== ARTICLE_TYPE.special;
}

export interface ShareInfo {
  title: string;
  wechatTitle: string;
  description: string;
  image: string;
}

/** What an article says about sharing it (docs/decisions/159): the editor's share title, text and picture first. */
export function articleShareFacts(article: ArticleContent) {
  return {
    title: article.shareTitle || article.title,
    descriptions: [article.shareContent, article.attAbstract, article.content],
    picture: articleImage(article) ?? '',
    closed: article.shareClosed === 1,
    counted: { id: article.fileId, objectType: articleObjectType(article.xyAccountID) },
  };
}

/** SPEC §5: titles cut by the configured counts (WeChat and others apart), description ≤ 100 characters. */
export function shareInfo(article: ArticleContent, config: SiteConfig | null): ShareInfo {
  const facts = articleShareFacts(article);
  return { ...shareTexts(facts, config), image: facts.picture };
}

/** The gallery's pictures: widgets.pic, else the content's image groups, else the picture list. */
export function galleryPictures(article: ArticleContent, unplaced: ContentImage[]): ContentImage[] {
  if (unplaced.length) return unplaced;
  const grouped = article.images.flatMap((group) => group.imagearray);
  if (grouped.length) return grouped;
  return article.pic_list.map((imageUrl, i) => ({ ref: `pic-${i}`, picType: 1, summary: '', imageStyle: '', imageUrl }));
}

export function newsArticleJsonLd(input: { article: ArticleContent; canonical: string; image: string | null; description: string; publisher: string; authors: string[] }): Record<string, unknown> {
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

/** A related article as ArticleRelated.astro lists it. */
export interface RelatedItem {
  fileId: number;
  title: string;
  articleType: number;
  columnId: number;
  linkID: number;
  publishtime: string;
  picture: string;
}

export interface ReporterCard {
  name: string;
  duty: string;
  description: string;
  /** An http(s) photo, '' when there is none. */
  photo: string;
}

/** A picture of the gallery or the widgets: its address, the style that may give its size, and its caption. */
export interface PictureView {
  imageUrl: string;
  imageStyle: string;
  summary: string;
}

/** What follows the text of every type but the gallery: unplaced pictures, the vote card, attachments. */
/** What every island's props add to their contract: the page's locale and its messages. */
type IslandWords = { locale: Locale; messages: MessageBundle };

export interface ArticleWidgetsView {
  /** Alt text of pictures without a caption. */
  title: string;
  pictures: PictureView[];
  vote: { name: string; href: string } | null;
  files: Array<{ name: string; url: string }>;
}

export interface ArticleView {
  id: number;
  /** The article's column (0 when unknown): the open tag's extinfo carries it (docs/decisions/158). */
  columnId: number;
  /** The article's own type (`data-type`), whatever page it came in on. */
  type: number;
  isGallery: boolean;
  /** Shown as a preview: banner and noindex. */
  preview: boolean;
  /** The document head: the layout's props and the article's meta tags. */
  head: {
    title: string;
    /** The share description; '' leaves the site's. */
    description: string;
    canonical: string;
    image: string | null;
    jsonLd: Record<string, unknown>;
    published: string | null;
    section: string;
    shareTitle: string;
  };
  leadTitle: string;
  title: string;
  subtitle: string;
  source: string;
  /** The by-line's publish time; null when the site hides it or the time does not parse. */
  published: { iso: string; platformTime: string } | null;
  /** The by-line's read count; null when the site hides it. */
  readCount: number | null;
  /** Reading time and text size: only over a text body. */
  tools: { readingTime: ReadingTime | null } | null;
  /** The image set's pictures; empty for every other type. */
  gallery: PictureView[];
  /** The video article's own player. */
  videoPlayer: PlaceholderMedia | null;
  /** The addresses of the body's own videos: they get the HLS enhancer. */
  bodyVideos: string[];
  audio: PlaceholderMedia | null;
  /** Shown for galleries and videos without a text body only; '' otherwise. */
  abstract: string;
  /** Sanitised HTML (src/articleHtml), '' when the article has no text. */
  bodyHtml: string;
  /** Link articles and H5 pages that are only an address: the (unchecked) target for the link card. */
  linkTarget: string;
  widgets: ArticleWidgetsView | null;
  credits: CreditLine[];
  reporters: ReporterCard[];
  /** WeChat's share menu; null when the article closes sharing. */
  share: WeChatShare | null;
  /** The action bar island's props (the page adds the id). */
  actions: Omit<ArticleActionsProps, 'id'> & IslandWords;
  /** The share sheet island's props; null when the article closes sharing (shareClosed = 1, SPEC §6). */
  shareSheet: (ShareSheetProps & IslandWords) | null;
  /** The comment box's props; null when the article or the site closes commenting (discussClosed, auditType 2), or in a preview. */
  commentBox: (Pick<CommentBoxProps, 'rootId'> & { auditType: number }) | null;
  related: RelatedItem[];
  /** recommendList, the article itself left out. */
  recommended: ArticleListItem[];
}

export interface ArticleViewInput {
  article: ArticleContent;
  kind: ArticlePageKind;
  preview: boolean;
  config: SiteConfig | null;
  siteOrigin: string;
  /** The publisher when the article names no site (the locale's site name). */
  siteName: string;
  locale: Locale;
  isShare: boolean;
  nativeAppMarker: string;
  /** getRelArticles, used when the article carries no `related[]`. */
  relatedFallback: ArticleListItem[];
  recommended: ArticleListItem[];
}

const ACTION_MESSAGES = [
  'article.like',
  'article.favourite',
  'article.favourited',
  'article.goLogin',
  'msg.alreadyLiked',
  'msg.favAdded',
  'msg.favRemoved',
  'msg.noRepeatLike',
  'msg.likeSuccess',
  'msg.loginRequired',
  'article.liked',
  'msg.error',
  ...TOAST_MESSAGES,
] as const;

export const SHARE_MESSAGES = [
  'article.share',
  'msg.copySuccess',
  'msg.copyFailed',
  'share.title',
  'share.targets',
  'share.wechat',
  'share.timeline',
  'share.weibo',
  'share.qq',
  'share.copyLink',
  'share.cancel',
  'share.back',
  'share.wechatHint',
  'share.copyHint',
  'share.opensNewTab',
  'share.poster',
  'share.posterHint',
  'share.posterFailed',
] as const;

const relatedItem = (item: Omit<RelatedItem, 'picture'> & { picSmall: string; picMiddle: string; picBig: string }): RelatedItem => ({
  fileId: item.fileId,
  title: item.title,
  articleType: item.articleType,
  columnId: item.columnId,
  linkID: item.linkID,
  publishtime: item.publishtime,
  picture: firstImage([item.picSmall, item.picMiddle, item.picBig]),
});

function widgetsView(article: ArticleContent, pictures: ContentImage[]): ArticleWidgetsView {
  const vote = article.widgets.vote;
  return {
    title: article.title,
    pictures,
    vote: vote ? { name: vote.name, href: routeUrl('activityVote', [article.fileId, vote.id]) } : null,
    // Attachments arrive under several field names; only http(s) downloads are offered.
    files: article.widgets.file
      .map((file) => ({ name: toText(file.name ?? file.title ?? file.fileName).trim(), url: toText(file.url ?? file.fileUrl ?? file.downloadUrl).trim() }))
      .filter((file) => isSafeHttpUrl(file.url)),
  };
}

export function articleView(input: ArticleViewInput): ArticleView {
  const { article, config } = input;
  const type = article.articleType;
  const isGallery = type === ARTICLE_TYPE.imageSet;
  const isVideo = type === ARTICLE_TYPE.video;
  const body = articleBody(article, { ownVideoPlayer: isVideo });
  const pictures = isGallery ? galleryPictures(article, body.pictures) : body.pictures;
  const credits = articleCredits(article);
  const share = shareInfo(article, config);
  const objectType = articleObjectType(article.xyAccountID);
  // Canonical: the article's own detail route without query (onlineStudy keeps its own route).
  const canonical =
    input.kind === 'study' ? routeUrl('onlineStudy', [article.fileId]) : articleRoute({ articleType: type, fileId: article.fileId, columnId: article.columnId, linkID: article.linkID });
  const shareUrl = new URL(`${canonical}?isShare=true`, input.siteOrigin).href;
  // One picture rule (articleImage: the share picture, else the first picture) for og:image, WeChat and the share sheet.
  const image = share.image || null;
  const published = isoPlatformTime(article.publishtime);
  const authors = credits.find((line) => line.role === 'topReporters')?.names ?? [];
  const poster = posterAllowed(article) && !input.preview ? posterPath(article.fileId, input.locale) : null;
  const related = article.related.length ? article.related.map(relatedItem) : input.relatedFallback.map(relatedItem);
  return {
    id: article.fileId,
    columnId: article.columnId,
    type,
    isGallery,
    preview: input.preview,
    head: {
      title: article.title,
      description: share.description,
      canonical,
      // Without a picture of its own, a shared article shows its poster.
      image: image ?? (poster ? new URL(poster, input.siteOrigin).href : null),
      jsonLd: newsArticleJsonLd({ article, canonical: new URL(canonical, input.siteOrigin).href, image, description: share.description, publisher: article.siteName || input.siteName, authors }),
      published,
      section: article.columnName,
      shareTitle: share.wechatTitle,
    },
    leadTitle: article.leadTitle,
    title: article.title,
    subtitle: article.subtitle,
    source: article.source,
    published: (config?.globalCount.showPubTime ?? 1) === 1 && published ? { iso: published, platformTime: article.publishtime } : null,
    readCount: (config?.globalCount.showReadCount ?? 0) === 1 ? article.countClick : null,
    tools: body.html ? { readingTime: isGallery || !readingTimeShown(body.readingTime) ? null : body.readingTime } : null,
    gallery: isGallery ? pictures : [],
    videoPlayer: isVideo ? body.video : null,
    bodyVideos: videoSourcesOf(body.html),
    audio: body.audio,
    abstract: (isGallery || isVideo) && !body.html ? article.attAbstract : '',
    bodyHtml: body.html,
    // H5 whose content is only its address, and link articles: a card to the (checked) target.
    linkTarget: (type === ARTICLE_TYPE.link || type === ARTICLE_TYPE.h5) && !body.html ? article.url : '',
    widgets: isGallery ? null : widgetsView(article, pictures),
    credits,
    reporters:
      article.isShowReporterCard === 1
        ? article.reporters
            .filter((reporter) => reporter.name.trim())
            .map((reporter) => ({ name: reporter.name, duty: reporter.duty, description: reporter.description, photo: isSafeHttpUrl(reporter.url) ? reporter.url : '' }))
        : [],
    share: article.shareClosed !== 1 ? { url: shareUrl, title: share.wechatTitle, description: share.description, image: share.image } : null,
    actions: {
      objectType,
      isShare: input.isShare,
      nativeAppMarker: input.nativeAppMarker,
      loginUrl: routeUrl('login'),
      initialPraise: article.countPraise,
      showPraiseCount: (config?.globalCount.showPraiseCount ?? 0) === 1,
      locale: input.locale,
      messages: pickMessages(input.locale, ACTION_MESSAGES),
    },
    shareSheet:
      article.shareClosed !== 1
        ? {
            counted: { id: article.fileId, objectType },
            isShare: input.isShare,
            nativeAppMarker: input.nativeAppMarker,
            content: { url: shareUrl, title: share.title, description: share.description, image: share.image, titleMaxCount: config?.shareTitleMaxCount ?? null },
            poster,
            locale: input.locale,
            messages: pickMessages(input.locale, SHARE_MESSAGES),
          }
        : null,
    commentBox: commentBoxOf({ rootId: article.fileId, discussClosed: article.discussClosed, auditType: config?.discuss.auditType, preview: input.preview }),
    related,
    recommended: input.recommended,
  };
}
