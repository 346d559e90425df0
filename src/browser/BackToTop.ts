/** <back-to-top> (BackToTop.astro): the floating button that scrolls home to the top of the page. */
import { BACK_TO_TOP_PX, SCROLL_THROTTLE_MS } from '../lib/constants.ts';
import { throttle } from '../lib/throttle.ts';
import { pageScrolled } from '../lib/pageScrollFlag.ts';

/**
 * Appears after 300 px of scroll; the scroll handler runs at most every 500 ms (SPEC §2, §9), and
 * also sets the page-scroll flag beyond 400 px (src/lib/pageScrollFlag.ts).
 */
export class BackToTop extends HTMLElement {
  connectedCallback() {
    const button = this.querySelector('button');
    if (!button) return;
    const update = () => {
      button.hidden = window.scrollY <= BACK_TO_TOP_PX;
      document.documentElement.toggleAttribute('data-page-scrolled', pageScrolled(window.scrollY));
    };
    window.addEventListener('scroll', throttle(update, SCROLL_THROTTLE_MS), { passive: true });
    button.addEventListener('click', () => window.scrollTo({ top: 0, behavior: 'smooth' }));
    update();
  }
}
