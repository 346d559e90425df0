import { describe, expect, test } from 'vitest';
import { bearerMatches, createReadiness, isLoopbackAddress, mayReadMetrics, memoised, operationsPathOf, siteReadiness, withTimeout } from '../../../src/http/operations.ts';

const TOKEN = 's3cret-metrics-token';

describe('who may read /metrics', () => {
  // peer × token × TRUST_PROXY × forwarding header → allowed
  const cases: Array<[peer: string, authorization: string | undefined, token: string | null, trustProxy: boolean, forwarded: boolean, allowed: boolean]> = [
    ['127.0.0.1', undefined, null, false, false, true],
    ['127.0.0.1', undefined, null, true, false, true],
    ['127.3.4.5', undefined, null, false, false, true],
    ['::1', undefined, null, false, false, true],
    ['::ffff:127.0.0.1', undefined, null, false, false, true],
    // nginx on loopback passing on someone else's request
    ['127.0.0.1', undefined, null, true, true, false],
    ['127.0.0.1', undefined, TOKEN, true, true, false],
    // a forwarding header from loopback proves nothing without TRUST_PROXY, and is refused all the same
    ['127.0.0.1', undefined, null, false, true, false],
    ['::1', undefined, null, true, true, false],
    ['10.0.0.8', undefined, null, false, false, false],
    ['10.0.0.8', undefined, TOKEN, false, false, false],
    ['10.0.0.8', `Bearer ${TOKEN}`, TOKEN, false, false, true],
    ['10.0.0.8', `bearer ${TOKEN}`, TOKEN, false, false, true],
    ['10.0.0.8', `Bearer ${TOKEN}`, TOKEN, true, true, true],
    ['127.0.0.1', `Bearer ${TOKEN}`, TOKEN, true, true, true],
    ['10.0.0.8', `Bearer ${TOKEN}x`, TOKEN, false, false, false],
    ['10.0.0.8', `Bearer ${TOKEN.slice(0, -1)}`, TOKEN, false, false, false],
    ['10.0.0.8', TOKEN, TOKEN, false, false, false],
    ['10.0.0.8', `Basic ${TOKEN}`, TOKEN, false, false, false],
    ['10.0.0.8', 'Bearer ', TOKEN, false, false, false],
    ['10.0.0.8', `Bearer ${TOKEN}`, null, false, false, false],
    ['10.0.0.8', 'Bearer ', null, false, false, false],
    ['10.0.0.8', `Bearer ${'a'.repeat(5000)}`, TOKEN, false, false, false],
    ['128.0.0.1', undefined, null, false, false, false],
    ['::ffff:10.0.0.1', undefined, null, false, false, false],
    ['::2', undefined, null, false, false, false],
    ['', undefined, null, false, false, false],
  ];
  test.each(cases)('peer %s, authorization %s, token %s, trust proxy %s, forwarded %s → %s', (peer, authorization, token, trustProxy, forwarded, allowed) => {
    expect(mayReadMetrics({ remoteAddress: peer || undefined, authorization, metricsToken: token, trustProxy, forwarded })).toBe(allowed);
  });

  test.each([
    ['127.0.0.1', true],
    ['127.255.255.254', true],
    ['::1', true],
    ['::FFFF:127.0.0.1', true],
    ['127.0.0.1.evil', false],
    ['1270.0.0.1', false],
    ['0.0.0.0', false],
    [undefined, false],
  ])('%s is loopback: %s', (address, loopback) => {
    expect(isLoopbackAddress(address)).toBe(loopback);
  });

  test('a bearer token is compared whole', () => {
    expect(bearerMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(`Bearer ${TOKEN} extra`, TOKEN)).toBe(false);
    expect(bearerMatches(undefined, TOKEN)).toBe(false);
  });
});

describe('the operations addresses', () => {
  test.each([
    ['/healthz', '/healthz'],
    ['/healthz?probe=1', '/healthz'],
    ['/readyz', '/readyz'],
    ['/metrics?x=y', '/metrics'],
    ['/healthz/', null],
    ['/Healthz', null],
    ['/app/template/displayTemplate/news/healthz', null],
    ['//healthz', null],
    ['/metricsx', null],
    [undefined, null],
  ])('%s → %s', (url, path) => {
    expect(operationsPathOf(url)).toBe(path);
  });
});

describe('readiness', () => {
  const yes = () => Promise.resolve(true);
  const no = () => Promise.resolve(false);
  const throws = () => Promise.reject(new Error('down'));
  const hangs = () => new Promise<boolean>(() => {});

  test.each([
    ['every check passes', [yes, yes], false, true],
    ['no checks', [], false, true],
    ['one check fails', [yes, no], false, false],
    ['a check throws', [throws], false, false],
    ['draining, checks pass', [yes], true, false],
  ] as const)('%s', async (_, checks, draining, ready) => {
    const readiness = createReadiness(checks);
    if (draining) readiness.drain();
    expect(await readiness.ready()).toBe(ready);
    expect(readiness.draining).toBe(draining);
  });

  test('a hung check counts as not ready after its time-out', async () => {
    expect(await withTimeout(hangs, 5)()).toBe(false);
    expect(await withTimeout(yes, 1_000)()).toBe(true);
  });

  test('the answer is kept for a second, and callers in the meantime share one check', async () => {
    let calls = 0;
    let clock = 0;
    let answer = true;
    const check = memoised(
      async () => {
        calls += 1;
        return answer;
      },
      1_000,
      () => clock,
    );
    const flood = await Promise.all(Array.from({ length: 50 }, () => check()));
    expect(flood.every(Boolean)).toBe(true);
    expect(calls).toBe(1);
    answer = false;
    clock = 999;
    expect(await check()).toBe(true);
    expect(calls).toBe(1);
    clock = 1_000;
    expect(await check()).toBe(false);
    expect(calls).toBe(2);
  });

  test('the site is not ready when its platform does not answer', async () => {
    const unreachable = siteReadiness({ platformUrl: 'http://127.0.0.1:9/app_if/getConfig?appID=1' });
    expect(await unreachable.ready()).toBe(false);
  });

  test('the site is not ready when a configured session store is not', async () => {
    const { createServer } = await import('node:http');
    const server = createServer((_req, res) => res.end('{}'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/app_if/getConfig`;
    try {
      expect(await siteReadiness({ platformUrl: url }).ready()).toBe(true);
      expect(await siteReadiness({ platformUrl: url, sessionStoreReady: yes }).ready()).toBe(true);
      expect(await siteReadiness({ platformUrl: url, sessionStoreReady: no }).ready()).toBe(false);
      expect(await siteReadiness({ platformUrl: url, sessionStoreReady: throws }).ready()).toBe(false);
    } finally {
      server.close();
    }
  });
});
