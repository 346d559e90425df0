/**
 * SPEC §9: leaving fullscreen (a video's) puts the page back where the reader was, 100 ms later,
 * because the browser scrolls the page on its way in and out. Only a video goes fullscreen, so this
 * runs with the videos' own late script (enhanceVideos.ts): a page without a video carries none of
 * it. (The other scroll rule, the flag at 400 px, is src/lib/pageScrollFlag.ts.)
 */
import { FULLSCREEN_SCROLL_RESTORE_MS } from '../lib/constants.ts';

/**
 * The last position seen outside fullscreen, put back after each exit. The browser scrolls before
 * it sends the change event, in and out, so from entering until the place is back no position counts.
 */
export function fullscreenScroll(inFullscreen: () => boolean, restore: (y: number) => void): { seen(y: number): void; changed(): void } {
  let kept = 0;
  let away = false;
  return {
    seen(y) {
      if (!away && !inFullscreen()) kept = y;
    },
    changed() {
      if (inFullscreen()) away = true;
      else
        setTimeout(() => {
          restore(kept);
          away = false;
        }, FULLSCREEN_SCROLL_RESTORE_MS);
    },
  };
}

let watching = false;

/** Once per page, from the videos' script: the fullscreen rule, wired to the window. */
export function keepPlaceThroughFullscreen(): void {
  if (watching) return;
  watching = true;
  const keeper = fullscreenScroll(
    () => Boolean(document.fullscreenElement),
    (y) => window.scrollTo(0, y),
  );
  keeper.seen(window.scrollY);
  window.addEventListener('scroll', () => keeper.seen(window.scrollY), { passive: true });
  document.addEventListener('fullscreenchange', keeper.changed);
  // iOS Safari's own video fullscreen ends with this event on the video, which does not bubble.
  document.addEventListener('webkitendfullscreen', keeper.changed, true);
}
