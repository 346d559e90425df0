/**
 * The base of an element whose buttons are plain forms (they post to an Action and work with
 * JavaScript off) and whose script comes late (<subscribe-list>, <xy-rank>). The element delegates:
 * on the reader's first touch, key or focus inside it, it loads its controller, and from then on
 * its forms submit through it; a tap made while the controller loads is held and replayed. Readers
 * who only read load nothing more. If the controller cannot load (offline), the form posts as it
 * would without JavaScript. A subclass names its forms and imports its controller.
 */
const START_EVENTS = ['pointerdown', 'keydown', 'focusin'] as const;

/** What a controller offers the element (declared here, kept in step by each controller's return type). */
export interface FormsController {
  submit(form: HTMLFormElement): void;
}

export abstract class DelegatedForms extends HTMLElement {
  /** The forms this element submits through its controller. */
  protected abstract readonly forms: string;
  /** Imports and starts the controller (a dynamic import, so it stays a chunk of its own). */
  protected abstract importController(): Promise<FormsController>;

  #controller: Promise<FormsController> | null = null;

  connectedCallback(): void {
    for (const name of START_EVENTS) this.addEventListener(name, this.start, { capture: true, passive: true });
    this.addEventListener('submit', (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !form.matches(this.forms)) return;
      event.preventDefault();
      void this.#load().then(
        (controller) => controller.submit(form),
        () => form.submit(),
      );
    });
  }

  /** Loads the controller now, once. */
  protected start = (): void => {
    for (const name of START_EVENTS) this.removeEventListener(name, this.start, { capture: true });
    void this.#load().catch(() => undefined);
  };

  #load(): Promise<FormsController> {
    this.#controller ??= this.importController();
    return this.#controller;
  }
}
