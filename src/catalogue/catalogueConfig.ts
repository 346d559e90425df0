import { ANALYTICS_TIMEOUT_MS, LONG_REQUEST_TIMEOUT_MS, REQUEST_TIMEOUT_MS, TOKEN_REFRESH_POLL_MS } from '../lib/constants.ts';

/** Anonymous pages share public reading answers this long by default (docs/decisions/113). */
const SHARED_READS_MS = 2_000;
/**
 * Everything the catalogue needs to reach a platform, as one explicit object, so a test can build
 * its own configuration and point the catalogue at a local server. Only `catalogueConfigFromEnv`
 * reads the environment.
 *
 * Environment variables (all optional; secrets are marked *secret* and never leave the server):
 *   PORT                      port of this site; the default platform origin uses it (4321)
 *   PLATFORM_ORIGIN           origin of the platform, default http://127.0.0.1:${PORT}
 *   PLATFORM_BASE_URL         app interface base, default ${PLATFORM_ORIGIN}/app_if
 *   PLATFORM_NIS_URL          vote / auth service, default ${PLATFORM_ORIGIN}/nis
 *   PLATFORM_SSO_URL          single sign-on, default ${PLATFORM_ORIGIN}/sso-app
 *   PLATFORM_ADV_URL          advertising, default ${PLATFORM_ORIGIN}/adv
 *   PLATFORM_MVOD_URL         short video, default ${PLATFORM_ORIGIN}/mvod
 *   PLATFORM_UPLOAD_URL       media upload, default ${PLATFORM_ORIGIN}/upload
 *   PLATFORM_ANALYTICS_URL    data collection host, default ${PLATFORM_ORIGIN}/analytics
 *   PLATFORM_BIGDATA_URL      big-data click host, default ${PLATFORM_ORIGIN}/bigdata
 *   PLATFORM_AUTH_GROUP       where authinfo/auth live: 'base' (app_if: recorded and bundled platform, default) or 'nis' (SPEC §7)
 *   PLATFORM_SITE_ID          siteId / siteID / siteid, default 1
 *   PLATFORM_APP_ID           appID, default 1
 *   PLATFORM_DEVICE           device parameter, default 'h5'
 *   PLATFORM_CUR_VERSIONS     curVersions, default 1 (turns on the envelope); 3 turns on signing and SM2
 *   PLATFORM_API_VERSION      apiVersion, default 1
 *   PLATFORM_SIGN_KEY         *secret* key for payload signing (curVersions >= 3)
 *   PLATFORM_SIGN_ALGORITHM   'hmac-sha256' (default) or 'md5' (see docs/decisions/020)
 *   PLATFORM_AUTH             '1' sends authtoken/time/sign headers and allows the authinfo handshake
 *   PLATFORM_APP_KEY          *secret* plain appKey; with PLATFORM_APP_SECRET skips authinfo
 *   PLATFORM_APP_SECRET       *secret* plain appSecret
 *   PLATFORM_SM2_PUBLIC_KEY   SM2 public key (hex, 04…) for user ids and SSO oid/unionid
 *   PLATFORM_SM4_KEY          *secret* SM4 key (32 hex chars) for vote payloads
 *   PLATFORM_SSO_VERSION      SSO `version` header, default 1.0.0
 *   PLATFORM_SSO_TOKEN        *secret* SSO `token` header when no app auth token is held
 *   PLATFORM_SSO_SECRET       *secret* key of the SSO program-sign; the bundled platform requires it (its own, shared by the server)
 *   ANALYTICS_TENANT_CODE     Tenant-Code header of sendRecord; nothing is sent without it
 *   ANALYTICS_APP_KEY         *secret* appKey header of sendRecord; nothing is sent without it
 *   PLATFORM_TIMEOUT_MS       default per-request time-out, 5000
 *   PLATFORM_LONG_TIMEOUT_MS  time-out of the calls that allow long requests (uploads), 50000
 *   ANALYTICS_TIMEOUT_MS      analytics time-out, 180000
 *   SITE_CONFIG_TTL_MS        in-process cache of getConfig, 60000
 *   SHARED_READS_MS           how long anonymous pages share public reading answers, 2000; 0 turns it off
 */

export type ServiceGroup = 'base' | 'nis' | 'sso' | 'adv' | 'mvod' | 'upload' | 'analytics' | 'bigData';

/** Path prefix of each service group on the bundled platform (it mounts them on the site's own port). */
export const SERVICE_GROUP_PREFIXES: Readonly<Record<ServiceGroup, string>> = {
  base: '/app_if',
  nis: '/nis',
  sso: '/sso-app',
  adv: '/adv',
  mvod: '/mvod',
  upload: '/upload',
  analytics: '/analytics',
  bigData: '/bigdata',
};

const GROUP_ENV: Readonly<Record<ServiceGroup, string>> = {
  base: 'PLATFORM_BASE_URL',
  nis: 'PLATFORM_NIS_URL',
  sso: 'PLATFORM_SSO_URL',
  adv: 'PLATFORM_ADV_URL',
  mvod: 'PLATFORM_MVOD_URL',
  upload: 'PLATFORM_UPLOAD_URL',
  analytics: 'PLATFORM_ANALYTICS_URL',
  bigData: 'PLATFORM_BIGDATA_URL',
};

export type SignAlgorithm = 'hmac-sha256' | 'md5';

export interface CatalogueConfig {
  /** Base address per service group, without a trailing slash. */
  urls: Record<ServiceGroup, string>;
  /** The group that answers authinfo and auth: the recorded and the bundled platform use app_if, SPEC §7 lists nis. */
  authGroup: 'nis' | 'base';
  siteId: string;
  appID: string;
  device: string;
  curVersions: number;
  apiVersion: string;
  signing: { key: string | null; algorithm: SignAlgorithm };
  auth: { enabled: boolean; appKey: string | null; appSecret: string | null };
  sm2PublicKey: string | null;
  sm4Key: string | null;
  /** signKey: PLATFORM_SSO_SECRET, the key of the SSO program-sign (docs/decisions/139); null signs as PLATFORM.md §4.3. */
  sso: { version: string; token: string | null; signKey: string | null };
  analytics: { tenantCode: string | null; appKey: string | null };
  timeouts: { defaultMs: number; longMs: number; analyticsMs: number };
  siteConfigTtlMs: number;
  /** How long anonymous pages share public reading answers (sharedReads.ts); absent or 0: never. */
  sharedReadsMs?: number;
  /** How often a request waiting for a token refresh looks again (SPEC §9: every 1 s). */
  tokenRefreshPollMs: number;
}

type Env = Record<string, string | undefined>;

function text(env: Env, name: string): string | null {
  const value = env[name]?.trim();
  return value ? value : null;
}

function positiveInt(env: Env, name: string, fallback: number): number {
  const value = Number(text(env, name));
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : fallback;
}

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/** Base addresses for every group under one origin, e.g. a test server. */
export function groupUrlsFor(origin: string): Record<ServiceGroup, string> {
  const base = withoutTrailingSlash(origin);
  const urls = {} as Record<ServiceGroup, string>;
  for (const group of Object.keys(SERVICE_GROUP_PREFIXES) as ServiceGroup[]) {
    urls[group] = base + SERVICE_GROUP_PREFIXES[group];
  }
  return urls;
}

export function catalogueConfigFromEnv(env: Env = process.env): CatalogueConfig {
  const origin = text(env, 'PLATFORM_ORIGIN') ?? `http://127.0.0.1:${text(env, 'PORT') ?? '4321'}`;
  const urls = groupUrlsFor(origin);
  for (const group of Object.keys(GROUP_ENV) as ServiceGroup[]) {
    const override = text(env, GROUP_ENV[group]);
    if (override) urls[group] = withoutTrailingSlash(override);
  }
  const algorithm = text(env, 'PLATFORM_SIGN_ALGORITHM') === 'md5' ? 'md5' : 'hmac-sha256';
  return {
    urls,
    authGroup: text(env, 'PLATFORM_AUTH_GROUP') === 'nis' ? 'nis' : 'base',
    siteId: text(env, 'PLATFORM_SITE_ID') ?? '1',
    appID: text(env, 'PLATFORM_APP_ID') ?? '1',
    device: text(env, 'PLATFORM_DEVICE') ?? 'h5',
    curVersions: positiveInt(env, 'PLATFORM_CUR_VERSIONS', 1),
    apiVersion: text(env, 'PLATFORM_API_VERSION') ?? '1',
    signing: { key: text(env, 'PLATFORM_SIGN_KEY'), algorithm },
    auth: {
      enabled: text(env, 'PLATFORM_AUTH') === '1' || text(env, 'PLATFORM_AUTH') === 'true',
      appKey: text(env, 'PLATFORM_APP_KEY'),
      appSecret: text(env, 'PLATFORM_APP_SECRET'),
    },
    sm2PublicKey: text(env, 'PLATFORM_SM2_PUBLIC_KEY'),
    sm4Key: text(env, 'PLATFORM_SM4_KEY'),
    sso: { version: text(env, 'PLATFORM_SSO_VERSION') ?? '1.0.0', token: text(env, 'PLATFORM_SSO_TOKEN'), signKey: text(env, 'PLATFORM_SSO_SECRET') },
    analytics: { tenantCode: text(env, 'ANALYTICS_TENANT_CODE'), appKey: text(env, 'ANALYTICS_APP_KEY') },
    timeouts: {
      defaultMs: positiveInt(env, 'PLATFORM_TIMEOUT_MS', REQUEST_TIMEOUT_MS),
      longMs: positiveInt(env, 'PLATFORM_LONG_TIMEOUT_MS', LONG_REQUEST_TIMEOUT_MS),
      analyticsMs: positiveInt(env, 'ANALYTICS_TIMEOUT_MS', ANALYTICS_TIMEOUT_MS),
    },
    siteConfigTtlMs: positiveInt(env, 'SITE_CONFIG_TTL_MS', 60_000),
    sharedReadsMs: text(env, 'SHARED_READS_MS') === '0' ? 0 : positiveInt(env, 'SHARED_READS_MS', SHARED_READS_MS),
    tokenRefreshPollMs: TOKEN_REFRESH_POLL_MS,
  };
}
