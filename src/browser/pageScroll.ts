/**
 * SPEC §9's two page-scroll rules, run by the back-to-top element's late script (every page has it):
 * - the page-scroll flag: `data-page-scrolled` on the root element beyond 400 px, which the sticky
 *   bars read to show they float over the page;
 * - leaving fullscreen (a video's) puts the page back where the reader was, 100 ms later, because
 *   the browser scrolls the page while the video fills the screen.
 */
import { FULLSCREEN_SCROLL_RESTORE_MS, PAGE_SCROLL_FLAG_PX } from '../lib/constants.ts';

export function pageScrolled(scrollY: number): boolean {
  return scrollY > PAGE_SCROLL_FLAG_PX;
}

export interface FullscreenScrollDeps {
  scrollY: () => number;
  inFullscreen: () => boolean;
  scrollTo: (y: number) => void;
  later: (run: () => void, ms: number) => void;
}

/**
 * The last position outside fullscreen, put back after each exit from fullscreen. The browser
 * scrolls on its way in and out before it sends the change event, so from entering until the
 * place is put back no scroll counts as the reader's.
 */
export function fullscreenScrollKeeper(deps: FullscreenScrollDeps): { scrolled(): void; fullscreenChanged(): void } {
  let kept = deps.scrollY();
  let away = false;
  return {
    scrolled() {
      if (!away && !deps.inFullscreen()) kept = deps.scrollY();
    },
    fullscreenChanged() {
      if (deps.inFullscreen()) {
        away = true;
        return;
      }
      const y = kept;
      deps.later(() => {
        deps.scrollTo(y);
        away = false;
      }, FULLSCREEN_SCROLL_RESTORE_MS);
    },
  };
}

/** Wires the fullscreen rule to the window; returns the flag's update, which the back-to-top element's throttled scroll handler calls. */
export function watchPageScroll(): () => void {
  const root = document.documentElement;
  const keeper = fullscreenScrollKeeper({
    scrollY: () => window.scrollY,
    inFullscreen: () => Boolean(document.fullscreenElement ?? (document as { webkitFullscreenElement?: Element | null }).webkitFullscreenElement),
    scrollTo: (y) => window.scrollTo(0, y),
    later: (run, ms) => window.setTimeout(run, ms),
  });
  window.addEventListener('scroll', keeper.scrolled, { passive: true });
  document.addEventListener('fullscreenchange', keeper.fullscreenChanged);
  document.addEventListener('webkitfullscreenchange', keeper.fullscreenChanged);
  // iOS Safari's own video fullscreen ends with this event on the video, which does not bubble.
  document.addEventListener('webkitendfullscreen', keeper.fullscreenChanged, true);
  return () => root.toggleAttribute('data-page-scrolled', pageScrolled(window.scrollY));
}
