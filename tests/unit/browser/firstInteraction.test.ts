import { afterEach, describe, expect, it, vi } from 'vitest';
import { onFirstInteraction } from '../../../src/browser/firstInteraction.ts';

/** A window of listeners, a document with a visibility state, and the browser's user activation. */
function stubPage(hasBeenActive: boolean | undefined) {
  const listeners = new Map<string, Set<() => void>>();
  const on = (name: string, listener: () => void) => (listeners.get(name) ?? listeners.set(name, new Set()).get(name)!).add(listener);
  const off = (name: string, listener: () => void) => listeners.get(name)?.delete(listener);
  const documentStub = { visibilityState: 'visible', addEventListener: on, removeEventListener: off };
  vi.stubGlobal('addEventListener', on);
  vi.stubGlobal('removeEventListener', off);
  vi.stubGlobal('document', documentStub);
  vi.stubGlobal('navigator', hasBeenActive === undefined ? {} : { userActivation: { hasBeenActive } });
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
    const page = stubPage(false);
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
    const page = stubPage(false);
    const run = vi.fn();
    onFirstInteraction(run);
    page.fire('visibilitychange');
    expect(run).not.toHaveBeenCalled();
    page.document.visibilityState = 'hidden';
    page.fire('visibilitychange');
    expect(run).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['the tap that loaded the script has passed (user activation)', true, 1],
    ['no interaction yet', false, 0],
    ['a browser without user activation waits', undefined, 0],
  ])('%s', (_name, hasBeenActive, calls) => {
    const page = stubPage(hasBeenActive);
    const run = vi.fn();
    onFirstInteraction(run);
    expect(run).toHaveBeenCalledTimes(calls);
    if (calls) expect(page.listening()).toBe(0);
  });
});
