/**
 * One breaker per platform service group (docs/decisions/134). A platform that accepts connections
 * but never answers held each page for its whole deadline, and with it one of the few render slots:
 * 24 article requests finished in waves at 6, 10 and 16 s. After `threshold` failures in a row
 * (time-outs, refused connections, 5xx) the breaker opens and calls to that group fail at once for
 * `openMs`; then one call is let through as a probe (half-open). Its success closes the breaker,
 * its failure opens it again.
 */
export type BreakerState = 'closed' | 'open' | 'halfOpen';

export interface CircuitBreaker {
  /** Whether a call may go out now. In half-open, only the one probe may. */
  allow(): boolean;
  /** The platform answered (any HTTP answer below 500). */
  success(): void;
  /** Time-out, refused connection or 5xx. */
  failure(): void;
  readonly state: BreakerState;
}

export function createCircuitBreaker(options: { threshold: number; openMs: number; now?: () => number }): CircuitBreaker {
  const now = options.now ?? Date.now;
  let failures = 0;
  let openedAt: number | null = null;
  let probing = false;
  let probeAt = 0;

  const state = (): BreakerState => {
    if (openedAt === null) return 'closed';
    return now() - openedAt >= options.openMs ? 'halfOpen' : 'open';
  };

  return {
    allow() {
      const current = state();
      if (current === 'closed') return true;
      // A probe that never reported (its caller gave up) stands for one open period, no longer.
      if (current === 'open' || (probing && now() - probeAt < options.openMs)) return false;
      probing = true;
      probeAt = now();
      return true;
    },
    success() {
      failures = 0;
      openedAt = null;
      probing = false;
    },
    failure() {
      failures += 1;
      // A failed probe, or one failure too many: fail fast from now on.
      if (probing || failures >= options.threshold) openedAt = now();
      probing = false;
    },
    get state() {
      return state();
    },
  };
}
