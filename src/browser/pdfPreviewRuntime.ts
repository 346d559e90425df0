/**
 * pdf.js itself, imported only by `<pdf-preview>` (PdfPreview.ts) on demand: the library and its
 * worker (a separate file, by URL) never reach another page's JavaScript, and pdf.js fetches its
 * data files (a CMap, a symbol font) only when a document needs one.
 */
import { getDocument, GlobalWorkerOptions, version } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { PDFJS_CMAPS, PDFJS_ICCS, PDFJS_STANDARD_FONTS, PDFJS_WASM, pdfjsAssetsDir } from '../lib/pdfjsAssets.ts';

GlobalWorkerOptions.workerSrc = workerUrl;

/** At most this many pages are drawn: a certificate has one or two, a paper layout one. */
const MAX_PAGES = 20;

/** pdf.js's data files as the build ships them (docs/decisions/119); absolute, with the trailing slash pdf.js wants. */
const assets = new URL(`${import.meta.env.BASE_URL}/${pdfjsAssetsDir(version)}/`, location.href);

export async function renderPdf(url: string, into: HTMLElement, pageLabel: string): Promise<void> {
  // Certificates and paper layouts name CJK fonts they do not embed (STSong-Light with UniGB-UCS2-H
  // and the like): pdf.js maps their codes with a packed CMap, fetched by name when a page needs it,
  // and draws the glyphs with the system's fonts, as it draws the standard fonts (only Symbol and
  // ZapfDingbats come as font files). Scanned pages in JPEG 2000 or JBIG2, and ICC colour, need the
  // WebAssembly decoders, also fetched only when a page has such an image.
  const pdf = await getDocument({
    url,
    useSystemFonts: true,
    cMapUrl: new URL(`${PDFJS_CMAPS}/`, assets).href,
    cMapPacked: true,
    standardFontDataUrl: new URL(`${PDFJS_STANDARD_FONTS}/`, assets).href,
    wasmUrl: new URL(`${PDFJS_WASM}/`, assets).href,
    iccUrl: new URL(`${PDFJS_ICCS}/`, assets).href,
  }).promise;
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
