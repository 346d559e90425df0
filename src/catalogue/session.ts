import { TOKEN_TTL_MS } from '../lib/constants.ts';
import { parseCookieHeader } from '../lib/tolerantInput.ts';
import type { Result } from './result.ts';
import type { SiteConfig } from './siteConfig.ts';

/**
 * The reader's platform tokens (SPEC §3 "Tokens"), held by the server in httpOnly cookies
 * (DESIGN §4) for 2 hours (SPEC §9). Pure functions over a cookie jar shaped like Astro's
 * `cookies`, so they are tested without Astro.
 */

/** Cookie names. The device id is not a secret: the browser creates it (SPEC §3 virtualDeviceId). */
export const SESSION_COOKIES = {
  securityToken: 'securityToken',
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  isWXLogin: 'isWXLogin',
  WXUnionId: 'WXUnionId',
  appInfo: 'appInfo',
  deviceId: 'virtualDeviceId',
} as const;

/** The host app's login handed over to the page (device, token, user id). */
export interface AppInfo {
  device: string;
  token: string;
  userid: string;
}

export interface SessionTokens {
  securityToken: string | null;
  accessToken: string | null;
  refreshToken: string | null;
  isWXLogin: boolean;
  WXUnionId: string | null;
  appInfo: AppInfo | null;
  deviceId: string | null;
}

export const EMPTY_SESSION: SessionTokens = Object.freeze({
  securityToken: null,
  accessToken: null,
  refreshToken: null,
  isWXLogin: false,
  WXUnionId: null,
  appInfo: null,
  deviceId: null,
});

export interface CookieOptions {
  path?: string;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: 'lax' | 'strict' | 'none';
  maxAge?: number;
  expires?: Date;
}

/** Astro's AstroCookies fits this shape. */
export interface CookieJar {
  get(name: string): { value: string } | undefined;
  set(name: string, value: string, options?: CookieOptions): void;
  delete(name: string, options?: CookieOptions): void;
}

/** The live session of one request: read once, updated through the jar. */
export interface SessionHandle {
  readonly tokens: SessionTokens;
  update(patch: Partial<SessionTokens>): void;
  clear(keys?: ReadonlyArray<keyof SessionTokens>): void;
}

/** The logged-in member's user id, or null for an anonymous reader (SPEC §6: liking and favourites need login). */
export function memberIdOf(tokens: SessionTokens): string | null {
  return tokens.accessToken && tokens.appInfo?.userid ? tokens.appInfo.userid : null;
}

export function parseAppInfo(raw: string | null | undefined): AppInfo | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object') return null;
    const device = Reflect.get(value, 'device');
    const token = Reflect.get(value, 'token');
    const userid = Reflect.get(value, 'userid');
    const text = (x: unknown) => (typeof x === 'string' ? x : typeof x === 'number' ? String(x) : '');
    return { device: text(device), token: text(token), userid: text(userid) };
  } catch {
    return null;
  }
}

function nonEmpty(value: string | undefined | null): string | null {
  return value ? value : null;
}

export function readSession(jar: Pick<CookieJar, 'get'>): SessionTokens {
  const get = (name: string) => nonEmpty(jar.get(name)?.value);
  return {
    securityToken: get(SESSION_COOKIES.securityToken),
    accessToken: get(SESSION_COOKIES.accessToken),
    refreshToken: get(SESSION_COOKIES.refreshToken),
    isWXLogin: get(SESSION_COOKIES.isWXLogin) === '1' || get(SESSION_COOKIES.isWXLogin) === 'true',
    WXUnionId: get(SESSION_COOKIES.WXUnionId),
    appInfo: parseAppInfo(get(SESSION_COOKIES.appInfo)),
    deviceId: get(SESSION_COOKIES.deviceId),
  };
}

/** Parses a raw `Cookie:` header into a read-only jar (for code outside Astro); undecodable values are absent. */
export function cookieJarFromHeader(header: string | null | undefined): Pick<CookieJar, 'get'> {
  const values = parseCookieHeader(header);
  return { get: (name) => (values.has(name) ? { value: values.get(name) ?? '' } : undefined) };
}

export function readSessionFromCookieHeader(header: string | null | undefined): SessionTokens {
  return readSession(cookieJarFromHeader(header));
}

/** Cookie options for tokens: httpOnly, the whole site, 2 hours. */
export function tokenCookieOptions(secure: boolean): CookieOptions {
  return { path: '/', httpOnly: true, secure, sameSite: 'lax', maxAge: TOKEN_TTL_MS / 1000 };
}

function serialise(key: keyof SessionTokens, tokens: SessionTokens): string | null {
  const value = tokens[key];
  if (key === 'isWXLogin') return value ? '1' : null;
  if (key === 'appInfo') return value ? JSON.stringify(value) : null;
  return typeof value === 'string' && value ? value : null;
}

/**
 * A handle over a cookie jar. Writes go to the jar at once, so a token refreshed while rendering
 * reaches the browser with the same response. `secure` should be true behind https.
 */
export function createSession(jar: CookieJar, options: { secure?: boolean } = {}): SessionHandle {
  let tokens = readSession(jar);
  const cookieOptions = tokenCookieOptions(options.secure ?? false);
  const write = (keys: ReadonlyArray<keyof SessionTokens>) => {
    for (const key of keys) {
      const value = serialise(key, tokens);
      if (key === 'deviceId') continue; // the browser owns its device id
      if (value === null) jar.delete(SESSION_COOKIES[key], { path: '/' });
      else jar.set(SESSION_COOKIES[key], value, cookieOptions);
    }
  };
  return {
    get tokens() {
      return tokens;
    },
    update(patch) {
      tokens = { ...tokens, ...patch };
      write(Object.keys(patch) as Array<keyof SessionTokens>);
    },
    clear(keys = ['securityToken', 'accessToken', 'refreshToken', 'isWXLogin', 'WXUnionId', 'appInfo']) {
      const patch: Partial<SessionTokens> = {};
      for (const key of keys) Object.assign(patch, { [key]: EMPTY_SESSION[key] });
      tokens = { ...tokens, ...patch };
      write(keys);
    },
  };
}

/** A session that lives only in memory (tests, background jobs). */
export function memorySession(initial: Partial<SessionTokens> = {}): SessionHandle {
  let tokens: SessionTokens = { ...EMPTY_SESSION, ...initial };
  return {
    get tokens() {
      return tokens;
    },
    update(patch) {
      tokens = { ...tokens, ...patch };
    },
    clear(keys = ['securityToken', 'accessToken', 'refreshToken', 'isWXLogin', 'WXUnionId', 'appInfo']) {
      const patch: Partial<SessionTokens> = {};
      for (const key of keys) Object.assign(patch, { [key]: EMPTY_SESSION[key] });
      tokens = { ...tokens, ...patch };
    },
  };
}

/** What prepareVisit needs from the catalogue (kept narrow so it is easy to fake). */
export interface VisitCatalogue {
  getSiteConfig(): Promise<Result<SiteConfig>>;
  fetchAnonymousToken(): Promise<Result<{ token: string }>>;
  hasAppAuth(): boolean;
  ensureAppAuth(): Promise<boolean>;
}

export interface VisitOutcome {
  siteConfig: SiteConfig | null;
  /** An anonymous token was fetched and stored. */
  fetchedAnonymousToken: boolean;
  /** The authinfo → auth handshake ran (or was already done) because this visit needs it. */
  appAuthReady: boolean | null;
}

/**
 * SPEC §4 "Before first navigation": load the config; fetch an anonymous token when tokenEnable
 * and none is held; run the auth handshake first when xyAuth is 2, or the route requires auth and
 * xyAuth is 1, and no auth is held.
 */
export async function prepareVisit(input: { catalogue: VisitCatalogue; session: SessionHandle; requiresAuth: boolean }): Promise<VisitOutcome> {
  const { catalogue, session, requiresAuth } = input;
  const config = await catalogue.getSiteConfig();
  const siteConfig = config.ok ? config.value : null;
  let appAuthReady: boolean | null = null;
  const xyAuth = siteConfig?.xyApi.xyAuth ?? 0;
  if (xyAuth === 2 || (requiresAuth && xyAuth === 1)) {
    appAuthReady = catalogue.hasAppAuth() ? true : await catalogue.ensureAppAuth();
  }
  let fetchedAnonymousToken = false;
  if (siteConfig?.tokenEnable && !session.tokens.securityToken) {
    const token = await catalogue.fetchAnonymousToken();
    if (token.ok && token.value) {
      session.update({ securityToken: token.value.token });
      fetchedAnonymousToken = true;
    }
  }
  return { siteConfig, fetchedAnonymousToken, appAuthReady };
}
