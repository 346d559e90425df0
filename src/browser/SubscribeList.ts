import { DelegatedForms, type FormsController } from './DelegatedForms.ts';

/**
 * <subscribe-list>: one element per list of 翔宇号 accounts, whose subscribe buttons are plain forms
 * posting to `subscription.toggle`. It loads its controller (the Actions client and the
 * `$subscriptions` store, subscribeListController.ts) on the reader's first touch inside it
 * (DelegatedForms.ts) — or, when it says `data-load-state="idle"` (one account's own page, whose
 * single button should say "subscribed" to a subscriber), when the browser is idle, and asks at once.
 */
export class SubscribeList extends DelegatedForms {
  protected readonly forms = 'form[data-subscribe]';

  protected importController(): Promise<FormsController> {
    return import('./subscribeListController.ts').then(({ startSubscribeList }) => startSubscribeList(this));
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.dataset.loadState === 'idle') {
      if ('requestIdleCallback' in window) window.requestIdleCallback(this.start, { timeout: 3_000 });
      else setTimeout(this.start, 1_000);
    }
  }
}
