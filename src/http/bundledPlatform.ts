/**
 * The bundled platform inside the site's process (docs/decisions/138). Its API groups listen on a
 * loopback port of their own, where the site's catalogue, the admin CLI and the tests call them; the
 * site's public port carries only what a reader's browser must reach directly: the media files, the
 * WeChat emulator's pages and (as an upgrade, see src/server.ts) the live socket.
 */
import http from 'node:http';
import { createRequire } from 'node:module';
import type { Duplex } from 'node:stream';
import { getRequestListener } from '@hono/node-server';
import { createPlatform, PLATFORM_MAX_BODY_BYTES } from '../platform/createPlatform.ts';
import { isPublicPlatformPath } from '../platform/platformPrefixes.ts';
import { shareBundledPlatformOrigin, shareBundledPlatformSettings } from '../config/serverEnv.ts';
import { loopbackHosts, requestHostAllowed, type OriginPolicy } from '../config/siteOrigin.ts';
import { discardRest, dropUntrustedForwarding, endAfterBody, hasRequestBody } from './requestGuard.ts';
import { sendJsonError, sendPlatformBusy } from './errorPages.ts';
import { bytesToReserve, createBodyBudget, releaseWhenAnswered } from './bodyBudget.ts';
import { createDrain } from './drain.ts';

// compression is CommonJS; createRequire keeps this file runnable by Node's type stripping alone.
const require = createRequire(import.meta.url);
const compression = require('compression') as typeof import('compression');

/** The bundled platform's JSONP parameters (app_if `jsoncallback`, wx/signature `callback`). */
const JSONP_QUERY = /[?&](jsoncallback|callback)=/i;

/**
 * The path the platform's router sees for a request target: Hono's Node adapter appends it to
 * `scheme://host` and parses that as a WHATWG URL. '' for anything else (absolute-form targets
 * included), which is then never the platform's.
 */
export function routedPath(url: string): string {
  if (!url.startsWith('/')) return '';
  try {
    return new URL(`http://platform.invalid${url}`).pathname;
  } catch {
    return '';
  }
}

export interface BundledPlatformSettings {
  port: number;
  dataDir: string | undefined;
  /** What media URLs in the platform's answers start with; undefined: the site's own port on loopback. */
  publicOrigin: string | undefined;
  /** PLATFORM_INTERNAL_PORT: where the API groups listen (loopback only). */
  internalPort: number;
  bodyBudgetBytes: number;
}

export interface BundledPlatform {
  /** Where the site's catalogue reaches the API groups: http://127.0.0.1:{internal port}. */
  internalOrigin: string;
  /** Serves a public request if it is the platform's (media, WeChat emulator); false when it is not. */
  servePublic(req: http.IncomingMessage, res: http.ServerResponse, policy: OriginPolicy): boolean;
  upgrade(req: http.IncomingMessage, socket: Duplex, head: Buffer): void;
  closeLive(): void;
  /** Stops the internal listener (requests in flight finish, at most timeoutMs) and closes the database. */
  close(timeoutMs: number): Promise<void>;
}

/** Starts the platform and its loopback listener; the returned promise settles once that listener is bound (or the start failed). */
export async function startBundledPlatform(settings: BundledPlatformSettings, track: (req: http.IncomingMessage, res: http.ServerResponse) => unknown): Promise<BundledPlatform> {
  const created = await createPlatform({
    dataDir: settings.dataDir,
    // Answers are read through the internal port, but their media URLs must be ones a browser can load.
    publicOrigin: settings.publicOrigin ?? `http://127.0.0.1:${settings.port}`,
    seedApart: true,
  });
  // The catalogue encrypts votes with the key this platform decrypts them with, unless one is configured.
  shareBundledPlatformSettings(created.context.settings);
  const listener = getRequestListener(created.app.fetch);
  const live = created.liveSocket();
  // Platform answers are compressed here; pages are compressed whole by the site (compressWhole).
  const compress = compression({ threshold: 512, brotli: { params: { [require('node:zlib').constants.BROTLI_PARAM_QUALITY]: 5 } } });
  // What request bodies the platform may hold in memory at once, apart from the site's own.
  const bodies = createBodyBudget(settings.bodyBudgetBytes);

  /** Hands a request to the platform, its body counted against the platform's budget. */
  const pass = (req: http.IncomingMessage, res: http.ServerResponse): void => {
    if (hasRequestBody(req)) {
      // A chunked body may bring up to the largest cap the platform keeps.
      const release = bodies.reserve(bytesToReserve(req.headers['content-length'], PLATFORM_MAX_BODY_BYTES));
      if (!release) return sendPlatformBusy(res, discardRest(req));
      endAfterBody(req, res);
      releaseWhenAnswered(res, release);
    }
    compress(req as never, res as never, () => void listener(req, res));
  };

  // The internal listener: every group, for callers on this machine. The site names its reader in
  // X-Forwarded-For (each reader has their own rate-limit bucket); nothing else forwarded is kept.
  // Only its own loopback names are accepted as Host, so a page on another site cannot reach it by DNS rebinding.
  const internalPolicy: OriginPolicy = { origin: '', host: '', secure: false, allowedHosts: new Set<string>(), trustProxy: false, hsts: null, cmsOrigins: '' };
  const internal = http.createServer((req, res) => {
    track(req, res);
    if (!requestHostAllowed(req.headers, internalPolicy)) return sendJsonError(res, 400);
    dropUntrustedForwarding(req, internalPolicy, ['x-forwarded-for']);
    pass(req, res);
  });
  internal.keepAliveTimeout = 65_000;
  const drain = createDrain(internal);
  await new Promise<void>((resolve, reject) => {
    internal.once('error', reject);
    internal.listen(settings.internalPort, '127.0.0.1', () => {
      internal.off('error', reject);
      resolve();
    });
  });
  const address = internal.address();
  const port = typeof address === 'object' && address ? address.port : settings.internalPort;
  const internalOrigin = `http://127.0.0.1:${port}`;
  for (const host of loopbackHosts(port)) (internalPolicy.allowedHosts as Set<string>).add(host);
  // The catalogue calls the platform here, unless PLATFORM_ORIGIN names another (src/catalogue/catalogueConfig.ts).
  shareBundledPlatformOrigin(internalOrigin);

  return {
    internalOrigin,
    servePublic(req, res, policy) {
      const url = req.url ?? '/';
      // The prefix is checked on the path as the platform will route it: the URL parser resolves
      // `..`, `%2e%2e` and `\`, so `/platform-media/../app_if/…` must not pass as media.
      if (!isPublicPlatformPath(routedPath(url), req.method)) return false;
      if (!requestHostAllowed(req.headers, policy)) {
        sendJsonError(res, 400);
        return true;
      }
      // No JSONP on the site's own origin: a script answer here would let any injected <script src> run under `script-src 'self'`.
      if (JSONP_QUERY.test(url)) {
        sendJsonError(res, 404);
        return true;
      }
      dropUntrustedForwarding(req, policy);
      pass(req, res);
      return true;
    },
    upgrade: (req, socket, head) => live.handleUpgrade(req, socket, head),
    closeLive: () => created.context.live.close(),
    async close(timeoutMs) {
      await drain.drain({ timeoutMs });
      await created.close();
    },
  };
}
