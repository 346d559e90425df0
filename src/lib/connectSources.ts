/**
 * CSP `connect-src` beyond 'self' (docs/decisions/143). A page lists only the origins its own
 * scripts fetch from: HLS playlists (hls.js), a PDF (pdf.js), the big-data beacons and the live
 * socket. A plain <img>, <video> or <audio> needs only img-src or media-src, which stay open.
 */

const FETCHABLE = new Set(['http:', 'https:', 'ws:', 'wss:']);

/** The origin a script would connect to for `url`, or null when 'self' covers it (relative) or it is not fetchable. */
export function connectOriginOf(url: string): string | null {
  const text = url.trim();
  if (!/^[a-z][a-z\d+.-]*:\/\//i.test(text)) return null;
  try {
    const parsed = new URL(text);
    if (!FETCHABLE.has(parsed.protocol) || !parsed.hostname || parsed.username || parsed.password) return null;
    return parsed.origin;
  } catch {
    return null;
  }
}

/** The `connect-src` directive that adds these URLs' origins, or null when none needs adding. */
export function connectDirective(urls: readonly string[]): string | null {
  const origins = [...new Set(urls.map(connectOriginOf).filter((origin): origin is string => origin !== null))];
  return origins.length ? `connect-src ${origins.join(' ')}` : null;
}

/** What Astro's `Astro.csp` offers a page or component (absent when CSP is off). */
export interface CspDirectives {
  insertDirective(directive: string): void;
}

/** Adds the origins to this page's `connect-src` (Astro merges it with the configured 'self'). */
export function allowConnect(csp: CspDirectives | undefined, urls: readonly string[]): void {
  const directive = connectDirective(urls);
  if (directive) csp?.insertDirective(directive);
}

/**
 * The video sources of sanitised article HTML (`<video src>` and `<source src>`), which the
 * enhancer may hand to hls.js. The sanitiser writes attributes double-quoted.
 */
export function videoSourcesOf(html: string): string[] {
  const sources: string[] = [];
  for (const match of html.matchAll(/<(?:video|source)\b[^>]*?\ssrc="([^"]*)"/gi)) sources.push(decodeAttribute(match[1] ?? ''));
  return sources;
}

function decodeAttribute(value: string): string {
  return value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}
