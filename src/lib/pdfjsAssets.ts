/**
 * Where pdf.js's data files live in the built site (docs/decisions/119): the packed Adobe CMaps
 * (CJK fonts that the PDF does not embed), the two standard fonts pdf.js still reads when it
 * draws with system fonts, and the WebAssembly image and colour decoders with their ICC profile
 * (scanned pages in JPEG 2000 or JBIG2, CMYK images with ICC profiles, docs/decisions/124). The
 * build copies them from the installed pdfjs-dist (src/integrations/pdfjsAssets.ts);
 * `<pdf-preview>` names the same folder to pdf.js, which fetches a file only when a document
 * needs it. The folder is under `_astro/` and carries pdf.js's version,
 * so it is served immutable and a new pdf.js comes with a new folder.
 */

/** The folder, relative to the client build and the base path, for one pdf.js version. */
export function pdfjsAssetsDir(version: string): string {
  return `_astro/pdfjs-${version.replace(/[^\w.-]/g, '_')}`;
}

/** The packed CMaps, in this sub-folder (pdf.js asks for `${cMapUrl}${name}.bcmap`). */
export const PDFJS_CMAPS = 'cmaps';
/** The standard fonts, in this sub-folder. */
export const PDFJS_STANDARD_FONTS = 'standard_fonts';

/**
 * The standard font files shipped. With `useSystemFonts: true` pdf.js draws the 14 standard fonts
 * with the browser's fonts and fetches font data only for Symbol and ZapfDingbats (their glyphs
 * differ between systems): FoxitSymbol and FoxitDingbats, a small part of the folder.
 */
export const PDFJS_STANDARD_FONT_FILES: readonly string[] = ['FoxitSymbol.pfb', 'FoxitDingbats.pfb', 'LICENSE_FOXIT'];

/**
 * The WebAssembly decoders, in this sub-folder (pdf.js's `wasmUrl`): OpenJPEG for JPEG 2000
 * (JPXDecode) images, as scanned layouts carry; JBIG2 for black-and-white scans; qcms for ICC
 * colour. Without them pdf.js leaves such images out. The larger JavaScript fallbacks pdf.js also
 * ships are not: every browser the site supports runs WebAssembly.
 */
export const PDFJS_WASM = 'wasm';
export const PDFJS_WASM_FILES: readonly string[] = [
  'openjpeg.wasm',
  'jbig2.wasm',
  'qcms_bg.wasm',
  'LICENSE_OPENJPEG',
  'LICENSE_PDFJS_OPENJPEG',
  'LICENSE_JBIG2',
  'LICENSE_PDFJS_JBIG2',
  'LICENSE_QCMS',
  'LICENSE_PDFJS_QCMS',
];
/** The ICC profiles pdf.js converts CMYK with (`iccUrl`), the whole folder (it is small). */
export const PDFJS_ICCS = 'iccs';
