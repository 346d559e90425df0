/**
 * What two hostile loads do to a fresh server process (not a test: it prints numbers).
 *   (a) one 2 GB chunked POST to an Action, streamed (never held in memory here);
 *   (b) 10,000 distinct unknown picture keys under /platform-media/images, 20 at a time.
 * Each load gets a freshly started server (same data dir), so its peak is not the other load's
 * leftovers. The server's RSS is sampled every 100 ms from /proc. A global time limit stops
 * everything, and the server is always killed at the end.
 *
 * A server whose RSS passes --rss-cap-mb is killed on the spot (reported as such), so a server that
 * buffers the upload cannot take the machine down with it.
 *
 *   node scripts/measureHostile.ts [--keys 10000] [--size 120x120] [--upload-gb 2] [--limit-s 900] [--rss-cap-mb 6000]
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { BASE_PATH } from '../src/routes.ts';
import { send, streamOf } from '../tests/hostile/rawHttp.ts';
import { diskUse, freshPaths, isAlive, memoryOf, removePaths, resetPeakMemory, spawnServer, stopServer, type RunningServer } from '../tests/hostile/serverProcess.ts';

const { values } = parseArgs({
  options: {
    keys: { type: 'string', default: '10000' },
    // A size the platform renders, so an unknown key costs what a scraper would make it cost.
    size: { type: 'string', default: '120x120' },
    'upload-gb': { type: 'string', default: '2' },
    'limit-s': { type: 'string', default: '900' },
    'rss-cap-mb': { type: 'string', default: '6000' },
  },
});
const KEYS = Number(values.keys);
const UPLOAD_BYTES = Math.round(Number(values['upload-gb']) * 1024 ** 3);
const LIMIT_MS = Number(values['limit-s']) * 1000;
const RSS_CAP_MB = Number(values['rss-cap-mb']);
const MB = 1024 * 1024;

const paths = freshPaths('touch-measure-');
let server: RunningServer | undefined;
const rows: Record<string, string>[] = [];

async function cleanUp(): Promise<void> {
  if (server) await stopServer(server).catch(() => server?.child.kill('SIGKILL'));
  removePaths(paths);
}

// The whole run is bounded: whatever happens, the server dies and the script ends.
const deadline = Date.now() + LIMIT_MS;
const guard = setTimeout(() => {
  console.error(`global time limit (${LIMIT_MS / 1000} s) reached; stopping`);
  print();
  void cleanUp().finally(() => process.exit(2));
}, LIMIT_MS);
guard.unref();
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void cleanUp().finally(() => process.exit(130)));

/** Samples RSS every 100 ms until stopped; the peak is the largest VmRSS seen (and VmHWM as a cross-check). */
function sampleMemory(pid: number) {
  let peak = 0;
  let hwm = 0;
  let capped = false;
  const timer = setInterval(() => {
    const memory = memoryOf(pid);
    if (!memory) return;
    peak = Math.max(peak, memory.rssMb);
    hwm = Math.max(hwm, memory.hwmMb);
    if (memory.rssMb > RSS_CAP_MB && !capped) {
      capped = true;
      console.error(`server RSS ${memory.rssMb.toFixed(0)} MB passed the safety cap of ${RSS_CAP_MB} MB: killing it`);
      process.kill(pid, 'SIGKILL');
    }
  }, 100);
  return {
    stop() {
      clearInterval(timer);
      const last = memoryOf(pid);
      if (last) hwm = Math.max(hwm, last.hwmMb);
      return { peakMb: peak, hwmMb: hwm, capped };
    },
  };
}

async function start(): Promise<RunningServer> {
  const running = await spawnServer(paths);
  // Start-up peaks above steady state; measure from "ready".
  resetPeakMemory(running.child.pid!);
  return running;
}

const fmtMb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

function print(): void {
  if (rows.length === 0) return;
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const widths = columns.map((column) => Math.max(column.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(line(columns));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const row of rows) console.log(line(columns.map((column) => row[column] ?? '')));
}

try {
  server = await start();
  const idle = memoryOf(server.child.pid!)!;
  console.log(`server ${server.child.pid} ready on ${server.port}; idle RSS ${idle.rssMb.toFixed(0)} MB`);

  // (a) One huge chunked body. The client stops writing as soon as the server answers or closes.
  {
    const pid = server.child.pid!;
    const idleMb = memoryOf(pid)?.rssMb ?? 0;
    const sampler = sampleMemory(pid);
    const began = performance.now();
    const response = await send(server.port, {
      method: 'POST',
      path: `${BASE_PATH}/_actions/article.like`,
      headers: [
        ['Content-Type', 'application/json'],
        ['Origin', `http://localhost:${server.port}`],
      ],
      body: streamOf(UPLOAD_BYTES, 256 * 1024),
      timeoutMs: Math.max(10_000, Math.min(300_000, deadline - Date.now() - 60_000)),
    });
    const seconds = (performance.now() - began) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 300));
    const memory = sampler.stop();
    const alive = isAlive(pid);
    rows.push({
      load: `(a) ${values['upload-gb']} GB chunked POST to article.like`,
      'client saw': response.status ? `HTTP ${response.status}` : response.timedOut ? 'no answer (client timeout)' : 'connection closed, no answer',
      'sent before stop': fmtMb(response.bodyBytesSent),
      time: `${seconds.toFixed(1)} s`,
      'RSS before': `${idleMb.toFixed(0)} MB`,
      'peak RSS': `${memory.peakMb.toFixed(0)} MB (HWM ${memory.hwmMb.toFixed(0)} MB)`,
      'server after': alive ? 'alive' : memory.capped ? `killed at the ${RSS_CAP_MB} MB safety cap` : `died (exit ${(await server.exited).code ?? 'by signal'})`,
    });
    if (!alive) console.log(`server died during (a); last output:\n${server.output().slice(-1500)}`);
    await stopServer(server);
    server = await start();
  }

  // (b) Distinct unknown picture keys, bounded concurrency.
  {
    const pid = server.child.pid!;
    const idleMb = memoryOf(pid)?.rssMb ?? 0;
    const before = diskUse(paths.mediaDir);
    const sampler = sampleMemory(pid);
    const statuses = new Map<string, number>();
    const began = performance.now();
    let next = 0;
    let stoppedEarly = false;
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        while (next < KEYS) {
          if (Date.now() > deadline - 20_000) {
            stoppedEarly = true;
            return;
          }
          next += 1;
          const key = `zz${randomBytes(8).toString('hex')}_${values.size}.jpg`;
          const response = await send(server!.port, { path: `/platform-media/images/${key}`, timeoutMs: 60_000 });
          const label = response.status ? String(response.status) : 'dropped';
          statuses.set(label, (statuses.get(label) ?? 0) + 1);
        }
      }),
    );
    const seconds = (performance.now() - began) / 1000;
    const memory = sampler.stop();
    const after = diskUse(paths.mediaDir);
    rows.push({
      load: `(b) ${next} distinct unknown keys (${values.size}), 20 at a time${stoppedEarly ? ' (stopped by time limit)' : ''}`,
      'client saw': [...statuses].map(([status, count]) => `${count}× ${status}`).join(', '),
      time: `${seconds.toFixed(1)} s`,
      'RSS before': `${idleMb.toFixed(0)} MB`,
      'peak RSS': `${memory.peakMb.toFixed(0)} MB (HWM ${memory.hwmMb.toFixed(0)} MB)${memory.capped ? ', killed at the safety cap' : ''}`,
      'media dir before': `${before.files} files, ${fmtMb(before.bytes)}`,
      'media dir after': `${after.files} files, ${fmtMb(after.bytes)}`,
      'server after': isAlive(pid) ? 'alive' : 'died',
    });
  }
} catch (error) {
  console.error('measurement failed:', error);
  process.exitCode = 1;
} finally {
  clearTimeout(guard);
  print();
  await cleanUp();
}
