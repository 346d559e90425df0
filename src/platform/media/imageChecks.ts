import sharp from 'sharp';

/**
 * What an uploaded picture must be besides its first bytes (docs/decisions/141): a picture that
 * decodes, of at most MAX_IMAGE_PIXELS a frame, and nothing else. A decompression bomb (a small
 * 50000×50000 PNG) is refused from its header, before any pixel is decoded; a polyglot, a file that
 * is a valid picture and also a page, a script, a PDF or a ZIP, is refused by the rule below.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** An animated GIF is decoded frame after frame by browsers: all its frames together stay below this. */
export const MAX_ANIMATION_PIXELS = 10 * MAX_IMAGE_PIXELS;
export const IMAGE_TOO_MANY_PIXELS = '图片尺寸过大，单张不能超过4000万像素';
export const IMAGE_UNREADABLE = '图片已损坏或无法识别';
export const IMAGE_POLYGLOT = '图片含有不允许的内容';

export type PolyglotReason = 'markup' | 'pdf' | 'zip' | 'trailing';

/** Markup a browser or a server would run or render, searched case-insensitively anywhere in the file. */
export const MARKUP_MARKERS = ['<script', '<html', '<!doctype', '<iframe', '<object', '<embed', '<?php', 'javascript:'];
/** A ZIP reader looks for its end record in the last 22 bytes plus the longest comment (65,535). */
const ZIP_TAIL_BYTES = 22 + 65_535;
const PNG_END = [0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82];

const endsWith = (bytes: Uint8Array, tail: number[]) => bytes.length >= tail.length && tail.every((b, i) => bytes[bytes.length - tail.length + i] === b);

/** Whether the file ends where the picture ends: what follows a picture's end is where polyglots hide a ZIP or a PDF. */
function endsAtImageEnd(bytes: Uint8Array, ext: string): boolean {
  if (ext === 'png') return endsWith(bytes, PNG_END);
  if (ext === 'gif') return endsWith(bytes, [0x3b]);
  if (ext === 'jpg') return endsWith(bytes, [0xff, 0xd9]);
  if (ext === 'bmp') return bytes.length >= 6 && new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(2, true) === bytes.length;
  return false;
}

/**
 * Why a picture is a polyglot, or null when it is not. In this order: markup anywhere (MARKUP_MARKERS,
 * any case); `%PDF-` anywhere (PDF readers find it past the start); a ZIP end record
 * (`PK\x05\x06`) in the last 65,557 bytes, where ZIP readers look; bytes after the picture's own end
 * (PNG's IEND chunk, GIF's trailer 0x3B, JPEG's FFD9, BMP's declared file size).
 */
export function polyglotReason(bytes: Uint8Array, ext: string): PolyglotReason | null {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1').toLowerCase();
  if (MARKUP_MARKERS.some((marker) => text.includes(marker))) return 'markup';
  if (text.includes('%pdf-')) return 'pdf';
  if (text.lastIndexOf('pk\x05\x06') >= Math.max(0, text.length - ZIP_TAIL_BYTES)) return 'zip';
  if (!endsAtImageEnd(bytes, ext)) return 'trailing';
  return null;
}

export type ImageCheck = { ok: true; width: number; height: number } | { ok: false; reason: 'pixels' | 'unreadable' | PolyglotReason; message: string };

const refused = (reason: 'pixels' | 'unreadable' | PolyglotReason): ImageCheck => ({
  ok: false,
  reason,
  message: reason === 'pixels' ? IMAGE_TOO_MANY_PIXELS : reason === 'unreadable' ? IMAGE_UNREADABLE : IMAGE_POLYGLOT,
});

/** BMP is outside what sharp decodes: its size comes from the header (width at 18, height at 22, negative for top-down rows). */
function bmpSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes.length < 26) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const width = view.getInt32(18, true);
  const height = Math.abs(view.getInt32(22, true));
  return width > 0 && height > 0 ? { width, height } : null;
}

/**
 * Checks one picture told by its first bytes (`ext` from sniffImage): the polyglot rule's content
 * markers, then the size from the header, then a decode of every pixel into a small thumbnail
 * (libvips streams it, so a 40-megapixel picture never sits in memory whole), then the rule's end
 * check, last so that a cut-off picture is told as one. BMP is checked by its header only.
 */
export async function checkImage(bytes: Uint8Array, ext: string): Promise<ImageCheck> {
  const polyglot = polyglotReason(bytes, ext);
  if (polyglot && polyglot !== 'trailing') return refused(polyglot);
  const decoded = await decode(bytes, ext);
  return decoded.ok && polyglot ? refused(polyglot) : decoded;
}

async function decode(bytes: Uint8Array, ext: string): Promise<ImageCheck> {
  if (ext === 'bmp') {
    const size = bmpSize(bytes);
    if (!size) return refused('unreadable');
    return size.width * size.height > MAX_IMAGE_PIXELS ? refused('pixels') : { ok: true, ...size };
  }
  const options = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' as const };
  try {
    const meta = await sharp(bytes, options).metadata();
    const width = meta.width ?? 0;
    const height = meta.pageHeight ?? meta.height ?? 0;
    if (width <= 0 || height <= 0) return refused('unreadable');
    if (width * height > MAX_IMAGE_PIXELS || width * height * (meta.pages ?? 1) > MAX_ANIMATION_PIXELS) return refused('pixels');
    await sharp(bytes, { ...options, sequentialRead: true }).resize(64, 64, { fit: 'inside' }).raw().toBuffer();
    return { ok: true, width, height };
  } catch (error) {
    // sharp names the pixel limit in its message; anything else is a picture it cannot decode.
    return refused(/pixel limit/i.test(String(error)) ? 'pixels' : 'unreadable');
  }
}
