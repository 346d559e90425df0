/**
 * `npm run platform` (src/platform/platformServer.ts) on PGlite in a temporary folder: /healthz,
 * /readyz (its database answers), /metrics, the request log, and SIGTERM closing live sockets with
 * 1001 and exiting 0 (docs/decisions/130).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { freePort, nodeBinary, repoRoot } from '../hostile/serverProcess.ts';
import { openLiveSocket } from './liveSocketClient.ts';

const TOKEN = 'platform-metrics-token-0123';

describe('the standalone platform process', () => {
  let child: ChildProcess;
  let origin = '';
  let root = '';
  let log = '';
  let exited: Promise<number | null>;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'touch-platform-ops-'));
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = { ...process.env, PLATFORM_PORT: String(port), PLATFORM_HOST: '127.0.0.1', PLATFORM_DATA_DIR: path.join(root, 'pglite'), METRICS_TOKEN: TOKEN, LOG_LEVEL: 'info' };
    for (const name of ['DATABASE_URL', 'PLATFORM_PUBLIC_ORIGIN', 'TRUST_PROXY']) delete env[name];
    child = spawn(nodeBinary(), ['--liftoff-only', 'src/platform/platformServer.ts'], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
    exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    await new Promise<void>((resolve, reject) => {
      const keep = (chunk: Buffer) => {
        log += chunk.toString('utf8');
        if (log.includes('platform ready')) resolve();
      };
      child.stdout!.on('data', keep);
      child.stderr!.on('data', keep);
      void exited.then((code) => reject(new Error(`platform exited with ${code}:\n${log}`)));
    });
  });

  afterAll(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
    rmSync(root, { recursive: true, force: true });
  });

  test('/healthz and /readyz answer 200, uncached', async () => {
    for (const [address, body] of [
      ['/healthz', 'ok'],
      ['/readyz', 'ready'],
    ] as const) {
      const response = await fetch(`${origin}${address}`);
      expect(response.status, address).toBe(200);
      expect(await response.text()).toBe(body);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  test('/metrics: default metrics and requests by service group, for loopback or the token only', async () => {
    await (await fetch(`${origin}/app_if/getConfig?appID=1&curVersions=1`)).arrayBuffer();
    const text = await (await fetch(`${origin}/metrics`)).text();
    expect(text).toMatch(/^process_cpu_seconds_total /m);
    expect(text).toMatch(/^nodejs_heap_size_used_bytes /m);
    expect(text).toMatch(/http_request_duration_seconds_count\{route="\/app_if",method="GET",status_class="2xx"\} 1/);
    // The site's own instruments are not the platform's.
    expect(text).not.toMatch(/micro_cache_requests_total/);

    const proxied = { 'x-forwarded-for': '198.51.100.4' };
    expect((await fetch(`${origin}/metrics`, { headers: proxied })).status).toBe(404);
    expect((await fetch(`${origin}/metrics`, { headers: { ...proxied, authorization: 'Bearer wrong' } })).status).toBe(404);
    expect((await fetch(`${origin}/metrics`, { headers: { ...proxied, authorization: `Bearer ${TOKEN}` } })).status).toBe(200);
    expect(log).not.toContain(TOKEN);

    const line = log
      .split('\n')
      .filter((entry) => entry.startsWith('{'))
      .map((entry) => JSON.parse(entry) as Record<string, unknown>)
      .find((entry) => entry.route === '/app_if');
    expect(line).toMatchObject({ method: 'GET', path: '/app_if', status: 200, msg: 'request' });
  });

  test('SIGTERM closes live sockets with 1001, then the process exits 0', async () => {
    const config = (await (await fetch(`${origin}/app_if/getConfig?appID=1&curVersions=1`)).json()) as { data: { socketServer: { url: string }; xyApi: { websocketToken: string } } };
    const socket = await openLiveSocket(`${config.data.socketServer.url}/ws/${config.data.xyApi.websocketToken}`);
    child.kill('SIGTERM');
    expect(await socket.closed).toBe(1001);
    expect(await exited).toBe(0);
    expect(log).toContain('platform: SIGTERM, closing');
  });
});
