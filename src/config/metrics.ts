import client from 'prom-client';
import type { VitalName } from '../lib/webVitalsRules.ts';

/**
 * The process's Prometheus instruments (docs/decisions/130). src/server.ts runs from src/ while
 * the catalogue, the middleware and the pages run inside Astro's server bundle, so this module is
 * evaluated twice in one process. prom-client's registry refuses a metric name registered twice, so
 * the instruments are built once and kept on globalThis under one symbol: both copies of this
 * module hand out the same objects, and /metrics reads the registry kept with them.
 *
 * Every label takes values from a fixed set (route names, call names, status classes), never a
 * raw path or anything a client sends, so the number of series stays bounded.
 */

export type HttpLabels = 'route' | 'method' | 'status_class';

/** What every process has: the default Node metrics and the request-duration histogram. */
export interface ProcessMetrics {
  registry: client.Registry;
  httpDuration: client.Histogram<HttpLabels>;
}

/** The site's instruments, on top of the process's. */
export interface SiteMetrics extends ProcessMetrics {
  microCache: client.Counter<'result'>;
  platformCall: client.Histogram<'call'>;
  platformCallErrors: client.Counter<'call' | 'kind'>;
  renderGateQueue: client.Gauge;
  renderGateRunning: client.Gauge;
  readerSessionsOpen: client.Gauge;
  redisErrors: client.Counter;
  /** Field Web Vitals from readers' beacons (docs/decisions/146), one histogram per metric. */
  webVitals: Record<VitalName, client.Histogram<WebVitalLabels>>;
}

export type WebVitalLabels = 'page_type' | 'client';

interface Sources {
  openSessions: (() => Promise<number> | number) | null;
  renderGate: { readonly running: number; readonly waiting: number } | null;
}

interface Shared {
  process?: ProcessMetrics;
  site?: SiteMetrics;
  sources: Sources;
}

const KEY = Symbol.for('touch-news.metrics');
const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Each Web Vital's histogram: its name, and buckets dense around its good / needs-improvement /
 * poor thresholds (web.dev: LCP 2.5 s / 4 s, INP 200 / 500 ms, CLS 0.1 / 0.25, FCP 1.8 s / 3 s,
 * TTFB 0.8 s / 1.8 s), so a p75 interpolated from them is read to within a bucket's width there.
 */
const WEB_VITALS: Record<VitalName, { name: string; help: string; buckets: number[] }> = {
  LCP: { name: 'web_vitals_lcp_seconds', help: 'Largest contentful paint reported by readers.', buckets: [0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 5, 6, 8, 10, 15, 20] },
  INP: { name: 'web_vitals_inp_seconds', help: 'Interaction to next paint reported by readers.', buckets: [0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5, 0.75, 1, 2, 5] },
  CLS: { name: 'web_vitals_cls', help: 'Cumulative layout shift reported by readers (unitless).', buckets: [0.01, 0.025, 0.05, 0.075, 0.1, 0.15, 0.2, 0.25, 0.35, 0.5, 1, 2] },
  FCP: { name: 'web_vitals_fcp_seconds', help: 'First contentful paint reported by readers.', buckets: [0.3, 0.6, 0.9, 1.2, 1.5, 1.8, 2.1, 2.5, 3, 4, 6, 10] },
  TTFB: { name: 'web_vitals_ttfb_seconds', help: 'Time to first byte reported by readers.', buckets: [0.1, 0.2, 0.3, 0.4, 0.6, 0.8, 1, 1.4, 1.8, 2.5, 4, 8] },
};

function shared(): Shared {
  const holder = globalThis as typeof globalThis & { [KEY]?: Shared };
  holder[KEY] ??= { sources: { openSessions: null, renderGate: null } };
  return holder[KEY];
}

/** Default metrics and the request histogram; the standalone platform needs nothing more. */
export function processMetrics(): ProcessMetrics {
  const state = shared();
  if (state.process) return state.process;
  const registry = client.register;
  client.collectDefaultMetrics({ register: registry });
  const httpDuration = new client.Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request to the end of its response, by route name (never a raw path).',
    labelNames: ['route', 'method', 'status_class'],
    buckets: SECONDS,
    registers: [registry],
  });
  state.process = { registry, httpDuration };
  return state.process;
}

/** The site's instruments (created on first use, shared by every copy of this module). */
export function metrics(): SiteMetrics {
  const state = shared();
  if (state.site) return state.site;
  const base = processMetrics();
  const registers = [base.registry];
  const sources = state.sources;
  state.site = {
    ...base,
    microCache: new client.Counter({ name: 'micro_cache_requests_total', help: 'Page GETs the micro-cache answered (hit) or passed on (miss).', labelNames: ['result'], registers }),
    platformCall: new client.Histogram({ name: 'platform_call_duration_seconds', help: 'One platform exchange of the catalogue, by call name.', labelNames: ['call'], buckets: SECONDS, registers }),
    platformCallErrors: new client.Counter({ name: 'platform_call_errors_total', help: 'Platform exchanges that failed, by call name and error kind.', labelNames: ['call', 'kind'], registers }),
    renderGateQueue: new client.Gauge({
      name: 'render_gate_queue_length',
      help: 'Pages waiting for a render slot.',
      registers,
      collect() {
        this.set(sources.renderGate?.waiting ?? 0);
      },
    }),
    renderGateRunning: new client.Gauge({
      name: 'render_gate_running',
      help: 'Pages rendering now.',
      registers,
      collect() {
        this.set(sources.renderGate?.running ?? 0);
      },
    }),
    readerSessionsOpen: new client.Gauge({
      name: 'reader_sessions_open',
      help: 'Reader sessions the session store holds (read at scrape).',
      registers,
      async collect() {
        if (!sources.openSessions) return this.set(0);
        try {
          this.set(await sources.openSessions());
        } catch {
          // A store that cannot count now leaves the last value; redis_errors_total says why.
        }
      },
    }),
    redisErrors: new client.Counter({ name: 'redis_errors_total', help: 'Commands the reader-session store sent to Redis that failed.', registers }),
    webVitals: webVitalHistograms(registers),
  };
  return state.site;
}

/** The session store says how many sessions it holds; read when /metrics is scraped. */
export function setOpenSessionsSource(source: () => Promise<number> | number): void {
  shared().sources.openSessions = source;
}

/** The render gate whose queue and running count /metrics reports. */
export function setRenderGateSource(gate: { readonly running: number; readonly waiting: number }): void {
  shared().sources.renderGate = gate;
}

/** One platform exchange: its duration, and its error kind when it failed. */
export function observePlatformCall(call: string, seconds: number, errorKind?: string): void {
  const site = metrics();
  site.platformCall.observe({ call }, seconds);
  if (errorKind) site.platformCallErrors.inc({ call, kind: errorKind });
}

function webVitalHistograms(registers: client.Registry[]): Record<VitalName, client.Histogram<WebVitalLabels>> {
  const made = (name: VitalName) => new client.Histogram({ ...WEB_VITALS[name], labelNames: ['page_type', 'client'], registers });
  return { LCP: made('LCP'), INP: made('INP'), CLS: made('CLS'), FCP: made('FCP'), TTFB: made('TTFB') };
}

/**
 * One reader's metric from a beacon: timings arrive in milliseconds and are kept in seconds, CLS as
 * it is. The labels come from fixed sets (route names or `other`, five client kinds).
 */
export function observeWebVital(name: VitalName, labels: { page_type: string; client: string }, value: number): void {
  metrics().webVitals[name].observe(labels, name === 'CLS' ? value : value / 1000);
}

/** The text /metrics answers with, and its content type. */
export async function metricsText(): Promise<{ contentType: string; body: string }> {
  const { registry } = processMetrics();
  return { contentType: registry.contentType, body: await registry.metrics() };
}
