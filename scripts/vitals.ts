/**
 * `npm run vitals`: the p75 of each field Web Vital (docs/decisions/146) by page type and kind of
 * client, read from a running site's /metrics. SITE_URL names the site (default
 * http://127.0.0.1:4321); /metrics answers loopback, or anyone with METRICS_TOKEN as a bearer token.
 * The p75 is interpolated inside its histogram bucket, as Prometheus' histogram_quantile does.
 */

export const VITAL_HISTOGRAMS = [
  { metric: 'LCP', name: 'web_vitals_lcp_seconds', unit: 's' },
  { metric: 'INP', name: 'web_vitals_inp_seconds', unit: 'ms' },
  { metric: 'CLS', name: 'web_vitals_cls', unit: '' },
  { metric: 'FCP', name: 'web_vitals_fcp_seconds', unit: 's' },
  { metric: 'TTFB', name: 'web_vitals_ttfb_seconds', unit: 'ms' },
] as const;

export type VitalMetric = (typeof VITAL_HISTOGRAMS)[number]['metric'];

/** One histogram's cumulative buckets for one page type and client: upper bound → count. */
export interface Series {
  pageType: string;
  client: string;
  buckets: { le: number; count: number }[];
}

/** `a="1",b="x"` → { a: '1', b: 'x' } (values as prom-client writes them: quotes and backslashes escaped). */
function labelsOf(text: string): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const match of text.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[match[1]!] = match[2]!.replace(/\\(.)/g, '$1');
  return labels;
}

/** The bucket lines of the five histograms in a /metrics text, grouped by metric, page type and client. */
export function readVitalSeries(text: string): Map<VitalMetric, Series[]> {
  const byName = new Map<string, VitalMetric>(VITAL_HISTOGRAMS.map((item) => [`${item.name}_bucket`, item.metric]));
  const series = new Map<string, Series & { metric: VitalMetric }>();
  for (const line of text.split('\n')) {
    const match = /^(\w+)\{([^}]*)\}\s+(\S+)/.exec(line);
    const metric = match ? byName.get(match[1]!) : undefined;
    if (!match || !metric) continue;
    const labels = labelsOf(match[2]!);
    const le = labels.le === '+Inf' ? Infinity : Number(labels.le);
    const count = Number(match[3]);
    if (Number.isNaN(le) || !Number.isFinite(count)) continue;
    const key = `${metric}\u0000${labels.page_type ?? ''}\u0000${labels.client ?? ''}`;
    const entry = series.get(key) ?? { metric, pageType: labels.page_type ?? '', client: labels.client ?? '', buckets: [] };
    entry.buckets.push({ le, count });
    series.set(key, entry);
  }
  const grouped = new Map<VitalMetric, Series[]>();
  for (const { metric, ...entry } of series.values()) {
    entry.buckets.sort((a, b) => a.le - b.le);
    grouped.set(metric, [...(grouped.get(metric) ?? []), entry]);
  }
  return grouped;
}

/**
 * The q-quantile of cumulative buckets, interpolated linearly inside the bucket it falls in (from 0
 * for the first). In the +Inf bucket it is the highest finite bound; with no observations, null.
 */
export function quantileOf(q: number, buckets: readonly { le: number; count: number }[]): number | null {
  const total = buckets.at(-1)?.count ?? 0;
  if (total <= 0) return null;
  const rank = q * total;
  let lower = 0;
  let below = 0;
  for (const { le, count } of buckets) {
    if (count >= rank) {
      if (!Number.isFinite(le)) return lower;
      const inside = count - below;
      return inside > 0 ? lower + ((le - lower) * (rank - below)) / inside : le;
    }
    lower = le;
    below = count;
  }
  return lower;
}

export interface VitalsRow {
  pageType: string;
  client: string;
  /** How many page views reported LCP (the metric nearly every view has). */
  views: number;
  p75: Partial<Record<VitalMetric, number>>;
}

/** One row per page type and client that reported anything, sorted. */
export function vitalsRows(text: string): VitalsRow[] {
  const rows = new Map<string, VitalsRow>();
  for (const [metric, list] of readVitalSeries(text)) {
    for (const series of list) {
      const key = `${series.pageType}\u0000${series.client}`;
      const row = rows.get(key) ?? { pageType: series.pageType, client: series.client, views: 0, p75: {} };
      const value = quantileOf(0.75, series.buckets);
      if (value !== null) row.p75[metric] = value;
      if (metric === 'LCP') row.views = series.buckets.at(-1)?.count ?? 0;
      rows.set(key, row);
    }
  }
  return [...rows.values()].filter((row) => Object.keys(row.p75).length > 0).sort((a, b) => a.pageType.localeCompare(b.pageType) || a.client.localeCompare(b.client));
}

function shown(metric: VitalMetric, value: number | undefined): string {
  if (value === undefined) return '-';
  if (metric === 'CLS') return value.toFixed(3);
  if (metric === 'INP' || metric === 'TTFB') return `${Math.round(value * 1000)} ms`;
  return `${value.toFixed(2)} s`;
}

/** The rows as a plain text table. */
export function vitalsTable(rows: readonly VitalsRow[]): string {
  const head = ['page type', 'client', 'views', ...VITAL_HISTOGRAMS.map((item) => `p75 ${item.metric}`)];
  const body = rows.map((row) => [row.pageType, row.client, String(row.views), ...VITAL_HISTOGRAMS.map((item) => shown(item.metric, row.p75[item.metric]))]);
  const widths = head.map((cell, index) => Math.max(cell.length, ...body.map((line) => line[index]!.length)));
  const line = (cells: string[]) => cells.map((cell, index) => (index < 2 ? cell.padEnd(widths[index]!) : cell.padStart(widths[index]!))).join('  ');
  return [line(head), widths.map((width) => '-'.repeat(width)).join('  '), ...body.map(line)].join('\n');
}

async function main(): Promise<void> {
  const site = (process.env.SITE_URL?.trim() || 'http://127.0.0.1:4321').replace(/\/+$/, '');
  const token = process.env.METRICS_TOKEN?.trim();
  const response = await fetch(`${site}/metrics`, { headers: token ? { authorization: `Bearer ${token}` } : {}, signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`${site}/metrics answered ${response.status}${response.status === 404 ? ' (not loopback: set METRICS_TOKEN)' : ''}`);
  const rows = vitalsRows(await response.text());
  console.log(rows.length ? vitalsTable(rows) : 'No Web Vitals reported yet.');
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
