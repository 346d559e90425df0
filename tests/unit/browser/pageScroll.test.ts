import { describe, expect, it } from 'vitest';
import { fullscreenScrollKeeper, pageScrolled } from '../../../src/browser/pageScroll.ts';

describe('the page-scroll flag at 400 px (SPEC §9)', () => {
  it.each([
    [0, false],
    [300, false],
    [400, false],
    [401, true],
    [5000, true],
  ])('scrollY %i → %s', (y, flagged) => expect(pageScrolled(y)).toBe(flagged));
});

/** A page whose position and fullscreen state a test sets, with the timers it was asked for. */
function fakePage(startY: number) {
  const state = { y: startY, full: false, timers: [] as { ms: number; run: () => void }[], scrolledTo: [] as number[] };
  const keeper = fullscreenScrollKeeper({
    scrollY: () => state.y,
    inFullscreen: () => state.full,
    scrollTo: (y) => {
      state.scrolledTo.push(y);
      state.y = y;
    },
    later: (run, ms) => state.timers.push({ run, ms }),
  });
  return { state, keeper };
}

describe('leaving fullscreen puts the page back after 100 ms (SPEC §9)', () => {
  it.each([
    // steps: scroll to a y, enter/leave fullscreen; expected positions put back
    ['enter and leave: back where the reader was', [['scroll', 900], ['enter'], ['scroll', 0], ['leave']], [900]],
    ['scrolling inside fullscreen is not the reader’s place', [['scroll', 1200], ['enter'], ['scroll', 40], ['scroll', 3000], ['leave']], [1200]],
    ['twice: each exit restores the place before it', [['scroll', 500], ['enter'], ['leave'], ['scroll', 700], ['enter'], ['leave']], [500, 700]],
    ['entering alone restores nothing', [['scroll', 800], ['enter'], ['scroll', 0]], []],
    ['from the top of the page', [['enter'], ['scroll', 250], ['leave']], [0]],
    // The browser scrolls before it sends the change event, in and out.
    ['scrolls before the change events', [['scroll', 640], ['full'], ['scroll', 0], ['enter'], ['windowed'], ['scroll', 90], ['leave']], [640]],
  ] as const)('%s', (_name, steps, restored) => {
    const { state, keeper } = fakePage(0);
    for (const step of steps) {
      if (step[0] === 'scroll') {
        state.y = step[1];
        keeper.scrolled();
      } else if (step[0] === 'full' || step[0] === 'windowed') {
        // The state changed; its event comes later.
        state.full = step[0] === 'full';
        continue;
      } else {
        state.full = step[0] === 'enter';
        keeper.fullscreenChanged();
      }
      // Timers run before the next step, as 100 ms pass.
      for (const timer of state.timers.splice(0)) {
        expect(timer.ms).toBe(100);
        timer.run();
      }
    }
    expect(state.scrolledTo).toEqual(restored);
  });
});
