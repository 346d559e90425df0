import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeUrl } from '../../src/routes.ts';
import { DEMO_IDS } from '../../src/platform/seed/demoIds.ts';
import { freshPaths, removePaths, spawnServer, stopServer, type RunningServer, type ServerPaths } from '../hostile/serverProcess.ts';

/**
 * A platform that accepts connections and never answers (docs/decisions/134). The built site reads
 * a real bundled platform through a proxy in this test that can hang some calls or all of them.
 */
const ARTICLE = routeUrl('newsDetail', [DEMO_IDS.columns.headline, DEMO_IDS.articles.news], { lang: 'cn' });
let paths: ServerPaths;
let platform: RunningServer;
let site: RunningServer;
let proxy: http.Server;
let hang: (path: string) => boolean = () => false;
const held: http.ServerResponse[] = [];

/** The bundled platform's own loopback port, where its API groups listen (docs/decisions/138). */
const platformPort = () => Number(new URL(platform.platformOrigin).port);

beforeAll(async () => {
  paths = freshPaths('touch-failures-');
  platform = await spawnServer(paths);
  proxy = http.createServer((req, res) => {
    if (hang(req.url ?? '')) {
      held.push(res);
      return;
    }
    const upstream = http.request({ host: '127.0.0.1', port: platformPort(), path: req.url, method: req.method, headers: { ...req.headers, host: `127.0.0.1:${platformPort()}` } }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const proxyOrigin = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  site = await spawnServer(freshPaths('touch-failures-site-'), { env: { BUNDLED_PLATFORM: 'off', PLATFORM_ORIGIN: proxyOrigin, MICRO_CACHE: 'off', SHARED_READS_MS: '0' } });
}, 240_000);

afterAll(async () => {
  held.forEach((res) => res.destroy());
  proxy?.closeAllConnections();
  proxy?.close();
  if (site) await stopServer(site);
  if (platform) await stopServer(platform);
  removePaths(paths);
});

async function timedGet(path: string): Promise<{ status: number; ms: number; body: string; cacheControl: string }> {
  const started = performance.now();
  const response = await fetch(`${site.origin}${path}`);
  const body = await response.text();
  return { status: response.status, ms: performance.now() - started, body, cacheControl: response.headers.get('cache-control') ?? '' };
}

describe('a platform that hangs', () => {
  it('hanging comment calls: the article is a 200 that says the comments did not load, never "0条评论", and no cache keeps it', async () => {
    hang = (path) => /discuss(View|Hot)/.test(path);
    const page = await timedGet(ARTICLE);
    expect(page.status).toBe(200);
    expect(page.body).toContain('加载失败');
    expect(page.body).not.toMatch(/0\s*条评论/);
    expect(page.cacheControl).toMatch(/no-store/);
    expect(page.cacheControl).not.toMatch(/public/);
    // Optional parts wait 2 s at most, not the page's 6 s deadline.
    expect(page.ms).toBeLessThan(4_500);
  }, 30_000);

  it('a whole platform that hangs: once the breaker is open, 24 concurrent readers each get an answer within 1 s', async () => {
    hang = () => true;
    // The first readers meet the time-outs that open the breaker.
    const first = await timedGet(ARTICLE);
    expect(first.status).toBe(503);
    const answers = await Promise.all(Array.from({ length: 24 }, () => timedGet(ARTICLE)));
    for (const answer of answers) {
      expect(answer.status).toBe(503);
      expect(answer.cacheControl).toMatch(/no-store/);
      expect(answer.ms).toBeLessThan(1_000);
    }
  }, 60_000);
});
