/**
 * The operations addresses (docs/decisions/130) under hostile requests. The suite server runs
 * without METRICS_TOKEN and without TRUST_PROXY, and every request here comes from loopback: so
 * /metrics is 200 for a plain loopback request and 404 — as if it did not exist — for anything a
 * proxy passed on, whatever token it brings. /healthz and /readyz answer GET and HEAD under any
 * Host, 405 to other methods, and never a 500.
 */
import { describe, expect, test } from 'vitest';
import type { HeaderList } from './rawHttp.ts';
import { expectSane, expectSurvives, request, sweep } from './suiteServer.ts';

const MARKER = 'ops-marker-5b2e';

interface Case {
  what: string;
  method?: string;
  path: string;
  host?: string | null;
  headers?: HeaderList;
  body?: string;
  httpVersion?: '1.0' | '1.1';
}

const FORWARDED: HeaderList[] = [[['X-Forwarded-For', '203.0.113.7']], [['X-Forwarded-For', '127.0.0.1']], [['Forwarded', 'for=127.0.0.1']], [['X-Real-IP', '127.0.0.1']], [['X-Forwarded-For', '']]];

const BAD_AUTHORIZATION = [
  '',
  'Bearer',
  'Bearer ',
  'Bearer wrong-token',
  `Bearer ${MARKER}`,
  'bearer  ',
  'Basic dXNlcjpwYXNz',
  `Bearer ${'a'.repeat(8_000)}`,
  `Bearer ${'b'.repeat(15_000)}`,
  'Bearer \u00ff\u00fe',
  'Bearer a, Bearer b',
];

describe('/metrics', () => {
  test('answers a plain loopback request under any Host', async () => {
    await expectSurvives(() =>
      sweep(
        [undefined, 'evil.example', '10.0.0.1', '[::1]', `${'h'.repeat(300)}.example`],
        (host) => `Host ${String(host).slice(0, 40)}`,
        async (host) => {
          const response = await request({ path: '/metrics', host });
          expectSane(response, `/metrics Host ${host}`);
          expect(response.status).toBe(200);
          expect(response.header('content-type')).toMatch(/^text\/plain/);
          expect(response.header('cache-control')).toBe('no-store');
          expect(response.text()).toMatch(/^http_request_duration_seconds_bucket/m);
        },
      ),
    );
  });

  const proxied: Case[] = [];
  for (const forwarded of FORWARDED) {
    for (const method of ['GET', 'HEAD', 'POST', 'DELETE']) proxied.push({ what: `${method} ${forwarded[0]![0]}: ${forwarded[0]![1]}`, method, path: '/metrics', headers: forwarded });
    for (const authorization of BAD_AUTHORIZATION)
      proxied.push({
        what: `${forwarded[0]![0]} with Authorization ${authorization.slice(0, 30)} (${authorization.length})`,
        path: '/metrics?format=text',
        headers: [...forwarded, ['Authorization', authorization]],
      });
  }
  proxied.push({
    what: 'forwarded, POST with a body',
    method: 'POST',
    path: '/metrics',
    headers: [
      ['X-Forwarded-For', '198.51.100.1'],
      ['Content-Type', 'text/plain'],
    ],
    body: MARKER,
  });
  proxied.push({
    what: 'two forwarding headers',
    path: '/metrics',
    headers: [
      ['X-Forwarded-For', '127.0.0.1'],
      ['X-Forwarded-For', '10.0.0.1'],
    ],
  });
  proxied.push({ what: 'forwarded, HTTP/1.0 without Host', path: '/metrics', host: null, httpVersion: '1.0', headers: [['X-Forwarded-For', '198.51.100.1']] });

  test('is never 200 for a request a proxy passed on, whatever it claims', async () => {
    await expectSurvives(() =>
      sweep(
        proxied,
        (item) => item.what,
        async (item) => {
          const response = await request({ method: item.method, path: item.path, host: item.host, headers: item.headers, body: item.body, httpVersion: item.httpVersion });
          expectSane(response, item.what, [MARKER]);
          // Node itself refuses a header too large to read (431); the site answers 404.
          expect([404, 431]).toContain(response.status);
          expect(response.text()).not.toMatch(/http_request_duration|process_cpu/);
        },
      ),
    );
  });

  test('other methods from loopback get 405, and no body is echoed', async () => {
    await expectSurvives(() =>
      sweep(
        ['POST', 'PUT', 'DELETE', 'OPTIONS', 'TRACE', 'PROPFIND'],
        (method) => method,
        async (method) => {
          const response = await request({ method, path: '/metrics', headers: [['X-Echo', MARKER]], body: MARKER });
          expectSane(response, `${method} /metrics`, [MARKER]);
          expect(response.status).toBe(405);
          expect(response.header('allow')).toBe('GET, HEAD');
        },
      ),
    );
  });
});

describe('/healthz and /readyz', () => {
  const cases: Case[] = [];
  for (const path of ['/healthz', '/readyz']) {
    for (const host of [undefined, '10.1.2.3', '10.1.2.3:80', 'evil.example', `${'x'.repeat(2_000)}.example`, '']) cases.push({ what: `${path} Host ${String(host).slice(0, 30)}`, path, host });
    for (const query of ['?', '?probe=1', `?${MARKER}=<script>`, `?${'q'.repeat(6_000)}`, '?%zz%00', '?a=1&a=2&a=3']) cases.push({ what: `${path}${query.slice(0, 30)}`, path: `${path}${query}` });
    cases.push({ what: `${path} huge header`, path, headers: [['X-Big', 'y'.repeat(12_000)]] });
    cases.push({ what: `${path} many headers`, path, headers: Array.from({ length: 90 }, (_, i) => [`X-H${i}`, MARKER] as [string, string]) });
    cases.push({
      what: `${path} hostile cookie and request id`,
      path,
      headers: [
        ['Cookie', `readerSession=${MARKER}; \u00ff=\u00fe; ;;=`],
        ['X-Request-Id', `${MARKER}<script>`],
      ],
    });
    cases.push({
      what: `${path} forwarded`,
      path,
      headers: [
        ['X-Forwarded-For', '203.0.113.7'],
        ['X-Forwarded-Host', 'evil.example'],
      ],
    });
    cases.push({ what: `${path} HTTP/1.0 without Host`, path, host: null, httpVersion: '1.0' });
  }

  test('answer GET 200 (ready) under any Host, query or header, uncached, reflecting nothing', async () => {
    await expectSurvives(() =>
      sweep(
        cases,
        (item) => item.what,
        async (item) => {
          const response = await request({ path: item.path, host: item.host, headers: item.headers, httpVersion: item.httpVersion });
          expectSane(response, item.what, [MARKER]);
          expect(response.status).toBe(200);
          expect(response.text()).toBe(item.path.startsWith('/healthz') ? 'ok' : 'ready');
          expect(response.header('cache-control')).toBe('no-store');
          expect(response.header('x-request-id')).toMatch(/^[A-Za-z0-9_-]{16}$/);
        },
      ),
    );
  });

  test('HEAD answers without a body; other methods get 405 with Allow', async () => {
    const methods = ['HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'PROPFIND', 'X-HOSTILE'];
    const table = ['/healthz', '/readyz?x=1'].flatMap((path) => methods.map((method) => ({ path, method })));
    await expectSurvives(() =>
      sweep(
        table,
        (item) => `${item.method} ${item.path}`,
        async ({ path, method }) => {
          const response = await request({ method, path, headers: [['X-Echo', MARKER]], body: method === 'HEAD' ? undefined : MARKER });
          expectSane(response, `${method} ${path}`, [MARKER]);
          if (method === 'HEAD') {
            expect(response.status).toBe(200);
            expect(response.body.length).toBe(0);
          } else if (method === 'X-HOSTILE') {
            // A method Node's parser does not know never reaches the site: Node answers 400.
            expect(response.status).toBe(400);
          } else {
            expect(response.status).toBe(405);
            expect(response.header('allow')).toBe('GET, HEAD');
            expect(response.header('cache-control')).toBe('no-store');
          }
        },
      ),
    );
  });

  test('a chunked body is dropped unread and answered 405', async () => {
    const response = await expectSurvives(() =>
      request({
        method: 'POST',
        path: '/readyz',
        body: async function* () {
          yield Buffer.from(MARKER);
          yield Buffer.from(MARKER);
        },
        timeoutMs: 10_000,
      }),
    );
    expectSane(response, 'chunked POST /readyz', [MARKER]);
    expect(response.status).toBe(405);
  });
});
