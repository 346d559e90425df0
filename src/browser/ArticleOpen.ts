/**
 * `<article-open>` (ArticleOpen.astro): starts what must happen when an article opens, before the
 * reader touches anything. Nothing in it is urgent, so the work (articleOpened.ts, with the
 * Actions client inside WeChat) is imported only when the browser is idle.
 */
export class ArticleOpen extends HTMLElement {
  connectedCallback() {
    const run = () => void import('./articleOpened.ts').then(({ articleOpened }) => articleOpened(this)).catch(() => undefined);
    if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 3000 });
    else setTimeout(run, 200);
  }
}

if (!customElements.get('article-open')) customElements.define('article-open', ArticleOpen);
