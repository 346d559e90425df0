import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  answerFromCopy,
  asksLight,
  evictions,
  keepable,
  offlineNoteHtml,
  offlinePageHtml,
  offlineTexts,
  requestKind,
  titleOf,
  withOfflineNote,
  type KeptEntry,
  type RequestKind,
  type ResponseFacts,
} from '../../../src/lib/offlineReading.ts';
import { joinWorker, workerVersion } from '../../../src/integrations/offlineReadingWorker.ts';

const BASE = '/app/template/displayTemplate/news';
const ORIGIN = 'https://news.example';
const at = (path: string) => `${ORIGIN}${path}`;

describe('which requests the worker answers', () => {
  const base = { method: 'GET', origin: ORIGIN, mode: 'no-cors', destination: '', hasRange: false };
  it.each<[string, Partial<typeof base> & { url: string }, RequestKind]>([
    ['an article opened', { url: at(`${BASE}/newsDetail/2/1001.html`), mode: 'navigate', destination: 'document' }, 'page'],
    ['home with a query', { url: at(`${BASE}/home.html?lang=en`), mode: 'navigate' }, 'page'],
    ['a form posted to a page', { url: at(`${BASE}/login.html`), mode: 'navigate', method: 'POST' }, 'pass'],
    ['an Action', { url: at(`${BASE}/_actions/comment.post`), mode: 'cors', method: 'POST' }, 'pass'],
    ['an Action navigated to', { url: at(`${BASE}/_actions/comment.post`), mode: 'navigate' }, 'pass'],
    ['the list fragment', { url: at(`${BASE}/fragments/list?page=2`), mode: 'cors' }, 'pass'],
    ['the list fragment navigated to', { url: at(`${BASE}/fragments/list?page=2`), mode: 'navigate' }, 'pass'],
    ['the vitals beacon', { url: at(`${BASE}/vitals`), mode: 'no-cors', method: 'POST' }, 'pass'],
    ['the worker itself', { url: at(`${BASE}/offlineReadingWorker.js`), mode: 'navigate' }, 'pass'],
    ['a page outside the site', { url: at('/other/page.html'), mode: 'navigate' }, 'pass'],
    ['a path that only starts like the site', { url: at(`${BASE}x/home.html`), mode: 'navigate' }, 'pass'],
    ['a build file', { url: at(`${BASE}/_astro/BaseLayout.abc.css`), destination: 'style' }, 'asset'],
    ['a picture', { url: at('/platform-media/images/a1001-0_800x450.jpg'), destination: 'image' }, 'picture'],
    ['a picture of another origin', { url: 'https://cdn.example/a.jpg', destination: 'image' }, 'pass'],
    ['a video range', { url: at('/platform-media/v.mp4'), destination: 'video', hasRange: true }, 'pass'],
    ['an upload', { url: at('/upload/file'), method: 'POST', mode: 'cors' }, 'pass'],
    ['analytics', { url: at('/bigdata/api/event'), mode: 'cors' }, 'pass'],
    ['the live socket page', { url: at('/live-socket/ws/token'), mode: 'websocket' }, 'pass'],
    ['another origin’s page', { url: `https://evil.example${BASE}/home.html`, mode: 'navigate' }, 'pass'],
    ['no URL', { url: 'not a url', mode: 'navigate' }, 'pass'],
  ])('%s → %s', (_name, facts, kind) => {
    expect(requestKind({ ...base, ...facts }, BASE)).toBe(kind);
  });
});

describe('who asks for the light page', () => {
  it.each<[string | null, boolean, boolean]>([
    [null, false, false],
    ['on', false, true],
    [' On ', false, true],
    ['off', false, false],
    [null, true, true],
  ])('Save-Data %s, data saver %s → %s', (saveData, browserSaveData, light) => {
    expect(asksLight({ saveData, browserSaveData })).toBe(light);
  });
});

describe('what the worker keeps', () => {
  const ok: ResponseFacts = { status: 200, type: 'basic', redirected: false, cacheControl: 'public, max-age=60, s-maxage=300', contentType: 'text/html; charset=utf-8', keep: null };
  it.each<[string, RequestKind, Partial<ResponseFacts>, boolean]>([
    ['a public article', 'page', {}, true],
    ['a reader’s own page (no-store)', 'page', { cacheControl: 'no-store' }, false],
    ['a preview', 'page', { cacheControl: 'private, no-store' }, false],
    ['an answer without a policy', 'page', { cacheControl: null }, false],
    ['a public answer that must be revalidated', 'page', { cacheControl: 'public, no-cache' }, false],
    ['a failure', 'page', { status: 503, cacheControl: 'no-store' }, false],
    ['a not-found page', 'page', { status: 404 }, false],
    ['a login redirect followed', 'page', { redirected: true }, false],
    ['a redirect not followed', 'page', { type: 'opaqueredirect', status: 0 }, false],
    ['the light page', 'page', { keep: 'no' }, false],
    ['the light page (any case)', 'page', { keep: ' NO ' }, false],
    ['JSON where a page was asked for', 'page', { contentType: 'application/json' }, false],
    ['a picture', 'picture', { contentType: 'image/jpeg', cacheControl: 'public, max-age=86400' }, true],
    ['a picture of another origin (opaque)', 'picture', { type: 'opaque', status: 0, contentType: 'image/jpeg' }, false],
    ['HTML where a picture was asked for', 'picture', {}, false],
    ['a build file', 'asset', { contentType: 'text/css', cacheControl: 'public, max-age=31536000, immutable' }, true],
    ['anything passed by', 'pass', {}, false],
  ])('%s → %s', (_name, kind, facts, kept) => {
    expect(keepable(kind, { ...ok, ...facts })).toBe(kept);
  });
});

describe('stale-while-revalidate from the copy', () => {
  const article = 'public, max-age=60, s-maxage=300, stale-while-revalidate=3600, stale-if-error=86400';
  const home = 'public, max-age=0, s-maxage=30, stale-while-revalidate=300';
  const now = 10_000_000;
  it.each<[string, string | null, number, boolean, boolean]>([
    ['an article saved a minute ago', article, 60, false, true],
    ['an article saved an hour ago', article, 3600, false, true],
    ['an article older than max-age plus swr', article, 3661, false, false],
    ['an article, reloaded', article, 10, true, false],
    ['home (network first)', home, 1, false, false],
    ['no policy', null, 1, false, false],
    ['a copy from the future', article, -5, false, false],
  ])('%s → %s', (_name, cacheControl, ageSeconds, reload, fromCopy) => {
    expect(answerFromCopy({ cacheControl, savedAt: now - ageSeconds * 1000 }, now, reload)).toBe(fromCopy);
  });
});

describe('the bounded cache: 50 pages, 30 MB, oldest out', () => {
  const MB = 1024 * 1024;
  const pages = (count: number, bytes = 100_000): KeptEntry[] => Array.from({ length: count }, (_, i) => ({ key: `p${i}`, kind: 'page', bytes, savedAt: i }));
  it.each<[string, KeptEntry[], string[]]>([
    ['nothing kept', [], []],
    ['50 pages', pages(50), []],
    ['51 pages: the oldest goes', pages(51), ['p0']],
    ['53 pages: the three oldest', pages(53), ['p0', 'p1', 'p2']],
    ['pictures do not count as pages', [...pages(50), { key: 'x', kind: 'picture', bytes: 10, savedAt: -1 }], []],
    [
      '31 MB of pictures: the oldest go first, pages too',
      [{ key: 'old', kind: 'page', bytes: MB, savedAt: 0 }, ...Array.from({ length: 30 }, (_, i): KeptEntry => ({ key: `m${i}`, kind: 'picture', bytes: MB, savedAt: i + 1 }))],
      ['old'],
    ],
    ['one entry larger than everything', [{ key: 'huge', kind: 'picture', bytes: 31 * MB, savedAt: 5 }, ...pages(2)], ['huge']],
    ['order of the list does not matter', [...pages(51)].reverse(), ['p0']],
  ])('%s', (_name, entries, out) => {
    expect(evictions(entries)).toEqual(out);
  });
});

describe('what the worker writes into pages', () => {
  const offline =
    '<html lang="en" data-theme="dark"><body><main id="main"><section class="offline" data-offline-note="Offline: saved {time} &amp; kept"><ul class="offline-saved" data-offline-saved data-astro-cid-x> <li>None yet.</li> </ul></section></main></body></html>';
  const savedAt = Date.UTC(2026, 10, 26, 8, 5);

  it('reads the note and the language from the offline page', () => {
    expect(offlineTexts(offline)).toEqual({ note: 'Offline: saved {time} &amp; kept', lang: 'en' });
  });

  it('writes the note with the time, in the offline page’s language, at the top of <main>', () => {
    const note = offlineNoteHtml(offlineTexts(offline), savedAt);
    expect(note).toMatch(/^<p class="offline-note" role="status" lang="en">Offline: saved <time datetime="2026-11-26T08:05:00.000Z">\d{4}-\d\d-\d\d \d\d:\d\d<\/time> &amp; kept<\/p>$/);
    expect(withOfflineNote('<body><main id="main" tabindex="-1"><h1>A</h1></main>', note)).toBe(`<body><main id="main" tabindex="-1">${note}<h1>A</h1></main>`);
    expect(withOfflineNote('<body><p>no main</p>', note)).toBe('<body><p>no main</p>');
  });

  it('lists saved pages newest first, escaped, in place of the empty line', () => {
    const html = offlinePageHtml(offline, [
      { url: `${ORIGIN}/a.html`, title: 'Old <b>story</b>', savedAt: 1 },
      { url: `${ORIGIN}/b.html?x="1"`, title: '', savedAt: 2 },
    ]);
    expect(html).not.toContain('None yet.');
    expect(html).toContain(`<li><a href="${ORIGIN}/b.html?x=&quot;1&quot;">${ORIGIN}/b.html?x=&quot;1&quot;</a>`);
    expect(html.indexOf('b.html')).toBeLessThan(html.indexOf('a.html'));
    expect(html).toContain('Old &lt;b&gt;story&lt;/b&gt;');
    expect(offlinePageHtml(offline, [])).toBe(offline);
  });

  it.each([
    ['<title>A &amp; B - 新闻</title>', 'A & B - 新闻'],
    ['<title>\n  spaced\n  out </title>', 'spaced out'],
    ['<p>no title</p>', ''],
    [`<title>${'x'.repeat(300)}</title>`, 'x'.repeat(200)],
  ])('the title of %s is %j', (html, title) => {
    expect(titleOf(html)).toBe(title);
  });
});

describe('the built worker', () => {
  it('gets a new version, so new cache names, when its code or any build file changes, and only then', () => {
    const files = ['BaseLayout.abc.css', 'BackToTop.def.js'];
    const version = workerVersion('rules', 'worker', files);
    expect(version).toMatch(/^[0-9a-f]{12}$/);
    expect(workerVersion('rules', 'worker', [...files].reverse())).toBe(version);
    expect(workerVersion('rules', 'worker', ['BaseLayout.abd.css', 'BackToTop.def.js'])).not.toBe(version);
    expect(workerVersion('rules', 'worker', [...files, 'New.xyz.js'])).not.toBe(version);
    expect(workerVersion('rules 2', 'worker', files)).not.toBe(version);
    expect(workerVersion('rules', 'worker 2', files)).not.toBe(version);
  });

  it('is one classic script that installs its three listeners', () => {
    const rules = readFileSync('src/lib/offlineReading.ts', 'utf8');
    const worker = readFileSync('src/browser/offlineReadingWorker.ts', 'utf8');
    const code = joinWorker(rules, worker, { version: 'test', basePath: BASE, offlineUrl: `${BASE}/offline.html`, precache: [] });
    expect(code).not.toMatch(/^\s*(import|export)\b/m);
    const listeners: string[] = [];
    const self = { location: new URL(ORIGIN), navigator: { onLine: true }, clients: {}, addEventListener: (type: string) => listeners.push(type) };
    runInNewContext(code, { self, caches: {}, fetch: () => undefined, Response, Headers, TextDecoder, URL });
    expect(listeners.sort()).toEqual(['activate', 'fetch', 'install']);
  });
});
