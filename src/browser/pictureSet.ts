/**
 * Which pictures the viewer shows for a tap (pictureViewerRuntime.ts): every picture link
 * (pictureLink.ts) of the strip or the body the tapped one is in, with its caption.
 */
import { ownPicture, PICTURE_CONTAINERS } from './pictureLink.ts';

export interface ViewerPicture {
  src: string;
  alt: string;
  caption: string;
}

export interface PictureSet {
  pictures: ViewerPicture[];
  index: number;
  /** The link that was tapped: focus returns to it when the viewer closes. */
  trigger: HTMLAnchorElement;
}

/** The caption shown under a picture: the image set's caption, the figure's, or the picture's text. */
function captionOf(image: HTMLImageElement): string {
  const caption = image.closest('figure')?.querySelector(image.closest('.gallery') ? '.gallery-caption' : 'figcaption');
  return (caption?.textContent ?? '').trim() || image.alt;
}

export function pictureSetOf(trigger: HTMLAnchorElement): PictureSet {
  const container = trigger.closest(PICTURE_CONTAINERS) ?? trigger;
  const links = [...container.querySelectorAll('a')].filter((link) => ownPicture(link));
  const pictures = links.map((link) => {
    const image = ownPicture(link)!;
    return { src: image.currentSrc || image.src, alt: image.alt, caption: captionOf(image) };
  });
  return { pictures, index: Math.max(0, links.indexOf(trigger)), trigger };
}
