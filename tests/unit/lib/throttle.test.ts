import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttle } from '../../../src/lib/throttle.ts';
import { SCROLL_THROTTLE_MS } from '../../../src/lib/constants.ts';

describe('throttle', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => vi.useRealTimers());

  // [ms after start at which the throttled function is called, expected calls of fn as [ms, arg]]
  it.each([
    ['one event runs at once', [0], [[0, 0]]],
    [
      'a burst runs first and last',
      [0, 100, 200, 499],
      [
        [0, 0],
        [500, 499],
      ],
    ],
    [
      'events a window apart each run at once',
      [0, 500, 1000],
      [
        [0, 0],
        [500, 500],
        [1000, 1000],
      ],
    ],
    [
      'a long burst runs once per window',
      [0, 100, 600, 700, 1200],
      [
        [0, 0],
        [500, 100],
        [1000, 700],
        [1500, 1200],
      ],
    ],
  ] as const)('%s', (_label, at, expected) => {
    const calls: [number, number][] = [];
    const start = Date.now();
    const fn = throttle((arg: number) => calls.push([Date.now() - start, arg]), SCROLL_THROTTLE_MS);
    let clock = 0;
    for (const t of at) {
      vi.advanceTimersByTime(t - clock);
      clock = t;
      fn(t);
    }
    vi.advanceTimersByTime(5000);
    expect(calls).toEqual(expected);
  });

  it('cancel drops the trailing call', () => {
    const spy = vi.fn();
    const fn = throttle(spy, 500);
    fn(1);
    fn(2);
    fn.cancel();
    vi.advanceTimersByTime(1000);
    expect(spy.mock.calls).toEqual([[1]]);
  });
});
