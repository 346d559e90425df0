/**
 * Leading-and-trailing throttle for the scroll handler (500 ms, SPEC §2): the first event acts at
 * once, and the last event of a burst still runs at the end of the window, so the back-to-top
 * button reflects where the page finally stopped.
 */
export interface Throttled<Args extends unknown[]> {
  (...args: Args): void;
  cancel(): void;
}

export function throttle<Args extends unknown[]>(fn: (...args: Args) => void, ms: number): Throttled<Args> {
  let last = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: Args | undefined;

  const run = (args: Args): void => {
    last = Date.now();
    fn(...args);
  };

  const throttled = (...args: Args): void => {
    const wait = last + ms - Date.now();
    if (wait <= 0 && timer === undefined) {
      run(args);
      return;
    }
    pending = args;
    timer ??= setTimeout(
      () => {
        timer = undefined;
        const latest = pending;
        pending = undefined;
        if (latest) run(latest);
      },
      Math.max(0, wait),
    );
  };

  throttled.cancel = (): void => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  return throttled;
}
