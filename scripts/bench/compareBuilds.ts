/**
 * `BENCH_AGAINST={dir} npm run bench`: this checkout's site against another built checkout's, on
 * the same machine at the same time (docs/decisions/118). A shared or throttled core drifts by a
 * quarter from one minute to the next, more than most changes gain, so two builds measured one
 * after the other compare badly. Here both servers run at once, pinned to the same core, with the
 * platform (this checkout's) in its own process on the other core. The load alternates between them
 * in slices of a set number of requests, in turn and in reverse turn on every other slice, so a
 * drift weighs on both alike; CPU time is read from /proc around each slice. Uncached, 10
 * connections, brotli: the measure of the render-cost issue.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cpuMsOf } from './processStats.ts';
import { autocannon, startProcess, stopProcess, type Server } from './ssr.ts';

interface Build {
  label: string;
  dir: string;
  port: number;
}

/** The Node flags a checkout's own `npm run serve` starts its server with (none in older ones). */
export function serveFlagsOf(packageJson: string): string[] {
  const serve = (JSON.parse(packageJson) as { scripts?: Record<string, string> }).scripts?.serve ?? '';
  const words = serve.trim().split(/\s+/);
  const entry = words.indexOf('src/server.ts');
  return words[0] === 'node' && entry > 0 ? words.slice(1, entry) : [];
}

function startBuild(build: Build, platformOrigin: string): Promise<Server> {
  const env = { PORT: String(build.port), HOST: '127.0.0.1', BUNDLED_PLATFORM: 'off', PLATFORM_ORIGIN: platformOrigin, MICRO_CACHE: 'off' };
  const nodeFlags = serveFlagsOf(readFileSync(path.join(build.dir, 'package.json'), 'utf8'));
  return startProcess(['src/server.ts'], 0, env, build.port, { cwd: build.dir, nodeFlags });
}

interface Totals {
  cpuMs: number;
  requests: number;
  bytes: number;
  bad: number;
}

export async function compareBuilds(options: {
  against: string;
  platformOrigin: string;
  pages: [string, string][];
  port: number;
  connections: number;
  slices: number;
  requestsPerSlice: number;
}): Promise<Record<string, string | number>[]> {
  const against = path.resolve(options.against);
  if (!existsSync(path.join(against, 'dist/server/entry.mjs'))) throw new Error(`${against} has no build: run npm run build there first`);
  const builds: Build[] = [
    { label: 'this checkout', dir: process.cwd(), port: options.port },
    { label: against, dir: against, port: options.port + 1 },
  ];
  const servers: Server[] = [];
  const rows: Record<string, string | number>[] = [];
  try {
    for (const build of builds) servers.push(await startBuild(build, options.platformOrigin));
    for (const [page, pathname] of options.pages) {
      // A slice is a number of requests, not a time: it ends when the last response has arrived, so
      // no half-rendered request is counted in its CPU time without its response.
      const load = (server: Server, amount: number) => autocannon({ url: `${server.origin}${pathname}`, connections: options.connections, amount, headers: { 'accept-encoding': 'br' } });
      for (const server of servers) await load(server, options.requestsPerSlice * 3);
      const totals: Totals[] = servers.map(() => ({ cpuMs: 0, requests: 0, bytes: 0, bad: 0 }));
      for (let slice = 0; slice < options.slices; slice++) {
        const order = slice % 2 === 0 ? [0, 1] : [1, 0];
        for (const index of order) {
          const server = servers[index]!;
          const before = cpuMsOf(server.child.pid!);
          const result = await load(server, options.requestsPerSlice);
          const total = totals[index]!;
          total.cpuMs += cpuMsOf(server.child.pid!) - before;
          total.requests += result.requests.total;
          total.bytes += result.throughput.total;
          total.bad += result.non2xx + result.errors;
        }
      }
      const perRequest = totals.map((total) => total.cpuMs / Math.max(1, total.requests));
      builds.forEach((build, index) =>
        rows.push({
          page,
          build: build.label,
          'CPU ms/req': Number(perRequest[index]!.toFixed(2)),
          'of the other': index === 0 ? `${Math.round((perRequest[0]! / perRequest[1]!) * 100)}%` : '-',
          'KB/resp': Number((totals[index]!.bytes / Math.max(1, totals[index]!.requests) / 1024).toFixed(1)),
          requests: totals[index]!.requests,
          'non-2xx/errors': totals[index]!.bad,
        }),
      );
    }
  } finally {
    for (const server of servers) await stopProcess(server);
  }
  return rows;
}
