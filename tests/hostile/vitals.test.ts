/**
 * The Web Vitals beacon endpoint (docs/decisions/146) under hostile beacons: malformed, mistyped,
 * oversized, flooding. Every refusal is a 4xx, the process lives, and nothing of a refused beacon
 * reaches /metrics. The suite server does not trust forwarding headers, so every request here is
 * one address (loopback): the file sends fewer refused beacons than one address's burst before its
 * flood, which it keeps for last. The bucket table's bound with trusted forwarded addresses is
 * tested in process (tests/unit/http/vitalsBeaconProcess.test.ts).
 */
import { describe, expect, test } from 'vitest';
import type { HeaderList } from './rawHttp.ts';
import { memoryOf } from './serverProcess.ts';
import { BASE_PATH, expectSane, expectSurvives, request, supervisorState, sweep } from './suiteServer.ts';

const VITALS = `${BASE_PATH}/vitals`;
const ARTICLE = `${BASE_PATH}/newsDetail/1/2.html`;
const JSON_TYPE: HeaderList = [['Content-Type', 'application/json']];
const WECHAT_UA = 'Mozilla/5.0 (Linux; Android 13; V2218A) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0 Mobile Safari/537.36 MicroMessenger/8.0.47.2560';
const MARKER = 'vitals-marker-7c1d';

/** Every web_vitals_*_count series summed: what the histograms hold. */
async function observations(): Promise<number> {
  const metrics = await request({ path: '/metrics' });
  expect(metrics.status).toBe(200);
  let total = 0;
  for (const match of metrics.text().matchAll(/^web_vitals_\w+_count\{[^}]*\} (\d+)$/gm)) total += Number(match[1]);
  return total;
}

async function countOf(metric: string, pageType: string, client: string): Promise<number> {
  const metrics = await request({ path: '/metrics' });
  const line = new RegExp(`^${metric}_count\\{page_type="${pageType}",client="${client}"\\} (\\d+)$`, 'm').exec(metrics.text());
  return Number(line?.[1] ?? 0);
}

const post = (body: string | Buffer, headers: HeaderList = JSON_TYPE) => request({ method: 'POST', path: VITALS, headers, body, timeoutMs: 15_000 });

describe('the beacon endpoint', () => {
  test('takes a sane beacon with 204 and counts it under its page type and client', async () => {
    const before = await countOf('web_vitals_lcp_seconds', 'newsDetail', 'wechat');
    const body = JSON.stringify({
      path: ARTICLE,
      metrics: [
        { name: 'LCP', value: 1234, rating: 'good' },
        { name: 'CLS', value: 0.01 },
      ],
    });
    const response = await post(body, [...JSON_TYPE, ['User-Agent', WECHAT_UA]]);
    expect(response.status).toBe(204);
    expect(response.header('cache-control')).toBe('no-store');
    expect(response.header('set-cookie')).toBeUndefined();
    expect(await countOf('web_vitals_lcp_seconds', 'newsDetail', 'wechat')).toBe(before + 1);
    // An unknown path is `other`, never a new label value.
    expect((await post(JSON.stringify({ path: `/${MARKER}`, metrics: [{ name: 'TTFB', value: 90 }] }))).status).toBe(204);
    const metrics = await request({ path: '/metrics' });
    expect(metrics.text()).not.toContain(MARKER);
    expect(metrics.text()).toMatch(/^web_vitals_ttfb_seconds_count\{page_type="other",client="other"\} \d+$/m);
  });

  const refused: { what: string; body: string | Buffer; headers?: HeaderList; status: number }[] = [
    { what: 'not JSON', body: '{"path":', status: 400 },
    { what: 'empty', body: '', status: 400 },
    { what: 'a JSON string', body: '"LCP"', status: 400 },
    { what: 'a metric name unknown', body: JSON.stringify({ path: ARTICLE, metrics: [{ name: MARKER, value: 1 }] }), status: 400 },
    { what: 'a value as text', body: JSON.stringify({ path: ARTICLE, metrics: [{ name: 'LCP', value: '1' }] }), status: 400 },
    { what: 'NaN', body: `{"path":"${ARTICLE}","metrics":[{"name":"LCP","value":NaN}]}`, status: 400 },
    { what: 'Infinity', body: `{"path":"${ARTICLE}","metrics":[{"name":"LCP","value":Infinity}]}`, status: 400 },
    { what: 'a huge value', body: JSON.stringify({ path: ARTICLE, metrics: [{ name: 'LCP', value: 1e300 }] }), status: 400 },
    { what: 'a negative value', body: JSON.stringify({ path: ARTICLE, metrics: [{ name: 'CLS', value: -0.1 }] }), status: 400 },
    {
      what: 'a metric twice',
      body: JSON.stringify({
        path: ARTICLE,
        metrics: [
          { name: 'FCP', value: 1 },
          { name: 'FCP', value: 2 },
        ],
      }),
      status: 400,
    },
    { what: 'an identifier', body: JSON.stringify({ path: ARTICLE, metrics: [{ name: 'FCP', value: 1 }], user: MARKER }), status: 400 },
    { what: 'a path as an object', body: JSON.stringify({ path: { toString: MARKER }, metrics: [{ name: 'FCP', value: 1 }] }), status: 400 },
    { what: 'deep nesting', body: `${'['.repeat(900)}${']'.repeat(900)}`, status: 400 },
    { what: 'a prototype key', body: `{"__proto__":{"polluted":true},"path":"${ARTICLE}","metrics":[{"name":"FCP","value":1}]}`, status: 400 },
    { what: 'bytes that are not UTF-8', body: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]), status: 400 },
    { what: 'text/plain', body: JSON.stringify({ path: ARTICLE, metrics: [{ name: 'FCP', value: 1 }] }), headers: [['Content-Type', 'text/plain;charset=UTF-8']], status: 415 },
    { what: 'a form', body: 'path=x&LCP=1', headers: [['Content-Type', 'application/x-www-form-urlencoded']], status: 415 },
    { what: 'no content type', body: JSON.stringify({ path: ARTICLE, metrics: [{ name: 'FCP', value: 1 }] }), headers: [], status: 415 },
    { what: 'JSON in latin1', body: '{}', headers: [['Content-Type', 'application/json; charset=latin1']], status: 415 },
    { what: '3 KB', body: JSON.stringify({ path: `/${'a'.repeat(3_000)}`, metrics: [] }), status: 413 },
    { what: '3 KB, chunked', body: Buffer.alloc(3_000, 0x20), headers: [...JSON_TYPE, ['Transfer-Encoding', 'chunked']], status: 413 },
    { what: 'a declared 1 GB', body: '{}', headers: [...JSON_TYPE, ['Content-Length', String(1024 ** 3)]], status: 413 },
    { what: 'a cross-site Origin', body: '{}', headers: [...JSON_TYPE, ['Origin', 'https://evil.example']], status: 403 },
    { what: 'Sec-Fetch-Site cross-site', body: '{}', headers: [...JSON_TYPE, ['Sec-Fetch-Site', 'cross-site']], status: 403 },
  ];

  test('refuses malformed, mistyped and oversized beacons with a 4xx, and stores nothing of them', async () => {
    const before = await observations();
    await expectSurvives(() =>
      sweep(
        refused,
        (item) => item.what,
        async (item) => {
          const chunked = item.headers?.some(([name]) => name === 'Transfer-Encoding');
          const headers = item.headers?.filter(([name]) => name !== 'Transfer-Encoding');
          const response = await request({ method: 'POST', path: VITALS, headers: headers ?? JSON_TYPE, body: item.body, chunked, timeoutMs: 15_000 });
          expectSane(response, item.what, [MARKER]);
          expect(response.status, item.what).toBe(item.status);
          expect(response.header('content-type') ?? '', item.what).toMatch(/^application\/json/);
        },
      ),
    );
    expect(await observations()).toBe(before);
  });

  test.each([
    ['GET', 405],
    ['HEAD', 405],
    ['PUT', 405],
    ['DELETE', 405],
  ])('%s is refused with %i', async (method, status) => {
    const response = await request({ method, path: VITALS });
    expectSane(response, method);
    expect(response.status).toBe(status);
    expect(response.header('allow')).toBe('POST');
  });

  test('a flood from one address is refused with 429, forwarding headers or not, in bounded memory', async () => {
    const pid = supervisorState().pid;
    const rssBefore = memoryOf(pid)?.rssMb ?? 0;
    const before = await observations();
    const body = JSON.stringify({ path: ARTICLE, metrics: [{ name: 'INP', value: 120 }] });
    const statuses: number[] = [];
    // Every beacon names another forwarded address: without TRUST_PROXY the header is dropped, so they are all loopback.
    const floods = Array.from({ length: 3_000 }, (_, index) => index);
    await expectSurvives(() =>
      sweep(
        floods,
        (index) => `beacon ${index}`,
        async (index) => {
          const forwarded = `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
          const response = await post(body, [...JSON_TYPE, ['X-Forwarded-For', forwarded]]);
          statuses.push(response.status);
          if (response.status === 429) expect(response.header('retry-after')).toBe('60');
        },
        8,
      ),
    );
    const taken = statuses.filter((status) => status === 204).length;
    expect(statuses.filter((status) => status !== 204 && status !== 429)).toEqual([]);
    // One address's burst (120) and what it regains during the flood, never the whole flood.
    expect(taken).toBeLessThan(400);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(2_500);
    // Only the beacons taken are counted.
    expect(await observations()).toBe(before + taken);
    const rssAfter = memoryOf(pid)?.rssMb ?? 0;
    expect(rssAfter - rssBefore, `RSS ${rssBefore.toFixed(0)} → ${rssAfter.toFixed(0)} MB`).toBeLessThan(40);
  });
});
