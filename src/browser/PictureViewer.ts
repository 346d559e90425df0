/**
 * `<picture-viewer>` (ArticleOpen.astro): ONE delegated handler for every picture of an article, in
 * its image-set strip and in its body. Each picture links to its own full-size file, so without
 * JavaScript a tap opens the file. With it, the reader's first touch of a picture imports the
 * viewer (pictureViewerRuntime.ts: swiper with its zoom, keyboard and accessibility modules, and its
 * CSS) and the tap opens it at that picture; a reader who never touches one downloads nothing more
 * (docs/decisions/155). If the viewer cannot load (offline), the link is followed as without
 * JavaScript, and the next tap tries again.
 */
import { pictureLinkOf } from './pictureLink.ts';
import type { PictureViewerRuntime } from './pictureViewerRuntime.ts';

export class PictureViewer extends HTMLElement {
  #runtime: Promise<PictureViewerRuntime> | null = null;

  connectedCallback(): void {
    const article = this.closest('article');
    article?.addEventListener('pointerdown', (event) => void (pictureLinkOf(event.target) && this.#load().catch(() => undefined)), { passive: true });
    article?.addEventListener('click', (event) => {
      const link = pictureLinkOf(event.target);
      if (!link || event.defaultPrevented || event.button || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      this.#load()
        .then((runtime) => runtime.open(link, { closeLabel: this.dataset.close ?? '', label: document.querySelector('h1')?.textContent ?? '' }))
        .catch(() => (location.href = link.href));
    });
  }

  #load(): Promise<PictureViewerRuntime> {
    this.#runtime ??= import('./pictureViewerRuntime.ts').then(
      (module) => module.pictureViewerRuntime,
      (error: unknown) => {
        this.#runtime = null;
        throw error;
      },
    );
    return this.#runtime;
  }
}

if (!customElements.get('picture-viewer')) customElements.define('picture-viewer', PictureViewer);
