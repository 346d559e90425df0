/**
 * The test files' view of the supervised server (see globalSetup.ts): its port and pid, whether a
 * request killed it, and the shared assertions every hostile answer must meet.
 */
import { readFileSync } from 'node:fs';
import { expect, inject } from 'vitest';
import { BASE_PATH } from '../../src/routes.ts';
import type { SupervisorState } from './globalSetup.ts';
import { send, type RawResponse, type SimpleRequest } from './rawHttp.ts';
import { HOME_PATH, isAlive } from './serverProcess.ts';

export const info = inject('hostileServer');
export const port = info.port;
/** The bundled platform's API groups listen here, on loopback only (docs/decisions/138). */
export const platformPort = info.platformPort;
/** The spec's default public origin when SITE_ORIGIN is unset. */
export const siteOrigin = `http://localhost:${port}`;

export function supervisorState(): SupervisorState {
  return JSON.parse(readFileSync(info.stateFile, 'utf8')) as SupervisorState;
}

/** Waits until a server answers home (after a crash the supervisor needs a few seconds to replace it). */
export async function ensureUp(): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const state = supervisorState();
    if (!state.restarting && isAlive(state.pid)) {
      const home = await send(port, { path: HOME_PATH, timeoutMs: 10_000 });
      if (home.status === 200) return;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the hostile suite server did not come back');
}

/** Runs requests and fails if the server process did not live through them. */
export async function expectSurvives<T>(run: () => Promise<T>): Promise<T> {
  await ensureUp();
  const before = supervisorState();
  const result = await run();
  // Exiting takes a moment after the socket drops; give a dying process time to be seen dead.
  await new Promise((resolve) => setTimeout(resolve, 150));
  const after = supervisorState();
  expect(isAlive(before.pid) && after.pid === before.pid, `server process ${before.pid} died (crashes so far: ${after.crashes.length})`).toBe(true);
  return result;
}

export const request = (req: SimpleRequest): Promise<RawResponse> => send(port, req);
/** A request to the bundled platform's API groups, as the site's catalogue sends it. */
export const platformRequest = (req: SimpleRequest): Promise<RawResponse> => send(platformPort, req);

const STACK = /at \S+ \(.*:\d+:\d+\)/;

/**
 * What every answer must be: an answer (not a dropped connection), no 5xx except the designed 503,
 * no stack trace, and none of the hostile markers the request carried.
 */
export function expectSane(response: RawResponse, what: string, markers: string[] = []): void {
  expect(response.timedOut, `${what}: no complete response in time (the server is waiting or hung)`).toBe(false);
  expect(response.dropped, `${what}: connection dropped without a response`).toBe(false);
  expect(response.status, `${what}: status`).toBeGreaterThanOrEqual(100);
  if (response.status >= 500) expect(response.status, `${what}: server error`).toBe(503);
  const all = response.everything();
  expect(STACK.test(all), `${what}: stack trace in the response`).toBe(false);
  for (const marker of markers) expect(all.includes(marker), `${what}: reflects ${marker}`).toBe(false);
}

/** Only a 200 may enter a cache: any other page answer must say no-store. */
export function expectNoStoreUnless200(response: RawResponse, what: string): void {
  if (response.status !== 200) expect(response.header('cache-control') ?? '', `${what}: ${response.status} cache-control`).toMatch(/\bno-store\b/);
}

/**
 * Runs a table of cases (a few at a time) and reports every failing case at once, not only the
 * first. If the server dies, the sweep stops there and names the case that killed it.
 */
export async function sweep<T>(cases: readonly T[], label: (item: T) => string, run: (item: T) => Promise<void>, concurrency = 4): Promise<void> {
  await ensureUp();
  const pid = supervisorState().pid;
  const failures: string[] = [];
  let next = 0;
  let died: string | null = null;
  const worker = async () => {
    while (next < cases.length && died === null) {
      const item = cases[next++]!;
      try {
        await run(item);
      } catch (error) {
        failures.push(`${label(item)} — ${(error as Error).message.split('\n')[0]}`);
      }
      // Stop at the first sign of death: more requests would only meet (and kill) the replacement.
      if (died === null && !isAlive(pid)) died = label(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, cases.length) }, worker));
  if (died === null) {
    await new Promise((resolve) => setTimeout(resolve, 150));
    if (!isAlive(pid)) died = 'the last cases';
  }
  expect(died, `server process ${pid} died at: ${died} (${failures.slice(0, 2).join('; ')})`).toBeNull();
  expect(failures, `${failures.length} of ${cases.length} case(s) failed`).toEqual([]);
}

/** `<html lang>` and `data-theme` of a rendered page (what a poisoned cache entry would change). */
export function pageLocaleAndTheme(html: string): { lang: string | null; theme: string | null } {
  const tag = /<html\b[^>]*>/i.exec(html)?.[0] ?? '';
  return { lang: /\blang="([^"]*)"/.exec(tag)?.[1] ?? null, theme: /\bdata-theme="([^"]*)"/.exec(tag)?.[1] ?? null };
}

export { BASE_PATH, HOME_PATH };
