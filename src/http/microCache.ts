import type http from 'node:http';
import { chosenLocale, resolveLocale } from '../i18n/locales.ts';
import { readClientEnv } from '../lib/clientEnv.ts';
import { onlyKnownQueryKeys } from '../lib/requestFlags.ts';
import { isTheme } from '../lib/theme.ts';
import { LIGHT_COOKIE, LIGHT_QUERY, decideLight } from '../lib/lightPages.ts';
import { parseCookieHeader } from '../lib/tolerantInput.ts';
import { preferredEncoding, recompressBrotli } from './contentEncoding.ts';

interface Entry {
  status: number;
  /** Flat [name, value, …] list, built once: a hit then costs one writeHead and one write. */
  headers: string[];
  body: Buffer;
  expires: number;
  /** A brotli body still at the quality it was rendered with (contentEncoding.ts BROTLI_QUALITY). */
  atRenderedQuality: boolean;
}

/** Longer URLs are rare and legitimate readers never need them cached. */
const MAX_CACHED_URL = 2048;

/**
 * A few seconds of memory for anonymous page HTML (DESIGN §6): a burst on a hot article renders
 * once. Server HTML varies only by URL, locale, theme, light mode and the kind of client, so those — and the
 * response encoding — are the key. Nothing else the reader sends enters it: a URL with query keys
 * no page reads is not kept at all, cookies other than lang and theme are ignored, and the Host was
 * pinned to the configured origin before this runs. Only public, cookie-free 200 responses are
 * kept; previews and failures (no-store) never are.
 */
export function createMicroCache(options: { ttlMs: number; maxEntries: number; nativeAppMarker?: string }) {
  const entries = new Map<string, Entry>();

  function keyFor(req: http.IncomingMessage): string | null {
    if (req.method !== 'GET') return null;
    const url = req.url ?? '/';
    if (url.length > MAX_CACHED_URL) return null;
    const query = new URLSearchParams(url.split('?')[1] ?? '');
    if (!onlyKnownQueryKeys(query)) return null;
    const cookies = parseCookieHeader(req.headers.cookie);
    // The reader's own choice, or else what their browser asks for, marked apart: a configured site
    // locale (docs/decisions/163) serves everyone without a choice alike, so a page chosen by cookie
    // must never answer a reader whose browser merely asks for the same language.
    const chosen = chosenLocale({ query: query.get('lang'), cookie: cookies.get('lang') ?? null });
    const locale = chosen ?? `~${resolveLocale({ acceptLanguage: req.headers['accept-language'] ?? null })}`;
    const theme = cookies.get('theme');
    // A light page (docs/decisions/153) only for a reader who asked: by cookie, query or Save-Data.
    const light = decideLight({ query: query.get(LIGHT_QUERY), cookie: cookies.get(LIGHT_COOKIE), saveData: req.headers['save-data'] });
    const env = readClientEnv(String(req.headers['user-agent'] ?? ''), options.nativeAppMarker);
    const encoding = preferredEncoding(req.headers['accept-encoding']);
    return [url, locale, isTheme(theme) ? theme : '', light, env.inNativeApp, env.inWeChat, env.isIOS, env.isIOSSafari, encoding].join('\u0000');
  }

  /**
   * A page asked for again is read by more than one reader: its brotli copy is compressed once more
   * at the kept quality, after the hit that found it is answered (docs/decisions/128).
   */
  function recompress(key: string, entry: Entry): void {
    if (entries.get(key) !== entry) return;
    const smaller = recompressBrotli(entry.body);
    if (!smaller || smaller.length >= entry.body.length) return;
    const at = entry.headers.findIndex((value, index) => index % 2 === 0 && value.toLowerCase() === 'content-length');
    if (at === -1) return;
    entry.headers[at + 1] = String(smaller.length);
    entry.body = smaller;
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
      if (entry.atRenderedQuality) {
        entry.atRenderedQuality = false;
        setImmediate(() => recompress(key, entry));
      }
      return true;
    },

    /**
     * Keeps a response's final bytes (compressWhole hands them over, already compressed, once its
     * headers are final) when it is a public, cookie-free 200.
     */
    keep(key: string, res: http.ServerResponse, body: Buffer): void {
      const headers = res.getHeaders();
      const cacheControl = String(headers['cache-control'] ?? '');
      // Pictures (the share poster) have their own cache on disk, with ETags this one would not answer.
      const picture = String(headers['content-type'] ?? '').startsWith('image/');
      const cacheable = res.statusCode === 200 && /\bpublic\b/.test(cacheControl) && !headers['set-cookie'] && !picture;
      if (!cacheable) return;
      if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value!);
      // Each answer carries its own request id (src/http/requestLog.ts), never the first reader's.
      const flat = Object.entries(headers)
        .filter(([name]) => name !== 'x-request-id')
        .flatMap(([name, value]) => (Array.isArray(value) ? value.flatMap((v) => [name, v]) : [name, String(value)]));
      const brotli = String(headers['content-encoding'] ?? '') === 'br';
      entries.set(key, { status: res.statusCode, headers: [...flat, 'x-micro-cache', 'hit'], body, expires: Date.now() + options.ttlMs, atRenderedQuality: brotli });
    },
  };
}
