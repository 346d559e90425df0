/**
 * A server of its own, configured the way production behind a proxy would be: SITE_ORIGIN,
 * ALLOWED_HOSTS, TRUST_PROXY=1 and CMS_ORIGINS. Absolute URLs must carry the configured origin, and
 * trusting the proxy must not mean trusting any host it forwards.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BASE_PATH } from '../../src/routes.ts';
import { send, type RawResponse, type SimpleRequest } from './rawHttp.ts';
import { freshPaths, removePaths, spawnServer, stopServer, type RunningServer, type ServerPaths } from './serverProcess.ts';
import { EVIL_HOST, ROUTE_PAGES } from './targets.ts';

const ORIGIN = 'https://news.example.test';
const HOST = 'news.example.test';
const CMS = 'https://cms.example.test';
const ARTICLE = ROUTE_PAGES.find((page) => page.route === 'newsDetail')!.path;

let paths: ServerPaths;
let server: RunningServer;

beforeAll(async () => {
  paths = freshPaths('touch-hostile-origin-');
  server = await spawnServer(paths, { env: { SITE_ORIGIN: ORIGIN, ALLOWED_HOSTS: HOST, TRUST_PROXY: '1', CMS_ORIGINS: CMS }, readyHost: HOST });
});

afterAll(async () => {
  if (server) await stopServer(server);
  if (paths) removePaths(paths);
});

const ask = (req: SimpleRequest): Promise<RawResponse> => send(server.port, { host: HOST, ...req });

describe('with SITE_ORIGIN=https://news.example.test', () => {
  test('an article page names the configured origin in canonical, og:url and JSON-LD', async () => {
    const response = await ask({ path: ARTICLE });
    expect(response.status).toBe(200);
    const html = response.text();
    const expected = `${ORIGIN}${ARTICLE}`;
    expect(/<link rel="canonical" href="([^"]*)"/.exec(html)?.[1], 'canonical').toBe(expected);
    expect(/<meta property="og:url" content="([^"]*)"/.exec(html)?.[1], 'og:url').toBe(expected);
    const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(jsonLd, 'JSON-LD present').toBeTruthy();
    expect((JSON.parse(jsonLd!) as { mainEntityOfPage?: string }).mainEntityOfPage, 'JSON-LD mainEntityOfPage').toBe(expected);
  });

  test('robots.txt names the sitemap on the configured origin', async () => {
    const response = await ask({ path: '/robots.txt' });
    expect(response.status).toBe(200);
    expect(response.text()).toContain(`Sitemap: ${ORIGIN}${BASE_PATH}/sitemap.xml`);
  });

  test('Host: evil.example still gets 400 and is not repeated', async () => {
    for (const path of [ARTICLE, '/robots.txt']) {
      const response = await ask({ path, host: EVIL_HOST });
      expect(response.status, path).toBe(400);
      expect(response.everything().includes(EVIL_HOST), `${path} reflects the host`).toBe(false);
    }
  });

  test('with TRUST_PROXY=1 a forwarded host must still be an allowed one', async () => {
    const forged = await ask({
      path: ARTICLE,
      headers: [
        ['X-Forwarded-Host', EVIL_HOST],
        ['X-Forwarded-Proto', 'https'],
      ],
    });
    expect(forged.status).toBe(400);
    expect(forged.everything().includes(EVIL_HOST)).toBe(false);
    const allowed = await ask({
      path: ARTICLE,
      headers: [
        ['X-Forwarded-Host', HOST],
        ['X-Forwarded-Proto', 'https'],
      ],
    });
    expect(allowed.status).toBe(200);
    expect(/<link rel="canonical" href="([^"]*)"/.exec(allowed.text())?.[1]).toBe(`${ORIGIN}${ARTICLE}`);
  });

  test('a CMS preview may be framed by the site and CMS_ORIGINS only', async () => {
    for (const flag of ['cms=1', 'yl=1']) {
      const response = await ask({ path: `${ARTICLE}?${flag}` });
      const policies = response.headerAll('content-security-policy');
      expect(policies.length, flag).toBe(1);
      expect(policies[0], flag).toMatch(new RegExp(`frame-ancestors 'self' ${CMS.replace(/\./g, '\\.')}(;|$)`));
      expect(response.header('x-frame-options'), flag).toBeUndefined();
    }
  });
});
