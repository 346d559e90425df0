import { createHash, timingSafeEqual } from 'node:crypto';
import type http from 'node:http';
import { metricsText } from '../config/metrics.ts';
import { endAfterBody, hasRequestBody } from './requestGuard.ts';

/**
 * The three addresses a process answers for its operators (docs/decisions/130), on its own port:
 * `/healthz` (the process answers), `/readyz` (it can reach what it needs, and is not draining) and
 * `/metrics` (Prometheus text, for loopback or the bearer token only). They run before the host
 * check, the micro-cache and the render gate: a load balancer may ask under an IP Host, and a
 * process whose render queue is full must still say that it lives.
 */

export type OperationsPath = '/healthz' | '/readyz' | '/metrics';
const PATHS: readonly string[] = ['/healthz', '/readyz', '/metrics'];

/** The operations address a request URL names (query ignored), or null. */
export function operationsPathOf(url: string | undefined): OperationsPath | null {
  const raw = url ?? '';
  const queryAt = raw.indexOf('?');
  const path = queryAt === -1 ? raw : raw.slice(0, queryAt);
  return PATHS.includes(path) ? (path as OperationsPath) : null;
}

/** 127.0.0.0/8, ::1, or IPv4 loopback mapped into IPv6. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address) || /^::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/i.test(address);
}

/** Compares a bearer token in constant time (both sides hashed first, so lengths leak nothing either). */
export function bearerMatches(authorization: string | undefined, token: string | null): boolean {
  if (!token || !authorization) return false;
  // Longer than any sane header: refused before any work is spent on it.
  if (authorization.length > 1024) return false;
  const match = /^Bearer +(\S+) *$/i.exec(authorization);
  if (!match) return false;
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(match[1]!), digest(token));
}

export interface MetricsAccessInput {
  /** The socket's peer address. */
  remoteAddress: string | undefined;
  /** The request carried a forwarding header: a proxy (nginx on loopback) passed on someone else's request. */
  forwarded: boolean;
  trustProxy: boolean;
  authorization: string | undefined;
  metricsToken: string | null;
}

/**
 * Who may read /metrics: the right bearer token from anywhere, or a loopback peer that is not a
 * proxy passing on another client's request. A forwarding header from a loopback peer counts as
 * proxied whether or not TRUST_PROXY is on: without it the header proves nothing about the client,
 * and treating it as proxied only ever refuses more.
 */
export function mayReadMetrics(input: MetricsAccessInput): boolean {
  if (bearerMatches(input.authorization, input.metricsToken)) return true;
  return isLoopbackAddress(input.remoteAddress) && !input.forwarded;
}

/** Headers that say a proxy passed the request on. */
export function cameThroughProxy(headers: http.IncomingHttpHeaders): boolean {
  return headers['x-forwarded-for'] !== undefined || headers.forwarded !== undefined || headers['x-real-ip'] !== undefined;
}

export interface Readiness {
  /** True when every check passes and the process is not draining. */
  ready(): Promise<boolean>;
  /** SIGTERM: from now on, not ready. */
  drain(): void;
  readonly draining: boolean;
}

/** A check that gives up after `ms` (a hung dependency is an unready one). */
export function withTimeout(check: () => Promise<boolean>, ms: number): () => Promise<boolean> {
  return async () => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), ms);
    });
    try {
      return await Promise.race([check().catch(() => false), timeout]);
    } finally {
      clearTimeout(timer);
    }
  };
}

/**
 * Keeps a check's answer for `ms`, and shares one in-flight check between callers: a flood of
 * /readyz costs the dependency at most one call per `ms`.
 */
export function memoised(check: () => Promise<boolean>, ms: number, now: () => number = Date.now): () => Promise<boolean> {
  let answer: { value: boolean; at: number } | null = null;
  let pending: Promise<boolean> | null = null;
  return () => {
    if (answer && now() - answer.at < ms) return Promise.resolve(answer.value);
    pending ??= check()
      .catch(() => false)
      .then((value) => {
        answer = { value, at: now() };
        pending = null;
        return value;
      });
    return pending;
  };
}

export function createReadiness(checks: ReadonlyArray<() => Promise<boolean>>): Readiness {
  let draining = false;
  return {
    async ready() {
      if (draining) return false;
      const results = await Promise.all(checks.map((check) => check().catch(() => false)));
      return !draining && results.every(Boolean);
    },
    drain() {
      draining = true;
    },
    get draining() {
      return draining;
    },
  };
}

/** Readiness of a platform: any answer below 500 from a cheap read means it is there. */
export function platformReachable(url: string, fetcher: typeof fetch = fetch): () => Promise<boolean> {
  return async () => {
    const response = await fetcher(url, { method: 'GET', redirect: 'manual', signal: AbortSignal.timeout(2_000) });
    await response.body?.cancel();
    return response.status < 500;
  };
}

/**
 * The site is ready when its platform answers a cheap read (getConfig, at the address the catalogue
 * calls) and, when one is configured, the reader-session store answers. Each check gives up after
 * 2 s and keeps its answer for 1 s.
 */
export function siteReadiness(checks: { platformUrl: string; sessionStoreReady?: () => Promise<boolean> }): Readiness {
  const platform = memoised(withTimeout(platformReachable(checks.platformUrl), 2_000), 1_000);
  const store = checks.sessionStoreReady ? [memoised(withTimeout(checks.sessionStoreReady, 2_000), 1_000)] : [];
  return createReadiness([platform, ...store]);
}

export interface OperationsOptions {
  readiness: Readiness;
  metricsToken: string | null;
  trustProxy: boolean;
}

const PLAIN = { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };

function answer(res: http.ServerResponse, status: number, body: string, headers: Record<string, string> = PLAIN): void {
  const bytes = Buffer.from(body, 'utf8');
  res.writeHead(status, { ...headers, 'content-length': String(bytes.length) });
  res.end(res.req.method === 'HEAD' ? undefined : bytes);
}

/**
 * Answers an operations request: true when the URL was one of the three (the caller stops there).
 * GET and HEAD only; /metrics answers 404 to whoever may not read it, whatever the method, as if it
 * did not exist.
 */
export function createOperations(options: OperationsOptions): (req: http.IncomingMessage, res: http.ServerResponse) => boolean {
  return (req, res) => {
    const path = operationsPathOf(req.url);
    if (!path) return false;
    void serve(path, req, res, options).catch(() => {
      if (!res.headersSent) answer(res, 503, 'unavailable');
      else res.destroy();
    });
    return true;
  };
}

async function serve(path: OperationsPath, req: http.IncomingMessage, res: http.ServerResponse, options: OperationsOptions): Promise<void> {
  // Whatever body came with it is not ours to read: the answer waits until it was dropped off the
  // wire, since closing a socket with unread bytes resets it and a client still sending loses the answer.
  if (hasRequestBody(req)) endAfterBody(req, res);
  else req.resume();
  if (options.readiness.draining) res.setHeader('connection', 'close');
  if (path === '/metrics') {
    const allowed = mayReadMetrics({
      remoteAddress: req.socket.remoteAddress,
      forwarded: cameThroughProxy(req.headers),
      trustProxy: options.trustProxy,
      authorization: req.headers.authorization,
      metricsToken: options.metricsToken,
    });
    if (!allowed) return answer(res, 404, 'not found');
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') return answer(res, 405, 'method not allowed', { ...PLAIN, allow: 'GET, HEAD' });
  if (path === '/healthz') return answer(res, 200, 'ok');
  if (path === '/readyz') {
    const ready = await options.readiness.ready();
    return answer(res, ready ? 200 : 503, ready ? 'ready' : 'not ready');
  }
  const metrics = await metricsText();
  answer(res, 200, metrics.body, { ...PLAIN, 'content-type': metrics.contentType });
}
