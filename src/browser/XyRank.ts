/**
 * <xy-rank>: the rank (打榜) buttons of a page region, each a plain form posting to `xy.rank` (they
 * work with JavaScript off). Like <subscribe-list>, the element delegates: on the reader's first
 * touch, key or focus inside it, it loads its controller (the Action client and the `$xyRanked`
 * store, xyRankController.ts) and from then on submits through it; a tap made while the controller
 * loads is held and replayed. Readers who only read load nothing more.
 */
const START_EVENTS = ['pointerdown', 'keydown', 'focusin'] as const;

interface XyRankController {
  submit(form: HTMLFormElement): void;
}

export class XyRank extends HTMLElement {
  #controller: Promise<XyRankController> | null = null;

  connectedCallback(): void {
    for (const name of START_EVENTS) this.addEventListener(name, this.#start, { capture: true, passive: true });
    this.addEventListener('submit', (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !form.matches('form[data-xy-rank]')) return;
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

  #load(): Promise<XyRankController> {
    this.#controller ??= import('./xyRankController.ts').then(({ startXyRank }) => startXyRank(this));
    return this.#controller;
  }
}
