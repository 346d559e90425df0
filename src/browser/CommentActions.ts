/**
 * <comment-actions> (CommentActions.astro): ONE delegated handler for a whole comment list — the
 * items the server rendered, and those load-more or a refresh append later. It gives each item the
 * buttons (like, reply, report, delete) of the list's template, then only listens. Its code is
 * loaded on the reader's first touch of the list (or when the page's comments change), so a reader
 * who only reads downloads nothing more; a tap that lands while it loads is acted on once it is in.
 */
import { COMMENTS_CHANGED } from '../lib/commentEvents.ts';
import type { CommentActionsRuntime } from './commentActionsRuntime.ts';

const WAKE_EVENTS = ['pointerdown', 'keydown', 'focusin'] as const;

export class CommentActions extends HTMLElement {
  #runtime: Promise<CommentActionsRuntime> | null = null;

  readonly #wake = () => void this.#load();
  readonly #changed = () => void this.#load().then((runtime) => runtime.refresh());

  /** Items added later (load-more, a refresh) get their buttons as they arrive. */
  readonly #arrivals = new MutationObserver(() => this.#addTools());

  connectedCallback(): void {
    this.#addTools();
    this.#arrivals.observe(this, { childList: true, subtree: true });
    for (const name of WAKE_EVENTS) this.addEventListener(name, this.#wake, { capture: true, once: true, passive: true });
    this.addEventListener('click', (event) => {
      const button = (event.target as Element | null)?.closest<HTMLButtonElement>('button[data-act]');
      if (!button || !this.contains(button)) return;
      event.preventDefault();
      void this.#load().then((runtime) => runtime.act(button));
    });
    document.addEventListener(COMMENTS_CHANGED, this.#changed);
  }

  disconnectedCallback(): void {
    this.#arrivals.disconnect();
    document.removeEventListener(COMMENTS_CHANGED, this.#changed);
  }

  /** Each comment without buttons gets a copy of the list's template (CommentActions.astro), as its last child. */
  #addTools(): void {
    const tools = this.querySelector<HTMLTemplateElement>('template[data-comment-tools]')?.content;
    if (tools) for (const body of this.querySelectorAll('.comment-body')) if (body.lastElementChild?.className !== 'comment-tools') body.append(tools.cloneNode(true));
  }

  #load(): Promise<CommentActionsRuntime> {
    this.#runtime ??= import('./commentActionsRuntime.ts').then(
      (module) => module.attachCommentActions(this),
      (error: unknown) => {
        // Offline for a moment: the next touch tries again.
        this.#runtime = null;
        throw error;
      },
    );
    return this.#runtime;
  }
}
