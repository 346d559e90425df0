/**
 * The site's own HTTP entry. Astro's Node adapter (middleware mode) renders pages; everything a
 * production front end needs around it lives here: compression, static files with immutable
 * caching, security headers, path normalisation (`.html`, aliases, unknown paths), the bundled
 * platform, and graceful shutdown.
 */
import http from 'node:http';
import type { Duplex } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { BASE_PATH, routeUrl } from './routes.ts';
import { normaliseRequestPath } from './http/normaliseRequestPath.ts';
import { createStaticFiles } from './http/staticFiles.ts';
import { securityHeaders } from './http/securityHeaders.ts';
import { framedByCms, readRequestFlags } from './lib/requestFlags.ts';
import { createMicroCache } from './http/microCache.ts';
import { robotsTxt } from './http/robotsTxt.ts';
import { preferProductionBuilds, serverEnv } from './config/serverEnv.ts';
import { loopbackHosts, requestHostAllowed } from './config/siteOrigin.ts';
import { digestSmallInputsSynchronously } from './config/fastDigest.ts';
import {
  checkRequest,
  discardRest,
  dropUntrustedForwarding,
  hasRequestBody,
  pinRequestOrigin,
  readBudgetedBody,
  bodyLimitOf,
  targetOf,
  type Refusal,
  type RequestTarget,
} from './http/requestGuard.ts';
import { BODY_BUSY_HEADERS, sendErrorPage, sendJsonError } from './http/errorPages.ts';
import { refuseUpgrade } from './http/refuseUpgrade.ts';
import { compressWhole } from './http/contentEncoding.ts';
import { trimPageCsp } from './http/pageCsp.ts';
import { createSheetReader, placeFirstScreenStyles } from './http/firstScreenStyles.ts';
import { correctReasonPhrase } from './http/statusLine.ts';
import { createRenderGate } from './http/renderGate.ts';
import { createBodyBudget } from './http/bodyBudget.ts';
import { catalogueConfigFromEnv } from './catalogue/catalogueConfig.ts';
import { sessionStoreHealth } from './catalogue/readerSessions.ts';
import { metrics, setOpenSessionsSource, setRenderGateSource } from './config/metrics.ts';
import { createOperations, siteReadiness } from './http/operations.ts';
import { createLogger, createRequestLog, loggedPath, noteMicroCache, siteRouteLabel, type RequestRecord } from './http/requestLog.ts';
import { createDrain } from './http/drain.ts';
import { createVitalsBeacon, VITALS_PATH } from './http/vitalsBeacon.ts';
import { isOfflineWorkerPath, markLightAnswer, refuseOfflineWorker } from './http/offlineReading.ts';
import type { BundledPlatform } from './http/bundledPlatform.ts';
import { PLATFORM_PREFIXES, platformPrefixOf } from './platform/platformPrefixes.ts';

const env = serverEnv();
const policy = env.origin;
const distDir = fileURLToPath(new URL('../dist/', import.meta.url));

type NodeHandler = (req: http.IncomingMessage, res: http.ServerResponse, next?: () => void) => void | Promise<void>;

const startedAt = performance.now();
preferProductionBuilds();
digestSmallInputsSynchronously();
const { handler: astroHandler } = (await import(new URL('server/entry.mjs', `file://${distDir}`).href)) as { handler: NodeHandler };
const staticFiles = await createStaticFiles(`${distDir}client`, BASE_PATH);
const assetsPrefix = `${BASE_PATH}/_astro/`;
const readSheet = createSheetReader((href) => (href.startsWith(assetsPrefix) && href.endsWith('.css') ? (staticFiles.bodyOf(href)?.toString('utf8') ?? null) : null));

// One JSON log line per request (docs/decisions/130), the bundled platform's internal port included.
const track = createRequestLog({ logger: createLogger(env.logLevel), trustProxy: policy.trustProxy, routeOf: (url) => siteRouteLabel(url, PLATFORM_PREFIXES), metrics: metrics() });

// The bundled platform (docs/decisions/138): its API groups on a loopback port, the catalogue's
// PLATFORM_ORIGIN unless one is configured; media and the WeChat emulator's pages on this port.
let platform: BundledPlatform | undefined;
if (env.bundledPlatform) {
  const { startBundledPlatform } = await import('./http/bundledPlatform.ts');
  const settings = { port: env.port, dataDir: env.platformDataDir, publicOrigin: env.platformPublicOrigin, internalPort: env.platformInternalPort, bodyBudgetBytes: env.bodyBudgetBytes };
  platform = await startBundledPlatform(settings, (req, res) => track(req, res)).catch((error: NodeJS.ErrnoException) => {
    console.error(`cannot start the bundled platform on 127.0.0.1:${env.platformInternalPort}: ${error.code ?? error.message}`);
    process.exit(1);
  });
}

const homeUrl = routeUrl('home');
/** The bundled platform's live socket (getConfig's socketServer.url is `{origin}/live-socket`). */
const LIVE_SOCKET_PATH = '/live-socket/';
const actionsPrefix = `${BASE_PATH}/_actions/`;
// Media and the live socket answer to the site's hosts and to loopback, where media URLs point by default.
const platformHosts = { ...policy, allowedHosts: new Set([...policy.allowedHosts, ...loopbackHosts(env.port)]) };
// On by default; MICRO_CACHE=off measures (or debugs) rendering without it.
const renderGate = createRenderGate(env.render);
setRenderGateSource(renderGate);
// What request bodies may hold in memory at once (the bundled platform keeps a budget of its own).
const siteBodies = createBodyBudget(env.bodyBudgetBytes);
const vitals = createVitalsBeacon({ policy, nativeAppMarker: env.nativeAppMarker, bodies: siteBodies });
const microCache = env.microCache ? createMicroCache({ ttlMs: env.microCacheTtlMs, maxEntries: 1000, nativeAppMarker: env.nativeAppMarker }) : null;

const BUSY: Refusal = { status: 503, headers: BODY_BUSY_HEADERS };

function refuse(res: http.ServerResponse, target: RequestTarget, refusal: Refusal, endAfter?: Promise<void>): void {
  if (target === 'action') sendJsonError(res, refusal.status, refusal.headers, endAfter);
  else sendErrorPage(res, refusal.status, homeUrl, refusal.headers, endAfter);
}

async function handle(req: http.IncomingMessage, res: http.ServerResponse, record: RequestRecord): Promise<void> {
  const url = req.url ?? '/';
  if (policy.hsts) res.setHeader('strict-transport-security', policy.hsts);
  const platformPrefix = platformPrefixOf(url);
  if (platformPrefix && !requestHostAllowed(req.headers, platformHosts)) return sendJsonError(res, 400);
  if (platform?.servePublic(req, res, platformHosts)) return void (record.route = 'platform');
  // The API groups are not on this port (docs/decisions/138): not found, as JSON, like the platform's own answer.
  if (platformPrefix) return sendJsonError(res, 404);
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const search = queryAt === -1 ? '' : url.slice(queryAt);
  // Readers' Web Vitals beacons (docs/decisions/146): the same POST checks, then their own bounds.
  if (path === VITALS_PATH) {
    record.route = 'vitals';
    return vitals(req, res);
  }
  const target = targetOf(path, actionsPrefix);
  const refusal = checkRequest(req, target, search, policy);
  // A refused request's body is read off the wire (and dropped) before the socket may close.
  if (refusal) return refuse(res, target, refusal, hasRequestBody(req) ? discardRest(req) : undefined);
  pinRequestOrigin(req, policy);

  // Offline reading (docs/decisions/152): no worker inside the host app or WeChat.
  if (isOfflineWorkerPath(path, BASE_PATH) && refuseOfflineWorker(req, res, env.nativeAppMarker)) return void (record.route = 'static');
  if (staticFiles.serve(req, res)) return void (record.route = 'static');
  if (path === '/robots.txt' || path === `${BASE_PATH}/robots.txt`) {
    res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' });
    res.end(robotsTxt(BASE_PATH, policy.origin));
    return;
  }

  const decision = normaliseRequestPath(url, BASE_PATH, homeUrl);
  if (decision.kind === 'redirect') {
    res.writeHead(302, { location: decision.location, 'cache-control': 'no-store' });
    res.end();
    return;
  }
  req.url = decision.url;
  if (req.method === 'POST') {
    // Read here, bounded, so neither Astro nor an Action ever buffers more than the limit. Refused at
    // once when too many bodies are in memory already (the body is dropped unread), and past the limit
    // (what was read is dropped; the rest is read off the wire without being kept).
    const body = await readBudgetedBody(req, res, siteBodies, bodyLimitOf(url, req.headers['content-type']));
    if (body === 'busy') return refuse(res, target, BUSY, discardRest(req));
    if (body === 'aborted') return void res.destroy();
    if (body === 'too-large') return refuse(res, target, { status: 413, headers: { connection: 'close' } }, discardRest(req));
    (req as http.IncomingMessage & { body?: Buffer }).body = body;
  }
  const cacheKey = microCache?.keyFor(req) ?? null;
  if (cacheKey) {
    const hit = microCache!.serve(cacheKey, res);
    noteMicroCache(record, hit);
    if (hit) return;
  }
  for (const [name, value] of securityHeaders(framedByCms(readRequestFlags(new URLSearchParams(search))))) res.setHeader(name, value);
  markLightAnswer(req, res);
  const admitted = await renderGate.run(() => render(req, res, cacheKey));
  // More waiting than the queue holds: say so at once rather than hold the request without bound.
  if (!admitted) {
    const headers = { 'retry-after': '5' };
    if (target === 'action') sendJsonError(res, 503, headers);
    else sendErrorPage(res, 503, homeUrl, headers);
  }
}

/** A rendered page as it is sent: its first screen's styles inline, its CSP cut to what it runs. */
function settlePage(res: http.ServerResponse, body: Buffer): Buffer {
  if (!String(res.getHeader('content-type') ?? '').startsWith('text/html')) return body;
  const placed = placeFirstScreenStyles(body.toString('utf8'), assetsPrefix, readSheet);
  const page = placed.inlineStyle === null ? body : Buffer.from(placed.html);
  trimPageCsp(res, page, placed.inlineStyle);
  return page;
}

/** Renders through Astro; done when the response is sent or the client has gone. */
function render(req: http.IncomingMessage, res: http.ServerResponse, cacheKey: string | null): Promise<void> {
  // A reader who left while the request waited for its turn gets nothing rendered.
  if (res.destroyed || req.socket.destroyed) return Promise.resolve();
  // The first screen's styles go inline (docs/decisions/145); a page's CSP lists only its own inline
  // scripts' and style's hashes (126). The micro-cache keeps what compressWhole finally sends: the
  // compressed bytes, with their length.
  compressWhole(req, res, { settle: (body) => settlePage(res, body), onSent: cacheKey ? (body) => microCache!.keep(cacheKey, res, body) : undefined });
  correctReasonPhrase(res);
  return new Promise<void>((resolve, reject) => {
    res.once('close', () => resolve());
    astroHandler(req, res, () => {
      res.writeHead(302, { location: homeUrl, 'cache-control': 'no-store' });
      res.end();
    })?.then(() => resolve(), reject);
  });
}

// Operations (docs/decisions/130): /healthz, /readyz and /metrics. The catalogue's settings are read after the bundled platform named its port.
const catalogue = catalogueConfigFromEnv();
const sessions = sessionStoreHealth();
setOpenSessionsSource(() => sessions.open());
const readiness = siteReadiness({ platformUrl: `${catalogue.urls.base}/getConfig?appID=${encodeURIComponent(catalogue.appID)}`, sessionStoreReady: env.redisUrl ? () => sessions.ready() : undefined });
const operations = createOperations({ readiness, metricsToken: env.metricsToken, trustProxy: policy.trustProxy });

const server = http.createServer((req, res) => {
  const record = track(req, res);
  if (operations(req, res)) return;
  // The last resort: whatever throws becomes the designed 500 page, and the process carries on.
  handle(req, res, record).catch((error: unknown) => {
    console.error(`unexpected error for ${req.method} ${loggedPath(record.route, req.url)} (request ${record.id}):`, error);
    sendErrorPage(res, 500, homeUrl);
  });
});

const drain = createDrain(server);

// CONNECT is no method of ours; without a listener Node would drop the socket without a word.
server.on('connect', (_req: http.IncomingMessage, socket: import('node:net').Socket) => {
  socket.end('HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD, POST\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
});
// WebSocket upgrades: only the bundled platform's live socket (`/live-socket/ws/{token}`) takes them;
// every other path, or a host this site does not answer to, is refused and the connection closed.
server.on('upgrade', (req: http.IncomingMessage, socket: Duplex, head: Buffer) => {
  socket.on('error', () => socket.destroy());
  try {
    if (!platform || !(req.url ?? '').startsWith(LIVE_SOCKET_PATH)) return refuseUpgrade(socket, 404);
    if (drain.draining) return refuseUpgrade(socket, 503);
    if (!req.headers.host || !requestHostAllowed(req.headers, platformHosts)) return refuseUpgrade(socket, 400);
    dropUntrustedForwarding(req, policy);
    platform.upgrade(req, socket, head);
  } catch (error) {
    console.error(`unexpected upgrade error for ${siteRouteLabel(req.url, PLATFORM_PREFIXES)}:`, error);
    refuseUpgrade(socket, 400);
  }
});
server.keepAliveTimeout = 65_000;
// A port already taken (or not ours to bind) is a failed start, not a process that idles on.
server.on('error', (error: NodeJS.ErrnoException) => {
  console.error(`cannot listen on ${env.host}:${env.port}: ${error.code ?? error.message}`);
  process.exit(1);
});
server.listen(env.port, env.host, () => {
  const ms = Math.round(performance.now() - startedAt);
  console.log(`touch news ready in ${ms} ms: http://localhost:${env.port}${homeUrl}${platform ? ' (bundled platform on)' : ''}`);
});

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: closing`);
  // Not ready at once; stop accepting, close idle connections and live sockets (1001), let requests
  // in flight finish for at most 10 s, then close the database (docs/decisions/130).
  readiness.drain();
  const drained = await drain.drain({ closeSockets: () => platform?.closeLive(), timeoutMs: 10_000 });
  const force = setTimeout(() => process.exit(1), 5_000);
  force.unref();
  await platform?.close(3_000);
  process.exit(drained ? 0 : 1);
}
// One request's bug must not take every reader down: log, and keep serving.
process.on('unhandledRejection', (reason) => console.error('unhandled rejection:', reason));
process.on('uncaughtException', (error) => console.error('uncaught exception:', error));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
