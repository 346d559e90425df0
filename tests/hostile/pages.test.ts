/**
 * Pages under hostile paths, queries and request headers: always an answer, never a 5xx, a stack
 * trace or a file from outside the site; and the headers every HTML page must carry (one CSP with
 * frame-ancestors, a charset, no-store on anything but a 200). Header rules are checked in their
 * own tests so a failure names one cause.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { routeByName } from '../../src/routes.ts';
import { FRAGMENT_PATHS, HOSTILE_ROUTE_PAGES, ROUTE_PAGES } from './targets.ts';
import { BASE_PATH, HOME_PATH, expectNoStoreUnless200, expectSane, info, request, sweep } from './suiteServer.ts';
import type { HeaderList } from './rawHttp.ts';

const ARTICLE = ROUTE_PAGES.find((page) => page.route === 'newsDetail')!.path;
/** Contents that must never come back: the repository's manifest, system files, the platform's admin token. */
const LEAKS = ['"name": "touch-news"', 'root:x:0:0', 'import { defineAction'];

beforeAll(() => {
  const token = readFileSync(path.join(info.root, 'platform-admin-token'), 'utf8').trim();
  if (token) LEAKS.push(token);
});

describe('headers every page carries', () => {
  // Routes that need auth answer an anonymous reader with a redirect to login (tested below).
  const authPages = ROUTE_PAGES.filter((page) => routeByName(page.route).requiresAuth).map((page) => page.path);
  const everyPage = [...ROUTE_PAGES.map((page) => page.path).filter((p) => !authPages.includes(p)), FRAGMENT_PATHS[0]!];

  test('routes that need auth send an anonymous reader to login, stored by no one', async () => {
    expect(authPages.length).toBe(3);
    await sweep(
      authPages,
      (p) => p,
      async (p) => {
        const response = await request({ path: p });
        expectSane(response, p);
        expect(response.status).toBe(302);
        expect(response.header('location') ?? '').toMatch(/\/login\.html\?redirect=/);
        expect(response.header('cache-control') ?? '').toMatch(/\bno-store\b/);
      },
    );
  });

  test('every route: HTML is text/html; charset=utf-8 and only a 200 may be stored', async () => {
    await sweep(
      everyPage,
      (p) => p,
      async (p) => {
        const response = await request({ path: p });
        expectSane(response, p);
        expect(response.header('content-type') ?? '').toMatch(/html/i);
        expect((response.header('content-type') ?? '').toLowerCase().replace(/\s+/g, '')).toBe('text/html;charset=utf-8');
        expectNoStoreUnless200(response, p);
      },
    );
  });

  test("every route: exactly one CSP, with frame-ancestors 'none', and X-Frame-Options DENY", async () => {
    await sweep(
      everyPage,
      (p) => p,
      async (p) => {
        const response = await request({ path: p });
        expectSane(response, p);
        const policies = response.headerAll('content-security-policy');
        expect(policies.length).toBe(1);
        expect(policies[0]).toMatch(/frame-ancestors 'none'(;|$)/);
        expect(response.header('x-frame-options')).toBe('DENY');
      },
    );
  });

  test('in a CMS preview or view (?cms=1, ?yl=1, ?ck=1) framing is allowed to the site itself, by CSP alone', async () => {
    const samples = [HOME_PATH, ARTICLE, ROUTE_PAGES.find((page) => page.route === 'videoDetail')!.path, ROUTE_PAGES.find((page) => page.route === 'aboutUs')!.path];
    const cases = samples.flatMap((p) => ['cms=1', 'yl=1', 'ck=1'].map((flag) => `${p}?${flag}`));
    await sweep(
      cases,
      (p) => p,
      async (p) => {
        const response = await request({ path: p });
        expectSane(response, p);
        const policies = response.headerAll('content-security-policy');
        expect(policies.length).toBe(1);
        expect(policies[0]).toMatch(/frame-ancestors 'self'(;|$)/);
        expect(response.header('x-frame-options')).toBeUndefined();
      },
    );
  });

  test('answers other than 200 are never stored: not-found, redirects, hostile ids', async () => {
    const cases = [`${BASE_PATH}/newsDetail/2/999999.html`, `${BASE_PATH}/noSuchPage.html`, `${BASE_PATH}/`, `${BASE_PATH}/index.html`, '/', ...HOSTILE_ROUTE_PAGES.map((page) => page.path)];
    await sweep(
      cases,
      (p) => p,
      async (p) => {
        const response = await request({ path: p });
        expectSane(response, p, LEAKS);
        expectNoStoreUnless200(response, p);
        // The reason phrase names the status ("404 Not Found", never "404 OK").
        if (response.status !== 200) expect(response.statusLine, p).not.toMatch(/ OK$/);
      },
    );
  });
});

/** Percent-encoded paths an attacker tries; the parser accepts them, so the site must answer them. */
const PATHS = [
  '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
  `${BASE_PATH}/..%2f..%2f..%2fpackage.json`,
  `${BASE_PATH}/%2e%2e/%2e%2e/%2e%2e/%2e%2e/%2e%2e/package.json`,
  `${BASE_PATH}/..%5c..%5c..%5cpackage.json`,
  `${BASE_PATH}/_astro/..%2f..%2f..%2f..%2fpackage.json`,
  `${BASE_PATH}/_actions/..%2f..%2fhome`,
  `${BASE_PATH}/fragments/..%2f..%2f..%2fpackage.json`,
  `${BASE_PATH}/sitemap.xml/..%2f..%2fpackage.json`,
  '/platform-media/uploads/..%2f..%2fplatform-admin-token',
  '/platform-media/video/..%2f..%2fcreateMediaApp.ts',
  '/platform-media/h5/%2e%2e%2f%2e%2e%2fcreateMediaApp.ts',
  '/platform-admin/..%2f..%2fpackage.json',
  `${BASE_PATH}/${'a/'.repeat(2_000)}`,
  `${BASE_PATH}/newsDetail/${'9'.repeat(6_000)}.html`,
  `${BASE_PATH}/%`,
  `${BASE_PATH}/%zz.html`,
  `${BASE_PATH}/newsDetail/%E0%A4.html`,
  `${BASE_PATH}/%00`,
  `${BASE_PATH}/newsDetail/1%00.html`,
  `${BASE_PATH}/home%00.html`,
  `${BASE_PATH}/_actions/article.like%00`,
  `${BASE_PATH}/newsDetail/%E2%80%AE%E2%80%8F%C2%85%E2%80%A8.html`,
  `${BASE_PATH}/newsDetail/%EF%BF%BF%F4%8F%BF%BF.html`,
  `${BASE_PATH}//home.html`,
  `${BASE_PATH}/HOME.HTML`,
  `${BASE_PATH}/home.html/`,
  `${BASE_PATH}/home.html;jsessionid=1`,
  `${BASE_PATH}/home.html#fragment`,
  `//${'evil.example'}/${BASE_PATH}/home.html`,
  '/platform-media/images/%2e%2e',
  '/app_if/%E0%A4',
  '/nis/..%2f..%2fsso-app',
];

/** Query strings that are wrong in every way the decoders care about. */
const QUERIES = [
  '?lang=%',
  '?theme=%',
  '?title=%',
  '?%=%',
  '?a=%E0%A4',
  '?lang=en&lang=%',
  '?theme=dark&theme=%E0',
  '?page=-1e309',
  '?page=NaN&lastFileId=-0',
  '?columnId=1&columnId=2&columnId=%',
  '?__proto__[x]=1&constructor[prototype][y]=1',
  `?title=${'%F0%9F%98%80'.repeat(500)}`,
  `?x=${'y'.repeat(12_000)}`,
  '?&&&==&=',
  '?cms=1&yl=1&isPreview=true&lang=%',
  '?title=%00%0d%0aSet-Cookie:%20x=1',
  '?isShare=true&title=%22%3E%3Cscript%3Ealert(1)%3C/script%3E',
];

describe('hostile paths and queries are answered', () => {
  test('encoded traversal, overlong paths, bad escapes, NUL and unicode controls', async () => {
    await sweep(
      PATHS,
      (p) => p.slice(0, 80),
      async (p) => {
        const response = await request({ path: p });
        expectSane(response, p.slice(0, 80), LEAKS);
      },
    );
  });

  test('raw bytes the parser may refuse: NUL, CR, spaces, UTF-8 and DEL in the target', async () => {
    const raw = [
      `${BASE_PATH}/home\x00.html`,
      `${BASE_PATH}/home.html\rX: y`,
      `${BASE_PATH}/new sDetail.html`,
      `${BASE_PATH}/newsDetail/\xe2\x80\xae.html`,
      `${BASE_PATH}/\x7f.html`,
      `${BASE_PATH}/\x1b[31m.html`,
    ];
    await sweep(
      raw,
      (p) => JSON.stringify(p),
      async (p) => {
        const response = await request({ path: p });
        expectSane(response, JSON.stringify(p), LEAKS);
      },
    );
  });

  test('malformed queries on every kind of page', async () => {
    const pages = [HOME_PATH, ARTICLE, FRAGMENT_PATHS[0]!, ROUTE_PAGES.find((page) => page.route === 'columnDetail')!.path, ROUTE_PAGES.find((page) => page.route === 'aboutUs')!.path];
    const cases = pages.flatMap((p) => QUERIES.map((query) => `${p.split('?')[0]}${p.includes('?') ? `${query}&${p.split('?')[1]}` : query}`));
    await sweep(
      cases,
      (p) => p.slice(0, 100),
      async (p) => {
        const response = await request({ path: p });
        // Reflected as text or inside a quoted attribute is fine; breaking out of the attribute or into a header is not.
        expectSane(response, p.slice(0, 100), ['"><script>alert(1)']);
        expect(
          response.headerAll('set-cookie').some((cookie) => cookie.startsWith('x=')),
          'header injection',
        ).toBe(false);
      },
    );
  });
});

/** Request headers an attacker controls, at sizes and in shapes no browser sends. */
const HEADERS: [label: string, headers: HeaderList][] = [
  ['a 10 KB Accept-Language', [['Accept-Language', Array.from({ length: 1_500 }, (_, i) => `x${i};q=0.${i % 10}`).join(',')]]],
  ['a malformed Accept-Language', [['Accept-Language', ';;;q=x,,,en;q=NaN,*;q=-1,zh-;q=2,%E0%A4']]],
  ['Accept-Language of only separators', [['Accept-Language', ',,,;;;===']]],
  ['a 12 KB User-Agent', [['User-Agent', `Mozilla/5.0 xyApp ${'x'.repeat(12_000)}`]]],
  ['a User-Agent with the app marker and junk ids', [['User-Agent', 'xyApp xyApp/%/uid=%E0%A4 MicroMessenger/%']]],
  ['a User-Agent with obs-text bytes', [['User-Agent', 'Mozilla/5.0 \xff\xfe\x80']]],
  ['an odd Accept-Encoding', [['Accept-Encoding', 'br;q=0, gzip;q=0, identity;q=0, *;q=0']]],
  ['an Accept-Encoding list of 2000 codings', [['Accept-Encoding', Array.from({ length: 2_000 }, (_, i) => `c${i}`).join(',')]]],
  [
    'junk conditional and range headers',
    [
      ['If-None-Match', '"\x80"*,,'],
      ['If-Modified-Since', 'yesterday'],
      ['Range', 'bytes=999999999999-,-0,5-1'],
    ],
  ],
  ['200 extra headers', Array.from({ length: 200 }, (_, i) => [`X-Junk-${i}`, `${i}`] as [string, string])],
  ['a 20 KB header (over the parser limit)', [['X-Big', 'z'.repeat(20_000)]]],
  [
    'hostile Referer and Origin on a GET',
    [
      ['Referer', 'javascript:alert(1)//%'],
      ['Origin', 'null'],
    ],
  ],
  ['Content-Length on a GET', [['Content-Length', '99999999']]],
  ['Expect: 100-continue with a nonsense expectation', [['Expect', 'nonsense']]],
];

describe('hostile request headers', () => {
  for (const [label, headers] of HEADERS) {
    test(label, async () => {
      const pages = [HOME_PATH, ARTICLE, FRAGMENT_PATHS[0]!, '/platform-media/video/demo.m3u8'];
      await sweep(
        pages,
        (p) => p,
        async (p) => {
          const response = await request({ path: p, headers, timeoutMs: 10_000 });
          expectSane(response, p);
        },
      );
    });
  }
});
