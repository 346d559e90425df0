/**
 * Field Web Vitals, the reporter (docs/decisions/146), loaded after the reader's first interaction.
 * It collects LCP, INP, CLS, FCP and TTFB as web-vitals reports them and sends what it has in one
 * beacon when the page is hidden (left, or put in the background): the page's path and each metric's value and rating,
 * nothing else (no cookie, no id). Each metric of a page view is sent once; a page restored from
 * the back-forward cache is a new page view to web-vitals, with new metrics.
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';

/** Milliseconds to a whole number, CLS to four decimals: enough for any bucket. */
function rounded(metric: Metric): number {
  return metric.name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value);
}

export function reportWebVitals(endpoint: string): void {
  const pending = new Map<string, Metric>();
  const sent = new Set<string>();
  const keep = (metric: Metric) => {
    if (!sent.has(metric.id)) pending.set(metric.name, metric);
  };
  const flush = () => {
    if (!pending.size) return;
    const metrics = [...pending.values()].map((metric) => ({ name: metric.name, value: rounded(metric), rating: metric.rating }));
    const body = new Blob([JSON.stringify({ path: location.pathname, metrics })], { type: 'application/json' });
    if (!navigator.sendBeacon(endpoint, body)) return;
    for (const metric of pending.values()) sent.add(metric.id);
    pending.clear();
  };
  onLCP(keep);
  onINP(keep);
  onCLS(keep);
  onFCP(keep);
  onTTFB(keep);
  // Bubbling to window, after web-vitals' own capturing listener: its final LCP, CLS and INP come
  // first. Not on pagehide: leaving a page fires it before visibilitychange, which would split the
  // view into two beacons (web-vitals itself reports on visibilitychange only).
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  // Loaded while the page was already being hidden: send what is there, if the page lives that long.
  if (document.visibilityState === 'hidden') setTimeout(flush, 0);
}
