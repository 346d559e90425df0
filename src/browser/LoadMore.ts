/**
 * <load-more> (LoadMore.astro): fetches the next page's items as server-rendered HTML (the list
 * fragment) and appends them, cancelling an earlier pending request; keeps what it appended, and
 * the scroll position, in sessionStorage for a return through history.
 */

/** How long a page put back from history keeps the reader's place while its layout settles. */
const SETTLE_MS = 3000;
/** What ends that: the reader scrolling, touching or typing themselves. */
const READER_MOVES = ['wheel', 'pointerdown', 'touchstart', 'keydown'] as const;

/** State kept per page and list so a reload from history shows what the reader had loaded. */
interface Kept {
  html: string;
  href: string | null;
  fragment: string | null;
  scrollY: number;
}

export class LoadMore extends HTMLElement {
  #pending: AbortController | null = null;
  #appended = '';

  get #key(): string {
    return `load-more:${location.pathname}${location.search}:${this.dataset.list ?? ''}`;
  }

  connectedCallback(): void {
    this.addEventListener('click', (event) => {
      const link = (event.target as Element | null)?.closest('a.load-more-link');
      if (!link || !this.dataset.fragment) return;
      event.preventDefault();
      void this.#load(this.dataset.fragment);
    });
    window.addEventListener('pagehide', () => this.#save());
    this.#restore();
  }

  #list(): HTMLElement | null {
    return document.getElementById(this.dataset.list ?? '');
  }

  #status(text: string): void {
    const status = this.querySelector('.load-more-status');
    if (status) status.textContent = text;
  }

  async #load(fragment: string): Promise<void> {
    // A newer request replaces an older pending one (SPEC §7).
    this.#pending?.abort();
    const controller = new AbortController();
    this.#pending = controller;
    this.setAttribute('aria-busy', 'true');
    this.#status(this.dataset.loading ?? '');
    try {
      const response = await fetch(fragment, { signal: controller.signal, headers: { accept: 'text/html' } });
      if (!response.ok) throw new Error(String(response.status));
      const template = document.createElement('template');
      template.innerHTML = await response.text();
      const incoming = template.content.querySelector('ol[data-fragment]');
      const list = this.#list();
      if (!incoming || !list) throw new Error('no list');
      const items = [...incoming.children];
      this.#appended += items.map((item) => item.outerHTML).join('');
      list.append(...items);
      this.#advance(incoming.getAttribute('data-next-page'), incoming.getAttribute('data-next-last'));
      this.#status('');
      this.#save();
    } catch {
      if (controller.signal.aborted) return;
      // The list stays as it was; the link stays, so the reader can try again.
      this.#status(this.dataset.failed ?? '');
    } finally {
      if (this.#pending === controller) {
        this.#pending = null;
        this.removeAttribute('aria-busy');
      }
    }
  }

  /**
   * The list was fetched again from its first page (a comment posted or deleted): what was appended
   * is gone, and loading continues after the new first page.
   */
  restart(page: string | null, lastFileId: string | null): void {
    this.#pending?.abort();
    this.#appended = '';
    try {
      sessionStorage.removeItem(this.#key);
    } catch {
      // Storage disabled: nothing was kept.
    }
    if (this.dataset.fragment) this.#advance(page, lastFileId);
  }

  /** Points the link and the fragment at the following page, or replaces the link with "no more". */
  #advance(page: string | null, lastFileId: string | null): void {
    const link = this.querySelector<HTMLAnchorElement>('a.load-more-link');
    if (page && lastFileId && this.dataset.fragment) {
      const fragment = new URL(this.dataset.fragment, location.href);
      fragment.searchParams.set('page', page);
      fragment.searchParams.set('lastFileId', lastFileId);
      this.dataset.fragment = `${fragment.pathname}${fragment.search}`;
      if (link) {
        const next = new URL(link.href);
        next.searchParams.set('page', page);
        next.searchParams.set('lastFileId', lastFileId);
        link.href = `${next.pathname}${next.search}`;
      }
      return;
    }
    delete this.dataset.fragment;
    if (link) {
      const end = document.createElement('p');
      end.className = 'load-more-end';
      end.textContent = this.dataset.noMore ?? '';
      link.replaceWith(end);
    }
  }

  #applyKept(kept: Kept): void {
    const link = this.querySelector<HTMLAnchorElement>('a.load-more-link');
    if (kept.fragment && kept.href) {
      this.dataset.fragment = kept.fragment;
      if (link) link.href = kept.href;
    } else {
      this.#advance(null, null);
    }
  }

  #save(): void {
    if (!this.#appended) return;
    const link = this.querySelector<HTMLAnchorElement>('a.load-more-link');
    const kept: Kept = { html: this.#appended, href: link?.getAttribute('href') ?? null, fragment: this.dataset.fragment ?? null, scrollY: window.scrollY };
    try {
      sessionStorage.setItem(this.#key, JSON.stringify(kept));
    } catch {
      // Storage full or disabled: coming back shows the first page, which is still correct.
    }
  }

  #restore(): void {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    let raw: string | null;
    try {
      raw = sessionStorage.getItem(this.#key);
      // Only a return through history restores; a fresh visit starts from the first page.
      if (navigation?.type !== 'back_forward') {
        sessionStorage.removeItem(this.#key);
        return;
      }
    } catch {
      return;
    }
    const list = this.#list();
    if (!raw || !list) return;
    const kept = JSON.parse(raw) as Kept;
    const template = document.createElement('template');
    template.innerHTML = kept.html;
    list.append(template.content);
    this.#appended = kept.html;
    this.#applyKept(kept);
    // The page's stylesheets arrive after its largest paint (docs/decisions/167), and each one may
    // change the height above the reader's place: until the reader moves, the place is kept as the
    // layout settles, for at most SETTLE_MS.
    const place = () => window.scrollTo(0, kept.scrollY);
    requestAnimationFrame(place);
    const settling = new ResizeObserver(place);
    settling.observe(document.documentElement);
    const stop = () => settling.disconnect();
    for (const name of READER_MOVES) addEventListener(name, stop, { once: true, passive: true, capture: true });
    setTimeout(stop, SETTLE_MS);
  }
}
