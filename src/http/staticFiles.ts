import { readdir, readFile } from 'node:fs/promises';
import type http from 'node:http';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { preferredEncoding } from './contentEncoding.ts';

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
};
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.json', '.svg', '.txt', '.xml', '.html', '.webmanifest']);

interface StaticFile {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  type: string;
  cacheControl: string;
}

async function walk(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(entries.map((entry) => (entry.isDirectory() ? walk(path.join(dir, entry.name)) : Promise.resolve([path.join(dir, entry.name)]))));
  return nested.flat();
}

/**
 * Serves the built client files from memory: the build output is small, so each file is read and
 * compressed once at start (brotli 11 and gzip 9), and hashed files under _astro are immutable.
 */
export async function createStaticFiles(root: string, basePath: string) {
  const files = new Map<string, StaticFile>();
  for (const file of await walk(root)) {
    const relative = path.relative(root, file).split(path.sep).join('/');
    const ext = path.extname(file).toLowerCase();
    const body = await readFile(file);
    const hashed = relative.startsWith('_astro/');
    const entry: StaticFile = {
      body,
      type: TYPES[ext] ?? 'application/octet-stream',
      cacheControl: hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
    };
    if (COMPRESSIBLE.has(ext) && body.length > 512) {
      entry.br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
      entry.gzip = gzipSync(body, { level: 9 });
    }
    files.set(`${basePath}/${relative}`, entry);
    // Root-level files such as robots.txt, sw.js and favicon also answer at the host root.
    if (!relative.includes('/')) files.set(`/${relative}`, entry);
  }

  return {
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
