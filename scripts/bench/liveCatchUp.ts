/**
 * Live catch-up benchmark (part of `npm run bench`'s live benchmark, docs/decisions/151): a platform
 * process and a site process (the site reading the platform through a counting proxy, so every
 * platform call is seen), BENCH_SOCKETS readers subscribed to one room, and a burst of
 * BENCH_BURST reports. During the burst 20% of the readers lose their socket at a random moment,
 * come back by the reconnect rule (4 s) and read what they missed through the site's catch-up read,
 * at once and FOLLOW_UP_MS later, as <live-room> does; every reader merges with the room's own rule
 * (lib/liveOrder.ts). Prints whether every reader ended with every report exactly once, delivery
 * p50/p99 (report posted → first seen, by push or by catch-up), and the platform calls the
 * catch-up reads cost; then BENCH_SOCKETS readers coming back at the same moment, and what they cost.
 */
import http from 'node:http';
import { rmSync } from 'node:fs';
import path from 'node:path';
import WebSocket from 'ws';
import { BASE_PATH, SITE_ENDPOINTS } from '../../src/routes.ts';
import { DEMO_IDS } from '../../src/platform/seed/demoIds.ts';
import { mergeNewestFirst } from '../../src/lib/liveOrder.ts';
import { FOLLOW_UP_MS } from '../../src/browser/liveCatchUp.ts';
import { RECONNECT_MS } from '../../src/stores/liveSocket.ts';
import { freePort, repoRoot } from '../../tests/hostile/serverProcess.ts';
import { ADMIN_TOKEN, SHARED_SECRETS, percentile, socketUrl, startPlatform, stop } from './liveSocket.ts';
import { startProcess, stopProcess } from './ssr.ts';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
const BURST = Number(process.env.BENCH_BURST ?? 100);
const BURST_INTERVAL_MS = Number(process.env.BENCH_BURST_INTERVAL_MS ?? 50);
const DROP_SHARE = 0.2;
const ROOM = DEMO_IDS.live.liveImage;

interface Item {
  id: number;
  time: string;
  index: number;
}

interface Reader {
  socket: WebSocket | null;
  held: Item[];
  /** Burst index → first arrival (ms). */
  firstSeen: Map<number, number>;
  dropped: boolean;
}

/** A pass-through to the platform that counts the calls by their last path segment. */
async function countingProxy(target: string): Promise<{ origin: string; counts: Map<string, number>; close: () => void }> {
  const counts = new Map<string, number>();
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http.createServer((req, res) => {
    const name = (req.url ?? '').split('?')[0]!.split('/').pop() ?? '';
    counts.set(name, (counts.get(name) ?? 0) + 1);
    const url = new URL(req.url ?? '/', target);
    const upstream = http.request(url, { method: req.method, headers: { ...req.headers, host: url.host }, agent }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${port}`, counts, close: () => server.close() };
}

const burstIndex = (content: unknown) => {
  const match = typeof content === 'string' ? /^burst (\d+)$/.exec(content) : null;
  return match ? Number(match[1]) : -1;
};

function take(reader: Reader, reports: Array<Record<string, unknown>>, sent: number[]): void {
  const now = performance.now();
  const items: Item[] = [];
  for (const report of reports) {
    const index = burstIndex(report.content);
    if (index < 0) continue;
    items.push({ id: Number(report.fileId), time: String(report.publishtime ?? ''), index });
    if (!reader.firstSeen.has(index)) reader.firstSeen.set(index, now - sent[index]!);
  }
  reader.held = mergeNewestFirst(reader.held, items, (item) => item, 10_000);
}

function connect(reader: Reader, url: string, n: number, sent: number[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers: { 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` } });
    reader.socket = ws;
    ws.once('error', reject);
    ws.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as { type: string; data?: { report?: Record<string, unknown> } };
      if (frame.type === 'live_status_subscribe') return resolve();
      if (frame.type === 'live_reporting' && frame.data?.report) take(reader, [frame.data.report], sent);
    });
    ws.once('open', () => ws.send(JSON.stringify({ type: 'live_status_subscribe', data: { liveId: ROOM } })));
  });
}

async function catchUp(site: string, reader: Reader, sent: number[], since = reader.held[0]?.id ?? 0): Promise<void> {
  const response = await fetch(`${site}${BASE_PATH}/${SITE_ENDPOINTS.liveCatchUp}?id=${ROOM}&since=${since}&discussSince=0`);
  if (!response.ok) throw new Error(`catch-up answered ${response.status}`);
  take(reader, ((await response.json()) as { reports: Array<Record<string, unknown>> }).reports, sent);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const catchUpCalls = (counts: Map<string, number>) => (counts.get('liveView') ?? 0) + (counts.get('discussView') ?? 0);
const callsByName = (counts: Map<string, number>) => `${counts.get('liveView') ?? 0} liveView + ${counts.get('discussView') ?? 0} discussView`;

export async function runLiveCatchUpBench(): Promise<Record<string, string | number>[]> {
  const dataDir = path.join(repoRoot, 'data/bench-catchup');
  rmSync(dataDir, { recursive: true, force: true });
  const platform = await startPlatform({ PLATFORM_DATA_DIR: dataDir, DATABASE_URL: '' });
  const proxy = await countingProxy(platform.origin);
  const sitePort = await freePort();
  const site = await startProcess(['src/server.ts'], 0, { ...SHARED_SECRETS, PORT: String(sitePort), HOST: '127.0.0.1', BUNDLED_PLATFORM: 'off', PLATFORM_ORIGIN: proxy.origin }, sitePort);
  const rows: Record<string, string | number>[] = [];
  try {
    const url = await socketUrl(platform.origin);
    const sent: number[] = [];
    const readers: Reader[] = Array.from({ length: SOCKETS }, () => ({ socket: null, held: [], firstSeen: new Map(), dropped: false }));
    for (let i = 0; i < SOCKETS; i += 50) await Promise.all(readers.slice(i, i + 50).map((reader, k) => connect(reader, url, i + k, sent)));
    // Warm the site's catch-up route once (not counted).
    await catchUp(site.origin, { socket: null, held: [], firstSeen: new Map(), dropped: false }, sent);
    proxy.counts.clear();

    const burstMs = BURST * BURST_INTERVAL_MS;
    const returns: Promise<void>[] = [];
    readers.forEach((reader, n) => {
      if (n % Math.round(1 / DROP_SHARE) !== 0) return;
      reader.dropped = true;
      returns.push(
        (async () => {
          await sleep(Math.random() * burstMs);
          reader.socket?.terminate();
          await sleep(RECONNECT_MS);
          // As <live-room>: the point is what the reader held when the socket opened again, before any push.
          const since = reader.held[0]?.id ?? 0;
          await connect(reader, url, SOCKETS + n, sent);
          await catchUp(site.origin, reader, sent, since);
          await sleep(FOLLOW_UP_MS);
          await catchUp(site.origin, reader, sent, since);
        })(),
      );
    });
    for (let i = 0; i < BURST; i++) {
      sent[i] = performance.now();
      const response = await fetch(`${platform.origin}/platform-admin/live-report/${ROOM}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify({ content: `burst ${i}` }),
      });
      if (!response.ok) throw new Error(`live-report answered ${response.status}`);
      await sleep(BURST_INTERVAL_MS);
    }
    await Promise.all(returns);
    const deadline = Date.now() + 10_000;
    while (readers.some((r) => r.held.length < BURST) && Date.now() < deadline) await sleep(50);

    const complete = readers.filter((r) => r.held.length === BURST && new Set(r.held.map((x) => x.index)).size === BURST).length;
    const twice = readers.filter((r) => new Set(r.held.map((x) => x.id)).size !== r.held.length).length;
    const latencies = (group: Reader[]) => group.flatMap((r) => [...r.firstSeen.values()]).sort((a, b) => a - b);
    const dropped = readers.filter((r) => r.dropped);
    const all = latencies(readers);
    const back = latencies(dropped);
    rows.push({
      run: `${SOCKETS} readers, ${BURST} reports, ${dropped.length} dropped and came back`,
      'all reports, none twice': `${complete}/${SOCKETS}`,
      'a report twice': twice,
      'p50 ms': percentile(all, 50),
      'p99 ms': percentile(all, 99),
      'dropped p50 ms': percentile(back, 50),
      'dropped p99 ms': percentile(back, 99),
      'catch-up reads': dropped.length * 2,
      'platform calls': callsByName(proxy.counts),
    });

    // Every reader comes back at the same moment (a push notification, the metro out of a tunnel).
    proxy.counts.clear();
    const started = performance.now();
    await Promise.all(readers.map((reader) => catchUp(site.origin, reader, sent)));
    rows.push({
      run: `${SOCKETS} readers back at once`,
      'catch-up reads': SOCKETS,
      'all in ms': Math.round(performance.now() - started),
      'platform calls': callsByName(proxy.counts),
      'per 1,000 readers': Number(((catchUpCalls(proxy.counts) * 1000) / SOCKETS).toFixed(1)),
    });
    for (const reader of readers) reader.socket?.terminate();
  } finally {
    await stopProcess(site);
    proxy.close();
    await stop(platform);
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

if (import.meta.main) {
  const { spawn } = await import('node:child_process');
  spawn('taskset', ['-cp', '1', String(process.pid)], { stdio: 'ignore' });
  console.table(await runLiveCatchUpBench());
}
