import type http from 'node:http';
import * as v from 'valibot';
import { observeWebVital } from '../config/metrics.ts';
import type { OriginPolicy } from '../config/siteOrigin.ts';
import { readClientEnv } from '../lib/clientEnv.ts';
import { VITAL_MAX, VITAL_NAMES, VITAL_RATINGS, VITALS_ENDPOINT, type VitalName } from '../lib/webVitalsRules.ts';
import { BASE_PATH, matchParams, routeForSegment } from '../routes.ts';
import type { BodyBudget } from './bodyBudget.ts';
import { BODY_BUSY_HEADERS, sendJsonError } from './errorPages.ts';
import { createBeaconRateLimit, type BeaconRateLimit } from './beaconRateLimit.ts';
import { checkRequest, discardRest, hasRequestBody, pinRequestOrigin, readBudgetedBody } from './requestGuard.ts';

/**
 * `POST {BASE_PATH}/vitals`: the readers' Web Vitals beacons (docs/decisions/146). Every beacon is
 * hostile input: the usual POST checks (host, Origin, method), then JSON of at most 2 KB, rate
 * limited per address and globally, validated field by field. Only a beacon that passes all of it
 * reaches the histograms; every refusal is a 4xx (503 when request bodies fill the memory budget)
 * and leaves nothing behind.
 */

export const VITALS_PATH = `${BASE_PATH}/${VITALS_ENDPOINT}`;
/** Five metrics with names, values and ratings take about 250 bytes; a path takes at most 512. */
export const VITALS_BODY_LIMIT_BYTES = 2 * 1024;
const MAX_PATH_LENGTH = 512;

/** The kinds of client a reader's metrics are labelled with. */
export const CLIENT_KINDS = ['app', 'wechat', 'ios_safari', 'android', 'other'] as const;
export type ClientKind = (typeof CLIENT_KINDS)[number];

/** The client kind, from the request's User-Agent: the host app first (it names itself), then WeChat. */
export function clientKindOf(userAgent: string | undefined, nativeAppMarker: string): ClientKind {
  const ua = userAgent ?? '';
  const env = readClientEnv(ua, nativeAppMarker);
  if (env.inNativeApp) return 'app';
  if (env.inWeChat) return 'wechat';
  if (env.isIOSSafari) return 'ios_safari';
  return /\bAndroid\b/i.test(ua.slice(0, 1024)) ? 'android' : 'other';
}

/** The page type of a reported path: the route table's name for it, or `other`. */
export function pageTypeOf(path: string): string {
  if (!path.startsWith(`${BASE_PATH}/`)) return 'other';
  const [segment = '', ...rest] = path.slice(BASE_PATH.length + 1).split('/');
  const route = routeForSegment(segment);
  return route && matchParams(route, rest) ? route.name : 'other';
}

const metric = <N extends VitalName>(name: N) =>
  v.strictObject({
    name: v.literal(name),
    value: v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(VITAL_MAX[name])),
    rating: v.optional(v.picklist(VITAL_RATINGS)),
  });

const BeaconSchema = v.strictObject({
  path: v.pipe(v.string(), v.startsWith('/'), v.maxLength(MAX_PATH_LENGTH)),
  metrics: v.pipe(
    v.array(v.variant('name', [metric('LCP'), metric('INP'), metric('CLS'), metric('FCP'), metric('TTFB')])),
    v.minLength(1),
    v.maxLength(VITAL_NAMES.length),
    v.check((list) => new Set(list.map((item) => item.name)).size === list.length, 'each metric at most once'),
  ),
});

export type Beacon = v.InferOutput<typeof BeaconSchema>;

/** The beacon a body holds, or null when it is not one (not UTF-8 JSON, or fails the schema). */
export function parseBeacon(body: Buffer): Beacon | null {
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body));
  } catch {
    return null;
  }
  const result = v.safeParse(BeaconSchema, json);
  return result.success ? result.output : null;
}

/** JSON only: `application/json`, with a charset parameter at most. */
export function isJsonContentType(contentType: string | undefined): boolean {
  return /^application\/json\s*(?:;\s*charset\s*=\s*"?utf-8"?\s*)?$/i.test(contentType ?? '');
}

/** The reader's address as the catalogue sees it: the first X-Forwarded-For entry (kept only behind a trusted proxy), else the peer. */
export function readerAddressOf(req: http.IncomingMessage): string {
  const forwarded = req.headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return first || req.socket.remoteAddress || '';
}

export interface VitalsBeaconOptions {
  policy: OriginPolicy;
  nativeAppMarker: string;
  /** The process's request-body budget (src/http/bodyBudget.ts), shared with every other POST. */
  bodies: BodyBudget;
  rateLimit?: BeaconRateLimit;
  observe?: typeof observeWebVital;
}

const NO_STORE = { 'cache-control': 'no-store' };

/** The handler for `POST {BASE_PATH}/vitals`; the caller sends only that path here. */
export function createVitalsBeacon(options: VitalsBeaconOptions): (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void> {
  const limit = options.rateLimit ?? createBeaconRateLimit();
  const observe = options.observe ?? observeWebVital;
  const refuse = (req: http.IncomingMessage, res: http.ServerResponse, status: number, headers: Record<string, string> = {}) =>
    sendJsonError(res, status, { ...NO_STORE, ...headers }, hasRequestBody(req) ? discardRest(req) : undefined);

  return async (req, res) => {
    // The same host, method, Origin and Sec-Fetch-Site checks as every POST of the site.
    const refusal = checkRequest(req, 'action', '', options.policy);
    if (refusal) return refuse(req, res, refusal.status, refusal.headers);
    pinRequestOrigin(req, options.policy);
    if (!limit.take(readerAddressOf(req))) return refuse(req, res, 429, { 'retry-after': '60' });
    if (!isJsonContentType(req.headers['content-type'])) return refuse(req, res, 415);
    const length = req.headers['content-length'];
    if (length !== undefined && !(Number(length) <= VITALS_BODY_LIMIT_BYTES)) return refuse(req, res, 413, { connection: 'close' });
    const body = await readBudgetedBody(req, res, options.bodies, VITALS_BODY_LIMIT_BYTES);
    if (body === 'busy') return refuse(req, res, 503, BODY_BUSY_HEADERS);
    if (body === 'aborted') return void res.destroy();
    if (body === 'too-large') return refuse(req, res, 413, { connection: 'close' });
    const beacon = parseBeacon(body);
    // Read whole already: nothing left on the wire to drop.
    if (!beacon) return sendJsonError(res, 400, NO_STORE);
    const labels = { page_type: pageTypeOf(beacon.path), client: clientKindOf(req.headers['user-agent'], options.nativeAppMarker) };
    for (const item of beacon.metrics) observe(item.name, labels, item.value);
    res.writeHead(204, NO_STORE);
    res.end();
  };
}
