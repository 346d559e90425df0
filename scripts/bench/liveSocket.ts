/**
 * Live socket benchmark (`npm run bench`, or alone: `node scripts/bench/liveSocket.ts`): one
 * platform process (`npm run platform`, pinned to core 0) holds BENCH_SOCKETS sockets
 * subscribed to one live room while BENCH_REPORTS reports are posted through the admin route;
 * prints delivery latency p50/p99 (admin POST sent → frame received, over every socket and report)
 * and the server's RSS (a second start, so the demo seed's memory peak is not counted). With DATABASE_URL or TEST_DATABASE_URL, then two processes on one
 * PostgreSQL database: reports posted through one reach the sockets on both. Then readers that drop
 * and come back during a burst (bench/liveCatchUp.ts). A benchmark, not a test: the clients share a 2-core machine with the server, so their own work is in the figures.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import WebSocket from 'ws';
import { resetPlatformData } from '../../src/platform/createPlatform.ts';
import { newPlatformSecrets, secretsEnv } from '../../src/platform/identity/platformSecrets.ts';
import { DEMO_IDS } from '../../src/platform/seed/demoIds.ts';
import { freePort, memoryOf, nodeBinary, repoRoot, resetPeakMemory } from '../../tests/hostile/serverProcess.ts';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
const REPORTS = Number(process.env.BENCH_REPORTS ?? 50);
const INTERVAL_MS = Number(process.env.BENCH_REPORT_INTERVAL_MS ?? 100);
export const ADMIN_TOKEN = 'bench-live-socket';
const ROOM = DEMO_IDS.live.liveImage;

export interface PlatformProcess {
  child: ChildProcess;
  origin: string;
}

export const SHARED_SECRETS = secretsEnv(newPlatformSecrets());

export async function startPlatform(env: Record<string, string>): Promise<PlatformProcess> {
  const port = await freePort();
  const child = spawn('taskset', ['-c', '0', nodeBinary(), 'src/platform/platformServer.ts'], {
    cwd: repoRoot,
    // One platform's processes share its secrets (docs/decisions/139), though each has its own data folder.
    env: { ...process.env, ...SHARED_SECRETS, PLATFORM_PORT: String(port), PLATFORM_HOST: '127.0.0.1', PLATFORM_ADMIN_TOKEN: ADMIN_TOKEN, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let log = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes('platform ready')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`platform exited with ${code}: ${log}`)));
  });
  child.removeAllListeners('exit');
  return { child, origin: `http://127.0.0.1:${port}` };
}

export async function stop({ child }: PlatformProcess): Promise<void> {
  if (child.exitCode !== null) return;
  await new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

/** The server's own pid: taskset execs node in place, so the child's pid is node's. */
const rssOf = (p: PlatformProcess) => memoryOf(p.child.pid!);

export async function socketUrl(origin: string): Promise<string> {
  const config = (await (await fetch(`${origin}/app_if/getConfig?appID=1&curVersions=1`)).json()) as { data: { socketServer: { url: string }; xyApi: { websocketToken: string } } };
  return `${config.data.socketServer.url}/ws/${config.data.xyApi.websocketToken}`;
}

/** Opens `count` sockets subscribed to the room, 50 handshakes at a time; `onReport` gets each report's index and arrival time. */
async function openSockets(url: string, count: number, onReport: (index: number, at: number) => void): Promise<WebSocket[]> {
  const sockets: WebSocket[] = [];
  // Each socket as a reader of its own: the platform caps sockets per address (docs/decisions/142),
  // and from loopback it counts the address the last X-Forwarded-For entry names.
  const openOne = () =>
    new Promise<void>((resolve, reject) => {
      const n = sockets.length;
      const ws = new WebSocket(url, { headers: { 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` } });
      ws.once('error', reject);
      ws.on('message', (data) => {
        const text = data.toString();
        const at = performance.now();
        if (text.includes('"live_status_subscribe"')) return resolve();
        const index = /"content":"bench (\d+)"/.exec(text)?.[1];
        if (index !== undefined) onReport(Number(index), at);
      });
      ws.once('open', () => ws.send(JSON.stringify({ type: 'live_status_subscribe', data: { liveId: ROOM } })));
      sockets.push(ws);
    });
  for (let i = 0; i < count; i += 50) await Promise.all(Array.from({ length: Math.min(50, count - i) }, openOne));
  return sockets;
}

/** Posts reports one after another through `origin`, and waits until every socket has each (or 15 s passed). */
async function pushReports(origin: string, reports: number, sockets: number, sent: number[], received: () => number): Promise<void> {
  const post = async (content: string) => {
    const response = await fetch(`${origin}/platform-admin/live-report/${ROOM}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ content }),
    });
    if (!response.ok) throw new Error(`live-report answered ${response.status}`);
    await new Promise((resolve) => setTimeout(resolve, INTERVAL_MS));
  };
  // One report first, not measured: the first push warms the route, the queries and the JIT.
  await post('warm-up');
  await new Promise((resolve) => setTimeout(resolve, 500));
  for (let i = 0; i < reports; i++) {
    sent[i] = performance.now();
    await post(`bench ${i}`);
  }
  const deadline = Date.now() + 15_000;
  while (received() < reports * sockets && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
}

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return Number(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!.toFixed(1));
}

function summary(name: string, latencies: number[], expected: number, extra: Record<string, string | number> = {}) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { run: name, delivered: `${latencies.length}/${expected}`, 'p50 ms': percentile(sorted, 50), 'p99 ms': percentile(sorted, 99), 'max ms': percentile(sorted, 100), ...extra };
}

export async function runLiveSocketBench(): Promise<void> {
  const rows: Record<string, string | number>[] = [];

  // One process, PGlite, SOCKETS sockets in one room.
  const dataDir = path.join(repoRoot, 'data/bench-live/pglite');
  rmSync(path.dirname(dataDir), { recursive: true, force: true });
  // The first start seeds the demo newsroom (a memory peak of its own): measure a second start on that data.
  await stop(await startPlatform({ PLATFORM_DATA_DIR: dataDir, DATABASE_URL: '' }));
  const single = await startPlatform({ PLATFORM_DATA_DIR: dataDir, DATABASE_URL: '' });
  try {
    const idle = rssOf(single);
    resetPeakMemory(single.child.pid!);
    const sent: number[] = [];
    const latencies: number[] = [];
    const started = performance.now();
    const sockets = await openSockets(await socketUrl(single.origin), SOCKETS, (i, at) => latencies.push(at - sent[i]!));
    const connectMs = Math.round(performance.now() - started);
    const held = rssOf(single);
    await pushReports(single.origin, REPORTS, SOCKETS, sent, () => latencies.length);
    const after = rssOf(single);
    rows.push(
      summary(`1 process (PGlite), ${SOCKETS} sockets × ${REPORTS} reports`, latencies, SOCKETS * REPORTS, {
        'connect all ms': connectMs,
        'RSS idle MB': Math.round(idle?.rssMb ?? NaN),
        'RSS with sockets MB': Math.round(held?.rssMb ?? NaN),
        'RSS after pushes MB': Math.round(after?.rssMb ?? NaN),
        'peak RSS after start MB': Math.round(after?.hwmMb ?? NaN),
      }),
    );
    for (const ws of sockets) ws.terminate();
  } finally {
    await stop(single);
  }

  // Two processes on one PostgreSQL database: post through the first, sockets on both.
  const serverUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `bench_live_${process.pid}_${randomBytes(3).toString('hex')}`;
    const admin = async (statement: string) => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(statement).finally(() => client.end());
    };
    await admin(`CREATE DATABASE "${name}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const processes: PlatformProcess[] = [];
    try {
      await resetPlatformData({ dataDir: path.join(repoRoot, 'data/bench-live/unused'), databaseUrl: url.href });
      for (let i = 0; i < 2; i++) processes.push(await startPlatform({ DATABASE_URL: url.href, PLATFORM_DATA_DIR: path.join(repoRoot, `data/bench-live/pg-${i}`) }));
      const half = Math.floor(SOCKETS / 2);
      const sent: number[] = [];
      const byProcess: number[][] = [[], []];
      const sockets = [
        ...(await openSockets(await socketUrl(processes[0]!.origin), half, (i, at) => byProcess[0]!.push(at - sent[i]!))),
        ...(await openSockets(await socketUrl(processes[1]!.origin), half, (i, at) => byProcess[1]!.push(at - sent[i]!))),
      ];
      await pushReports(processes[0]!.origin, REPORTS, half * 2, sent, () => byProcess[0]!.length + byProcess[1]!.length);
      rows.push(summary(`PostgreSQL, posting process, ${half} sockets`, byProcess[0]!, half * REPORTS, { 'RSS after pushes MB': Math.round(rssOf(processes[0]!)?.rssMb ?? NaN) }));
      rows.push(summary(`PostgreSQL, other process, ${half} sockets`, byProcess[1]!, half * REPORTS, { 'RSS after pushes MB': Math.round(rssOf(processes[1]!)?.rssMb ?? NaN) }));
      for (const ws of sockets) ws.terminate();
    } finally {
      for (const p of processes) await stop(p);
      await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    }
  } else {
    rows.push({ run: 'two processes on PostgreSQL: skipped (set DATABASE_URL or TEST_DATABASE_URL)' });
  }
  rmSync(path.join(repoRoot, 'data/bench-live'), { recursive: true, force: true });
  console.table(rows);
  // Readers that drop and come back during a burst, and what their catch-up reads cost (docs/decisions/151).
  const { runLiveCatchUpBench } = await import('./liveCatchUp.ts');
  console.table(await runLiveCatchUpBench());
}

if (import.meta.main) {
  // The clients run on the other core.
  spawn('taskset', ['-cp', '1', String(process.pid)], { stdio: 'ignore' });
  await runLiveSocketBench();
}
