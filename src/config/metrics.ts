import client from 'prom-client';

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
}

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

/** The text /metrics answers with, and its content type. */
export async function metricsText(): Promise<{ contentType: string; body: string }> {
  const { registry } = processMetrics();
  return { contentType: registry.contentType, body: await registry.metrics() };
}
