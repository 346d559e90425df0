/**
 * <comment-actions> (CommentActions.astro): ONE delegated handler for a whole comment list — the
 * items the server rendered, and those load-more or a refresh append later. The buttons (like,
 * reply, report, delete) are plain HTML in every item; this element only listens. Its code is
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

  connectedCallback(): void {
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
    document.removeEventListener(COMMENTS_CHANGED, this.#changed);
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
