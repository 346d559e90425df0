/**
 * The cluster's child processes: spawned with their output in a log file of the run folder (and
 * the last lines in memory, for an error message), stopped with SIGTERM and then SIGKILL after a
 * bound, and waited on until they answer.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export interface Child {
  name: string;
  port: number;
  readonly pid: number;
  readonly process: ChildProcess;
  logFile: string;
  /** The last lines it wrote (stdout and stderr), newest last. */
  tail(): string[];
  /** True once it has exited (or was never alive). */
  exited(): boolean;
  /** Resolves when it has exited. */
  exit: Promise<void>;
  /** Whether its exit was asked for (a stop or a kill by the cluster). */
  expectedExit: boolean;
}

const TAIL_LINES = 40;

export function startChild(
  name: string,
  command: string,
  args: string[],
  options: { env: NodeJS.ProcessEnv; cwd: string; logDir: string; port: number; onUnexpectedExit?: (child: Child, code: number | null, signal: string | null) => void },
): Child {
  const logFile = path.join(options.logDir, `${name}.log`);
  const log = createWriteStream(logFile, { flags: 'a' });
  const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: string[] = [];
  let partial = '';
  const take = (chunk: Buffer) => {
    log.write(chunk);
    const parts = (partial + chunk.toString('utf8')).split('\n');
    partial = parts.pop() ?? '';
    for (const line of parts) {
      lines.push(line);
      if (lines.length > TAIL_LINES) lines.shift();
    }
  };
  child.stdout.on('data', take);
  child.stderr.on('data', take);
  let done = false;
  const result: Child = {
    name,
    port: options.port,
    get pid() {
      return child.pid ?? -1;
    },
    process: child,
    logFile,
    tail: () => (partial ? [...lines, partial] : [...lines]),
    exited: () => done,
    expectedExit: false,
    exit: new Promise<void>((resolve) => {
      child.on('error', (error) => {
        take(Buffer.from(`${name}: ${error.message}\n`));
        if (child.pid === undefined) {
          done = true;
          resolve();
        }
      });
      child.on('exit', (code, signal) => {
        done = true;
        log.end();
        if (!result.expectedExit) options.onUnexpectedExit?.(result, code, signal);
        resolve();
      });
    }),
  };
  return result;
}

/** SIGTERM (or the given signal), then SIGKILL when it has not gone after `graceMs`. */
export async function stopChild(child: Child, signal: NodeJS.Signals = 'SIGTERM', graceMs = 10_000): Promise<void> {
  child.expectedExit = true;
  if (child.exited()) return;
  child.process.kill(signal);
  const timer = setTimeout(() => child.process.kill('SIGKILL'), graceMs);
  await child.exit;
  clearTimeout(timer);
}

export async function killChild(child: Child): Promise<void> {
  child.expectedExit = true;
  if (child.exited()) return;
  child.process.kill('SIGKILL');
  await child.exit;
}

/** Ports the system hands out now: all held at once so none comes twice, then let go. */
export async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<net.Server>((resolve, reject) => {
          const server = net.createServer();
          server.once('error', reject);
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => (server.address() as net.AddressInfo).port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

export class ChildDied extends Error {
  readonly child: Child;
  constructor(child: Child) {
    super(`${child.name} (pid ${child.pid}) exited while starting; its last lines:\n${child.tail().join('\n')}`);
    this.child = child;
  }
}

/** Polls `probe` until it answers true; fails when `child` exits first or the time is up. */
export async function waitFor(child: Child, what: string, probe: () => Promise<boolean>, timeoutMs = 180_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (child.exited()) throw new ChildDied(child);
    if (await probe().catch(() => false)) return;
    if (Date.now() > until) throw new Error(`${child.name} (pid ${child.pid}) not ready after ${timeoutMs} ms (${what}); its last lines:\n${child.tail().join('\n')}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/** An HTTP GET that answers its status (no redirects followed), within two seconds. */
export async function httpStatus(url: string, headers: Record<string, string> = {}): Promise<number> {
  const response = await fetch(url, { headers, redirect: 'manual', signal: AbortSignal.timeout(2000) });
  await response.arrayBuffer();
  return response.status;
}

/** Redis answers PING with +PONG. */
export function redisPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const timer = setTimeout(() => {
      socket.destroy();
      resolve(false);
    }, 1000);
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.on('error', () => {
      clearTimeout(timer);
      resolve(false);
    });
  });
}

/** A TCP connection is accepted on the port. */
export function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.on('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}
