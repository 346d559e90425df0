/**
 * Serving the share poster (docs/decisions/154): one PNG per article, language and version, kept
 * on disk under a byte cap (RenderCache, as the platform's pictures are), drawn by at most a few
 * requests at once (503 with Retry-After beyond them), answered with an ETag and a long lifetime.
 */
import { serverEnv } from '../config/serverEnv.ts';
import { RenderCache } from './RenderCache.ts';
import { drawPoster, type PosterContent } from './drawPoster.ts';

export interface PosterJob {
  id: number;
  locale: string;
  version: string;
  content: PosterContent;
  leadUrl: string | null;
  logoUrl: string | null;
}

export interface PosterServiceOptions {
  dir: string;
  maxBytes: number;
  maxDrawing: number;
  /** Reads a picture; null when it cannot (the poster goes without it). */
  readPicture?: (url: string) => Promise<Uint8Array | null>;
}

/** A day in every cache, a week served stale while one refreshes: the ETag makes a refresh cheap. */
export const POSTER_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';
/** Pictures larger than this are not read for a poster. */
const MAX_PICTURE_BYTES = 8 * 1024 * 1024;
const PICTURE_TIMEOUT_MS = 4000;

/** A picture over http(s), bounded in time and size; no redirects. */
export async function readPicture(url: string): Promise<Uint8Array | null> {
  try {
    const response = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(PICTURE_TIMEOUT_MS) });
    if (!response.ok || !response.body) return null;
    if (Number(response.headers.get('content-length') ?? 0) > MAX_PICTURE_BYTES) {
      await response.body.cancel();
      return null;
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of response.body) {
      size += chunk.length;
      if (size > MAX_PICTURE_BYTES) return null;
      chunks.push(chunk);
    }
    return new Uint8Array(Buffer.concat(chunks));
  } catch {
    return null;
  }
}

/** Whether an If-None-Match header names this ETag (or is `*`). */
export function etagMatches(header: string | null, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const tag = part.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}

export function createPosterService(options: PosterServiceOptions) {
  // Files: far more than bytes allow (a poster is tens of KB); bytes are the cap that matters.
  const cache = new RenderCache(options.dir, { maxFiles: 100_000, maxBytes: options.maxBytes, maxRendering: options.maxDrawing });
  const read = options.readPicture ?? readPicture;

  return {
    /** The answer to a GET of the poster `job` describes. */
    async respond(job: PosterJob, ifNoneMatch: string | null): Promise<Response> {
      const etag = `"${job.version}"`;
      const headers = { 'content-type': 'image/png', 'cache-control': POSTER_CACHE_CONTROL, etag, vary: 'Accept-Encoding' };
      if (etagMatches(ifNoneMatch, etag)) return new Response(null, { status: 304, headers });
      const file = `${job.id}-${job.locale}-${job.version}.png`;
      const kept = await cache.read(file);
      if (kept) return new Response(kept as Uint8Array<ArrayBuffer>, { status: 200, headers: { ...headers, 'x-poster-cache': 'hit' } });
      const drawing = cache.render(file, async () => {
        const [lead, logo] = await Promise.all([job.leadUrl ? read(job.leadUrl) : null, job.logoUrl ? read(job.logoUrl) : null]);
        return new Uint8Array(await drawPoster(job.content, { lead, logo }));
      });
      if (drawing === 'busy') return busy();
      try {
        const bytes = await drawing;
        return new Response(bytes as Uint8Array<ArrayBuffer>, { status: 200, headers: { ...headers, 'x-poster-cache': 'miss' } });
      } catch (error) {
        console.error(`poster: could not draw ${file}:`, error);
        return busy();
      }
    },
  };
}

let shared: ReturnType<typeof createPosterService> | undefined;

/** This process's poster service, with the settings POSTER_DIR, POSTER_CACHE_MB and POSTER_DRAWING. */
export function posterService(): ReturnType<typeof createPosterService> {
  shared ??= createPosterService(serverEnv().poster);
  return shared;
}

function busy(): Response {
  return new Response('busy', { status: 503, headers: { 'retry-after': '5', 'cache-control': 'no-store', 'content-type': 'text/plain; charset=utf-8' } });
}
