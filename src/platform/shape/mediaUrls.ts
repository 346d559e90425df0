/** A generated demo picture: `key` seeds its colours and shapes, w×h is its size. */
export interface ImageRef {
  key: string;
  w: number;
  h: number;
  format?: 'jpg' | 'png' | 'gif' | 'webp';
  summary?: string;
}

/** Sizes the media route renders; anything else is refused so a client cannot fill the cache. */
export const IMAGE_SIZES = new Set(['1200x675', '800x450', '640x360', '600x400', '400x300', '750x1000', '600x800', '300x300', '200x200', '120x120']);

export const MEDIA_PREFIX = '/platform-media';

/**
 * Pictures the shapes name by rule rather than store in a row. The media route serves only pictures
 * the platform hands out (media/knownImages.ts), so every such rule lives here, used by both.
 */
export const SITE_LOGO: ImageRef = { key: 'site-logo', w: 200, h: 200, format: 'png' };
export const DEFAULT_USER_ICON: ImageRef = { key: 'default-user', w: 120, h: 120 };
/** The invite share picture (invitecode/siteConf `sharePic`). */
export const INVITE_PICTURE: ImageRef = { key: 'invite-poster', w: 750, h: 1000 };

/** The poster variant of an article (myArticleContent isPoster=1). */
export function posterImage(articleId: number): ImageRef {
  return { key: `poster-${articleId}`, w: 750, h: 1000 };
}

/** An activity's list picture: its own key when the newsroom set one, else one named after it. */
export function activityImage(activityId: number, imageKey: string | undefined): ImageRef {
  return { key: imageKey ?? `act-${activityId}`, w: 800, h: 450 };
}

export function imageFile(image: ImageRef): string {
  return `${image.key}_${image.w}x${image.h}.${image.format ?? 'jpg'}`;
}

export function imageUrl(origin: string, image: ImageRef | undefined): string {
  return image ? `${origin}${MEDIA_PREFIX}/images/${imageFile(image)}` : '';
}

/** The real platform's storage form ("图片存储;xy/…"), resolved by `getImage?path=`. */
export function storagePath(image: ImageRef | undefined): string {
  return image ? `图片存储;xy/${imageFile(image)}` : '';
}

export function mediaUrl(origin: string, path: string): string {
  return `${origin}${MEDIA_PREFIX}/${path}`;
}

/** The touch site's own pages (PLATFORM.md §5.4, newer generation); without ids, the page itself (`home.html`). */
export function touchUrl(origin: string, page: string, ...ids: (number | string)[]): string {
  return `${origin}/app/template/displayTemplate/news/${[page, ...ids.map((id) => encodeURIComponent(id))].join('/')}.html`;
}
