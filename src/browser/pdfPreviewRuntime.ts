/**
 * pdf.js itself, imported only by `<pdf-preview>` (PdfPreview.ts) on demand: the library and its
 * worker (a separate file, by URL) never reach another page's JavaScript.
 */
import { getDocument, GlobalWorkerOptions } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

/** At most this many pages are drawn: a certificate has one or two, a paper layout one. */
const MAX_PAGES = 20;

export async function renderPdf(url: string, into: HTMLElement, pageLabel: string): Promise<void> {
  // The standard fonts as the browser draws them (no font files to fetch).
  const pdf = await getDocument({ url, useSystemFonts: true }).promise;
  const width = Math.max(into.clientWidth, 320);
  const ratio = Math.min(window.devicePixelRatio || 1, 2);
  for (let n = 1; n <= Math.min(pdf.numPages, MAX_PAGES); n++) {
    const page = await pdf.getPage(n);
    const viewport = page.getViewport({ scale: (width / page.getViewport({ scale: 1 }).width) * ratio });
    const canvas = document.createElement('canvas');
    canvas.width = Math.floor(viewport.width);
    canvas.height = Math.floor(viewport.height);
    canvas.setAttribute('role', 'img');
    canvas.setAttribute('aria-label', pageLabel.replace('{{page}}', String(n)));
    canvas.dataset.pdfPage = String(n);
    into.append(canvas);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas context');
    await page.render({ canvas, canvasContext: context, viewport }).promise;
  }
}
