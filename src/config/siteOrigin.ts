/**
 * The public origin is configuration, never the request's Host header (DESIGN §4): a Host is
 * chosen by whoever sends the request, and whatever it puts into canonical URLs, share links or
 * the sitemap would be served to every later reader from the micro-cache.
 *
 * - `SITE_ORIGIN`: the origin readers use (`https://news.example.com`); local runs default to
 *   `http://localhost:$PORT`, and then also answer on 127.0.0.1 and [::1] at that port.
 * - `ALLOWED_HOSTS`: further host[:port] values the site answers to (comma-separated).
 * - `TRUST_PROXY=1`: behind a reverse proxy, check X-Forwarded-Host instead of Host. Without it,
 *   X-Forwarded-* headers are dropped before anything reads them.
 * - `HSTS`: the Strict-Transport-Security value for an https origin (`off` sends none).
 * - `CMS_ORIGINS`: origins (space or comma separated) allowed to frame CMS and preview pages.
 */
export interface OriginPolicy {
  /** `https://news.example.com` (no trailing slash). */
  origin: string;
  /** host[:port] of the origin, as it goes into the Host header Astro sees. */
  host: string;
  secure: boolean;
  allowedHosts: ReadonlySet<string>;
  trustProxy: boolean;
  /** The HSTS header value, or null. */
  hsts: string | null;
  /** Space-separated origins for `frame-ancestors` under the CMS and preview flags; only well-formed ones. */
  cmsOrigins: string;
}

const DEFAULT_HSTS = 'max-age=15552000; includeSubDomains';
/** host or IPv4 or [IPv6], with an optional port: nothing that can smuggle a path, user info or a line break. */
const HOST_SHAPE = /^(?:[a-z0-9](?:[a-z0-9-]{0,62})(?:\.[a-z0-9](?:[a-z0-9-]{0,62}))*|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?$/;

/** Lower-cases a host and drops the port that the scheme implies, so `a.com:443` and `a.com` are one host. */
export function normaliseHost(raw: string, secure: boolean): string | null {
  const host = raw.trim().toLowerCase();
  if (host.length > 255 || !HOST_SHAPE.test(host)) return null;
  const defaultPort = secure ? ':443' : ':80';
  return host.endsWith(defaultPort) ? host.slice(0, -defaultPort.length) : host;
}

/** The names this machine answers to itself at `port`. */
export function loopbackHosts(port: string | number): string[] {
  return ['localhost', '127.0.0.1', '[::1]'].map((host) => `${host}:${port}`);
}

export function originPolicyFromEnv(env: Record<string, string | undefined>): OriginPolicy {
  const port = env.PORT || '4321';
  const configured = env.SITE_ORIGIN?.trim();
  let url: URL;
  try {
    url = new URL(configured || `http://localhost:${port}`);
  } catch {
    throw new Error(`SITE_ORIGIN is not a URL: ${configured}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`SITE_ORIGIN must be http or https: ${configured}`);
  const secure = url.protocol === 'https:';
  const host = normaliseHost(url.host, secure)!;
  const extra = (env.ALLOWED_HOSTS ?? '').split(',').filter((value) => value.trim());
  const local = configured ? [] : loopbackHosts(port);
  const allowedHosts = new Set([host, ...[...extra, ...local].map((value) => normaliseHost(value, secure)).filter((value): value is string => Boolean(value))]);
  const hstsSetting = env.HSTS?.trim();
  return {
    origin: `${url.protocol}//${host}`,
    host,
    secure,
    allowedHosts,
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    hsts: !secure || hstsSetting === 'off' ? null : hstsSetting || DEFAULT_HSTS,
    cmsOrigins: (env.CMS_ORIGINS ?? '')
      .split(/[\s,]+/)
      .filter((value) => /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i.test(value))
      .join(' '),
  };
}

function first(value: string | string[] | undefined): string | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  return text?.split(',')[0]?.trim();
}

/**
 * True when the request names a host this site answers to. A request without any Host (HTTP/1.0)
 * is answered as the public origin.
 */
export function requestHostAllowed(headers: { host?: string; 'x-forwarded-host'?: string | string[] }, policy: OriginPolicy): boolean {
  const forwarded = policy.trustProxy ? first(headers['x-forwarded-host']) : undefined;
  const named = forwarded ?? headers.host;
  if (named === undefined) return true;
  const host = normaliseHost(named, policy.secure);
  return host !== null && policy.allowedHosts.has(host);
}

/** True when a browser's Origin header names this site (any of its allowed hosts, on its scheme). */
export function sameSiteOrigin(originHeader: string, policy: OriginPolicy): boolean {
  let url: URL;
  try {
    url = new URL(originHeader);
  } catch {
    return false;
  }
  if (url.protocol !== (policy.secure ? 'https:' : 'http:')) return false;
  const host = normaliseHost(url.host, policy.secure);
  return host !== null && policy.allowedHosts.has(host);
}
