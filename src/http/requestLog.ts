import { randomBytes } from 'node:crypto';
import type http from 'node:http';
import { pino, type DestinationStream, type Logger } from 'pino';
import { metrics, type ProcessMetrics } from '../config/metrics.ts';
import type { ServerEnv } from '../config/serverEnv.ts';
import { BASE_PATH, SITE_ENDPOINTS, SITE_PREFIXES, matchParams, routeForSegment } from '../routes.ts';
import { operationsPathOf } from './operations.ts';

/**
 * One JSON line per request (docs/decisions/130), and the request-duration histogram with the
 * same route label. The label is a route NAME from the route table or one of a few fixed words —
 * never the raw path — so the metric's series stay bounded. A line names the request by its path
 * alone: never the query, a cookie, an Authorization header or a body, and for the platform's
 * groups and unknown addresses only the fixed label (their paths may carry a phone number).
 */

export type LogLevel = ServerEnv['logLevel'];

/** Labels for requests that are not pages. */
export const FIXED_ROUTE_LABELS = ['static', 'action', 'platform', 'health', 'other'] as const;

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;
const MAX_LOGGED_PATH = 200;

export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  const options = { level, base: { pid: process.pid }, timestamp: pino.stdTimeFunctions.isoTime };
  return destination ? pino(options, destination) : pino(options);
}

/**
 * A proxy's X-Request-Id when the proxy is trusted and the id is sane; else a new one: 96 random
 * bits in 16 characters, 20 bytes of header fewer than a UUID on every response (a page's first
 * response has to fit one round trip: docs/decisions/167).
 */
export function requestIdOf(header: string | string[] | undefined, trustProxy: boolean): string {
  if (trustProxy && typeof header === 'string' && REQUEST_ID.test(header)) return header;
  return randomBytes(12).toString('base64url');
}

export function methodLabel(method: string | undefined): 'GET' | 'HEAD' | 'POST' | 'other' {
  return method === 'GET' || method === 'HEAD' || method === 'POST' ? method : 'other';
}

export function statusClass(status: number): string {
  return status >= 100 && status < 600 ? `${Math.floor(status / 100)}xx` : 'other';
}

function pathOf(url: string | undefined): string {
  const raw = url ?? '/';
  const queryAt = raw.indexOf('?');
  return queryAt === -1 ? raw : raw.slice(0, queryAt);
}

function underPrefix(path: string, prefixes: readonly string[]): string | undefined {
  return prefixes.find((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

const endpointNames = new Map(Object.entries(SITE_ENDPOINTS).map(([name, endpoint]) => [`${BASE_PATH}/${endpoint}`, name]));

/**
 * The site's label for a request path: a route name (`home`, `newsDetail`, …), a site endpoint's
 * name (`listFragment`, `sitemap`, `wechatAuthorize`, `poster`), or static, action, platform, health, other.
 */
export function siteRouteLabel(url: string | undefined, platformPrefixes: readonly string[] = []): string {
  const path = pathOf(url);
  if (operationsPathOf(path)) return 'health';
  if (underPrefix(path, platformPrefixes) || path.startsWith('/live-socket/')) return 'platform';
  if (path.startsWith(`${BASE_PATH}/_actions/`)) return 'action';
  if (path.startsWith(`${BASE_PATH}/_astro/`)) return 'static';
  const endpoint = endpointNames.get(path);
  if (endpoint) return endpoint;
  const prefixed = Object.entries(SITE_PREFIXES).find(([, prefix]) => path.startsWith(`${BASE_PATH}/${prefix}/`));
  if (prefixed) return prefixed[0];
  if (path.startsWith(`${BASE_PATH}/`)) {
    const segment = path.slice(BASE_PATH.length + 1).split('/')[0] ?? '';
    const route = segment ? routeForSegment(segment) : undefined;
    if (route) return route.name;
  }
  // A file name with an extension other than .html: a picture, a script, robots.txt, the favicon.
  if (/\.(?!html?$)[A-Za-z0-9]{1,8}$/i.test(path)) return 'static';
  return 'other';
}

/** The standalone platform's label: its service group's prefix (`/app_if`, `/sso-app`, …), health or other. */
export function platformRouteLabel(url: string | undefined, prefixes: readonly string[]): string {
  const path = pathOf(url);
  if (operationsPathOf(path)) return 'health';
  if (path.startsWith('/live-socket/')) return '/live-socket';
  return underPrefix(path, prefixes) ?? 'other';
}

/** Route parameters that are secrets of a kind (a write-off code, an invite code): never logged. */
const SECRET_PARAM = /code|token|phone|secret/i;

/**
 * What a log line says of the path: for the site's own addresses the path without query, at most
 * 200 characters, with secret route parameters replaced by their names; for platform groups and
 * unknown addresses only the label.
 */
export function loggedPath(route: string, url: string | undefined): string {
  if (route === 'other') return '-';
  if (route === 'platform' || route.startsWith('/')) return route;
  const path = pathOf(url).slice(0, MAX_LOGGED_PATH);
  if (!path.startsWith(`${BASE_PATH}/`)) return path;
  const [segment = '', ...rest] = path.slice(BASE_PATH.length + 1).split('/');
  const def = routeForSegment(segment);
  const params = def ? matchParams(def, rest) : null;
  if (!def) return path;
  // Segments the route does not take: the route's own segment only.
  if (!params) return `${BASE_PATH}/${segment}`;
  // matchParams names the segments in order.
  const names = Object.keys(params);
  const masked = rest.map((value, index) => (SECRET_PARAM.test(names[index] ?? '') ? `:${names[index]}` : value));
  return [`${BASE_PATH}/${segment}`, ...masked].join('/');
}

export interface RequestRecord {
  readonly id: string;
  /** The route label; the server narrows it once it knows more (a static file, say). */
  route: string;
  /** Whether the micro-cache answered a page GET (absent when it was not asked). */
  cache?: 'hit' | 'miss';
}

/** A page GET the micro-cache was asked about: counted, and named on its log line. */
export function noteMicroCache(record: RequestRecord, hit: boolean): void {
  record.cache = hit ? 'hit' : 'miss';
  metrics().microCache.inc({ result: record.cache });
}

export interface RequestLogOptions {
  logger: Logger;
  trustProxy: boolean;
  /** The route label of a request URL. */
  routeOf: (url: string | undefined) => string;
  metrics: Pick<ProcessMetrics, 'httpDuration'>;
}

/**
 * Starts a request's record: sets X-Request-Id on the response, counts the bytes written, and when
 * the response is done (or the client gone) observes the duration and writes the line — at debug
 * for the operations addresses, which probes ask every few seconds.
 */
export function createRequestLog(options: RequestLogOptions): (req: http.IncomingMessage, res: http.ServerResponse) => RequestRecord {
  return (req, res) => {
    const started = performance.now();
    const record: RequestRecord = { id: requestIdOf(req.headers['x-request-id'], options.trustProxy), route: options.routeOf(req.url) };
    // The path as it arrived: later steps rewrite req.url (.html dropped, aliases).
    const url = req.url;
    res.setHeader('x-request-id', record.id);
    let bytes = 0;
    const count = (chunk: unknown, encoding?: unknown) => {
      if (typeof chunk === 'string') bytes += Buffer.byteLength(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
      else if (chunk instanceof Uint8Array) bytes += chunk.byteLength;
    };
    const write = res.write;
    const end = res.end;
    res.write = function (this: http.ServerResponse, chunk: unknown, ...rest: unknown[]) {
      count(chunk, rest[0]);
      return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
    } as typeof res.write;
    res.end = function (this: http.ServerResponse, chunk?: unknown, ...rest: unknown[]) {
      if (typeof chunk !== 'function') count(chunk, rest[0]);
      return (end as (...args: unknown[]) => http.ServerResponse).call(this, chunk, ...rest);
    } as typeof res.end;

    res.once('close', () => {
      const seconds = (performance.now() - started) / 1000;
      const status = res.statusCode;
      const method = methodLabel(req.method);
      options.metrics.httpDuration.observe({ route: record.route, method, status_class: statusClass(status) }, seconds);
      const line: Record<string, unknown> = {
        reqId: record.id,
        method,
        route: record.route,
        path: loggedPath(record.route, url),
        status,
        ms: Math.round(seconds * 10_000) / 10,
        bytes,
      };
      if (record.cache) line.cache = record.cache;
      if (!res.writableFinished) line.aborted = true;
      if (record.route === 'health') options.logger.debug(line, 'request');
      else options.logger.info(line, 'request');
    });
    return record;
  };
}
