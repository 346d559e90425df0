import { randomBytes } from 'node:crypto';
import { TOKEN_TTL_MS } from '../lib/constants.ts';
import type { Result } from './result.ts';
import type { SiteConfig } from './siteConfig.ts';
import type { SessionStore } from './sessionStore.ts';

/**
 * The reader's session (SPEC §3 "Tokens"), kept on the server (docs/decisions/080). The browser
 * holds one opaque, httpOnly cookie naming an entry of the session store (on disk, or in Redis:
 * docs/decisions/129); the platform tokens never leave the server. Entries live 2 hours from their last change (SPEC §9). Nothing
 * is stored, and no cookie is set, until a token is: reading pages never creates a session, so the
 * server HTML stays the same for every reader.
 */

/** The one cookie. Its value is 32 random bytes, base64url. */
export const SESSION_COOKIE = 'readerSession';
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

/** The host app's login handed over to the page (device, token, user id), read from its user agent (SPEC §6). */
export interface AppInfo {
  device: string;
  token: string;
  userid: string;
}

/** Who logged in, as shown to the reader (SPEC §3 login info and member detail). */
export interface ReaderMember {
  userId: string;
  nickname: string;
  avatar: string;
}

export interface SessionTokens {
  securityToken: string | null;
  accessToken: string | null;
  refreshToken: string | null;
  /** The SSO login token of a login through this site: what ends that login on the platform (SSO logout). */
  ssoToken: string | null;
  /** Logged in through this site (phone, password or WeChat), so the access token may be refreshed here. */
  isWXLogin: boolean;
  WXUnionId: string | null;
  /** From the host app's user agent on each request; never stored. */
  appInfo: AppInfo | null;
  /** The virtualDeviceId of SPEC §3 (`xy` + random digits + a timestamp), made with the session. */
  deviceId: string | null;
  member: ReaderMember | null;
}

export const EMPTY_SESSION: SessionTokens = Object.freeze({
  securityToken: null,
  accessToken: null,
  refreshToken: null,
  ssoToken: null,
  isWXLogin: false,
  WXUnionId: null,
  appInfo: null,
  deviceId: null,
  member: null,
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

/** The live session of one request: read once, updated through the store. */
export interface SessionHandle {
  readonly tokens: SessionTokens;
  update(patch: Partial<SessionTokens>): void;
  clear(keys?: ReadonlyArray<keyof SessionTokens>): void;
  /** Reads the stored session again (another request of the same reader may have refreshed it). */
  reload?(): Promise<void>;
  /** A new id for the same tokens, the old entry deleted: at every login (no session fixation). */
  renew?(): void;
}

/** Logging out: the entry goes and the cookie with it. */
export interface ReaderSessionHandle extends SessionHandle {
  destroy(): void;
  /** Every write made so far has reached the store; rejects with the store's error when one failed. */
  settled(): Promise<void>;
}

export type StoredTokens = Omit<SessionTokens, 'appInfo'>;

/** What a login through this site holds: cleared together when the login ends. */
export const LOGIN_KEYS: ReadonlyArray<keyof SessionTokens> = ['accessToken', 'refreshToken', 'ssoToken', 'isWXLogin', 'WXUnionId', 'member'];
const EVERY_TOKEN: ReadonlyArray<keyof SessionTokens> = ['securityToken', ...LOGIN_KEYS];

/** The patch that sets `keys` back to their empty values. */
function emptied(keys: ReadonlyArray<keyof SessionTokens>): Partial<SessionTokens> {
  const patch: Partial<SessionTokens> = {};
  for (const key of keys) Object.assign(patch, { [key]: EMPTY_SESSION[key] });
  return patch;
}

/**
 * The logged-in member's user id, or null for an anonymous reader (SPEC §6: liking, commenting and
 * voting need login). One rule (docs/decisions/133): the member is whoever the platform calls are
 * made as. A login through this site holds its own access token, which the calls carry, so it wins
 * over the host app's user agent; the user agent's `xyUid` counts only with no such login.
 */
export function memberIdOf(tokens: SessionTokens): string | null {
  const siteLogin = tokens.accessToken && tokens.member?.userId && tokens.accessToken !== tokens.appInfo?.token ? tokens.member.userId : null;
  if (siteLogin) return siteLogin;
  if (tokens.appInfo?.token && tokens.appInfo.userid) return tokens.appInfo.userid;
  return null;
}

/** SPEC §3 virtualDeviceId: `xy`, random digits and a timestamp. */
export function newDeviceId(now = Date.now()): string {
  const digits = Array.from(randomBytes(8), (byte) => String(byte % 10)).join('');
  return `xy${digits}${now}`;
}

/** Cookie options of the session cookie: httpOnly, the whole site, 2 hours, Secure behind https. */
export function sessionCookieOptions(secure: boolean): CookieOptions {
  return { path: '/', httpOnly: true, secure, sameSite: 'lax', maxAge: TOKEN_TTL_MS / 1000 };
}

/** The appInfo of a request is never stored: it comes with each request from the host app. */
function stored(tokens: SessionTokens): StoredTokens {
  return {
    securityToken: tokens.securityToken,
    accessToken: tokens.appInfo && tokens.accessToken === tokens.appInfo.token ? null : tokens.accessToken,
    refreshToken: tokens.refreshToken,
    ssoToken: tokens.ssoToken,
    isWXLogin: tokens.isWXLogin,
    WXUnionId: tokens.WXUnionId,
    deviceId: tokens.deviceId,
    member: tokens.member,
  };
}

function hasAnyToken(tokens: StoredTokens): boolean {
  return Boolean(tokens.securityToken || tokens.accessToken || tokens.refreshToken || tokens.member);
}

/**
 * The reader's session over a cookie jar and the store. `appInfo` comes from the request (the host
 * app's user agent): in the host app, its token is the member's access token. A cookie that names
 * no live entry (expired, evicted, forged) reads as an anonymous reader. Opening it costs one store
 * read; each change is written through at once, in order, and `settled()` says whether all landed.
 */
export async function openReaderSession(input: { jar: CookieJar; store: SessionStore<StoredTokens>; secure: boolean; appInfo?: AppInfo | null }): Promise<ReaderSessionHandle> {
  const { jar, store, secure } = input;
  const appInfo = input.appInfo ?? null;
  let id = jar.get(SESSION_COOKIE)?.value ?? '';
  const found = SESSION_ID.test(id) ? await store.get(id) : undefined;
  if (!found) id = '';
  let tokens: SessionTokens = { ...EMPTY_SESSION, ...found, appInfo };
  if (appInfo?.token && !tokens.accessToken) tokens = { ...tokens, accessToken: appInfo.token };
  if (appInfo?.device && !tokens.deviceId) tokens = { ...tokens, deviceId: appInfo.device };

  let writes: Promise<void> = Promise.resolve();
  let failure: unknown = null;
  const write = (work: () => Promise<void>) => {
    writes = writes.then(work).catch((error: unknown) => {
      failure ??= error;
    });
  };
  const forget = (old: string) => write(() => store.delete(old));

  const save = () => {
    const value = stored(tokens);
    if (!hasAnyToken(value)) {
      if (id) forget(id);
      if (id || jar.get(SESSION_COOKIE)) jar.delete(SESSION_COOKIE, { path: '/' });
      id = '';
      return;
    }
    if (!id) id = randomBytes(32).toString('base64url');
    value.deviceId ??= newDeviceId();
    tokens = { ...tokens, deviceId: value.deviceId };
    const at = id;
    write(() => store.set(at, value));
    jar.set(SESSION_COOKIE, id, sessionCookieOptions(secure));
  };

  return {
    get tokens() {
      return tokens;
    },
    update(patch) {
      tokens = { ...tokens, ...patch };
      save();
    },
    clear(keys = EVERY_TOKEN) {
      const patch = emptied(keys);
      tokens = { ...tokens, ...patch };
      save();
    },
    async reload() {
      await writes;
      const latest = id ? await store.get(id) : undefined;
      if (latest) tokens = { ...tokens, ...latest, appInfo };
      if (appInfo?.token && !tokens.accessToken) tokens = { ...tokens, accessToken: appInfo.token };
    },
    renew() {
      if (id) forget(id);
      id = '';
      save();
    },
    destroy() {
      if (id) forget(id);
      jar.delete(SESSION_COOKIE, { path: '/' });
      id = '';
      tokens = { ...EMPTY_SESSION, appInfo: null };
    },
    async settled() {
      await writes;
      if (failure) throw failure;
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
    clear(keys = EVERY_TOKEN) {
      const patch = emptied(keys);
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
