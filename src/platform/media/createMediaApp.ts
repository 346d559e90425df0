import { demoDocument } from './demoPdf.ts';
import { stat } from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { IMAGE_SIZES } from '../shape/mediaUrls.ts';
import { RenderCache } from '../../http/RenderCache.ts';
import { renderDemoImage } from './renderDemoImage.ts';

const committedDir = fileURLToPath(new URL('.', import.meta.url));
const IMAGE_FILE = /^([a-z0-9][a-z0-9-]{0,63})_(\d{2,4})x(\d{2,4})\.(jpg|png|gif|webp)$/;
const TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.bmp': 'image/bmp',
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.m2ts': 'video/mp2t',
  '.mp3': 'audio/mpeg',
  '.mp4': 'video/mp4',
  '.m4a': 'audio/mp4',
  '.html': 'text/html; charset=utf-8',
};
const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * Every media answer's policy (docs/decisions/142): a file opened on its own, an upload above all,
 * runs nothing, loads nothing from elsewhere and is not sniffed into another type. Pictures, audio,
 * video and HLS are read by the site's pages, which this policy does not govern; the H5 page keeps
 * its inline styles. PDFs leave out `sandbox`, which stops a browser's own PDF viewer.
 */
export const MEDIA_CSP = "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'";
const SANDBOXED_CSP = `${MEDIA_CSP}; sandbox`;

/** Formats a picture may be sent in instead, when the browser accepts WebP (docs/decisions/145); gif keeps its animation. */
const NEGOTIATED = new Set(['jpg', 'png']);

/** The format to send a picture asked for as `requested`, given the request's Accept header. */
export function servedFormat(requested: 'jpg' | 'png' | 'gif' | 'webp', accept: string | undefined): 'jpg' | 'png' | 'gif' | 'webp' {
  if (!NEGOTIATED.has(requested)) return requested;
  const takesWebp = (accept ?? '').split(',').some((part) => {
    const [type = '', ...params] = part.split(';');
    const q = params.map((param) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(param)?.[1]).find((value) => value !== undefined);
    return type.trim().toLowerCase() === 'image/webp' && (q === undefined || Number(q) > 0);
  });
  return takesWebp ? 'webp' : requested;
}

export interface MediaOptions {
  /**
   * The picture files (`key_WxH.ext`) the platform hands out (knownImages.ts). Anything else is
   * 404 without being drawn or written, so a client cannot fill the disk with made-up keys.
   */
  knownImages(): Promise<ReadonlySet<string>>;
  /** Render cache bounds (src/http/RenderCache.ts); the defaults hold the demo's pictures many times over. */
  maxCachedFiles?: number;
  maxCachedBytes?: number;
  maxRendering?: number;
}

/**
 * `/platform-media`: demo pictures rendered on first request and cached on disk, the committed
 * HLS stream, audio clip and H5 page, and reader uploads.
 */
export function createMediaApp(mediaDir: string, options: MediaOptions): Hono {
  const app = new Hono();
  const cache = new RenderCache(path.join(mediaDir, 'images'), {
    maxFiles: options.maxCachedFiles ?? 5_000,
    maxBytes: options.maxCachedBytes ?? 256 * 1024 * 1024,
    maxRendering: options.maxRendering ?? 8,
  });
  const busy = () => new Response('busy', { status: 503, headers: { 'retry-after': '1', 'cache-control': 'no-store' } });
  app.use('*', async (c, next) => {
    await next();
    c.res.headers.set('x-content-type-options', 'nosniff');
    const pdf = c.res.headers.get('content-type') === 'application/pdf';
    c.res.headers.set('content-security-policy', pdf ? MEDIA_CSP : SANDBOXED_CSP);
  });

  app.get('/images/:file', async (c) => {
    const file = c.req.param('file');
    const match = IMAGE_FILE.exec(file);
    if (!match || !IMAGE_SIZES.has(`${match[2]}x${match[3]}`)) return c.text('not found', 404);
    const known = await options.knownImages().catch((error: unknown) => {
      console.error('platform media: could not read the known pictures:', error);
      return undefined;
    });
    if (!known) return busy();
    if (!known.has(file)) return c.text('not found', 404);
    // A JPEG or PNG goes as WebP to a browser that says it takes it: the same picture in fewer bytes.
    const format = servedFormat(match[4] as 'jpg', c.req.header('accept'));
    const name = `${match[1]}_${match[2]}x${match[3]}.${format}`;
    let body = await cache.read(name);
    if (!body) {
      const rendering = cache.render(name, async () => new Uint8Array(await renderDemoImage({ key: match[1]!, w: Number(match[2]), h: Number(match[3]), format })));
      if (rendering === 'busy') return busy();
      body = await rendering;
    }
    const headers: Record<string, string> = { 'content-type': TYPES[`.${format}`]!, 'cache-control': IMMUTABLE };
    if (NEGOTIATED.has(match[4]!)) headers.vary = 'Accept';
    return c.body(body as Uint8Array<ArrayBuffer>, 200, headers);
  });

  for (const folder of ['video', 'audio', 'h5'] as const) {
    app.get(`/${folder}/:file`, (c) => serveFile(c.req.raw, path.join(committedDir, folder), c.req.param('file'), 'public, max-age=86400'));
  }
  // The demo's PDFs (paper layouts, certificates), written on request; pdf.js reads them cross-origin too.
  app.get('/docs/:file', (c) => {
    const body = demoDocument(c.req.param('file'));
    if (!body) return c.text('not found', 404);
    return c.body(body as Uint8Array<ArrayBuffer>, 200, { 'content-type': 'application/pdf', 'cache-control': 'public, max-age=86400', 'access-control-allow-origin': '*' });
  });
  app.get('/uploads/:file', (c) => serveFile(c.req.raw, path.join(mediaDir, 'uploads'), c.req.param('file'), IMMUTABLE));
  return app;
}

/** A static file with Range support (Safari will not play audio or video without it). */
async function serveFile(request: Request, folder: string, name: string, cacheControl: string): Promise<Response> {
  if (!/^[\w.-]{1,128}$/.test(name) || name.startsWith('.')) return new Response('not found', { status: 404 });
  const file = path.join(folder, name);
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) return new Response('not found', { status: 404 });
  const headers: Record<string, string> = {
    'content-type': TYPES[path.extname(name)] ?? 'application/octet-stream',
    'cache-control': cacheControl,
    'accept-ranges': 'bytes',
    'access-control-allow-origin': '*',
  };
  const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.get('range') ?? '');
  if (range && (range[1] || range[2])) {
    const start = range[1] ? Number(range[1]) : Math.max(0, info.size - Number(range[2]));
    const end = range[1] && range[2] ? Math.min(Number(range[2]), info.size - 1) : info.size - 1;
    if (start > end || start >= info.size) return new Response(null, { status: 416, headers: { 'content-range': `bytes */${info.size}` } });
    headers['content-range'] = `bytes ${start}-${end}/${info.size}`;
    headers['content-length'] = String(end - start + 1);
    return new Response(Readable.toWeb(createReadStream(file, { start, end })) as ReadableStream, { status: 206, headers });
  }
  headers['content-length'] = String(info.size);
  return new Response(Readable.toWeb(createReadStream(file)) as ReadableStream, { status: 200, headers });
}
