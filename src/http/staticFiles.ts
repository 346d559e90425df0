import { readFile, stat } from 'node:fs/promises';
import type http from 'node:http';
import path from 'node:path';
import { preferredEncoding } from './contentEncoding.ts';
import { compressSync, filesUnder, isCompressible, SIDECARS, type Compressed } from './staticCompression.ts';
import { OFFLINE_WORKER_FILE } from '../lib/offlineReading.ts';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.mp3': 'audio/mpeg',
  '.m4a': 'audio/mp4',
  '.pdf': 'application/pdf',
  '.wasm': 'application/wasm',
};

interface StaticFile {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  type: string;
  cacheControl: string;
}

/** The build's compressed copies of `file`, when both are there and not older than it. */
async function precompressed(file: string): Promise<Compressed | null> {
  try {
    const [source, br, gzip] = await Promise.all([stat(file), stat(file + SIDECARS.br), stat(file + SIDECARS.gzip)]);
    if (br.mtimeMs < source.mtimeMs || gzip.mtimeMs < source.mtimeMs) return null;
    return { br: await readFile(file + SIDECARS.br), gzip: await readFile(file + SIDECARS.gzip) };
  } catch {
    return null;
  }
}

/**
 * Serves the built client files from memory: the build output is small, so each file is read once
 * at start, with the brotli 11 and gzip 9 copies the build made of it (compressed here when they
 * are missing), and hashed files under _astro are immutable. The copies are no URLs of their own.
 */
export async function createStaticFiles(root: string, basePath: string) {
  const files = new Map<string, StaticFile>();
  const all = await filesUnder(root);
  const present = new Set(all);
  for (const file of all) {
    const sidecarOf = Object.values(SIDECARS).find((suffix) => file.endsWith(suffix));
    if (sidecarOf && present.has(file.slice(0, -sidecarOf.length))) continue;
    const relative = path.relative(root, file).split(path.sep).join('/');
    const ext = path.extname(file).toLowerCase();
    const body = await readFile(file);
    const hashed = relative.startsWith('_astro/');
    const entry: StaticFile = {
      body,
      type: TYPES[ext] ?? 'application/octet-stream',
      // The offline reading worker is asked again on every update check: a new build's worker must not wait an hour in a cache.
      cacheControl: hashed ? 'public, max-age=31536000, immutable' : relative === OFFLINE_WORKER_FILE ? 'no-cache' : 'public, max-age=3600',
    };
    if (isCompressible(file, body.length)) Object.assign(entry, (await precompressed(file)) ?? compressSync(body));
    files.set(`${basePath}/${relative}`, entry);
    // Root-level files such as robots.txt, sw.js and favicon also answer at the host root.
    if (!relative.includes('/')) files.set(`/${relative}`, entry);
  }

  return {
    /** A built file's bytes by its URL path, as served (uncompressed); undefined for any other path. */
    bodyOf(urlPath: string): Buffer | undefined {
      return files.get(urlPath)?.body;
    },
    serve(req: http.IncomingMessage, res: http.ServerResponse): boolean {
      if (req.method !== 'GET' && req.method !== 'HEAD') return false;
      const pathname = (req.url ?? '/').split('?')[0] ?? '/';
      const file = files.get(pathname);
      if (!file) return false;
      // Compressible files have both encodings (createStaticFiles makes them together), others neither.
      const encoding = file.br && file.gzip ? preferredEncoding(req.headers['accept-encoding']) : 'identity';
      const body = (encoding === 'identity' ? undefined : file[encoding]) ?? file.body;
      const headers: Record<string, string | number> = { 'content-type': file.type, 'cache-control': file.cacheControl, 'x-content-type-options': 'nosniff' };
      if (file.br || file.gzip) headers.vary = 'Accept-Encoding';
      if (body !== file.body) headers['content-encoding'] = encoding;
      headers['content-length'] = body.length;
      res.writeHead(200, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
      return true;
    },
  };
}
