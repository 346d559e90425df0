import type http from 'node:http';
import { resolveLocale } from '../i18n/locales.ts';
import { readClientEnv } from '../lib/clientEnv.ts';

interface Entry {
  status: number;
  /** Flat [name, value, …] list, built once: a hit then costs one writeHead and one write. */
  headers: string[];
  body: Buffer;
  expires: number;
}

function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  const match = new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(header);
  return match ? decodeURIComponent(match[1]!) : null;
}

/**
 * A few seconds of memory for anonymous page HTML (DESIGN §6): a burst on a hot article renders
 * once. Server HTML varies only by URL, locale, theme and the kind of client, so those — and the
 * response encoding — are the key. Only public, cookie-free 200/404 responses are kept; previews
 * (no-store) never are.
 */
export function createMicroCache(options: { ttlMs: number; maxEntries: number; nativeAppMarker?: string }) {
  const entries = new Map<string, Entry>();

  function keyFor(req: http.IncomingMessage): string | null {
    if (req.method !== 'GET') return null;
    const cookie = req.headers.cookie;
    const locale = resolveLocale({
      query: new URLSearchParams((req.url ?? '').split('?')[1] ?? '').get('lang'),
      cookie: cookieValue(cookie, 'lang'),
      acceptLanguage: req.headers['accept-language'] ?? null,
    });
    const env = readClientEnv(String(req.headers['user-agent'] ?? ''), options.nativeAppMarker);
    const accept = String(req.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : 'identity';
    return [req.url, locale, cookieValue(cookie, 'theme') ?? '', env.inNativeApp, env.guestUserId ?? '', env.inWeChat, env.isIOS, env.isIOSSafari, encoding].join('\u0000');
  }

  return {
    keyFor,

    /** Answers from memory when it can; true when it did. */
    serve(key: string, res: http.ServerResponse): boolean {
      const entry = entries.get(key);
      if (!entry) return false;
      if (entry.expires < Date.now()) {
        entries.delete(key);
        return false;
      }
      res.writeHead(entry.status, entry.headers);
      res.end(entry.body);
      return true;
    },

    /** Records the response as it is written (already compressed: call before compression wraps `res`). */
    record(key: string, res: http.ServerResponse): void {
      const chunks: Buffer[] = [];
      const write = res.write.bind(res) as (...args: unknown[]) => boolean;
      const end = res.end.bind(res) as (...args: unknown[]) => http.ServerResponse;
      const keep = (chunk: unknown, encoding?: unknown) => {
        if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
        chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
      };
      res.write = ((chunk: unknown, ...rest: unknown[]) => {
        keep(chunk, rest[0]);
        return write(chunk, ...rest);
      }) as typeof res.write;
      res.end = ((chunk?: unknown, ...rest: unknown[]) => {
        keep(chunk, rest[0]);
        return end(chunk, ...rest);
      }) as typeof res.end;
      res.once('finish', () => {
        const headers = res.getHeaders();
        const cacheControl = String(headers['cache-control'] ?? '');
        const cacheable = (res.statusCode === 200 || res.statusCode === 404) && /\bpublic\b/.test(cacheControl) && !headers['set-cookie'];
        if (!cacheable) return;
        if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value!);
        const flat = Object.entries(headers).flatMap(([name, value]) => (Array.isArray(value) ? value.flatMap((v) => [name, v]) : [name, String(value)]));
        entries.set(key, { status: res.statusCode, headers: [...flat, 'x-micro-cache', 'hit'], body: Buffer.concat(chunks), expires: Date.now() + options.ttlMs });
      });
    },
  };
}
