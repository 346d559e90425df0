/**
 * `<pdf-preview data-url>`: renders a PDF page by page into canvases. pdf.js and its worker are
 * loaded only here, when the element connects (only the previewPDF page has one), through
 * loadChunk: a chunk that is missing or late (120 s) shows a retry instead of a dead widget. The
 * server-rendered link to the file stays, so the document is reachable with JavaScript off.
 */
import { loadChunk } from '../lib/chunkLoad.ts';

class PdfPreview extends HTMLElement {
  connectedCallback(): void {
    void this.render();
  }

  private setState(state: 'loading' | 'ready' | 'failed' | 'chunkFailed'): void {
    this.dataset.state = state;
    for (const el of this.querySelectorAll<HTMLElement>('[data-show-when]')) el.hidden = el.dataset.showWhen !== state;
  }

  private async render(): Promise<void> {
    const url = this.dataset.url;
    const pages = this.querySelector<HTMLElement>('[data-pages]');
    if (!url || !pages) return;
    this.setState('loading');
    let runtime: typeof import('./pdfPreviewRuntime.ts');
    try {
      runtime = await loadChunk(() => import('./pdfPreviewRuntime.ts'));
    } catch {
      this.setState('chunkFailed');
      this.querySelector<HTMLButtonElement>('[data-retry]')?.addEventListener('click', () => void this.render(), { once: true });
      return;
    }
    try {
      pages.replaceChildren();
      await runtime.renderPdf(url, pages, this.dataset.pageLabel ?? '{{page}}');
      this.setState('ready');
    } catch (error) {
      console.warn('pdf preview:', error);
      this.setState('failed');
    }
  }
}

if (!customElements.get('pdf-preview')) customElements.define('pdf-preview', PdfPreview);
