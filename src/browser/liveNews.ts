/**
 * News while the reader scrolls (docs/decisions/151). A reader who sees the top of the report list
 * gets new reports in place. A reader who scrolled down into older reports keeps what they read
 * where it is: new reports wait, hidden, and a "N 条新消息" button counts them; a tap shows them and
 * takes the reader to the newest (smoothly unless they prefer reduced motion), and so does coming
 * back to the top by themselves. The count is announced politely, at most once every ANNOUNCE_MS.
 * While the page is hidden the document title starts with "(N)", N the reports that came meanwhile.
 */

export const ANNOUNCE_MS = 10_000;

export class LiveNews {
  #list: HTMLElement;
  #button: HTMLButtonElement;
  #announcer: HTMLElement;
  #template: string;
  #top: IntersectionObserver;
  #topElement: Element;
  #atTop = true;
  #lastAnnounced = 0;
  #announceTimer: ReturnType<typeof setTimeout> | null = null;
  #unseen = 0;
  #title = '';

  /** `template` is the button's text with `{n}` for the count. */
  constructor(options: { list: HTMLElement; top: Element; button: HTMLButtonElement; announcer: HTMLElement; template: string }) {
    this.#list = options.list;
    this.#button = options.button;
    this.#announcer = options.announcer;
    this.#template = options.template;
    this.#topElement = options.top;
    this.#button.addEventListener('click', () => this.#reveal(true));
    this.#top = new IntersectionObserver((entries) => {
      this.#atTop = entries.some((entry) => entry.isIntersecting || entry.boundingClientRect.top > 0);
      if (this.#atTop) this.#reveal(false);
    });
    this.#top.observe(options.top);
  }

  /** A report just put into the list: shown in place at the top, held back for a reader further down. */
  placed(item: HTMLElement): void {
    if (document.visibilityState === 'hidden') this.#countUnseen();
    if (this.#atTop) return;
    item.hidden = true;
    item.dataset.held = '';
    this.#update();
  }

  /** The page was shown or hidden: the title's "(N)" starts or ends. */
  visibilityChanged(): void {
    if (document.visibilityState === 'hidden' || !this.#unseen) return;
    document.title = this.#title;
    this.#unseen = 0;
  }

  disconnect(): void {
    this.#top.disconnect();
    if (this.#announceTimer) clearTimeout(this.#announceTimer);
    this.visibilityChanged();
  }

  #held(): HTMLElement[] {
    return [...this.#list.querySelectorAll<HTMLElement>(':scope > [data-held]')];
  }

  #countUnseen(): void {
    if (!this.#unseen) this.#title = document.title;
    this.#unseen++;
    document.title = `(${this.#unseen}) ${this.#title}`;
  }

  #update(): void {
    const count = this.#held().length;
    this.#button.hidden = count === 0;
    this.#button.textContent = this.#template.replace('{n}', String(count));
    if (count) this.#announce();
  }

  /** The count for screen readers: now, or when ANNOUNCE_MS have passed since the last time. */
  #announce(): void {
    if (this.#announceTimer) return;
    const wait = this.#lastAnnounced + ANNOUNCE_MS - Date.now();
    this.#announceTimer = setTimeout(
      () => {
        this.#announceTimer = null;
        const count = this.#held().length;
        if (!count) return;
        this.#lastAnnounced = Date.now();
        this.#announcer.textContent = this.#template.replace('{n}', String(count));
      },
      Math.max(0, wait),
    );
  }

  #reveal(go: boolean): void {
    const held = this.#held();
    for (const item of held) {
      item.hidden = false;
      delete item.dataset.held;
    }
    this.#update();
    this.#announcer.textContent = '';
    if (!go) return;
    // To the top of the list (the reader is then "at the top": the next reports appear in place), focus on the newest.
    const newest = this.#list.querySelector<HTMLElement>(':scope > :not([data-top])') ?? this.#list;
    const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches;
    newest.tabIndex = -1;
    this.#topElement.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    newest.focus({ preventScroll: true });
  }
}
