/**
 * One server for the whole hostile suite (starting one costs seconds of CPU on a shared machine).
 * It is supervised: if a hostile request kills the process, the crash is written down and a new
 * process takes the same port, so one crash fails the test that caused it (and the final survival
 * check) instead of every test after it.
 */
import { renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, freshPaths, memoryOf, removePaths, resetPeakMemory, spawnServer, stopServer, type RunningServer } from './serverProcess.ts';

export interface SuiteServerInfo {
  port: number;
  /** The bundled platform's API groups: loopback, apart from the public port (docs/decisions/138). */
  platformPort: number;
  root: string;
  mediaDir: string;
  /** JSON written by the supervisor: the current pid and every crash so far. */
  stateFile: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    hostileServer: SuiteServerInfo;
  }
}

export interface SupervisorState {
  pid: number;
  /** RSS of the current process when it became ready (the memory check's baseline). */
  readyRssMb: number;
  restarting: boolean;
  crashes: { pid: number; code: number | null; signal: string | null; outputTail: string }[];
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const paths = freshPaths();
  const port = await freePort();
  const platformPort = await freePort();
  const stateFile = path.join(paths.root, 'supervisor.json');
  const state: SupervisorState = { pid: 0, readyRssMb: 0, restarting: false, crashes: [] };
  // Write then rename: test files read this at any moment and must never see half of it.
  const save = () => {
    writeFileSync(`${stateFile}.tmp`, JSON.stringify(state));
    renameSync(`${stateFile}.tmp`, stateFile);
  };
  let stopping = false;
  let current: RunningServer;

  // A process that a stray request kills while it is still starting is simply started again.
  const start = async (): Promise<void> => {
    for (let attempt = 1; ; attempt++) {
      try {
        current = await spawnServer(paths, { port, env: { PLATFORM_INTERNAL_PORT: String(platformPort) } });
        break;
      } catch (error) {
        if (attempt >= 5 || stopping) throw error;
        console.error(`[hostile] start attempt ${attempt} failed; trying again`);
      }
    }
    state.pid = current.child.pid ?? 0;
    // Start-up (database, pre-compressed static files) peaks well above steady state; the suite's
    // memory check is about what hostile requests do, so the high-water mark starts at "ready".
    resetPeakMemory(state.pid);
    state.readyRssMb = memoryOf(state.pid)?.rssMb ?? 0;
    state.restarting = false;
    save();
    const running = current;
    void running.exited.then(async ({ code, signal }) => {
      if (stopping) return;
      state.crashes.push({ pid: running.child.pid ?? 0, code, signal, outputTail: running.output().slice(-2_000) });
      state.restarting = true;
      save();
      console.error(`[hostile] server ${running.child.pid} died (code ${code}, signal ${signal}); restarting`);
      await start().catch((error: unknown) => console.error('[hostile] restart failed:', error));
    });
  };

  await start();
  project.provide('hostileServer', { port, platformPort, root: paths.root, mediaDir: paths.mediaDir, stateFile });

  return async () => {
    stopping = true;
    await stopServer(current);
    if (state.crashes.length) console.error(`[hostile] the server crashed ${state.crashes.length} time(s) during the suite`);
    removePaths(paths);
  };
}
