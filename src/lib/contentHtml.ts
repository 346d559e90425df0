/**
 * The platform's article HTML carries comment placeholders (`<!--IMAGES#n-->` for a group,
 * `<!--IMAGEARRAY#n-->` for one picture) that stand for entries of `images[]` and `widgets.pic`.
 * This module turns them into figure markup. It only builds strings: the result still has to go
 * through the server-side sanitiser (src/articleHtml/sanitiseArticleHtml.ts) before it is rendered,
 * which also checks every URL this markup carries.
 */

export interface PlaceholderImage {
  ref: string;
  imageUrl: string;
  summary: string;
  /** The editor's raw attribute string (`data-w`, `data-ratio`, `style`…); read for a size hint only. */
  imageStyle?: string;
}

export interface PlaceholderGroup {
  ref: string;
  imagearray: PlaceholderImage[];
}

export interface ImageSize {
  width: number;
  height: number;
}

const MAX_DIMENSION = 10_000;

const ENTITY = /&(amp|lt|gt|quot|apos|#39|#34|nbsp);/g;
const ENTITY_TEXT: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'", '#34': '"', nbsp: ' ' };

/** Captions arrive half-encoded (`:&quot;<>?`): the common entities decoded once, as plain text. */
export function decodeCaption(text: string): string {
  return text.replace(ENTITY, (_, name: string) => ENTITY_TEXT[name] ?? '');
}

/** A caption or URL for our own markup: decoded once, then every special character escaped. */
export function escapeText(text: string): string {
  return decodeCaption(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function plausible(width: number, height: number): ImageSize | null {
  return Number.isFinite(width) && Number.isFinite(height) && width > 0 && height > 0 && width <= MAX_DIMENSION && height <= MAX_DIMENSION
    ? { width: Math.round(width), height: Math.round(height) }
    : null;
}

/**
 * Width and height of a picture when something tells us: the editor's `data-w` + `data-ratio`
 * (WeChat-imported content), or a `_WxH.` size in the file name (the bundled platform's media).
 * Null means unknown: the page then reserves an aspect-ratio box instead.
 */
export function imageSizeHint(url: string, imageStyle = ''): ImageSize | null {
  const w = /data-w="(\d+(?:\.\d+)?)"/.exec(imageStyle);
  const ratio = /data-ratio="(\d*\.?\d+)"/.exec(imageStyle);
  if (w && ratio) {
    const size = plausible(Number(w[1]), Number(w[1]) * Number(ratio[1]));
    if (size) return size;
  }
  const named = /_(\d{2,5})x(\d{2,5})\.(?:jpe?g|png|gif|webp|avif)(?:$|[?#])/i.exec(url);
  return named ? plausible(Number(named[1]), Number(named[2])) : null;
}

/** One picture as a figure; the caption is the picture's summary. */
export function figureHtml(image: PlaceholderImage, alt: string): string {
  const size = imageSizeHint(image.imageUrl, image.imageStyle);
  const summary = image.summary.trim();
  const dims = size ? ` width="${size.width}" height="${size.height}"` : '';
  const cls = size ? 'content-img' : 'content-img is-unsized';
  const caption = summary ? `<figcaption>${escapeText(summary)}</figcaption>` : '';
  return `<figure class="content-figure"><img src="${escapeText(image.imageUrl)}" alt="${escapeText(summary || alt)}"${dims} class="${cls}" loading="lazy" decoding="async" />${caption}</figure>`;
}

/** The inside of `<body>` when the content is a whole document (WeChat imports are). */
export function bodyOf(html: string): string {
  const open = /<body\b[^>]*>/i.exec(html);
  if (!open) return html;
  const start = open.index + open[0].length;
  const close = html.toLowerCase().lastIndexOf('</body');
  return html.slice(start, close > start ? close : undefined);
}

const PLACEHOLDER = /<!--\s*((?:IMAGES|IMAGEARRAY|VIDEO|AUDIO)#\d+)\s*-->/g;

const normaliseRef = (ref: string): string => ref.replace(/^<!--\s*|\s*-->$/g, '').trim();

/** An audio or video clip a `<!--AUDIO#n-->` / `<!--VIDEO#n-->` placeholder stands for. */
export interface PlaceholderMedia {
  ref: string;
  url: string;
  title: string;
  poster: string;
  /** Already formatted (mm:ss or hh:mm:ss); '' when unknown. */
  duration: string;
}

export interface PlaceholderSources {
  groups: readonly PlaceholderGroup[];
  /** `widgets.pic`: placed inline when their ref is a placeholder found in the content. */
  pictures: readonly PlaceholderImage[];
  audio: readonly PlaceholderMedia[];
  /** Left out on video pages, where the clip is the page's own player. */
  video: readonly PlaceholderMedia[];
  /** Alt text for pictures without a summary (the article title). */
  alt: string;
}

export interface ResolvedContent {
  html: string;
  /** Refs of `pictures`, `audio` and `video` entries that the content placed inline. */
  placedRefs: Set<string>;
}

function mediaHtml(kind: 'audio' | 'video', media: PlaceholderMedia): string {
  const caption = [media.title.trim(), media.duration].filter(Boolean).map(escapeText).join(' · ');
  const player =
    kind === 'audio'
      ? `<audio src="${escapeText(media.url)}" controls preload="none"></audio>`
      : `<video src="${escapeText(media.url)}"${media.poster ? ` poster="${escapeText(media.poster)}"` : ''} controls playsinline preload="none"></video>`;
  return `<figure class="content-figure content-media">${player}${caption ? `<figcaption>${caption}</figcaption>` : ''}</figure>`;
}

/**
 * Replaces every placeholder the data can fill; placeholders without data disappear.
 */
export function resolveContentPlaceholders(content: string, sources: PlaceholderSources): ResolvedContent {
  const single = new Map<string, PlaceholderImage>();
  const grouped = new Map<string, PlaceholderImage[]>();
  for (const group of sources.groups) {
    grouped.set(normaliseRef(group.ref), group.imagearray);
    for (const image of group.imagearray) single.set(normaliseRef(image.ref), image);
  }
  const placedRefs = new Set<string>();
  const extra = new Map<string, PlaceholderImage>();
  for (const picture of sources.pictures) {
    const ref = normaliseRef(picture.ref);
    if (/^(IMAGES|IMAGEARRAY)#\d+$/.test(ref) && !single.has(ref)) extra.set(ref, picture);
  }
  const audio = new Map(sources.audio.map((clip) => [normaliseRef(clip.ref), clip]));
  const video = new Map(sources.video.map((clip) => [normaliseRef(clip.ref), clip]));
  const html = bodyOf(content).replace(PLACEHOLDER, (_, ref: string) => {
    const one = single.get(ref);
    if (one) return figureHtml(one, sources.alt);
    const group = grouped.get(ref);
    if (group) return group.map((image) => figureHtml(image, sources.alt)).join('');
    const picture = extra.get(ref);
    if (picture) {
      placedRefs.add(picture.ref);
      return figureHtml(picture, sources.alt);
    }
    const clip = audio.get(ref);
    if (clip) {
      placedRefs.add(clip.ref);
      return mediaHtml('audio', clip);
    }
    const movie = video.get(ref);
    if (movie) {
      placedRefs.add(movie.ref);
      return mediaHtml('video', movie);
    }
    return '';
  });
  return { html, placedRefs };
}
