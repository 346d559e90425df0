/**
 * <subscribe-list>: one element per list of 翔宇号 accounts, whose subscribe buttons are plain forms
 * (they post to `subscription.toggle` and work with JavaScript off). The element delegates: on the
 * reader's first touch, key or focus inside it, it loads its controller (the Actions client and the
 * `$subscriptions` store, subscribeListController.ts) and from then on submits through it; a tap
 * made while the controller loads is held and replayed. Readers who only read load nothing more —
 * unless the element says `data-load-state="idle"` (one account's own page, whose single button
 * should say "subscribed" to a subscriber): then it loads when the browser is idle and asks at once.
 */
const START_EVENTS = ['pointerdown', 'keydown', 'focusin'] as const;

/** What the controller offers the element (declared here, kept in step by the controller's return type). */
interface SubscribeListController {
  submit(form: HTMLFormElement): void;
}

export class SubscribeList extends HTMLElement {
  #controller: Promise<SubscribeListController> | null = null;

  connectedCallback(): void {
    for (const name of START_EVENTS) this.addEventListener(name, this.#start, { capture: true, passive: true });
    if (this.dataset.loadState === 'idle') {
      if ('requestIdleCallback' in window) window.requestIdleCallback(this.#start, { timeout: 3_000 });
      else setTimeout(this.#start, 1_000);
    }
    this.addEventListener('submit', (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !form.matches('form[data-subscribe]')) return;
      event.preventDefault();
      void this.#load().then(
        (controller) => controller.submit(form),
        // The controller could not load (offline): let the form post as it would without JavaScript.
        () => form.submit(),
      );
    });
  }

  #start = (): void => {
    for (const name of START_EVENTS) this.removeEventListener(name, this.#start, { capture: true });
    void this.#load().catch(() => undefined);
  };

  #load(): Promise<SubscribeListController> {
    this.#controller ??= import('./subscribeListController.ts').then(({ startSubscribeList }) => startSubscribeList(this));
    return this.#controller;
  }
}
