/**
 * The one tolerant reader of request text (DESIGN §4 "Hostile input is normal input"): a value
 * that does not decode counts as absent, and nothing here throws. Cookies, path segments and
 * headers all pass through these before any rule looks at them.
 */

/** Longest cookie value we read; real ones are tokens and short choices. */
const MAX_COOKIE_VALUE = 4096;

/** decodeURIComponent that answers null instead of throwing on `%`, `%E0%A4` and friends. */
export function safeDecode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** All cookies of a `Cookie:` header; the first of a repeated name wins, undecodable values are absent. */
export function parseCookieHeader(header: string | null | undefined): Map<string, string> {
  const values = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index < 1) continue;
    const name = part.slice(0, index).trim();
    if (!name || values.has(name)) continue;
    const raw = part
      .slice(index + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    if (raw.length > MAX_COOKIE_VALUE) continue;
    const value = safeDecode(raw);
    if (value !== null) values.set(name, value);
  }
  return values;
}

/** One cookie from a raw header, or null. */
export function readCookie(header: string | null | undefined, name: string): string | null {
  return parseCookieHeader(header).get(name) ?? null;
}

/** The first value of a header that may repeat or be a comma list. */
export function firstHeaderValue(value: string | string[] | null | undefined): string | null {
  const text = Array.isArray(value) ? value[0] : value;
  const head = text?.split(',')[0]?.trim();
  return head ? head : null;
}
