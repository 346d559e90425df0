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
import { onFirstInteraction } from './firstInteraction.ts';

export function waitForFirstInteraction(endpoint: string): void {
  // A reporter that cannot load (offline, a deploy replaced it) costs the reader nothing.
  onFirstInteraction(() => void import('./webVitals.ts').then(({ reportWebVitals }) => reportWebVitals(endpoint)).catch(() => undefined));
}

if (sampledIn(Number(document.documentElement.dataset.rumSample), Math.random())) waitForFirstInteraction(`${import.meta.env.BASE_URL}/${VITALS_ENDPOINT}`);
