import path from 'node:path';
import { DEFAULT_NATIVE_APP_MARKER } from '../lib/clientEnv.ts';
import { rumSampleFrom } from '../lib/webVitalsRules.ts';
import { originPolicyFromEnv, type OriginPolicy } from './siteOrigin.ts';

/**
 * Every setting the site itself reads from its environment, read once (README "Configuration").
 * The platform's addresses and secrets are the catalogue's (src/catalogue/catalogueConfig.ts), and
 * the bundled platform reads its own; nothing else in src/ touches process.env.
 */
export interface ServerEnv {
  port: number;
  host: string;
  bundledPlatform: boolean;
  microCache: boolean;
  microCacheTtlMs: number;
  /** The token in the host app's user agent; the server and the browser use the same one. */
  nativeAppMarker: string;
  /** Overrides the site config's download address. */
  downloadUrl: string | null;
  platformDataDir: string | undefined;
  /** What media URLs in the bundled platform's answers start with. */
  platformPublicOrigin: string | undefined;
  /** PLATFORM_INTERNAL_PORT: the loopback port of the bundled platform's API groups (default PORT + 1; 0 picks a free one). */
  platformInternalPort: number;
  origin: OriginPolicy;
  /** How many reader sessions the disk store keeps at most (those nearest their end go first). */
  readerSessionLimit: number;
  /** REDIS_URL: reader sessions in Redis, shared by every site process (docs/decisions/129). */
  redisUrl: string | null;
  /** Where reader sessions live without Redis: a folder only the server's user may read. */
  sessionDir: string;
  /** Where a reader inside WeChat is sent to authorise (SPEC §4, PLATFORM.md §6.1): WeChat's page, or the bundled emulator's. */
  wechatAuthorizeUrl: string;
  /** How many pages render at once, and how many more may wait (src/http/renderGate.ts). */
  render: { concurrency: number; maxWaiting: number };
  /** How many bytes of request bodies the process holds at once, the site's and the bundled platform's each (src/http/bodyBudget.ts). */
  bodyBudgetBytes: number;
  /** IE_NOTICE=on: Internet Explorer 9+ readers are told to use Chrome (SPEC §8). */
  ieNotice: boolean;
  /** LOG_LEVEL: the request log's level (pino's names; default info). */
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** METRICS_TOKEN: a secret bearer token that may read /metrics from anywhere; never logged. */
  metricsToken: string | null;
  /** RUM_SAMPLE: the share of page views that report their Web Vitals, 0 to 1 (docs/decisions/146). */
  rumSample: number;
  /** The share posters (docs/decisions/154): their folder, its cap in bytes, and how many are drawn at once. */
  poster: { dir: string; maxBytes: number; maxDrawing: number };
}

const WECHAT_AUTHORIZE_URL = 'https://open.weixin.qq.com/connect/oauth2/authorize';

/**
 * The bundled platform answers `/wx-open` on the site's own origin unless it was told to use the
 * real WeChat (PLATFORM_WX_OAUTH=wechat, then its emulator refuses): by default the reader goes
 * wherever codes can actually be exchanged. The address reaches every WeChat reader's browser, so a
 * malformed one stops the server at start rather than sending readers nowhere.
 */
function wechatAuthorizeUrlFrom(env: Record<string, string | undefined>, bundledPlatform: boolean, origin: string): string {
  const configured = env.WECHAT_AUTHORIZE_URL?.trim();
  if (!configured) return bundledPlatform && env.PLATFORM_WX_OAUTH !== 'wechat' ? `${origin}/wx-open/connect/oauth2/authorize` : WECHAT_AUTHORIZE_URL;
  let url: URL;
  try {
    url = new URL(configured);
  } catch {
    throw new Error(`WECHAT_AUTHORIZE_URL is not a URL: ${configured}`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash) throw new Error(`WECHAT_AUTHORIZE_URL must be an http(s) address without query or fragment: ${configured}`);
  return url.href;
}

/** A redis:// or rediss:// address; anything else stops the server at start rather than lose sessions quietly. */
function redisUrlFrom(value: string | undefined): string | null {
  const configured = value?.trim();
  if (!configured) return null;
  let url: URL;
  try {
    url = new URL(configured);
  } catch {
    throw new Error('REDIS_URL is not a URL');
  }
  if (url.protocol !== 'redis:' && url.protocol !== 'rediss:') throw new Error('REDIS_URL must start with redis:// or rediss://');
  return url.href;
}

/** A whole number above 0, or the fallback. */
function positive(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** One of pino's level names, else info. */
export function logLevelFrom(value: string | undefined): ServerEnv['logLevel'] {
  const level = value?.trim().toLowerCase();
  return LOG_LEVELS.find((name) => name === level) ?? 'info';
}

export function readServerEnv(env: Record<string, string | undefined>): ServerEnv {
  const ttl = Number(env.MICRO_CACHE_TTL_MS ?? 2000);
  const origin = originPolicyFromEnv(env);
  const sessions = Number(env.READER_SESSION_LIMIT ?? 20_000);
  const bundledPlatform = env.BUNDLED_PLATFORM !== 'off';
  return {
    port: Number(env.PORT ?? 4321),
    host: env.HOST ?? '0.0.0.0',
    bundledPlatform,
    microCache: env.MICRO_CACHE !== 'off',
    microCacheTtlMs: Number.isFinite(ttl) && ttl > 0 ? ttl : 2000,
    nativeAppMarker: env.NATIVE_APP_MARKER?.trim() || DEFAULT_NATIVE_APP_MARKER,
    downloadUrl: env.DOWNLOAD_URL?.trim() || null,
    platformDataDir: env.PLATFORM_DATA_DIR,
    platformPublicOrigin: env.PLATFORM_PUBLIC_ORIGIN ?? (env.SITE_ORIGIN ? origin.origin : undefined),
    platformInternalPort: portSetting(env.PLATFORM_INTERNAL_PORT, Number(env.PORT ?? 4321) + 1),
    origin,
    readerSessionLimit: Number.isInteger(sessions) && sessions > 0 ? sessions : 20_000,
    redisUrl: redisUrlFrom(env.REDIS_URL),
    // Beside the platform's data, as its media folder is: one folder per install, and per test server.
    sessionDir: env.SESSION_DIR?.trim() || path.join(path.dirname(env.PLATFORM_DATA_DIR?.trim() || 'data/pglite'), 'sessions'),
    wechatAuthorizeUrl: wechatAuthorizeUrlFrom(env, bundledPlatform, origin.origin),
    ieNotice: env.IE_NOTICE === 'on',
    render: { concurrency: positive(env.RENDER_CONCURRENCY, 8), maxWaiting: positive(env.RENDER_QUEUE, 2_000) },
    // Two comments with nine 5 MB photos each fit; a third waits for one of them (docs/decisions/122).
    bodyBudgetBytes: positive(env.BODY_BUDGET_MB, 96) * 1024 * 1024,
    logLevel: logLevelFrom(env.LOG_LEVEL),
    metricsToken: env.METRICS_TOKEN?.trim() || null,
    rumSample: rumSampleFrom(env.RUM_SAMPLE),
    poster: {
      dir: env.POSTER_DIR?.trim() || path.join(path.dirname(env.PLATFORM_DATA_DIR?.trim() || 'data/pglite'), 'posters'),
      maxBytes: positive(env.POSTER_CACHE_MB, 256) * 1024 * 1024,
      maxDrawing: positive(env.POSTER_DRAWING, 2),
    },
  };
}

/** A TCP port (0 included: the system picks one), else the fallback. */
function portSetting(raw: string | undefined, fallback: number): number {
  const value = Number(raw?.trim() || NaN);
  return Number.isInteger(value) && value >= 0 && value <= 65_535 ? value : fallback;
}

let current: ServerEnv | null = null;

/** This process's settings. */
export function serverEnv(): ServerEnv {
  current ??= readServerEnv(process.env);
  return current;
}

/**
 * The built site is production code: React and the libraries it renders with choose their
 * production builds from NODE_ENV when first imported, so this runs before the Astro handler is
 * (their development builds cost CPU on every page: docs/decisions/114). An explicit NODE_ENV wins.
 */
export function preferProductionBuilds(): void {
  process.env.NODE_ENV ??= 'production';
}

/** What the bundled platform shares with the site's catalogue (its generated secrets, docs/decisions/139). */
export interface SharedPlatformSettings {
  sm4Key: string;
  appKey: string;
  appSecret: string;
  ssoSecret: string;
}

/**
 * The catalogue's settings the bundled platform supplies when the site runs it and none is
 * configured (docs/decisions/101, 139): the SM4 key of vote payloads, the app key and secret of the
 * handshake, and the key of the SSO program-sign, which an install generates for itself. The
 * catalogue reads its settings from the environment on first use and never imports platform code,
 * so the server hands them over here, once, before the first request. A value set for the site
 * always wins (the app key and secret as a pair); a site without the bundled platform gets nothing.
 */
export function bundledPlatformCatalogueEnv(env: Record<string, string | undefined>, platform: SharedPlatformSettings): Record<string, string> {
  if (env.BUNDLED_PLATFORM === 'off') return {};
  const unset = (name: string) => !env[name]?.trim();
  const shared: Record<string, string> = {};
  if (unset('PLATFORM_SM4_KEY')) shared.PLATFORM_SM4_KEY = platform.sm4Key;
  if (unset('PLATFORM_SSO_SECRET')) shared.PLATFORM_SSO_SECRET = platform.ssoSecret;
  if (unset('PLATFORM_APP_KEY') && unset('PLATFORM_APP_SECRET')) Object.assign(shared, { PLATFORM_APP_KEY: platform.appKey, PLATFORM_APP_SECRET: platform.appSecret });
  return shared;
}

/** Applies bundledPlatformCatalogueEnv to this process's environment (src/server.ts, after the platform starts). */
export function shareBundledPlatformSettings(platform: SharedPlatformSettings): void {
  Object.assign(process.env, bundledPlatformCatalogueEnv(process.env, platform));
}

/** The catalogue reaches the bundled platform's API groups on their loopback port, unless PLATFORM_ORIGIN names another (docs/decisions/138). */
export function shareBundledPlatformOrigin(internalOrigin: string): void {
  if (!process.env.PLATFORM_ORIGIN?.trim()) process.env.PLATFORM_ORIGIN = internalOrigin;
}
