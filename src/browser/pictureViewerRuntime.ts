/**
 * The fullscreen picture viewer, imported by `<picture-viewer>` (PictureViewer.ts) on the first tap
 * of a picture: a modal <dialog> holding a swiper with its Zoom (pinch, double tap), Keyboard
 * (arrows) and A11y modules, the caption and an "n / N" counter. Opening it adds a history entry, so
 * the phone's back button closes it; Escape and the close button go back the same way. On closing,
 * focus returns to the tapped picture and the page has not moved (docs/decisions/155).
 */
import Swiper from 'swiper';
import { A11y, Keyboard, Zoom } from 'swiper/modules';
// As files, not as imports: a CSS import here would join the article's own styles (Astro gathers
// a page's CSS across its scripts' dynamic imports), and the viewer's must come only with it.
import swiperCss from 'swiper/css?url';
import zoomCss from 'swiper/css/zoom?url';
import viewerCss from './pictureViewer.css?url';
import { pictureSetOf, type PictureSet } from './pictureSet.ts';

export interface ViewerLabels {
  /** The close button's name. */
  closeLabel: string;
  /** The dialog's name (the article's title). */
  label: string;
}

/** The history entry's state: back from it closes the viewer. */
const STATE_KEY = 'pictureViewer';

/** "3 / 12": the counter under the picture. */
export const counterText = (index: number, total: number): string => `${index + 1} / ${total}`;

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, parent?: Element): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  el.className = className;
  parent?.append(el);
  return el;
}

function build(set: PictureSet, labels: ViewerLabels) {
  const dialog = element('dialog', 'picture-viewer');
  dialog.setAttribute('aria-label', labels.label || document.title);
  const frame = element('div', 'swiper picture-viewer-swiper', dialog);
  const track = element('div', 'swiper-wrapper', frame);
  for (const picture of set.pictures) {
    const slide = element('div', 'swiper-slide', track);
    const zoom = element('div', 'swiper-zoom-container', slide);
    const image = element('img', 'picture-viewer-img', zoom);
    image.src = picture.src;
    image.alt = picture.alt;
    image.decoding = 'async';
  }
  const bar = element('p', 'picture-viewer-bar', dialog);
  const count = element('span', 'picture-viewer-count', bar);
  const caption = element('span', 'picture-viewer-caption', bar);
  const close = element('button', 'picture-viewer-close', dialog);
  close.type = 'button';
  close.setAttribute('aria-label', labels.closeLabel);
  close.textContent = '×';
  return { dialog, frame, count, caption, close };
}

/** The viewer's stylesheets, linked once, on its first opening. */
let styles: Promise<unknown> | null = null;
function loadStyles(): Promise<unknown> {
  styles ??= Promise.all(
    [swiperCss, zoomCss, viewerCss].map(
      (href) =>
        new Promise((resolve, reject) => {
          const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href, onload: resolve, onerror: reject });
          document.head.append(link);
        }),
    ),
  ).catch((error: unknown) => {
    // Offline for a moment: the tap follows the picture's link, and the next one tries again.
    styles = null;
    throw error;
  });
  return styles;
}

let openViewer: (() => void) | null = null;

async function open(trigger: HTMLAnchorElement, labels: ViewerLabels): Promise<void> {
  const set = pictureSetOf(trigger);
  if (openViewer || set.pictures.length === 0) return;
  await loadStyles();
  if (openViewer) return;
  const { dialog, frame, count, caption, close } = build(set, labels);
  const scroll = { x: scrollX, y: scrollY };
  document.body.append(dialog);
  dialog.showModal();

  const show = (index: number) => {
    count.textContent = counterText(index, set.pictures.length);
    caption.textContent = set.pictures[index]?.caption ?? '';
  };
  const swiper = new Swiper(frame, {
    modules: [Zoom, Keyboard, A11y],
    initialSlide: set.index,
    zoom: { maxRatio: 3 },
    keyboard: { enabled: true },
    a11y: { slideLabelMessage: '{{index}} / {{slidesLength}}' },
    on: { slideChange: (s) => show(s.activeIndex) },
  });
  show(swiper.activeIndex);
  close.focus();

  const finish = () => {
    openViewer = null;
    removeEventListener('popstate', finish);
    removeEventListener('pagehide', finish);
    swiper.destroy(true, true);
    dialog.close();
    dialog.remove();
    // Nothing moves under the viewer; the picture gets focus back where it was.
    scrollTo(scroll.x, scroll.y);
    set.trigger.focus({ preventScroll: true });
  };
  // Closing goes back through the entry opening made, so back, Escape and the button do the same.
  const goBack = () => {
    if ((history.state as Record<string, unknown> | null)?.[STATE_KEY]) history.back();
    else finish();
  };
  history.pushState({ ...(history.state as object | null), [STATE_KEY]: true }, '');
  addEventListener('popstate', finish);
  addEventListener('pagehide', finish);
  dialog.addEventListener('cancel', (event) => {
    event.preventDefault();
    goBack();
  });
  close.addEventListener('click', goBack);
  openViewer = finish;
}

export const pictureViewerRuntime = { open };
export type PictureViewerRuntime = typeof pictureViewerRuntime;
