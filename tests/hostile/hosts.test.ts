/**
 * The public origin is configuration, never the request: a Host outside the allowed set gets 400,
 * forwarded headers are ignored without TRUST_PROXY, and no answer ever carries a hostile host.
 * This server runs with SITE_ORIGIN unset, so the origin is http://localhost:PORT and the allowed
 * hosts are localhost, 127.0.0.1 and [::1] on PORT.
 */
import { describe, expect, test } from 'vitest';
import { ACTIONS, EVIL_HOST, FRAGMENT_PATHS, PLATFORM_ORIGIN_PATHS, ROUTE_PAGES, actionPath } from './targets.ts';
import { BASE_PATH, HOME_PATH, expectSane, platformRequest, port, request, siteOrigin, sweep } from './suiteServer.ts';
import type { SimpleRequest } from './rawHttp.ts';

const ARTICLE = ROUTE_PAGES.find((page) => page.route === 'newsDetail')!.path;

describe('allowed hosts', () => {
  for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`]) {
    test(`Host: ${host} gets home`, async () => {
      const response = await request({ path: HOME_PATH, host });
      expectSane(response, host);
      expect(response.status).toBe(200);
    });
  }
});

/** Every kind of request the server answers, GET unless stated. */
const EVERYWHERE: SimpleRequest[] = [
  ...ROUTE_PAGES.map((page) => ({ path: page.path })),
  ...FRAGMENT_PATHS.map((path) => ({ path })),
  ...ACTIONS.map((action) => ({ method: 'POST', path: actionPath(action.name), headers: [['Content-Type', 'application/json']] as [string, string][], body: JSON.stringify(action.body) })),
  { path: '/robots.txt' },
  { path: `${BASE_PATH}/robots.txt` },
  { path: `${BASE_PATH}/favicon.svg` },
  ...PLATFORM_ORIGIN_PATHS.map((path) => ({ path })),
];

/** Hosts that are not ours or not a host at all; each must get 400 and never come back. */
const BAD_HOSTS: [host: string, marker: string | null][] = [
  [EVIL_HOST, EVIL_HOST],
  [`${EVIL_HOST}:${port}`, EVIL_HOST],
  [`localhost:${port}@${EVIL_HOST}`, EVIL_HOST],
  [`${EVIL_HOST}#localhost:${port}`, EVIL_HOST],
  [`localhost:${port}, ${EVIL_HOST}`, EVIL_HOST],
  [`localhost:${port}/${EVIL_HOST}`, EVIL_HOST],
  ['a@b', null],
  ['', null],
  [`localhost:${port}junk`, null],
  [`localhost:${port}:80`, null],
  ['127.0.0.1:99999', null],
  [`localhost:${port + 1}`, null],
  [`[::1`, null],
  [`${'h'.repeat(6_000)}.example`, 'hhhhhhhhhhhhhhhh'],
  [`localhost:${port}%0d%0aSet-Cookie:%20x=1`, 'Set-Cookie: x=1'],
];

describe('a Host outside the allowed set, or malformed, gets 400', () => {
  for (const [host, marker] of BAD_HOSTS.slice(0, 2)) {
    test(`Host: ${host} on every route, Action, robots.txt, static file and platform route`, async () => {
      await sweep(
        EVERYWHERE,
        (req) => `${req.method ?? 'GET'} ${req.path}`,
        async (req) => {
          const response = await request({ ...req, host });
          expectSane(response, req.path, marker ? [marker] : []);
          expect(response.status).toBe(400);
        },
      );
    });
  }

  const samples: SimpleRequest[] = [{ path: HOME_PATH }, { path: ARTICLE }, EVERYWHERE.find((req) => req.method === 'POST')!, { path: '/robots.txt' }, { path: PLATFORM_ORIGIN_PATHS[0]! }];
  for (const [host, marker] of BAD_HOSTS.slice(2)) {
    test(`Host: ${host.slice(0, 50)}`, async () => {
      await sweep(
        samples,
        (req) => `${req.method ?? 'GET'} ${req.path}`,
        async (req) => {
          const response = await request({ ...req, host });
          expectSane(response, req.path, marker ? [marker] : []);
          expect(response.status).toBe(400);
        },
      );
    });
  }

  test('a second Host header naming another site is not believed', async () => {
    const response = await request({ path: ARTICLE, headers: [['Host', EVIL_HOST]] });
    expectSane(response, 'two Host headers', [EVIL_HOST]);
  });

  test('an absolute-form request target naming another site is not believed', async () => {
    const response = await request({ path: `http://${EVIL_HOST}${ARTICLE}` });
    expectSane(response, 'absolute-form target', [EVIL_HOST]);
  });

  test('HTTP/1.0 without a Host header is answered, not dropped', async () => {
    for (const path of [HOME_PATH, ARTICLE, '/robots.txt']) {
      const response = await request({ path, host: null, httpVersion: '1.0' });
      expectSane(response, `HTTP/1.0 ${path}`);
      expect(response.status).toBeLessThan(500);
    }
  });
});

/** Forwarded headers a client can set itself; without TRUST_PROXY=1 none of them may matter. */
const FORWARDED: [label: string, headers: [string, string][]][] = [
  ['X-Forwarded-Host', [['X-Forwarded-Host', EVIL_HOST]]],
  ['X-Forwarded-Host with a port and a list', [['X-Forwarded-Host', `${EVIL_HOST}:443, localhost`]]],
  ['X-Forwarded-Proto as a URL', [['X-Forwarded-Proto', `https://${EVIL_HOST}`]]],
  ['X-Forwarded-Proto javascript', [['X-Forwarded-Proto', 'javascript']]],
  ['X-Forwarded-For junk', [['X-Forwarded-For', `${EVIL_HOST}, <script>, ::::, 999.1.1.1`]]],
  ['Forwarded', [['Forwarded', `for=1.2.3.4;host=${EVIL_HOST};proto=https`]]],
  [
    'X-Original-Host and X-Host',
    [
      ['X-Original-Host', EVIL_HOST],
      ['X-Host', EVIL_HOST],
      ['X-Forwarded-Server', EVIL_HOST],
    ],
  ],
];

describe('forwarded headers are ignored without TRUST_PROXY', () => {
  for (const [label, headers] of FORWARDED.slice(0, 1)) {
    test(`${label} on every route: the page answers as usual and never names the forged host`, async () => {
      await sweep(
        EVERYWHERE,
        (req) => `${req.method ?? 'GET'} ${req.path}`,
        async (req) => {
          const response = await request({ ...req, headers: [...(req.headers ?? []), ...headers] });
          expectSane(response, req.path, [EVIL_HOST]);
        },
      );
    });
  }

  for (const [label, headers] of FORWARDED.slice(1)) {
    test(`${label}: the article's canonical URL stays on the configured origin`, async () => {
      const response = await request({ path: ARTICLE, headers });
      expectSane(response, label, [EVIL_HOST, 'javascript:']);
      expect(response.status).toBe(200);
      expect(/<link rel="canonical" href="([^"]*)"/.exec(response.text())?.[1]).toBe(`${siteOrigin}${ARTICLE}`);
    });
  }

  test('the platform builds media URLs from configuration, not from X-Forwarded-*', async () => {
    for (const path of PLATFORM_ORIGIN_PATHS) {
      const response = await platformRequest({
        path,
        headers: [
          ['X-Forwarded-Host', EVIL_HOST],
          ['X-Forwarded-Proto', 'javascript'],
        ],
      });
      expectSane(response, path, [EVIL_HOST, 'javascript:']);
      expect(response.status).toBe(200);
    }
  });
});

describe('robots.txt and the sitemap name the configured origin', () => {
  test('robots.txt names the sitemap on SITE_ORIGIN (default http://localhost:PORT)', async () => {
    for (const path of ['/robots.txt', `${BASE_PATH}/robots.txt`]) {
      const response = await request({ path, headers: [['X-Forwarded-Proto', 'https']] });
      expect(response.status).toBe(200);
      expect(response.text()).toContain(`Sitemap: ${siteOrigin}${BASE_PATH}/sitemap.xml`);
    }
  });

  test('every sitemap URL is on SITE_ORIGIN, whatever Host the crawler sent', async () => {
    const response = await request({ path: `${BASE_PATH}/sitemap.xml`, host: `127.0.0.1:${port}` });
    expect(response.status).toBe(200);
    const locations = [...response.text().matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);
    expect(locations.length).toBeGreaterThan(0);
    expect(locations.filter((url) => !url.startsWith(`${siteOrigin}/`))).toEqual([]);
  });
});
