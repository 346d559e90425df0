import http from 'node:http';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { metrics } from '../../../src/config/metrics.ts';
import { ROUTES, SITE_ENDPOINTS } from '../../../src/routes.ts';
import { PLATFORM_PREFIXES } from '../../../src/platform/platformPrefixes.ts';
import { FIXED_ROUTE_LABELS, createLogger, createRequestLog, loggedPath, methodLabel, platformRouteLabel, requestIdOf, siteRouteLabel, statusClass } from '../../../src/http/requestLog.ts';

const BASE = '/app/template/displayTemplate/news';

describe('route labels', () => {
  test.each([
    [`${BASE}/home.html`, 'home'],
    [`${BASE}/home`, 'home'],
    [`${BASE}/index.html`, 'home'],
    [`${BASE}/newsDetail/12/345.html?lang=en&phone=13800138000`, 'newsDetail'],
    [`${BASE}/NEWSDETAIL/1.html`, 'newsDetail'],
    [`${BASE}/timeline/3.html`, 'hotPointTimeAxis'],
    [`${BASE}/fragments/list`, 'listFragment'],
    [`${BASE}/sitemap.xml`, 'sitemap'],
    [`${BASE}/poster/306/cn.png`, 'poster'],
    [`${BASE}/_actions/article.like`, 'action'],
    [`${BASE}/_astro/client.abc123.js`, 'static'],
    ['/favicon.ico', 'static'],
    ['/robots.txt', 'static'],
    ['/app_if/getConfig?appID=1', 'platform'],
    ['/sso-app/login', 'platform'],
    ['/live-socket/ws/abc', 'platform'],
    ['/healthz', 'health'],
    ['/readyz?x=1', 'health'],
    ['/metrics', 'health'],
    ['/', 'other'],
    ['/wp-admin/install.php', 'static'],
    [`${BASE}/no-such-page-${'x'.repeat(300)}.html`, 'other'],
    [`${BASE}/13800138000.html`, 'other'],
    ['/app_ifx', 'other'],
    ['/../../etc/passwd', 'other'],
  ])('%s → %s', (url, label) => {
    expect(siteRouteLabel(url, PLATFORM_PREFIXES)).toBe(label);
  });

  test('a thousand distinct paths give no more labels than routes, endpoints and the fixed words', () => {
    const allowed = new Set<string>([...ROUTES.map((route) => route.name), ...Object.keys(SITE_ENDPOINTS), ...FIXED_ROUTE_LABELS]);
    const seen = new Set<string>();
    for (let i = 0; i < 1000; i++) {
      for (const url of [`${BASE}/newsDetail/${i}.html`, `${BASE}/x${i}.html`, `/x${i}`, `/x/${i}.png`, `/app_if/call${i}`, `${BASE}/_actions/a${i}`]) seen.add(siteRouteLabel(url, PLATFORM_PREFIXES));
    }
    for (const label of seen) expect(allowed.has(label), label).toBe(true);
    expect(seen.size).toBeLessThanOrEqual(6);
  });

  test.each([
    ['/app_if/getConfig?appID=1', '/app_if'],
    ['/sso-app/sendCode?phone=13800138000', '/sso-app'],
    ['/platform-admin/phone-code/13800138000', '/platform-admin'],
    ['/healthz', 'health'],
    ['/live-socket/ws/token', '/live-socket'],
    ['/app_ifx/a', 'other'],
    ['/13800138000', 'other'],
  ])('platform %s → %s', (url, label) => {
    expect(platformRouteLabel(url, PLATFORM_PREFIXES)).toBe(label);
  });

  test.each([
    ['GET', 'GET'],
    ['HEAD', 'HEAD'],
    ['POST', 'POST'],
    ['PROPFIND', 'other'],
    ['get', 'other'],
    [undefined, 'other'],
  ])('method %s → %s', (method, label) => {
    expect(methodLabel(method)).toBe(label);
  });

  test.each([
    [200, '2xx'],
    [304, '3xx'],
    [404, '4xx'],
    [503, '5xx'],
    [0, 'other'],
    [999, 'other'],
  ])('status %s → %s', (status, label) => {
    expect(statusClass(status)).toBe(label);
  });
});

describe('request ids', () => {
  const fresh = /^[A-Za-z0-9_-]{16}$/;
  test.each([
    ['abc-123', true, 'abc-123'],
    ['A.b_c-9', true, 'A.b_c-9'],
    ['x'.repeat(64), true, 'x'.repeat(64)],
    ['abc-123', false, null],
    ['x'.repeat(65), true, null],
    ['', true, null],
    ['a b', true, null],
    ['a\r\nSet-Cookie: x=1', true, null],
    ['<script>', true, null],
    ['ü', true, null],
    [undefined, true, null],
  ])('incoming %s with trust proxy %s', (incoming, trustProxy, kept) => {
    const id = requestIdOf(incoming, trustProxy);
    if (kept) expect(id).toBe(kept);
    else expect(id).toMatch(fresh);
  });

  test('two ids given together are not one', () => {
    expect(requestIdOf(['a', 'b'], true)).toMatch(fresh);
  });
});

describe('logged paths', () => {
  test.each([
    ['newsDetail', `${BASE}/newsDetail/1/2.html?phone=13800138000&code=123456`, `${BASE}/newsDetail/1/2.html`],
    ['writeOff', `${BASE}/writeOff/7/REG-CODE-99/shop`, `${BASE}/writeOff/7/:registCode/shop`],
    ['invitedToDownload', `${BASE}/invitedToDownload/5/INVITE77.html`, `${BASE}/invitedToDownload/5/:code`],
    ['writeOff', `${BASE}/writeOff/7/REG-CODE-99/shop/more/segments`, `${BASE}/writeOff`],
    ['platform', '/sso-app/login?phone=13800138000', 'platform'],
    ['/platform-admin', '/platform-admin/phone-code/13800138000', '/platform-admin'],
    ['other', '/13800138000', '-'],
    ['static', `/x/${'a'.repeat(500)}.png`, `/x/${'a'.repeat(197)}`],
  ])('%s %s → %s', (route, url, logged) => {
    expect(loggedPath(route, url)).toBe(logged);
  });
});

describe('the log line', () => {
  let lines: string[] = [];
  let server: http.Server;
  let port = 0;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });

  beforeAll(async () => {
    const track = createRequestLog({ logger: createLogger('info', sink), trustProxy: true, routeOf: (url) => siteRouteLabel(url, PLATFORM_PREFIXES), metrics: metrics() });
    server = http.createServer((req, res) => {
      track(req, res);
      res.writeHead(req.url?.startsWith('/healthz') ? 200 : 404, { 'content-type': 'text/plain' });
      res.write('hello ');
      res.end(Buffer.from('world'));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const SECRETS = ['13800138000', '654321', 'sess-cookie-value', 'Bearer-secret-token', 'refresh-token-value', 'pass-word-9'];

  test.each([
    [`${BASE}/newsDetail/1/2.html?phone=13800138000&code=654321&token=refresh-token-value`, 'newsDetail'],
    ['/sso-app/login?phone=13800138000&code=654321', 'platform'],
    ['/13800138000/654321', 'other'],
    [`${BASE}/writeOff/1/654321.html`, 'writeOff'],
  ])('GET %s names its route, and none of the secrets the request carried', async (path, route) => {
    lines = [];
    const response = await fetch(`http://127.0.0.1:${port}${path}`, {
      headers: { cookie: 'touch_session=sess-cookie-value; pw=pass-word-9', authorization: 'Bearer Bearer-secret-token', 'x-phone': '13800138000', 'x-request-id': 'from-proxy.1' },
    });
    expect(await response.text()).toBe('hello world');
    expect(response.headers.get('x-request-id')).toBe('from-proxy.1');
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(line).toMatchObject({ reqId: 'from-proxy.1', method: 'GET', route, status: 404, bytes: 11, msg: 'request' });
    expect(typeof line.ms).toBe('number');
    for (const secret of SECRETS) expect(lines[0]).not.toContain(secret);
    expect(lines[0]).not.toMatch(/cookie|authorization|\?/i);
  });

  test('operations requests are logged at debug only', async () => {
    lines = [];
    await (await fetch(`http://127.0.0.1:${port}/healthz`)).text();
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines).toEqual([]);
  });
});
