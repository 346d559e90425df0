/**
 * The page benchmark: one server process pinned to core 0, autocannon (and, when the platform runs
 * apart, the platform) on core 1. Each measurement warms up for 3 s, then runs 5 s and reads the
 * server's CPU time from /proc around the measured run, so "CPU ms/req" is what one page costs
 * the server, whatever the load generator manages; "server core %" says how busy it was kept.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cpuMsOf, memoryOf, resetPeakMemory } from './processStats.ts';
import { PLATFORM_NODE_FLAGS, SERVER_NODE_FLAGS } from '../../src/config/nodeFlags.ts';

const require = createRequire(import.meta.url);
/** autocannon, typed for what the benchmarks read of its results. */
export const autocannon = require('autocannon') as (opts: Record<string, unknown>) => Promise<{
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  throughput: { total: number };
  non2xx: number;
  errors: number;
}>;

export interface Server {
  child: ChildProcess;
  origin: string;
}

/**
 * Starts `node {script}` on the given core and waits for its "ready in" line. The site's server
 * and the platform get the flags they run with (src/config/nodeFlags.ts), unless
 * `options.nodeFlags` says otherwise; `options.cwd` runs it from another checkout.
 */
export function startProcess(script: string[], core: number, env: Record<string, string>, port: number, options: { cwd?: string; nodeFlags?: readonly string[] } = {}): Promise<Server> {
  const nodeFlags = options.nodeFlags ?? (script[0] === 'src/server.ts' ? SERVER_NODE_FLAGS : script[0] === 'src/platform/platformServer.ts' ? PLATFORM_NODE_FLAGS : []);
  const child = spawn('taskset', ['-c', String(core), process.execPath, ...nodeFlags, ...script], {
    cwd: options.cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let log = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes('ready in')) resolve({ child, origin: `http://127.0.0.1:${port}` });
    });
    child.on('exit', (code) => reject(new Error(`${script.join(' ')} exited with ${code}: ${log.slice(-500)}`)));
  });
}

export async function stopProcess(server: Server): Promise<void> {
  await new Promise((resolve) => {
    server.child.removeAllListeners('exit');
    server.child.on('exit', resolve);
    server.child.kill('SIGTERM');
  });
}

/** Records a page's response as sent (status, headers, compressed body) for the replay server. */
export async function recordResponse(url: string): Promise<string> {
  const recorded = await new Promise<{ status: number; headers: [string, string][]; body: string }>((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'br' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          const skip = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'date', 'x-micro-cache']);
          const headers: [string, string][] = [];
          for (let i = 0; i < res.rawHeaders.length; i += 2) if (!skip.has(res.rawHeaders[i]!.toLowerCase())) headers.push([res.rawHeaders[i]!, res.rawHeaders[i + 1]!]);
          headers.push(['content-length', String(body.length)]);
          resolve({ status: res.statusCode ?? 0, headers, body: body.toString('base64') });
        });
      })
      .on('error', reject);
  });
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'bench-')), 'page.json');
  writeFileSync(file, JSON.stringify(recorded));
  return file;
}

export interface Measurement {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  cpuMsPerRequest: number;
  serverCorePercent: number;
  bytesPerResponse: number;
  bad: number;
}

const MIN_REQUESTS = 600;

/** Warm-up, then a measured run with the server's CPU time read around it. */
export async function measure(server: Server, pathname: string, connections: number, seconds = { warm: 3, run: 5 }): Promise<Measurement> {
  const options = { url: `${server.origin}${pathname}`, connections, headers: { 'accept-encoding': 'br' } };
  await autocannon({ ...options, duration: seconds.warm });
  let run = seconds.run;
  for (;;) {
    const pid = server.child.pid!;
    const cpuBefore = cpuMsOf(pid);
    const wallBefore = performance.now();
    const result = await autocannon({ ...options, duration: run });
    const cpu = cpuMsOf(pid) - cpuBefore;
    const wall = performance.now() - wallBefore;
    // Slow pages run longer, so every figure stands on at least MIN_REQUESTS responses.
    if (result.requests.total < MIN_REQUESTS && run < 60) {
      run *= 3;
      continue;
    }
    return {
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      requests: result.requests.total,
      cpuMsPerRequest: cpu / Math.max(1, result.requests.total),
      serverCorePercent: (cpu / wall) * 100,
      bytesPerResponse: result.throughput.total / Math.max(1, result.requests.total),
      bad: result.non2xx + result.errors,
    };
  }
}

/** The peak since start (VmHWM), RSS at rest 2 s later, and the peak while `load` runs (VmHWM reset first). */
export async function memoryUnder(server: Server, load: () => Promise<unknown>): Promise<{ startPeakMb: number; idleMb: number; peakMb: number; afterMb: number }> {
  const pid = server.child.pid!;
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const before = memoryOf(pid);
  resetPeakMemory(pid);
  await load();
  const after = memoryOf(pid);
  return { startPeakMb: before?.hwmMb ?? NaN, idleMb: before?.rssMb ?? NaN, peakMb: after?.hwmMb ?? NaN, afterMb: after?.rssMb ?? NaN };
}
