import { afterEach, describe, expect, it, vi } from 'vitest';
import { onFirstInteraction } from '../../../src/browser/firstInteraction.ts';

/** A window of listeners, a document with a visibility state, and what the page's loader noted of the reader (`self.interacted`). */
function stubPage(interacted: number | undefined) {
  const listeners = new Map<string, Set<() => void>>();
  const on = (name: string, listener: () => void) => (listeners.get(name) ?? listeners.set(name, new Set()).get(name)!).add(listener);
  const off = (name: string, listener: () => void) => listeners.get(name)?.delete(listener);
  const documentStub = { visibilityState: 'visible', addEventListener: on, removeEventListener: off };
  vi.stubGlobal('addEventListener', on);
  vi.stubGlobal('removeEventListener', off);
  vi.stubGlobal('document', documentStub);
  vi.stubGlobal('self', interacted === undefined ? {} : { interacted });
  const fire = (name: string) => [...(listeners.get(name) ?? [])].forEach((listener) => listener());
  const listening = () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0);
  return { fire, listening, document: documentStub };
}

afterEach(() => vi.unstubAllGlobals());

describe('work that waits for the reader’s first interaction (docs/decisions/164, 167)', () => {
  it.each([
    ['pointerdown', 'pointerdown'],
    ['a key', 'keydown'],
    ['a scroll', 'scroll'],
    ['a touch', 'touchstart'],
    ['leaving', 'pagehide'],
  ])('runs once, at %s, and stops listening', (_name, event) => {
    const page = stubPage(undefined);
    const run = vi.fn();
    onFirstInteraction(run);
    expect(run).not.toHaveBeenCalled();
    page.fire(event);
    page.fire(event);
    page.fire('pointerdown');
    expect(run).toHaveBeenCalledTimes(1);
    expect(page.listening()).toBe(0);
  });

  it('runs when the page is hidden untouched, not when it is shown', () => {
    const page = stubPage(undefined);
    const run = vi.fn();
    onFirstInteraction(run);
    page.fire('visibilitychange');
    expect(run).not.toHaveBeenCalled();
    page.document.visibilityState = 'hidden';
    page.fire('visibilitychange');
    expect(run).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['the touch, key or scroll that loaded the script has passed (the loader noted it)', 1, 1],
    ['no interaction yet', undefined, 0],
  ])('%s', (_name, interacted, calls) => {
    const page = stubPage(interacted);
    const run = vi.fn();
    onFirstInteraction(run);
    expect(run).toHaveBeenCalledTimes(calls);
    if (calls) expect(page.listening()).toBe(0);
  });
});
