/**
 * The beacon handler on a real HTTP server in this process, behind a trusted proxy (TRUST_PROXY):
 * every beacon names its reader in X-Forwarded-For, as nginx would. Thousands of distinct addresses
 * keep the bucket table at its bound, and a refused beacon reaches no histogram.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { originPolicyFromEnv } from '../../../src/config/siteOrigin.ts';
import { createBeaconRateLimit } from '../../../src/http/beaconRateLimit.ts';
import { createBodyBudget } from '../../../src/http/bodyBudget.ts';
import { createVitalsBeacon, VITALS_PATH } from '../../../src/http/vitalsBeacon.ts';
import { BASE_PATH } from '../../../src/routes.ts';

const observed: { name: string; labels: { page_type: string; client: string }; value: number }[] = [];
const rateLimit = createBeaconRateLimit({ perAddress: { capacity: 3, refillPerSecond: 0.001 }, global: { capacity: 100_000, refillPerSecond: 100_000 }, maxAddresses: 500 });
let handler: ReturnType<typeof createVitalsBeacon>;
const server = http.createServer((req, res) => void handler(req, res));
let base = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
  // The default origin (http://localhost:PORT) and its loopback hosts, behind a trusted proxy.
  const policy = originPolicyFromEnv({ PORT: String(port), TRUST_PROXY: '1' });
  const observe = (name: string, labels: { page_type: string; client: string }, value: number) => void observed.push({ name, labels, value });
  handler = createVitalsBeacon({ policy, nativeAppMarker: 'xyApp', bodies: createBodyBudget(1024 * 1024), rateLimit, observe });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const beacon = (forwardedFor: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}${VITALS_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const sane = { path: `${BASE_PATH}/videoDetail/3/4.html`, metrics: [{ name: 'LCP', value: 1500, rating: 'good' }] };

describe('the beacon handler behind a trusted proxy', () => {
  it('labels by page type and client, in seconds for the histograms to convert', async () => {
    observed.length = 0;
    const response = await beacon('198.51.100.1', sane, { 'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 7) Chrome/120.0 Mobile Safari/537.36' });
    expect(response.status).toBe(204);
    expect(observed).toEqual([{ name: 'LCP', labels: { page_type: 'videoDetail', client: 'android' }, value: 1500 }]);
  });

  it('limits each forwarded address on its own', async () => {
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await beacon('198.51.100.2, 10.0.0.1', sane)).status);
    expect(statuses).toEqual([204, 204, 204, 429, 429]);
    expect((await beacon('198.51.100.3', sane)).status).toBe(204);
  });

  it('keeps at most its bound of address buckets however many addresses come', async () => {
    for (let i = 0; i < 2_000; i += 50) {
      const batch = Array.from({ length: 50 }, (_, j) => beacon(`10.1.${((i + j) >> 8) & 255}.${(i + j) & 255}`, sane));
      const statuses = await Promise.all(batch.map(async (answer) => (await answer).status));
      expect(new Set(statuses)).toEqual(new Set([204]));
    }
    expect(rateLimit.size).toBe(500);
  });

  it('stores nothing of a refused beacon', async () => {
    observed.length = 0;
    const statuses = [
      (await beacon('198.51.100.4', '{"path":')).status,
      (await beacon('198.51.100.4', { ...sane, metrics: [{ name: 'LCP', value: -5 }] })).status,
      (await beacon('198.51.100.4', sane, { 'content-type': 'text/plain' })).status,
      (await beacon('198.51.100.4', sane, { origin: 'https://evil.example' })).status,
    ];
    expect(statuses).toEqual([400, 400, 415, 403]);
    expect(observed).toEqual([]);
  });
});
