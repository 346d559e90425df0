/**
 * The article page's content pipeline, server-only: placeholders resolved from the article's own
 * data, then the allow-list sanitiser. Everything the page renders with set:html comes from here.
 */
import type { ArticleContent, ContentImage } from '../catalogue/articleContent.ts';
import { toText } from '../catalogue/schemaParts.ts';
import { formatDuration } from '../lib/duration.ts';
import { readingTime, type ReadingTime } from '../lib/readingTime.ts';
import { resolveContentPlaceholders, type PlaceholderMedia } from '../lib/contentHtml.ts';
import { sanitiseArticleHtml } from './sanitiseArticleHtml.ts';
import { plainText } from '../lib/plainText.ts';

export interface ArticleBody {
  /** Sanitised HTML of the content, '' when the article has none. */
  html: string;
  /** Words and minutes of that HTML's text (SPEC §9). */
  readingTime: ReadingTime;
  /** `widgets.pic` entries the content did not place inline (shown after it, or as the gallery). */
  pictures: ContentImage[];
  /** The first audio clip the content did not place inline: the page shows it above the text. */
  audio: PlaceholderMedia | null;
  /** The first video clip, for the video page's own player. */
  video: PlaceholderMedia | null;
}

const text = (entry: Record<string, unknown>, ...keys: string[]): string => {
  for (const key of keys) {
    const value = toText(entry[key]).trim();
    if (value) return value;
  }
  return '';
};

function clip(entry: Record<string, unknown>, index: number, kind: 'AUDIO' | 'VIDEO', fallbackPoster: string): PlaceholderMedia {
  const seconds = entry.duration;
  return {
    ref: text(entry, 'ref') || `<!--${kind}#${index}-->`,
    url: text(entry, 'url', 'videoUrl', 'urlApp', 'audioUrl', 'src'),
    title: text(entry, 'title', 'name'),
    poster: text(entry, 'imageUrl', 'poster', 'picUrl') || fallbackPoster,
    duration: seconds === undefined || seconds === null || seconds === '' ? '' : formatDuration(seconds),
  };
}

/** Media clips of the article; a video article without a widget still has its list `videoUrl`. */
export function articleMedia(article: ArticleContent): { audio: PlaceholderMedia[]; video: PlaceholderMedia[] } {
  const poster = article.picBig || article.imageUrl.replace(/\.0$/, '') || article.pic_list_title[0] || '';
  const audio = article.widgets.audio.map((entry, i) => clip(entry, i, 'AUDIO', '')).filter((c) => c.url);
  const video = article.widgets.video.map((entry, i) => clip(entry, i, 'VIDEO', poster)).filter((c) => c.url);
  if (video.length === 0 && article.videoUrl) {
    video.push({ ref: '<!--VIDEO#0-->', url: article.videoUrl, title: '', poster, duration: article.duration ? formatDuration(article.duration) : '' });
  }
  return { audio, video };
}

/**
 * `ownVideoPlayer`: the page shows the first video as its main player (video articles), so the
 * content does not repeat it.
 */
export function articleBody(article: ArticleContent, options: { ownVideoPlayer?: boolean } = {}): ArticleBody {
  // Answers are shared between renders for a moment (catalogue/sharedReads.ts) and never changed,
  // so the same article object always gives the same body: sanitise it once.
  const memo = options.ownVideoPlayer ? withOwnPlayer : withoutOwnPlayer;
  let body = memo.get(article);
  if (!body) {
    body = buildArticleBody(article, options.ownVideoPlayer ?? false);
    memo.set(article, body);
  }
  return body;
}

const withOwnPlayer = new WeakMap<ArticleContent, ArticleBody>();
const withoutOwnPlayer = new WeakMap<ArticleContent, ArticleBody>();

/** Text characters before a picture that may still be on a phone's first screen under the article's head. */
const FIRST_SCREEN_TEXT = 300;

/**
 * The body's first picture, when little text comes before it, is likely the page's largest paint
 * (docs/decisions/145): it loads at once, first among pictures, instead of lazily after layout.
 * Sanitised markup puts `loading="lazy"` on every picture.
 */
export function firstPictureEager(html: string): string {
  const at = html.indexOf('<img ');
  if (at === -1) return html;
  const textBefore = plainText(html.slice(0, at)).replace(/\s+/g, '').length;
  if (textBefore > FIRST_SCREEN_TEXT) return html;
  const end = html.indexOf('>', at);
  const tag = html.slice(at, end);
  return tag.includes(' loading="lazy"') ? html.slice(0, at) + tag.replace(' loading="lazy"', ' fetchpriority="high"') + html.slice(end) : html;
}

function buildArticleBody(article: ArticleContent, ownVideoPlayer: boolean): ArticleBody {
  const media = articleMedia(article);
  const resolved = resolveContentPlaceholders(article.content, {
    groups: article.images,
    pictures: article.widgets.pic,
    audio: media.audio,
    video: ownVideoPlayer ? [] : media.video,
    alt: article.title,
  });
  const html = article.content.trim() ? firstPictureEager(sanitiseArticleHtml(resolved.html)) : '';
  return {
    html,
    readingTime: readingTime(html),
    pictures: article.widgets.pic.filter((picture) => !resolved.placedRefs.has(picture.ref)),
    audio: media.audio.find((entry) => !resolved.placedRefs.has(entry.ref)) ?? null,
    video: media.video[0] ?? null,
  };
}
