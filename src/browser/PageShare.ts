/**
 * `<page-share>` (PageShare.astro, docs/decisions/159): WeChat's share menu on the pages that share
 * beyond articles. Outside WeChat it does nothing at all; inside WeChat, when the browser is idle,
 * it imports pageShareRuntime.ts (a tool in the budget report, as openInApp's is), which gives the JS-SDK this page's share card through the article's
 * configure path. The share sheet itself is an island that loads on the first tap.
 */
export class PageShare extends HTMLElement {
  connectedCallback() {
    if (!/MicroMessenger/i.test(navigator.userAgent) || !this.dataset.share) return;
    const run = () => void import('./pageShareRuntime.ts').then(({ pageShareWeChat }) => pageShareWeChat(this)).catch(() => undefined);
    if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 3000 });
    else setTimeout(run, 200);
  }
}

if (!customElements.get('page-share')) customElements.define('page-share', PageShare);
