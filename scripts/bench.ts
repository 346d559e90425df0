/**
 * Server benchmark (`npm run bench`; what it prints: README "Measuring"). The site server is pinned
 * to one core and the load generator (and a separate platform) to the other, so the server's CPU
 * per request is its own, whatever the load generator manages. The floor rows replay each page's
 * recorded response from a bare Node server on the same core: what a page costs above them is
 * rendering, not HTTP. BENCH_ONLY=live runs only the live socket benchmark, BENCH_ONLY=ssr skips
 * it, BENCH_ONLY=cluster measures the production topology instead (bench/cluster.ts), and
 * BENCH_AGAINST={dir of another built checkout} compares two builds interleaved
 * (bench/compareBuilds.ts). A benchmark, not a test.
 */
import { spawn } from 'node:child_process';
import { routeUrl } from '../src/routes.ts';
import { DEMO_IDS } from '../src/platform/seed/demoIds.ts';
import { runLiveSocketBench } from './bench/liveSocket.ts';
import { runClusterBench } from './bench/cluster.ts';
import { memoryOf } from './bench/processStats.ts';
import { compareBuilds } from './bench/compareBuilds.ts';
import { autocannon, measure, memoryUnder, recordResponse, startProcess, stopProcess, type Measurement, type Server } from './bench/ssr.ts';

const SITE_PORT = Number(process.env.BENCH_PORT ?? 4399);
const PLATFORM_PORT = SITE_PORT + 1;
const REPLAY_PORT = SITE_PORT + 2;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const MEMORY_CONNECTIONS = 50;

// The load generator (this process) runs on core 1.
spawn('taskset', ['-cp', '1', String(process.pid)], { stdio: 'ignore' });

if (process.env.BENCH_ONLY === 'live') {
  await runLiveSocketBench();
  process.exit(0);
}
if (process.env.BENCH_ONLY === 'cluster') {
  await runClusterBench();
  process.exit(0);
}

const pages: [string, string][] = [
  ['home', routeUrl('home')],
  ['article', routeUrl('newsDetail', [DEMO_IDS.columns.headline, DEMO_IDS.articles.news])],
];

if (process.env.BENCH_AGAINST) {
  const platform = await startProcess(['src/platform/platformServer.ts'], 1, { PLATFORM_PORT: String(PLATFORM_PORT), PLATFORM_DATA_DIR: 'data/bench-platform' }, PLATFORM_PORT);
  try {
    // 20 slices of 50 requests: 1,000 requests of each page from each build.
    const slices = Number(process.env.BENCH_SLICES ?? 20);
    console.table(await compareBuilds({ against: process.env.BENCH_AGAINST, platformOrigin: platform.origin, pages, port: REPLAY_PORT + 1, connections: CONNECTIONS, slices, requestsPerSlice: 50 }));
  } finally {
    await stopProcess(platform);
  }
  process.exit(0);
}
const rows: Record<string, string | number>[] = [];
const memoryRows: Record<string, string | number>[] = [];

function row(platform: string, page: string, cache: string, m: Measurement): void {
  rows.push({
    platform,
    page,
    'micro-cache': cache,
    'req/s': Math.round(m.rps),
    'p50 ms': m.p50,
    'p99 ms': m.p99,
    'CPU ms/req': Number(m.cpuMsPerRequest.toFixed(2)),
    'server core %': Math.round(m.serverCorePercent),
    'KB/resp': Number((m.bytesPerResponse / 1024).toFixed(1)),
    requests: m.requests,
    'non-2xx/errors': m.bad,
  });
}

function startSite(env: Record<string, string>): Promise<Server> {
  return startProcess(['src/server.ts'], 0, { PORT: String(SITE_PORT), HOST: '127.0.0.1', PLATFORM_DATA_DIR: 'data/bench', ...env }, SITE_PORT);
}

/** 15 s of uncached home and article pages over 50 connections. */
function heavyLoad(server: Server): Promise<unknown> {
  return autocannon({ url: server.origin, connections: MEMORY_CONNECTIONS, duration: 15, headers: { 'accept-encoding': 'br' }, requests: pages.map(([, path]) => ({ path })) });
}

for (const mode of ['in process', 'own process'] as const) {
  const platform =
    mode === 'own process' ? await startProcess(['src/platform/platformServer.ts'], 1, { PLATFORM_PORT: String(PLATFORM_PORT), PLATFORM_DATA_DIR: 'data/bench-platform' }, PLATFORM_PORT) : null;
  const siteEnv: Record<string, string> = platform ? { BUNDLED_PLATFORM: 'off', PLATFORM_ORIGIN: platform.origin } : {};
  for (const cache of ['off', 'on']) {
    const site = await startSite({ ...siteEnv, MICRO_CACHE: cache });
    for (const [, path] of pages) await fetch(`${site.origin}${path}`).then((res) => res.arrayBuffer());
    if (cache === 'off') {
      const memory = await memoryUnder(site, () => heavyLoad(site));
      memoryRows.push({
        process: mode === 'in process' ? 'site with platform in it' : 'site alone',
        'start peak MB': Math.round(memory.startPeakMb),
        'idle MB': Math.round(memory.idleMb),
        [`peak at ${MEMORY_CONNECTIONS} conns MB`]: Math.round(memory.peakMb),
        'after MB': Math.round(memory.afterMb),
      });
    }
    for (const [name, path] of pages) row(mode, name, cache, await measure(site, path, CONNECTIONS));
    if (mode === 'in process' && cache === 'on') {
      // The floor: each page's recorded response replayed by a bare server on the same core.
      for (const [name, path] of pages) {
        const file = await recordResponse(`${site.origin}${path}`);
        const replay = await startProcess(['scripts/bench/replayServer.ts', String(REPLAY_PORT), file], 0, {}, REPLAY_PORT);
        row('-', `${name} (replayed bytes)`, '-', await measure(replay, '/', CONNECTIONS));
        await stopProcess(replay);
      }
    }
    await stopProcess(site);
  }
  if (platform) {
    memoryRows.push({
      process: 'platform alone (after the runs)',
      'start peak MB': '-',
      'idle MB': Math.round(memoryOf(platform.child.pid!)?.rssMb ?? NaN),
      [`peak at ${MEMORY_CONNECTIONS} conns MB`]: '-',
      'after MB': '-',
    });
    await stopProcess(platform);
  }
}
console.table(rows);
console.table(memoryRows);
if (process.env.BENCH_ONLY !== 'ssr') await runLiveSocketBench();
