/**
 * The rule of which links the picture viewer takes over (docs/decisions/155): a link that opens
 * the picture it holds as its own file, in the image-set strip (ArticleGallery.astro) or the
 * article body. A link an editor put around a picture, to anywhere else, stays a link. Loaded with
 * the page (PictureViewer.ts), so it is kept this small.
 */

/** The containers whose pictures open in the viewer, each its own set. */
export const PICTURE_CONTAINERS = '.gallery, .article-body';

/** The picture a link opens as its own full-size file, or null. */
export function ownPicture(link: Element): HTMLImageElement | null {
  const image = link instanceof HTMLAnchorElement ? link.querySelector('img') : null;
  return image?.src && link instanceof HTMLAnchorElement && link.href === image.src ? image : null;
}

/** The picture link a tap landed in, or null. */
export function pictureLinkOf(target: EventTarget | null): HTMLAnchorElement | null {
  const link = target instanceof Element ? target.closest('a') : null;
  return link && ownPicture(link) && link.closest(PICTURE_CONTAINERS) ? link : null;
}
