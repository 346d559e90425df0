/**
 * Field Web Vitals, the part every page loads (docs/decisions/146): it only waits. Whether this
 * page view reports is decided once, from the sample the server rendered into `<html
 * data-rum-sample>`; nothing more is fetched or run until the reader first touches, types or
 * scrolls, or the page is being hidden. Then the reporter (web-vitals, buffered, so it still sees
 * the load's LCP, FCP, TTFB and CLS) is imported. A tap or key that came before this script (which
 * loads after the largest paint, or at that first touch: docs/decisions/167) counts as that first
 * interaction.
 */
import { sampledIn, VITALS_ENDPOINT } from '../lib/webVitalsRules.ts';

const FIRST_INTERACTION = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;
const PASSIVE = { capture: true, passive: true } as const;

/**
 * The rule of firstInteraction.ts (the page-view script's), written out here rather than imported:
 * a module both scripts import would be a chunk of its own, one more request and 200 bytes gzip
 * before the first interaction on every page (budgets.spec.ts).
 */
export function waitForFirstInteraction(endpoint: string): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const name of FIRST_INTERACTION) removeEventListener(name, start, PASSIVE);
    document.removeEventListener('visibilitychange', onHidden, true);
    removeEventListener('pagehide', start, true);
    // A reporter that cannot load (offline, a deploy replaced it) costs the reader nothing.
    import('./webVitals.ts').then(({ reportWebVitals }) => reportWebVitals(endpoint)).catch(() => undefined);
  };
  // Best effort: a page left untouched still tries to load the reporter as it goes.
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

if (sampledIn(Number(document.documentElement.dataset.rumSample), Math.random())) waitForFirstInteraction(`${import.meta.env.BASE_URL}/${VITALS_ENDPOINT}`);
