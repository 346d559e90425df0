/**
 * Offline reading (docs/decisions/152): the rules the service worker follows, as plain functions
 * that the unit tests read as tables. This file imports nothing: the build strips its types and
 * puts it, with src/browser/offlineReadingWorker.ts, into the one worker script
 * (src/integrations/offlineReadingWorker.ts), so the worker and the tests run the same code.
 */

/** The worker's file under BASE_PATH; its scope is BASE_PATH/, every page of the site. */
export const OFFLINE_WORKER_FILE = 'offlineReadingWorker.js';

/** What the worker keeps (issue 35): at most 50 pages, and 30 MB of pages and pictures together. Oldest out first. */
export const OFFLINE_LIMITS = { maxPages: 50, maxBytes: 30 * 1024 * 1024 } as const;

/** Every cache the worker opens starts with this; a build's names end with its version. */
export const OFFLINE_CACHE_PREFIX = 'touchnews-offline-';

/** Headers the worker writes on what it keeps (never sent anywhere): when, what and how large. */
export const SAVED_AT_HEADER = 'x-offline-saved-at';
export const TITLE_HEADER = 'x-offline-title';
export const BYTES_HEADER = 'x-offline-bytes';

/**
 * A response header with which the server tells the worker not to keep an answer (`no`): the
 * light (Save-Data) page, whose cookie the worker cannot read when it is httpOnly.
 */
export const OFFLINE_KEEP_HEADER = 'x-offline-keep';

/** What the worker does with a request: a page, a build file, a picture, or nothing at all (the browser's own fetch). */
export type RequestKind = 'page' | 'asset' | 'picture' | 'pass';

export interface RequestFacts {
  method: string;
  url: string;
  /** The worker's own origin. */
  origin: string;
  mode: string;
  destination: string;
  /** A Range request (video, audio) is left to the browser. */
  hasRange: boolean;
}

/** Addresses under BASE_PATH that are no page even when navigated to: Actions, the list fragments, the vitals beacon, the worker itself. */
const NEVER_PAGES = ['_actions/', 'fragments/', 'vitals', OFFLINE_WORKER_FILE];

/**
 * Only same-origin GETs are the worker's: pages a reader navigates to under BASE_PATH, the build's
 * files and pictures. Actions, uploads, the socket, analytics, beacons and every other origin pass
 * by untouched (no respondWith at all).
 */
export function requestKind(facts: RequestFacts, basePath: string): RequestKind {
  if (facts.method !== 'GET' || facts.hasRange) return 'pass';
  let url: URL;
  try {
    url = new URL(facts.url);
  } catch {
    return 'pass';
  }
  if (url.origin !== facts.origin) return 'pass';
  const path = url.pathname;
  if (facts.mode === 'navigate') {
    if (!path.startsWith(`${basePath}/`)) return 'pass';
    const rest = path.slice(basePath.length + 1);
    return NEVER_PAGES.some((never) => rest === never || (never.endsWith('/') && rest.startsWith(never))) ? 'pass' : 'page';
  }
  if (path.startsWith(`${basePath}/_astro/`)) return 'asset';
  if (facts.destination === 'image') return 'picture';
  return 'pass';
}

/**
 * The browser asks to save data (`Save-Data: on`, or its own data saver): nothing of such a request
 * is kept, light page or not. The reader's own 无图模式 cookie is httpOnly; the server marks those
 * answers instead (OFFLINE_KEEP_HEADER).
 */
export function asksLight(facts: { saveData: string | null; browserSaveData: boolean }): boolean {
  return facts.saveData?.trim().toLowerCase() === 'on' || facts.browserSaveData;
}

export interface ResponseFacts {
  status: number;
  /** Response.type: only `basic` (same origin, readable) is kept. */
  type: string;
  redirected: boolean;
  cacheControl: string | null;
  contentType: string | null;
  keep: string | null;
}

const directives = (cacheControl: string | null) =>
  (cacheControl ?? '')
    .toLowerCase()
    .split(',')
    .map((part) => part.trim());

/**
 * Kept only when the server called the answer public: a reader's own answers (the member page, a
 * login, an Action, a failure) are `private` or `no-store` (src/context/cachePolicy.ts), and so
 * are never kept. A page must be HTML, a picture an image.
 */
export function keepable(kind: RequestKind, res: ResponseFacts): boolean {
  if (kind === 'pass' || res.status !== 200 || res.type !== 'basic' || res.redirected) return false;
  if (res.keep?.trim().toLowerCase() === 'no') return false;
  const parts = directives(res.cacheControl);
  if (!parts.includes('public') || parts.some((part) => part === 'no-store' || part === 'private' || part === 'no-cache')) return false;
  const type = (res.contentType ?? '').toLowerCase();
  if (kind === 'page') return type.startsWith('text/html');
  if (kind === 'picture') return type.startsWith('image/');
  return true;
}

function seconds(parts: string[], name: string): number {
  const part = parts.find((p) => p.startsWith(`${name}=`));
  const value = part ? Number(part.slice(name.length + 1)) : 0;
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/**
 * Stale-while-revalidate from the worker's copy: a page whose own policy lets a browser keep it
 * (`max-age` above 0: articles, static pages) is answered from the copy while the network
 * refreshes it, for as long as max-age plus stale-while-revalidate. Home, lists and live rooms
 * (`max-age=0`) always go to the network first, and so does a reload.
 */
export function answerFromCopy(copy: { cacheControl: string | null; savedAt: number }, now: number, reload: boolean): boolean {
  if (reload) return false;
  const parts = directives(copy.cacheControl);
  const maxAge = seconds(parts, 'max-age');
  if (maxAge === 0) return false;
  const age = (now - copy.savedAt) / 1000;
  return age >= 0 && age <= maxAge + seconds(parts, 'stale-while-revalidate');
}

export interface KeptEntry {
  key: string;
  kind: 'page' | 'picture';
  bytes: number;
  savedAt: number;
}

/**
 * What to delete so that at most `maxPages` pages and `maxBytes` bytes stay: first anything larger
 * than the whole budget (it could never stay), then the oldest first.
 */
export function evictions(entries: readonly KeptEntry[], limits: { maxPages: number; maxBytes: number } = OFFLINE_LIMITS): string[] {
  const tooLarge = entries.filter((entry) => entry.bytes > limits.maxBytes);
  const oldestFirst = entries.filter((entry) => entry.bytes <= limits.maxBytes).sort((a, b) => a.savedAt - b.savedAt);
  let pages = oldestFirst.filter((entry) => entry.kind === 'page').length;
  let bytes = oldestFirst.reduce((sum, entry) => sum + entry.bytes, 0);
  const out = tooLarge.map((entry) => entry.key);
  for (const entry of oldestFirst) {
    const tooMany = entry.kind === 'page' && pages > limits.maxPages;
    if (!tooMany && bytes <= limits.maxBytes) continue;
    out.push(entry.key);
    bytes -= entry.bytes;
    if (entry.kind === 'page') pages -= 1;
  }
  return out;
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'" };

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** A page's `<title>` as text (at most 200 characters); empty when there is none. */
export function titleOf(html: string): string {
  const raw = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1] ?? '';
  return raw
    .replace(/&(amp|lt|gt|quot|#39|#x27);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200);
}

/** A saving time as the reader's clock shows it, `2026-11-26 18:05`: the same in every language. */
export function savedTimeText(savedAt: number): string {
  const d = new Date(savedAt);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}`;
}

const timeHtml = (savedAt: number) => `<time datetime="${new Date(savedAt).toISOString()}">${savedTimeText(savedAt)}</time>`;

/** The offline page's texts for the worker: the note from its `data-offline-note` (already HTML-escaped by the page) and its language. */
export function offlineTexts(offlineHtml: string): { note: string; lang: string } {
  const attr = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(offlineHtml)?.[1] ?? '';
  return { note: attr('data-offline-note'), lang: attr('lang') };
}

/** "Offline, saved on <time>" (`{time}` in the template), as a status line for the top of a saved page. */
export function offlineNoteHtml(texts: { note: string; lang: string }, savedAt: number): string {
  const [before = '', after = ''] = (texts.note || '{time}').split('{time}');
  return `<p class="offline-note" role="status"${texts.lang ? ` lang="${texts.lang}"` : ''}>${before}${timeHtml(savedAt)}${after}</p>`;
}

/** A saved page with the note at the top of its main content; the page unchanged when it has no `<main>`. */
export function withOfflineNote(html: string, note: string): string {
  const main = /<main\b[^>]*>/i.exec(html);
  if (!main) return html;
  const at = main.index + main[0].length;
  return `${html.slice(0, at)}${note}${html.slice(at)}`;
}

/** The offline page with its list of saved pages, newest first; as it is (its line saying there are none) when there are none. */
export function offlinePageHtml(offlineHtml: string, saved: readonly { url: string; title: string; savedAt: number }[]): string {
  if (saved.length === 0) return offlineHtml;
  const items = [...saved]
    .sort((a, b) => b.savedAt - a.savedAt)
    .map((page) => `<li><a href="${escapeHtml(page.url)}">${escapeHtml(page.title || page.url)}</a> ${timeHtml(page.savedAt)}</li>`)
    .join('');
  return offlineHtml.replace(/(<ul\b[^>]*\sdata-offline-saved\b[^>]*>)[\s\S]*?(<\/ul>)/i, (_m, open: string, close: string) => `${open}${items}${close}`);
}
