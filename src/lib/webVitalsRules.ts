/**
 * Field Web Vitals (docs/decisions/146): the rules the reader's browser and the server share. Kept
 * free of the route table so the browser's bootstrap stays a few hundred bytes.
 */

/** The five metrics, as web-vitals names them. */
export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/**
 * The largest value a beacon may report: milliseconds for the four timings, a unitless score for
 * CLS. Anything above is not a page load but a broken or lying client.
 */
export const VITAL_MAX: Readonly<Record<VitalName, number>> = { LCP: 120_000, INP: 60_000, CLS: 50, FCP: 120_000, TTFB: 120_000 };

export const VITAL_RATINGS = ['good', 'needs-improvement', 'poor'] as const;

/** The endpoint's name under BASE_PATH: `POST {BASE_PATH}/vitals`. */
export const VITALS_ENDPOINT = 'vitals';

/** RUM_SAMPLE: the share of page views that report, 0 to 1; unset or unreadable is 1 (every view). */
export function rumSampleFrom(raw: string | undefined): number {
  const text = raw?.trim();
  if (!text) return 1;
  const value = Number(text);
  if (!Number.isFinite(value)) return 1;
  return Math.min(1, Math.max(0, value));
}

/** Decided once per page view in the browser: `random` is uniform in [0, 1). */
export function sampledIn(sample: number, random: number): boolean {
  return Number.isFinite(sample) && random < sample;
}
