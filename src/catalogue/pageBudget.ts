import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * One deadline for all the platform calls a page makes. Each call keeps its own time-out (SPEC §9),
 * but never runs past the page's deadline: two slow calls in a row cannot make a 10 s page. After
 * the deadline, calls fail at once as time-outs and the page renders what it has, or its error state.
 * The budget also counts platform failures, so the response can be kept out of every cache.
 */
export const PAGE_DEADLINE_MS = 6_000;

export interface PageBudget {
  readonly deadline: number;
  failures: number;
  /** Optional parts that failed: the page is still a 200, but no cache may keep it (no false "0 comments"). */
  degraded: number;
  /**
   * The page is rendered for an anonymous reader (no reader session, no preview, no Action): its
   * public reading calls may share answers with other pages for a moment (sharedReads.ts).
   */
  anonymous: boolean;
}

const storage = new AsyncLocalStorage<PageBudget>();

/** Runs `work` (a page render) under a fresh budget; calls made anywhere inside it share the deadline. */
export function withPageBudget<T>(work: (budget: PageBudget) => T, deadlineMs = PAGE_DEADLINE_MS, now = Date.now()): T {
  const budget: PageBudget = { deadline: now + deadlineMs, failures: 0, degraded: 0, anonymous: false };
  return storage.run(budget, () => work(budget));
}

/** The time a call may still take: its own time-out, cut to what is left of the page's deadline. */
export function callTimeoutMs(ownTimeoutMs: number, now = Date.now()): number {
  const budget = storage.getStore();
  return budget ? Math.max(0, Math.min(ownTimeoutMs, budget.deadline - now)) : ownTimeoutMs;
}

/** Notes that the platform failed this request (time-out, transport, server error). */
export function notePlatformFailure(): void {
  const budget = storage.getStore();
  if (budget) budget.failures += 1;
}

/** Notes that an optional part of this page could not be loaded. */
export function notePageDegraded(): void {
  const budget = storage.getStore();
  if (budget) budget.degraded += 1;
}

/** Whether this page's public reading calls may use shared answers (only for anonymous pages). */
export function mayShareReads(): boolean {
  return storage.getStore()?.anonymous ?? false;
}

/**
 * Runs a call that other pages will wait on outside this page's budget: it keeps its own time-out
 * rather than this page's deadline, and its failures are noted by each page that meets them.
 */
export function outsidePageBudget<T>(work: () => T): T {
  return storage.exit(work);
}

/** Waits for a shared answer no longer than this page may still wait; `late` stands in after that. */
export function withinPageDeadline<T>(pending: Promise<T>, ownTimeoutMs: number, late: () => T): Promise<T> {
  const ms = callTimeoutMs(ownTimeoutMs);
  if (ms >= ownTimeoutMs) return pending;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(late()), ms);
  });
  return Promise.race([pending, timeout]).finally(() => clearTimeout(timer));
}
