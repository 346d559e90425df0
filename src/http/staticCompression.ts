import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import { promisify } from 'node:util';

/**
 * How the built client's text files are compressed (docs/decisions/123): brotli 11 and gzip 9,
 * once. The build writes both next to each file (`app.js.br`, `app.js.gz`, see
 * src/integrations/precompressClient.ts) and the server reads them at start; a file without them
 * is compressed at start, the same way, so a build without them still serves compressed files.
 */
export const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.json', '.svg', '.txt', '.xml', '.html', '.webmanifest', '.wasm']);
/** Below this a compressed body is hardly smaller. */
const MIN_BYTES = 512;
/** The suffix of each precompressed copy. */
export const SIDECARS = { br: '.br', gzip: '.gz' } as const;

export interface Compressed {
  br: Buffer;
  gzip: Buffer;
}

export function isCompressible(file: string, size: number): boolean {
  return COMPRESSIBLE.has(path.extname(file).toLowerCase()) && size > MIN_BYTES;
}

const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } };
const GZIP = { level: 9 };

export function compressSync(body: Buffer): Compressed {
  return { br: brotliCompressSync(body, BROTLI), gzip: gzipSync(body, GZIP) };
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The same, on the thread pool: the build compresses its files in parallel. */
export async function compress(body: Buffer): Promise<Compressed> {
  const [br, gz] = await Promise.all([brotliAsync(body, BROTLI), gzipAsync(body, GZIP)]);
  return { br, gzip: gz };
}

/** Every file under `dir`, with its full path. */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(entries.map((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : Promise.resolve([path.join(dir, entry.name)]))));
  return nested.flat();
}
