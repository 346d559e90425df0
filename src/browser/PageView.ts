/**
 * `<page-view>` (PageView.astro): the page-view script of SPEC §7 on every page but an article's
 * (docs/decisions/164). It costs the page nothing before the reader's first touch, key or scroll:
 * until then it only listens. Then, or when the page is hidden untouched, it imports
 * pageViewed.ts, which sends the records.
 */
import { onFirstInteraction } from './firstInteraction.ts';

export class PageView extends HTMLElement {
  connectedCallback() {
    onFirstInteraction(() => void import('./pageViewed.ts').then(({ pageViewed }) => pageViewed(this)).catch(() => undefined));
  }
}

if (!customElements.get('page-view')) customElements.define('page-view', PageView);
