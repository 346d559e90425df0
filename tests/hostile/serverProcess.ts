/**
 * Starts the built site (`node src/server.ts`, with the flags `npm run serve` passes) as a child
 * process, exactly as production does: a free loopback port, a fresh temporary data directory, and a
 * wait until home answers. Hostile tests and the measurement script share this so they observe the
 * real process (its pid, RSS, media folder).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BASE_PATH } from '../../src/routes.ts';
import { SERVER_NODE_FLAGS } from '../../src/config/nodeFlags.ts';
import { send } from './rawHttp.ts';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const HOME_PATH = `${BASE_PATH}/home.html`;

/** npm scripts put Node 24 (the `node` devDependency) first; a plain `npx vitest` may not, so prefer it explicitly. */
export function nodeBinary(): string {
  const local = path.join(repoRoot, 'node_modules', '.bin', 'node');
  return existsSync(local) ? local : process.execPath;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerPaths {
  /** Temporary root; removed by stop(). */
  root: string;
  /** PLATFORM_DATA_DIR: the embedded database. */
  dataDir: string;
  /** Where the platform writes rendered pictures and uploads (a sibling of the data dir, see createPlatform.resolvePaths). */
  mediaDir: string;
}

export function freshPaths(prefix = 'touch-hostile-'): ServerPaths {
  const root = mkdtempSync(path.join(tmpdir(), prefix));
  // The media folder is the data dir's sibling: keep the data dir one level down so both stay inside root.
  const dataDir = path.join(root, 'pglite');
  return { root, dataDir, mediaDir: path.join(root, 'platform-media') };
}

export interface RunningServer {
  port: number;
  origin: string;
  /** The bundled platform's API groups, on a loopback port of their own (docs/decisions/138). */
  platformOrigin: string;
  child: ChildProcess;
  /** Everything the process printed, newest last (bounded). */
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Spawns one server process on the given paths and waits until it answers home with 200. */
export async function spawnServer(paths: ServerPaths, options: { port?: number; env?: Record<string, string | undefined>; readyTimeoutMs?: number; readyHost?: string } = {}): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const platformPort = options.env?.PLATFORM_INTERNAL_PORT ?? String(await freePort());
  const env: Record<string, string | undefined> = { ...process.env, PORT: String(port), HOST: '127.0.0.1', PLATFORM_DATA_DIR: paths.dataDir, PLATFORM_INTERNAL_PORT: platformPort, ...options.env };
  // Hardening is configuration-driven; inherited shell settings must not change what the suite observes.
  for (const name of ['SITE_ORIGIN', 'ALLOWED_HOSTS', 'TRUST_PROXY', 'CMS_ORIGINS', 'PUBLIC_ORIGIN', 'PLATFORM_PUBLIC_ORIGIN', 'MICRO_CACHE', 'BUNDLED_PLATFORM', 'DATABASE_URL']) {
    if (!options.env || !(name in options.env)) delete env[name];
  }
  const child = spawn(nodeBinary(), [...SERVER_NODE_FLAGS, 'src/server.ts'], { cwd: repoRoot, env: env as NodeJS.ProcessEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString('utf8')).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const server: RunningServer = { port, origin: `http://127.0.0.1:${port}`, platformOrigin: `http://127.0.0.1:${platformPort}`, child, output: () => log, exited };
  const deadline = Date.now() + (options.readyTimeoutMs ?? 120_000);
  let dead = false;
  void exited.then(() => {
    dead = true;
  });
  while (Date.now() < deadline && !dead) {
    if ((await probeStatus(port, options.readyHost)) === 200) return server;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not become ready on port ${port}:\n${log.slice(-3000)}`);
}

/** Raw, so a server configured with another public host can be asked under that host. */
async function probeStatus(port: number, host?: string): Promise<number> {
  const response = await send(port, { path: HOME_PATH, host, timeoutMs: 5_000 });
  return response.status;
}

/** SIGTERM (graceful shutdown), then SIGKILL if it lingers. */
export async function stopServer(server: RunningServer): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 5_000);
  await server.exited;
  clearTimeout(timer);
}

export function removePaths(paths: ServerPaths): void {
  rmSync(paths.root, { recursive: true, force: true });
}

/** A zombie (exited, not yet reaped) counts as dead. */
export function isAlive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    return state !== 'Z' && state !== 'X';
  } catch {
    return false;
  }
}

/** Resident and peak resident memory of a process in MB, from /proc (Linux only). */
export function memoryOf(pid: number): { rssMb: number; hwmMb: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    return { rssMb: kb('VmRSS') / 1024, hwmMb: kb('VmHWM') / 1024 };
  } catch {
    return null;
  }
}

/** Resets VmHWM to the current RSS (Linux clear_refs "5"); harmless where unsupported. */
export function resetPeakMemory(pid: number): void {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    // not Linux, or not allowed: the peak then includes start-up
  }
}

/** Bytes and files under a folder (0 when it does not exist). */
export function diskUse(dir: string): { bytes: number; files: number } {
  let bytes = 0;
  let files = 0;
  const walk = (current: string) => {
    let entries;
    try {
      entries = readdirSync(current, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        files += 1;
        try {
          bytes += statSync(full).size;
        } catch {
          // removed between readdir and stat (a renamed temporary file)
        }
      }
    }
  };
  walk(dir);
  return { bytes, files };
}
