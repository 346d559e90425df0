import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fullscreenScroll } from '../../../src/browser/fullscreenScroll.ts';

type Step = readonly ['scroll', number] | readonly ['enter' | 'leave' | 'full' | 'windowed'];

describe('leaving fullscreen puts the page back after 100 ms (SPEC §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it.each<[string, Step[], number[]]>([
    ['enter and leave: back where the reader was', [['scroll', 900], ['enter'], ['scroll', 0], ['leave']], [900]],
    ['scrolling inside fullscreen is not the reader’s place', [['scroll', 1200], ['enter'], ['scroll', 40], ['scroll', 3000], ['leave']], [1200]],
    ['twice: each exit restores the place before it', [['scroll', 500], ['enter'], ['leave'], ['scroll', 700], ['enter'], ['leave']], [500, 700]],
    ['entering alone restores nothing', [['scroll', 800], ['enter'], ['scroll', 0]], []],
    ['from the top of the page', [['enter'], ['scroll', 250], ['leave']], [0]],
    // The browser scrolls before it sends the change events, in and out.
    ['scrolls before the change events', [['scroll', 640], ['full'], ['scroll', 0], ['enter'], ['windowed'], ['scroll', 90], ['leave']], [640]],
  ])('%s', (_name, steps, restored) => {
    let full = false;
    const scrolledTo: number[] = [];
    const keeper = fullscreenScroll(
      () => full,
      (y) => scrolledTo.push(y),
    );
    for (const step of steps) {
      if (step[0] === 'scroll') keeper.seen(step[1]);
      else if (step[0] === 'full' || step[0] === 'windowed') full = step[0] === 'full';
      else {
        full = step[0] === 'enter';
        keeper.changed();
        // Not yet: the page goes back 100 ms after the exit, not sooner.
        const before = scrolledTo.length;
        vi.advanceTimersByTime(99);
        expect(scrolledTo.length).toBe(before);
        vi.advanceTimersByTime(1);
      }
    }
    expect(scrolledTo).toEqual(restored);
  });
});
