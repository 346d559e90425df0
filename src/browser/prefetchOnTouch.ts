/**
 * Instant navigation where the browser has no Speculation Rules (docs/decisions/153): a finger on
 * an article link of a list prefetches that page, as the rules' "moderate" eagerness does in
 * Chromium. It reads the page's own rules, so it acts only where they are (list pages, never a
 * light page or a preview) and on the links they name; at most three prefetches a page, none on
 * Save-Data.
 */

const MAX_PREFETCHES = 3;

interface PrefetchRules {
  prefetch?: { where?: { and?: { href_matches?: string[]; not?: { selector_matches?: string } }[] } }[];
}

/** The rules' address patterns ("/…/newsDetail/*") as prefixes, and the selector that opts a link out. */
export function readPrefetchRules(json: string): { prefixes: string[]; optOut: string } | null {
  try {
    const parts = (JSON.parse(json) as PrefetchRules).prefetch?.[0]?.where?.and ?? [];
    const prefixes = parts.flatMap((part) => part.href_matches ?? []).map((pattern) => pattern.replace(/\*$/, ''));
    const optOut = parts.map((part) => part.not?.selector_matches).find(Boolean) ?? '';
    return prefixes.length ? { prefixes, optOut } : null;
  } catch {
    return null;
  }
}

/** A same-origin link whose path starts with one of the prefixes, and no query that could write. */
export function isPrefetchable(href: string, origin: string, prefixes: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return false;
  }
  return url.origin === origin && prefixes.some((prefix) => url.pathname.startsWith(prefix));
}

export function prefetchOnTouch(doc: Document = document): void {
  if (HTMLScriptElement.supports?.('speculationrules')) return;
  if ((navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData) return;
  const rules = readPrefetchRules(doc.querySelector('script[type="speculationrules"]')?.textContent ?? '');
  if (!rules) return;
  const done = new Set<string>();
  const onTouch = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[href]');
    if (!link || (rules.optOut && link.matches(rules.optOut)) || !isPrefetchable(link.href, location.origin, rules.prefixes)) return;
    if (done.has(link.href)) return;
    done.add(link.href);
    const hint = doc.createElement('link');
    hint.rel = 'prefetch';
    hint.href = link.href;
    doc.head.append(hint);
    if (done.size >= MAX_PREFETCHES) doc.removeEventListener('touchstart', onTouch, true);
  };
  doc.addEventListener('touchstart', onTouch, { capture: true, passive: true });
}
