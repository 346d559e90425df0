import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isOfflineWorkerPath, markLightAnswer, refuseOfflineWorker } from '../../../src/http/offlineReading.ts';
import { createStaticFiles } from '../../../src/http/staticFiles.ts';
import { getStatic } from '../../staticFileGet.ts';

const BASE = '/app/template/displayTemplate/news';

/** Just enough of a request and a response for the two server rules. */
function exchange(headers: http.IncomingHttpHeaders, method = 'GET', url = '/news/newsDetail/1/1001.html') {
  const sent: { status?: number; headers: Record<string, unknown>; body?: unknown } = { headers: {} };
  const req = { headers, method, url } as http.IncomingMessage;
  const res = {
    setHeader: (name: string, value: unknown) => void (sent.headers[name] = value),
    writeHead: (status: number, headers: Record<string, unknown>) => Object.assign(sent, { status, headers: { ...sent.headers, ...headers } }),
    end: (body?: unknown) => void (sent.body = body),
  } as unknown as http.ServerResponse;
  return { req, res, sent };
}

describe('the worker’s address', () => {
  it.each([
    [`${BASE}/offlineReadingWorker.js`, true],
    ['/offlineReadingWorker.js', true],
    [`${BASE}/offlineReadingWorker.js.br`, false],
    [`${BASE}/_astro/offlineReadingWorker.js`, false],
    [`${BASE}/sw.js`, false],
  ])('%s → %s', (path, worker) => {
    expect(isOfflineWorkerPath(path, BASE)).toBe(worker);
  });
});

it('serves the worker to be revalidated on every update check, other root files for an hour', async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'offline-worker-'));
  try {
    writeFileSync(path.join(root, 'offlineReadingWorker.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(path.join(root, 'favicon.svg'), '<svg/>');
    const files = await createStaticFiles(root, BASE);
    expect(getStatic(files, `${BASE}/offlineReadingWorker.js`).headers['cache-control']).toBe('no-cache');
    expect(getStatic(files, '/offlineReadingWorker.js').headers['cache-control']).toBe('no-cache');
    expect(getStatic(files, `${BASE}/favicon.svg`).headers['cache-control']).toBe('public, max-age=3600');
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

describe('who is refused the worker (so the registration fails)', () => {
  it.each<[string | undefined, string, boolean]>([
    ['Mozilla/5.0 (Linux; Android 14) Chrome/130 Mobile Safari/537.36', 'xyApp', false],
    [undefined, 'xyApp', false],
    ['Mozilla/5.0 (Linux; Android 14; wv) Chrome/130 MicroMessenger/8.0.50', 'xyApp', true],
    ['Mozilla/5.0 (iPhone) AppleWebKit Mobile/15E148 MicroMessenger/8.0.50', 'xyApp', true],
    ['Mozilla/5.0 (iPhone) xyApp xyUid/7', 'xyApp', true],
    ['Mozilla/5.0 (iPhone) ourNews/2.1', 'ourNews', true],
    ['Mozilla/5.0 (iPhone) xyApp xyUid/7', 'ourNews', false],
    ['x'.repeat(5000), 'xyApp', false],
  ])('%s with marker %s → refused %s', (agent, marker, refused) => {
    const { req, res, sent } = exchange(agent === undefined ? {} : { 'user-agent': agent });
    expect(refuseOfflineWorker(req, res, marker)).toBe(refused);
    if (refused) {
      expect(sent.status).toBe(404);
      expect(sent.headers['cache-control']).toBe('no-store');
    } else expect(sent.status).toBeUndefined();
  });

  it('answers a HEAD without a body', () => {
    const { req, res, sent } = exchange({ 'user-agent': 'MicroMessenger/8' }, 'HEAD');
    expect(refuseOfflineWorker(req, res, 'xyApp')).toBe(true);
    expect(sent.body).toBeUndefined();
  });
});

describe('a light answer is marked so the worker never keeps it', () => {
  it.each<[http.IncomingHttpHeaders, string, boolean]>([
    [{}, '', false],
    [{ 'save-data': 'on' }, '', true],
    [{ 'save-data': 'ON ' }, '', true],
    [{ 'save-data': 'off' }, '', false],
    [{ cookie: 'lang=en; theme=dark' }, '', false],
    [{ cookie: 'lang=en; lightPages=on' }, '', true],
    [{ cookie: 'lightPages=off', 'save-data': 'on' }, '', false],
    [{ cookie: 'lightPages=maybe' }, '', false],
    [{ cookie: 'highlight=1' }, '', false],
    [{ cookie: '=;;%;lightPages' }, '', false],
    [{ cookie: `a=${'x'.repeat(10_000)}; lightPages=on` }, '', true],
    [{}, '?light=on', true],
    [{ cookie: 'lightPages=on' }, '?light=off', false],
    [{}, '?light=%E0%A4%A', false],
  ])('%j %s → marked %s', (headers, search, marked) => {
    const { req, res, sent } = exchange(headers, 'GET', `/news/newsDetail/1/1001.html${search}`);
    markLightAnswer(req, res);
    expect(sent.headers['x-offline-keep']).toBe(marked ? 'no' : undefined);
  });
});
