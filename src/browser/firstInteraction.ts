/**
 * Runs `start` once, on the reader's first touch, key or scroll, or when the page is hidden
 * untouched (the reader leaves or switches away): work that must cost the page nothing before the
 * first interaction (docs/decisions/164). Kept this small on purpose: pages load it before then.
 * webVitalsBoot.ts writes the same rule out rather than importing it: a module both scripts import
 * would be a chunk of its own, one more request before the first interaction on every page.
 */
const FIRST_INTERACTION = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;
const PASSIVE = { capture: true, passive: true } as const;

export function onFirstInteraction(run: () => void): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const name of FIRST_INTERACTION) removeEventListener(name, start, PASSIVE);
    document.removeEventListener('visibilitychange', onHidden, true);
    removeEventListener('pagehide', start, true);
    run();
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden') start();
  };
  for (const name of FIRST_INTERACTION) addEventListener(name, start, PASSIVE);
  document.addEventListener('visibilitychange', onHidden, true);
  addEventListener('pagehide', start, true);
  // The page's scripts come after its largest paint, or at the reader's first touch, key or scroll,
  // which has then passed: the page's loader noted it (src/lib/lateResources.ts, docs/decisions/167).
  if ((self as { interacted?: number }).interacted) start();
}
