/**
 * The built site as production runs it (a child process on a free loopback port): /healthz,
 * /readyz, /metrics, the request log on stdout, and the drain on SIGTERM (docs/decisions/130).
 * Needs `npm run build` first; CI builds before it runs.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SERVER_NODE_FLAGS } from '../../../src/config/nodeFlags.ts';
import { BASE_PATH } from '../../../src/routes.ts';
import { freePort, freshPaths, nodeBinary, removePaths, repoRoot, type ServerPaths } from '../../hostile/serverProcess.ts';

const built = existsSync(path.join(repoRoot, 'dist', 'server', 'entry.mjs'));
if (!built) console.warn('operationsProcess.test.ts skipped: dist/ is missing, run `npm run build` first');

const HOME = `${BASE_PATH}/home.html`;
const METRIC_NAMES = [
  'process_cpu_seconds_total',
  'nodejs_heap_size_used_bytes',
  'http_request_duration_seconds',
  'micro_cache_requests_total',
  'platform_call_duration_seconds',
  'platform_call_errors_total',
  'render_gate_queue_length',
  'render_gate_running',
  'reader_sessions_open',
  'redis_errors_total',
];

interface Site {
  port: number;
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
  paths: ServerPaths;
}

/** Starts the built site and waits until /healthz answers (home may be a 503 when the platform is down). */
async function startSite(env: Record<string, string>): Promise<Site> {
  const paths = freshPaths('touch-operations-');
  const port = await freePort();
  // The platform's own port is chosen free too: the default, the site's port + 1, may be another test's.
  const childEnv: Record<string, string | undefined> = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PLATFORM_DATA_DIR: paths.dataDir,
    PLATFORM_INTERNAL_PORT: String(await freePort()),
    ...env,
  };
  for (const name of ['SITE_ORIGIN', 'ALLOWED_HOSTS', 'TRUST_PROXY', 'METRICS_TOKEN', 'REDIS_URL', 'MICRO_CACHE', 'DATABASE_URL']) if (!(name in env)) delete childEnv[name];
  const child = spawn(nodeBinary(), [...SERVER_NODE_FLAGS, 'src/server.ts'], { cwd: repoRoot, env: childEnv as NodeJS.ProcessEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString('utf8')));
  child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline && child.exitCode === null) {
    const status = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return { port, child, output: () => log, exited, paths };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`the site did not start:\n${log.slice(-3000)}`);
}

async function stopSite(site: Site | undefined): Promise<void> {
  if (!site) return;
  if (site.child.exitCode === null && site.child.signalCode === null) {
    site.child.kill('SIGTERM');
    const timer = setTimeout(() => site.child.kill('SIGKILL'), 15_000);
    await site.exited;
    clearTimeout(timer);
  }
  removePaths(site.paths);
}

/** Resolves once `text` appears in what the process printed. */
function printed(site: Site, text: string): Promise<void> {
  return new Promise((resolve) => {
    if (site.output().includes(text)) return resolve();
    const look = () => {
      if (!site.output().includes(text)) return;
      site.child.stdout!.off('data', look);
      resolve();
    };
    site.child.stdout!.on('data', look);
  });
}

/** A raw connection whose bytes the test sends piece by piece; `response` is everything the server sent until it closed. */
function openConnection(port: number): { socket: Socket; response: Promise<string> } {
  const socket = connect({ port, host: '127.0.0.1' });
  const response = new Promise<string>((resolve) => {
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    socket.on('close', () => resolve(received));
    socket.on('error', () => resolve(received));
  });
  return { socket, response };
}

const statusOf = (raw: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(raw)?.[1] ?? 0);

describe.skipIf(!built)('the site process', () => {
  let site: Site | undefined;

  beforeAll(async () => {
    site = await startSite({ LOG_LEVEL: 'info' });
  });
  afterAll(() => stopSite(site));

  test('/healthz and /readyz answer 200, uncached, under any Host', async () => {
    for (const [address, body] of [
      ['/healthz', 'ok'],
      ['/readyz', 'ready'],
    ] as const) {
      const response = await fetch(`http://127.0.0.1:${site!.port}${address}`, { headers: { host: '10.0.0.7' } });
      expect(response.status, address).toBe(200);
      expect(await response.text()).toBe(body);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  test('/metrics names every instrument after a page request, and the page has its log line', async () => {
    const page = await fetch(`http://127.0.0.1:${site!.port}${HOME}`);
    expect(page.status).toBe(200);
    await page.arrayBuffer();
    const requestId = page.headers.get('x-request-id');
    expect(requestId).toMatch(/^[A-Za-z0-9_-]{16}$/);

    const metrics = await fetch(`http://127.0.0.1:${site!.port}/metrics`);
    expect(metrics.status).toBe(200);
    const text = await metrics.text();
    for (const name of METRIC_NAMES) expect(text, name).toMatch(new RegExp(`^(# TYPE )?${name}\\b`, 'm'));
    expect(text).toMatch(/http_request_duration_seconds_count\{route="home",method="GET",status_class="2xx"\} [1-9]/);
    expect(text).toMatch(/micro_cache_requests_total\{result="miss"\} [1-9]/);

    // Through a proxy, or with a token when none is configured, it does not exist.
    const proxied = await fetch(`http://127.0.0.1:${site!.port}/metrics`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(proxied.status).toBe(404);

    const line = site!
      .output()
      .split('\n')
      .filter((entry) => entry.startsWith('{'))
      .map((entry) => JSON.parse(entry) as Record<string, unknown>)
      .find((entry) => entry.reqId === requestId);
    expect(line).toMatchObject({ method: 'GET', route: 'home', path: HOME, status: 200, cache: 'miss', msg: 'request' });
    expect(typeof line!.ms).toBe('number');
    expect(line!.bytes).toBeGreaterThan(1000);
    // Probes are logged at debug only.
    expect(site!.output()).not.toMatch(/"route":"health"/);
  });

  test('SIGTERM: /readyz turns 503 while a slow request finishes, then the process exits 0', async () => {
    const port = site!.port;
    // Each connection first gets a whole /healthz answered: by then the server has read what followed
    // it in the same write, so no wait is needed.
    const healthz = `GET /healthz HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`;
    const answered = (connection: { socket: Socket }) => new Promise<void>((resolve) => connection.socket.once('data', () => resolve()));
    // A request in flight: an Action whose body is still on its way.
    const body = JSON.stringify({ id: 1 });
    const slow = openConnection(port);
    slow.socket.write(
      `${healthz}POST ${BASE_PATH}/_actions/article.counts HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 3)}`,
    );
    // A probe whose request is half sent: its connection is not idle, so it outlives the drain's first step.
    const probe = openConnection(port);
    probe.socket.write(`${healthz}GET /readyz HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n`);
    // An idle keep-alive connection is closed at once.
    const idle = openConnection(port);
    idle.socket.write(healthz);
    await Promise.all([answered(slow), answered(probe), answered(idle)]);

    site!.child.kill('SIGTERM');
    await printed(site!, 'SIGTERM: closing');

    expect(statusOf(await idle.response)).toBe(200);
    probe.socket.write('\r\n');
    const readiness = (await probe.response).split('HTTP/1.1 ').slice(2).join('');
    expect(readiness).toMatch(/^503 /);
    expect(readiness).toMatch(/\r\nconnection: close\r\n/i);

    // No new connections.
    const refused = await new Promise<boolean>((resolve) => {
      const socket = connect({ port, host: '127.0.0.1' });
      socket.once('connect', () => {
        socket.destroy();
        resolve(false);
      });
      socket.once('error', () => resolve(true));
    });
    expect(refused).toBe(true);

    slow.socket.write(body.slice(3));
    const answer = `HTTP/1.1 ${(await slow.response).split('HTTP/1.1 ').slice(2).join('')}`;
    expect(statusOf(answer)).toBeGreaterThanOrEqual(200);
    expect(statusOf(answer)).toBeLessThan(500);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
    expect(await site!.exited).toBe(0);
  });
});

describe.skipIf(!built)('a site whose platform is down', () => {
  let site: Site | undefined;

  beforeAll(async () => {
    site = await startSite({ BUNDLED_PLATFORM: 'off', PLATFORM_ORIGIN: 'http://127.0.0.1:9' });
  });
  afterAll(() => stopSite(site));

  test('lives, but is not ready', async () => {
    expect((await fetch(`http://127.0.0.1:${site!.port}/healthz`)).status).toBe(200);
    const readiness = await fetch(`http://127.0.0.1:${site!.port}/readyz`);
    expect(readiness.status).toBe(503);
    expect(readiness.headers.get('cache-control')).toBe('no-store');
  });
});
