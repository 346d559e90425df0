/**
 * The offline reading service worker (docs/decisions/152), hand-written (DESIGN §7). The build
 * (src/integrations/offlineReadingWorker.ts) strips the types, joins the rules of
 * src/lib/offlineReading.ts before this file, and writes OFFLINE_SETTINGS with the build's version.
 *
 * - install: keeps the offline page, in the reader's language and theme, and its stylesheets;
 * - activate: deletes every cache of another build, then controls the open pages;
 * - pages: stale-while-revalidate where the page's own policy allows it (articles), network first
 *   otherwise (home, lists); offline, the saved copy with a note, or the offline page listing them;
 * - build files: from the cache, else the network; pictures: the same, within the 30 MB.
 */
import {
  answerFromCopy,
  asksLight,
  BYTES_HEADER,
  evictions,
  keepable,
  offlineNoteHtml,
  offlinePageHtml,
  offlineTexts,
  OFFLINE_CACHE_PREFIX,
  OFFLINE_LIMITS,
  requestKind,
  SAVED_AT_HEADER,
  titleOf,
  TITLE_HEADER,
  withOfflineNote,
  type KeptEntry,
  type RequestKind,
} from '../lib/offlineReading.ts';

interface OfflineSettings {
  version: string;
  basePath: string;
  offlineUrl: string;
  /** Fonts of the build, kept at install with the offline page's stylesheets. */
  precache: string[];
}
declare const OFFLINE_SETTINGS: OfflineSettings;

/** The parts of the service worker's global scope used here (the DOM library has no worker types). */
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  location: Location;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  navigator: { onLine: boolean; connection?: { saveData?: boolean } };
}

const scope = self as unknown as WorkerScope;
const settings = OFFLINE_SETTINGS;
const SHELL = `${OFFLINE_CACHE_PREFIX}shell-${settings.version}`;
const ASSETS = `${OFFLINE_CACHE_PREFIX}assets-${settings.version}`;
const PAGES = `${OFFLINE_CACHE_PREFIX}pages-${settings.version}`;
const PICTURES = `${OFFLINE_CACHE_PREFIX}pictures-${settings.version}`;
const OURS = new Set([SHELL, ASSETS, PAGES, PICTURES]);

/** The offline page as the reader would see it, and the stylesheets it links, into the shell cache. */
async function keepShell(): Promise<void> {
  const cache = await caches.open(SHELL);
  const page = await fetch(settings.offlineUrl, { cache: 'no-cache', credentials: 'same-origin' });
  if (!page.ok) throw new Error(`offline page: ${page.status}`);
  const html = await page.clone().text();
  const sheets = [...html.matchAll(/<link\b[^>]*\brel="?stylesheet"?[^>]*>/g)].map((m) => /\bhref="([^"]+)"/.exec(m[0])?.[1]).filter((href): href is string => Boolean(href));
  await Promise.all([cache.put(settings.offlineUrl, page), ...[...new Set([...sheets, ...settings.precache])].map((url) => cache.add(url))]);
}

scope.addEventListener('install', (event) => {
  event.waitUntil(keepShell().then(() => scope.skipWaiting()));
});

scope.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith(OFFLINE_CACHE_PREFIX) && !OURS.has(name)).map((name) => caches.delete(name))))
      .then(() => scope.clients.claim()),
  );
});

function readerAsksLight(request: Request): boolean {
  return asksLight({ saveData: request.headers.get('save-data'), browserSaveData: Boolean(scope.navigator.connection?.saveData) });
}

/** Pages and pictures are trimmed one keep at a time, so two keeps never count the same bytes. */
let trimming: Promise<void> = Promise.resolve();

async function trim(): Promise<void> {
  const entries: KeptEntry[] = [];
  for (const [name, kind] of [
    [PAGES, 'page'],
    [PICTURES, 'picture'],
  ] as const) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const kept = await cache.match(request);
      entries.push({ key: `${name} ${request.url}`, kind, bytes: Number(kept?.headers.get(BYTES_HEADER)) || 0, savedAt: Number(kept?.headers.get(SAVED_AT_HEADER)) || 0 });
    }
  }
  for (const key of evictions(entries, OFFLINE_LIMITS)) {
    const space = key.indexOf(' ');
    await (await caches.open(key.slice(0, space))).delete(key.slice(space + 1));
  }
}

/** Keeps a copy of `response` with when it was saved, its size and (for a page) its title. */
async function keep(cacheName: string, request: Request, response: Response, kind: RequestKind): Promise<void> {
  const body = await response.arrayBuffer();
  const headers = new Headers(response.headers);
  // The body is kept decoded, and a saved page gets a note: the wire's encoding and length no longer hold.
  headers.delete('content-encoding');
  headers.delete('content-length');
  headers.set(SAVED_AT_HEADER, String(Date.now()));
  headers.set(BYTES_HEADER, String(body.byteLength));
  if (kind === 'page') headers.set(TITLE_HEADER, encodeURIComponent(titleOf(new TextDecoder().decode(body))));
  await (await caches.open(cacheName)).put(request.url, new Response(body, { status: response.status, statusText: response.statusText, headers }));
  if (cacheName !== ASSETS) trimming = trimming.then(trim, trim);
  await trimming;
}

/** The network's answer, kept when it may be (`event.waitUntil` holds the worker while it is written). */
async function fromNetwork(event: FetchEvent, kind: RequestKind, cacheName: string): Promise<Response> {
  const response = await fetch(event.request);
  const light = kind !== 'asset' && readerAsksLight(event.request);
  const facts = {
    status: response.status,
    type: response.type,
    redirected: response.redirected,
    cacheControl: response.headers.get('cache-control'),
    contentType: response.headers.get('content-type'),
    keep: response.headers.get('x-offline-keep'),
  };
  if (!light && keepable(kind, facts)) event.waitUntil(keep(cacheName, event.request, response.clone(), kind).catch(() => undefined));
  return response;
}

async function shellPage(): Promise<{ html: string; response: Response } | null> {
  const response = await (await caches.open(SHELL)).match(settings.offlineUrl);
  return response ? { html: await response.clone().text(), response } : null;
}

/** A saved page with the "offline, saved on …" note, in the offline page's language. */
async function savedCopy(copy: Response): Promise<Response> {
  const shell = await shellPage();
  const texts = offlineTexts(shell?.html ?? '');
  const note = offlineNoteHtml(texts, Number(copy.headers.get(SAVED_AT_HEADER)) || Date.now());
  return new Response(withOfflineNote(await copy.text(), note), { status: 200, headers: copy.headers });
}

/** The offline page, listing every saved page; the browser's own error when even that is missing. */
async function offlinePage(): Promise<Response> {
  const shell = await shellPage();
  if (!shell) return Response.error();
  const cache = await caches.open(PAGES);
  const saved = [];
  for (const request of await cache.keys()) {
    const kept = await cache.match(request);
    if (!kept || request.url.split('?')[0]!.endsWith(settings.offlineUrl)) continue;
    saved.push({ url: request.url, title: decodeURIComponent(kept.headers.get(TITLE_HEADER) ?? ''), savedAt: Number(kept.headers.get(SAVED_AT_HEADER)) || 0 });
  }
  return new Response(offlinePageHtml(shell.html, saved), { status: 200, headers: shell.response.headers });
}

async function page(event: FetchEvent): Promise<Response> {
  const request = event.request;
  const copy = await (await caches.open(PAGES)).match(request.url);
  const reload = request.cache === 'no-cache' || request.cache === 'reload' || request.cache === 'no-store';
  const network = fromNetwork(event, 'page', PAGES);
  // A choice of language or theme in the address changes the reader's cookie: the offline page follows it.
  if (/[?&](lang|theme)=/.test(request.url)) event.waitUntil(network.then(() => keepShell()).catch(() => undefined));
  // Known to be offline: the copy with its note (or the offline page) at once, without a request that cannot succeed.
  if (!scope.navigator.onLine) {
    network.catch(() => undefined);
    return copy ? savedCopy(copy) : offlinePage();
  }
  if (copy && answerFromCopy({ cacheControl: copy.headers.get('cache-control'), savedAt: Number(copy.headers.get(SAVED_AT_HEADER)) || 0 }, Date.now(), reload)) {
    event.waitUntil(network.catch(() => undefined));
    return copy;
  }
  try {
    return await network;
  } catch {
    return copy ? savedCopy(copy) : offlinePage();
  }
}

async function cacheFirst(event: FetchEvent, kind: RequestKind, cacheName: string): Promise<Response> {
  const copy = (await (await caches.open(cacheName)).match(event.request.url)) ?? (kind === 'asset' ? await (await caches.open(SHELL)).match(event.request.url) : undefined);
  return copy ?? fromNetwork(event, kind, cacheName);
}

scope.addEventListener('fetch', (event) => {
  const request = event.request;
  const kind = requestKind(
    { method: request.method, url: request.url, origin: scope.location.origin, mode: request.mode, destination: request.destination, hasRange: request.headers.has('range') },
    settings.basePath,
  );
  if (kind === 'page') event.respondWith(page(event));
  else if (kind === 'asset') event.respondWith(cacheFirst(event, kind, ASSETS));
  else if (kind === 'picture') event.respondWith(cacheFirst(event, kind, PICTURES));
});
