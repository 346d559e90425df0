/**
 * URL checks for links that come from configuration or content and end up in `href`:
 * only absolute URLs with an allowed scheme and a host pass, so `javascript:`, `data:`,
 * relative paths and malformed strings never become links.
 */

function parsedAbsolute(value: unknown, schemes: readonly string[]): URL | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  // `new URL` accepts "http:example.com"; require the `//` authority the check is about.
  if (!/^[a-z][a-z\d+.-]*:\/\//i.test(text)) return null;
  try {
    const url = new URL(text);
    return schemes.includes(url.protocol) && url.hostname !== '' ? url : null;
  } catch {
    return null;
  }
}

/** The newspaper link of the top bar opens only for a valid http, https or ftp URL (SPEC §5). */
export function isValidPaperUrl(value: unknown): value is string {
  return parsedAbsolute(value, ['http:', 'https:', 'ftp:']) !== null;
}

/** An absolute http(s) URL, safe to use as a link or redirect target. */
export function isSafeHttpUrl(value: unknown): value is string {
  return parsedAbsolute(value, ['http:', 'https:']) !== null;
}
