/**
 * `<page-view>` (PageView.astro): the page-view script of SPEC §7 on every page but an article's
 * (docs/decisions/164). Until the reader first touches, types or scrolls, or the browser is idle,
 * it only listens; then it imports pageViewed.ts, which sends the records.
 */
const FIRST_INTERACTION = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;
const PASSIVE = { capture: true, passive: true } as const;

export class PageView extends HTMLElement {
  connectedCallback() {
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      for (const name of FIRST_INTERACTION) removeEventListener(name, start, PASSIVE);
      void import('./pageViewed.ts').then(({ pageViewed }) => pageViewed(this)).catch(() => undefined);
    };
    for (const name of FIRST_INTERACTION) addEventListener(name, start, PASSIVE);
    if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: 3000 });
    else setTimeout(start, 200);
  }
}

if (!customElements.get('page-view')) customElements.define('page-view', PageView);
