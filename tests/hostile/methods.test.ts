/**
 * Pages and fragments answer GET and HEAD (POST only for Astro's form Actions, `?_action=`);
 * Actions answer POST only. Anything else gets 405 with an Allow header, and a request line Node
 * cannot parse gets a 4xx — never a crash, never a silently closed connection.
 */
import { describe, expect, test } from 'vitest';
import { ACTIONS, FRAGMENT_PATHS, ROUTE_PAGES, actionPath } from './targets.ts';
import { HOME_PATH, expectSane, port, request, siteOrigin, sweep } from './suiteServer.ts';
import { rawRequest } from './rawHttp.ts';

const PAGES = [...ROUTE_PAGES.map((page) => page.path), ...FRAGMENT_PATHS];
/** Methods Node parses, so the application decides; TRACE must not echo the request back. */
const REFUSED_ON_PAGES = ['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND', 'POST'];
const MARKER = 'trace-echo-marker-7f3a';

const allowList = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((method) => method.trim().toUpperCase())
    .filter(Boolean);

describe('pages and fragments', () => {
  for (const method of REFUSED_ON_PAGES) {
    test(`${method} on every route gets 405 with Allow: GET, HEAD`, async () => {
      await sweep(
        PAGES,
        (path) => path,
        async (path) => {
          // Same-origin, so the answer is about the method alone and not the cross-site rule.
          const response = await request({
            method,
            path,
            headers: [
              ['X-Echo', MARKER],
              ['Origin', siteOrigin],
              ['Content-Type', 'application/x-www-form-urlencoded'],
            ],
            body: 'a=1',
          });
          expectSane(response, `${method} ${path}`, [MARKER]);
          expect(response.status).toBe(405);
          const allow = allowList(response.header('allow'));
          expect(allow).toEqual(expect.arrayContaining(['GET', 'HEAD']));
          // POST is allowed for form Actions (?_action=), so an Allow naming it is not wrong.
          if (method !== 'POST') expect(allow).not.toContain(method);
          expect(response.header('cache-control') ?? '').toMatch(/\bno-store\b/);
        },
      );
    });
  }

  test('HEAD on every route answers like GET, without a body', async () => {
    await sweep(
      PAGES,
      (path) => path,
      async (path) => {
        const [get, head] = [await request({ path }), await request({ method: 'HEAD', path })];
        expectSane(head, `HEAD ${path}`);
        expect(head.status).toBe(get.status);
        expect(head.body.length).toBe(0);
      },
    );
  });

  test("POST with Astro's ?_action= is a form Action, not a 405", async () => {
    const path = `${ROUTE_PAGES.find((page) => page.route === 'newsDetail')!.path}?_action=article.counts`;
    const response = await request({
      method: 'POST',
      path,
      headers: [
        ['Content-Type', 'application/x-www-form-urlencoded'],
        ['Origin', siteOrigin],
      ],
      body: 'id=1001',
    });
    expectSane(response, path);
    expect(response.status).not.toBe(405);
  });
});

describe('Actions', () => {
  for (const method of ['GET', 'HEAD', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE']) {
    test(`${method} on every Action gets 405 with Allow: POST`, async () => {
      await sweep(
        ACTIONS,
        (action) => action.name,
        async (action) => {
          const response = await request({
            method,
            path: actionPath(action.name),
            headers: [
              ['X-Echo', MARKER],
              ['Origin', siteOrigin],
            ],
          });
          expectSane(response, `${method} ${action.name}`, [MARKER]);
          expect(response.status).toBe(405);
          expect(allowList(response.header('allow'))).toEqual(['POST']);
        },
      );
    });
  }
});

/**
 * Request lines that are wrong on the wire. `refuse`: must get a 4xx (what the parser rejects, and CONNECT,
 * which nothing here serves); the others Node reads leniently, so any non-5xx answer will do.
 */
const GARBAGE: [label: string, head: string, refuse: boolean][] = [
  ['TRACK', `TRACK ${HOME_PATH} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`, true],
  ['made-up token', `FROBNICATE ${HOME_PATH} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`, true],
  ['token with @', `G@T ${HOME_PATH} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`, true],
  ['lower-case get', `get ${HOME_PATH} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`, true],
  ['empty method', ` ${HOME_PATH} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`, true],
  ['8 KB method', `${'A'.repeat(8_000)} ${HOME_PATH} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`, true],
  ['NUL in method', `GE\x00T ${HOME_PATH} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`, true],
  ['HTTP/2 preface', 'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n', true],
  ['HTTP/9.9', `GET ${HOME_PATH} HTTP/9.9\r\nHost: 127.0.0.1:${port}\r\n\r\n`, true],
  ['no version', `GET ${HOME_PATH}\r\nHost: 127.0.0.1:${port}\r\n\r\n`, false],
  ['bare LF line ends', `GET ${HOME_PATH} HTTP/1.1\nHost: 127.0.0.1:${port}\n\n`, true],
  ['obsolete line folding', `GET ${HOME_PATH} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nX-A: 1\r\n folded\r\n\r\n`, true],
  ['header without colon', `GET ${HOME_PATH} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nNoColonHere\r\n\r\n`, true],
  ['CONNECT', `CONNECT 127.0.0.1:${port} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`, true],
  ['CONNECT to another host', `CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n`, true],
];

describe('broken request lines get an answer (a 4xx where the parser refuses them)', () => {
  for (const [label, head, refuse] of GARBAGE) {
    test(label, async () => {
      await sweep(
        [head],
        () => label,
        async () => {
          const response = await rawRequest({ port, head, timeoutMs: 10_000 });
          expectSane(response, label);
          if (refuse) expect(response.status).toBeGreaterThanOrEqual(400);
          expect(response.status).toBeLessThan(500);
        },
      );
    });
  }

  test('an Upgrade request nobody handles is answered', async () => {
    const response = await request({
      path: HOME_PATH,
      headers: [
        ['Upgrade', 'websocket'],
        ['Connection', 'Upgrade'],
        ['Sec-WebSocket-Key', 'dGhlIHNhbXBsZSBub25jZQ=='],
        ['Sec-WebSocket-Version', '13'],
      ],
    });
    expectSane(response, 'upgrade');
  });
});
