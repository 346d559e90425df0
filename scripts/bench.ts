/**
 * SSR load benchmark (`npm run bench`): the server pinned to core 0, autocannon on core 1, both on
 * loopback; 3 s warm-up then 5 s measured, for home and an article, against a static copy of the
 * home HTML served by the same server in the same run. Prints req/s, p50, p99 and the ratio to
 * static. Then the live socket benchmark (scripts/bench/liveSocket.ts; BENCH_ONLY=live runs it alone,
 * BENCH_ONLY=ssr skips it). A benchmark, not a test: numbers on a shared 2-core machine are noisy.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { BASE_PATH, routeUrl } from '../src/routes.ts';
import { DEMO_IDS } from '../src/platform/seed/demoIds.ts';
import { runLiveSocketBench } from './bench/liveSocket.ts';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon') as (opts: Record<string, unknown>) => Promise<{
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}>;

const PORT = Number(process.env.BENCH_PORT ?? 4399);
const origin = `http://127.0.0.1:${PORT}`;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

function startServer(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn('taskset', ['-c', '0', process.execPath, 'src/server.ts'], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', PLATFORM_DATA_DIR: 'data/bench', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready in')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

async function stop(child: ChildProcess): Promise<void> {
  await new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.on('exit', resolve);
    child.kill('SIGTERM');
  });
}

async function measure(path: string) {
  const options = { url: `${origin}${path}`, connections: CONNECTIONS, headers: { 'accept-encoding': 'br' } };
  await autocannon({ ...options, duration: 3 });
  const result = await autocannon({ ...options, duration: 5 });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, bad: result.non2xx + result.errors };
}

// The load generator runs on the other core.
spawn('taskset', ['-cp', '1', String(process.pid)], { stdio: 'ignore' });

if (process.env.BENCH_ONLY === 'live') {
  await runLiveSocketBench();
  process.exit(0);
}

const staticPath = `${BASE_PATH}/_bench/home.html`;
let server = await startServer({});
const homeHtml = await (await fetch(`${origin}${routeUrl('home')}`)).text();
await stop(server);
mkdirSync('dist/client/_bench', { recursive: true });
writeFileSync('dist/client/_bench/home.html', homeHtml);

const pages: [string, string][] = [
  ['static copy of home', staticPath],
  ['home', routeUrl('home')],
  ['news article', routeUrl('newsDetail', [DEMO_IDS.columns.headline, DEMO_IDS.articles.news])],
];

const rows: Record<string, string | number>[] = [];
for (const microCache of ['off', 'on']) {
  server = await startServer({ MICRO_CACHE: microCache });
  let staticRps = 0;
  for (const [name, path] of pages) {
    const result = await measure(path);
    if (path === staticPath) staticRps = result.rps;
    rows.push({
      page: name,
      'micro-cache': microCache,
      'req/s': Math.round(result.rps),
      'p50 ms': result.p50,
      'p99 ms': result.p99,
      'ratio to static': staticRps ? Number((result.rps / staticRps).toFixed(2)) : '-',
      'non-2xx/errors': result.bad,
    });
  }
  await stop(server);
}
console.table(rows);
if (process.env.BENCH_ONLY !== 'ssr') await runLiveSocketBench();
