import * as v from 'valibot';
import { randomInt } from 'node:crypto';
import { catalogueConfigFromEnv, type CatalogueConfig, type ServiceGroup } from './catalogueConfig.ts';
import { CALLS, USER_ID_FIELDS, type CallDef, type CallName, type CallOutput } from './calls.ts';
import { readEnvelope } from './envelope.ts';
import {
  STATUS_AUTH_INVALID,
  STATUS_TOKEN_EXPIRED,
  configError,
  errorForStatus,
  httpError,
  invalidResponseError,
  transportError,
  type ErrorContext,
} from './errorCatalogue.ts';
import { AppAuthStore, authHandshakeSign, authHeaders, decryptAuthField, deriveKey1, deriveKey2 } from './appAuth.ts';
import { signPayload, signerFor, type PayloadSigner } from './payloadSigning.ts';
import { encryptVotePayload, sm2EncryptHex } from './smCipher.ts';
import { ssoHeaders } from './ssoProgramSign.ts';
import { empty, fail, ok, type CatalogueError, type Result } from './result.ts';
import { memorySession, type SessionHandle } from './session.ts';
import { callTimeoutMs, notePlatformFailure } from './pageBudget.ts';
import type { SiteConfig } from './siteConfig.ts';
import { visibleColumns, type Column, type ColumnList } from './column.ts';
import type { ArticleListPage } from './articleListPage.ts';
import type { ArticleContent } from './articleContent.ts';
import type { ArticleListSlice } from './articleListItem.ts';
import type { ArticleCounts, ModuleView, WechatShareConfig } from './responseSchemas.ts';
import type { LiveView } from './liveView.ts';
import type { SpecialTopic } from './specialTopic.ts';

/**
 * The single door to the platform (DESIGN §3). `call(name, payload, options)` looks the call up in
 * CALLS, adds the common parameters, encrypts and signs as configured, sends it with a time-out,
 * reads the envelope, applies the error catalogue and parses the answer into a Result.
 * Server only: it holds secrets.
 */

export type PayloadValue = string | number | boolean | null | undefined | ReadonlyArray<string | number> | Blob;
export type Payload = Readonly<Record<string, PayloadValue>>;

export interface CallOptions {
  /** Cancels the request; the result is an error of kind 'cancel'. */
  signal?: AbortSignal;
  /** Overrides the call's time-out class. */
  timeoutMs?: number;
  /** The reader's tokens; refreshed in place on 10111. */
  session?: SessionHandle;
  /** The reader is inside the provider's native client (changes 10111 and 10102/10103). */
  inNativeApp?: boolean;
  /** Extra request headers (analytics). */
  headers?: Record<string, string>;
}

export interface CatalogueDeps {
  fetch?: typeof fetch;
  now?: () => number;
  appAuth?: AppAuthStore;
  signer?: PayloadSigner;
  /** Where failures are logged (SPEC §8: most errors are only logged). */
  log?: (message: string) => void;
}

type Params = Array<[string, string]>;

interface RawAnswer {
  status: number;
  headers: Headers;
  body: unknown;
}

const SITE_CONFIG_FAILURE_TTL_MS = 5_000;

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function isBlob(value: unknown): value is Blob {
  return typeof Blob !== 'undefined' && value instanceof Blob;
}

function textOf(value: string | number | boolean): string {
  return typeof value === 'boolean' ? (value ? '1' : '0') : String(value);
}

export function createCatalogue(config: CatalogueConfig, deps: CatalogueDeps = {}) {
  const doFetch = deps.fetch ?? globalThis.fetch.bind(globalThis);
  const now = deps.now ?? Date.now;
  const appAuth = deps.appAuth ?? new AppAuthStore();
  const signer = deps.signer ?? signerFor(config.signing.algorithm);
  const log = deps.log ?? ((message: string) => console.warn(message));

  let siteConfigCache: { value: SiteConfig; at: number } | null = null;
  /** A failed getConfig is remembered briefly so a platform outage does not cost every page a time-out. */
  let siteConfigFailure: { result: Result<SiteConfig>; at: number } | null = null;
  let siteConfigLoading: Promise<Result<SiteConfig>> | null = null;
  let handshake: Promise<boolean> | null = null;
  const refreshing = new WeakMap<SessionHandle, Promise<boolean>>();

  const sm2Key = () => config.sm2PublicKey ?? (siteConfigCache?.value.sm2PublicKey || null);

  function groupOf(name: CallName, def: CallDef): ServiceGroup {
    return name === 'authinfo' || name === 'auth' ? config.authGroup : def.group;
  }

  function timeoutFor(def: CallDef, options: CallOptions): number {
    if (options.timeoutMs !== undefined) return options.timeoutMs;
    if (def.timeout === 'long') return config.timeouts.longMs;
    if (def.timeout === 'analytics') return config.timeouts.analyticsMs;
    return config.timeouts.defaultMs;
  }

  /** Common parameters first; payload values replace common ones of the same name. */
  function buildParams(def: CallDef, payload: Payload): { common: Params; files: Array<[string, Blob]>; own: Params } {
    const own: Params = [];
    const files: Array<[string, Blob]> = [];
    for (const [name, value] of Object.entries(payload)) {
      if (value === undefined || value === null) continue;
      if (isBlob(value)) files.push([name, value]);
      else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') own.push([name, textOf(value)]);
      else for (const item of value) own.push([name, String(item)]);
    }
    const ownNames = new Set(own.map(([name]) => name));
    const common: Params = def.commonParams
      ? (
          [
            ['siteId', config.siteId],
            ['appID', config.appID],
            ['device', config.device],
            ['siteID', config.siteId],
            ['siteid', config.siteId],
            ['curVersions', String(config.curVersions)],
            ['apiVersion', config.apiVersion],
            ['t', String(now())],
          ] satisfies Params
        ).filter(([name]) => !ownNames.has(name))
      : [];
    return { common, files, own };
  }

  const LOOPBACK_HOST = /^https?:\/\/(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?(\/|$)/i;

  /** SPEC §7: user ids (and SSO oid/unionid from curVersions 3) travel SM2-encrypted with a `04` prefix. */
  function encryptFields(def: CallDef, own: Params): Params {
    const key = sm2Key();
    if (!key) return own;
    const fields = new Set([...USER_ID_FIELDS, ...def.extraUserIdFields]);
    if (config.curVersions >= 3) for (const field of def.ssoEncryptedFields) fields.add(field);
    return own.map(([name, value]) => (fields.has(name) && value && value !== '0' ? [name, sm2EncryptHex(value, key)] : [name, value]));
  }

  function requestHeaders(name: CallName, group: ServiceGroup, own: Params, session: SessionHandle | undefined): Record<string, string> {
    const headers: Record<string, string> = { accept: 'application/json' };
    // On loopback (the bundled platform, or a sidecar) compressing and inflating every answer only burns CPU.
    if (LOOPBACK_HOST.test(config.urls[group])) headers['accept-encoding'] = 'identity';
    const auth = appAuth.get(now());
    const isHandshake = name === 'authinfo' || name === 'auth';
    if (auth && !isHandshake && (group === 'base' || group === 'sso' || group === 'nis')) {
      Object.assign(headers, authHeaders(auth.authToken, auth.appSecret, String(now())));
    }
    const tokens = session?.tokens;
    if (tokens && (group === 'base' || group === 'nis')) {
      // Reader tokens as headers, never in URLs (docs/decisions/022).
      if (tokens.accessToken) headers.accesstoken = tokens.accessToken;
      if (tokens.securityToken) headers.securitytoken = tokens.securityToken;
    }
    if (group === 'sso') {
      Object.assign(
        headers,
        ssoHeaders(
          {
            devid: tokens?.deviceId ?? config.device,
            random: String(randomInt(10_000, 99_999)),
            timestamp: String(now()),
            token: auth?.authToken ?? config.sso.token ?? '',
            version: config.sso.version,
          },
          own,
        ),
      );
    }
    return headers;
  }

  /** One HTTP exchange. Never throws: every failure is a CatalogueError. */
  async function send(name: CallName, payload: Payload, options: CallOptions, ctx: ErrorContext): Promise<Result<RawAnswer>> {
    const def: CallDef = CALLS[name];
    const group = groupOf(name, def);
    const built = buildParams(def, payload);
    let own = encryptFields(def, built.own);
    if (def.sm4Payload) {
      if (!config.sm4Key) return fail(configError(ctx));
      const source = Object.fromEntries(own);
      own = [['data', encryptVotePayload({ afsData: source.afsData ?? '', device: source.device ?? config.device, data: source.data ?? '' }, config.sm4Key)]];
    }
    let params: Params = [...built.common, ...own];
    if (group === 'base' && config.curVersions >= 3 && config.signing.key) params = signPayload(params, config.signing.key, signer);

    let url = `${config.urls[group]}/${def.path}`;
    const headers = { ...requestHeaders(name, group, own, options.session), ...options.headers };
    let body: BodyInit | undefined;
    if (def.method === 'GET' || def.encoding === 'query') {
      const query = new URLSearchParams(params).toString();
      if (query) url += `?${query}`;
    } else if (def.encoding === 'multipart') {
      const form = new FormData();
      for (const [n, value] of params) form.append(n, value);
      for (const [n, file] of built.files) form.append(n, file);
      body = form;
    } else if (def.encoding === 'json') {
      body = JSON.stringify(Object.fromEntries(params));
      headers['content-type'] = 'application/json';
    } else {
      body = new URLSearchParams(params).toString();
      headers['content-type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
    }

    const timeout = AbortSignal.timeout(callTimeoutMs(timeoutFor(def, options)));
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    const outcome = () => (options.signal?.aborted ? 'cancel' : timeout.aborted ? 'timeout' : 'transport');
    if (options.signal?.aborted) return fail(transportError(ctx, 'cancel'));
    let response: Response;
    try {
      response = await doFetch(url, { method: def.method, headers, body, signal, redirect: 'manual' });
    } catch {
      const kind = outcome();
      if (kind !== 'cancel') {
        log(`catalogue: ${name} failed (${kind})`);
        notePlatformFailure();
      }
      return fail(transportError(ctx, kind));
    }
    if (response.status >= 500) notePlatformFailure();
    try {
      if (def.binary) {
        if (!response.ok) return fail(httpError(ctx, response.status));
        return ok({ status: response.status, headers: response.headers, body: new Uint8Array(await response.arrayBuffer()) });
      }
      const text = await response.text();
      let json: unknown;
      try {
        json = text.trim() === '' ? null : JSON.parse(text);
      } catch {
        log(`catalogue: ${name} answered HTTP ${response.status} without JSON`);
        return fail(response.ok ? invalidResponseError(ctx) : httpError(ctx, response.status));
      }
      return ok({ status: response.status, headers: response.headers, body: json });
    } catch {
      const kind = outcome();
      if (kind !== 'cancel') notePlatformFailure();
      return fail(transportError(ctx, kind));
    }
  }

  /** Reads the envelope and parses; returns the raw status too so the caller can act on 10111/1004. */
  function interpret<N extends CallName>(name: N, answer: RawAnswer, ctx: ErrorContext): { result: Result<CallOutput<N>>; status: number | null } {
    const def = CALLS[name] as CallDef<CallOutput<N>>;
    const envelope = def.binary ? { type: 'data' as const, data: answer.body } : readEnvelope(answer.body);
    if (envelope.type === 'empty') return { result: empty(), status: 1 };
    if (envelope.type === 'status') return { result: fail(errorForStatus(envelope.status, envelope.message, ctx)), status: envelope.status };
    if (answer.status >= 400) return { result: fail(httpError(ctx, answer.status)), status: null };
    const parsed = v.safeParse(def.schema, envelope.data);
    if (!parsed.success) {
      log(`catalogue: ${name} answer did not match its schema: ${parsed.issues[0]?.message ?? ''}`);
      return { result: fail(invalidResponseError(ctx)), status: null };
    }
    // Schemas yield null for "no such thing" (a detail without an id, unknown counts).
    if (parsed.output === null) return { result: empty(), status: 0 };
    return { result: ok(parsed.output), status: 0 };
  }

  async function waitWhileRefreshing(session: SessionHandle): Promise<void> {
    // SPEC §9: a request that meets a token refresh looks again every second.
    for (let i = 0; i < 30 && refreshing.has(session); i += 1) await sleep(config.tokenRefreshPollMs);
  }

  /** 10111 outside the host app: WeChat login refreshes the access token, others get a new anonymous token. */
  function refreshReaderToken(session: SessionHandle): Promise<boolean> {
    const pending = refreshing.get(session);
    if (pending) return pending;
    const run = (async () => {
      const tokens = session.tokens;
      if (tokens.isWXLogin && tokens.refreshToken) {
        const answer = await call('refreshAccessToken', { device: tokens.deviceId ?? config.device, refreshToken: tokens.refreshToken }, { retried: true });
        if (!answer.ok || answer.empty) return false;
        session.update({
          accessToken: answer.value.accessToken || answer.value.token || null,
          refreshToken: answer.value.refreshToken || tokens.refreshToken,
        });
        return true;
      }
      const answer = await call('getAnonymousToken', {}, { retried: true });
      if (!answer.ok || answer.empty) return false;
      session.update({ securityToken: answer.value.token });
      return true;
    })().finally(() => refreshing.delete(session));
    refreshing.set(session, run);
    return run;
  }

  async function call<N extends CallName>(name: N, payload: Payload = {}, options: CallOptions & { retried?: boolean } = {}): Promise<Result<CallOutput<N>>> {
    const ctx: ErrorContext = { call: name, inNativeApp: options.inNativeApp ?? false };
    if (options.session && !options.retried) await waitWhileRefreshing(options.session);
    const answer = await send(name, payload, options, ctx);
    if (!answer.ok) return answer;
    if (answer.empty) return empty();
    const { result, status } = interpret(name, answer.value, ctx);
    if (status === STATUS_AUTH_INVALID) appAuth.clear();
    if (status === STATUS_TOKEN_EXPIRED && !options.retried && !ctx.inNativeApp && options.session) {
      if (await refreshReaderToken(options.session)) return call(name, payload, { ...options, retried: true });
    }
    return result;
  }

  /**
   * authinfo → auth (PLATFORM.md §4.2). Configured plain appKey/appSecret skip authinfo. Without an
   * `api-data` header (a platform that does not encrypt) the fields are taken as plain text.
   */
  async function runHandshake(): Promise<boolean> {
    const ctx: ErrorContext = { call: 'authinfo', inNativeApp: false };
    let appKey = config.auth.appKey;
    let appSecret = config.auth.appSecret;
    if (!appKey || !appSecret) {
      const info = await send('authinfo', {}, {}, ctx);
      if (!info.ok || info.empty) return false;
      const read = interpret('authinfo', info.value, ctx).result;
      if (!read.ok || read.empty) return false;
      const apiData = info.value.headers.get('api-data');
      appKey = apiData ? decryptAuthField(read.value.appKey, deriveKey1(apiData)) : read.value.appKey;
      appSecret = apiData ? decryptAuthField(read.value.appSecret, deriveKey1(apiData)) : read.value.appSecret;
      if (!appKey || !appSecret) return false;
    }
    const time = String(now());
    const authCtx: ErrorContext = { call: 'auth', inNativeApp: false };
    const answer = await send('auth', { appKey, time, sign: authHandshakeSign(appSecret, time) }, {}, authCtx);
    if (!answer.ok || answer.empty) return false;
    const read = interpret('auth', answer.value, authCtx).result;
    if (!read.ok || read.empty || !read.value.authToken) return false;
    const apiData = answer.value.headers.get('api-data');
    const authToken = apiData ? decryptAuthField(read.value.authToken, deriveKey2(apiData)) : read.value.authToken;
    if (!authToken) return false;
    appAuth.set({ authToken, appSecret, appKey }, now());
    return true;
  }

  function ensureAppAuth(): Promise<boolean> {
    if (appAuth.get(now())) return Promise.resolve(true);
    if (!handshake) handshake = runHandshake().catch(() => false).finally(() => (handshake = null));
    return handshake;
  }

  /** getConfig, cached in-process for `siteConfigTtlMs`; concurrent first loads share one request. */
  function getSiteConfig(options: { fresh?: boolean } = {}): Promise<Result<SiteConfig>> {
    if (!options.fresh && siteConfigCache && now() - siteConfigCache.at < config.siteConfigTtlMs) return Promise.resolve(ok(siteConfigCache.value));
    if (!options.fresh && siteConfigFailure && now() - siteConfigFailure.at < Math.min(SITE_CONFIG_FAILURE_TTL_MS, config.siteConfigTtlMs)) {
      // Serve the last good config when there is one: stale beats none.
      return Promise.resolve(siteConfigCache ? ok(siteConfigCache.value) : siteConfigFailure.result);
    }
    if (siteConfigLoading) return siteConfigLoading;
    siteConfigLoading = call('getConfig', { appID: config.appID })
      .then((result) => {
        if (result.ok && !result.empty) {
          siteConfigCache = { value: result.value, at: now() };
          siteConfigFailure = null;
          return result;
        }
        siteConfigFailure = { result, at: now() };
        return siteConfigCache ? ok(siteConfigCache.value) : result;
      })
      .finally(() => (siteConfigLoading = null));
    return siteConfigLoading;
  }

  const idMissing = (id: unknown) => id === undefined || id === null || id === '' || id === 0 || id === '0';

  return {
    config,
    call,
    getSiteConfig,
    ensureAppAuth,
    hasAppAuth: () => appAuth.get(now()) !== null,
    /** Drops the app auth (error 1004 does this by itself). */
    clearAppAuth: () => appAuth.clear(),
    fetchAnonymousToken: (options: CallOptions = {}) => call('getAnonymousToken', {}, options),

    /** Columns under a parent, without the styles the touch client hides. */
    async getColumns(input: { parentColumnId?: number | string } = {}, options: CallOptions = {}): Promise<Result<ColumnList>> {
      const result = await call('getColumns', { parentColumnId: input.parentColumnId ?? 0 }, options);
      if (!result.ok || result.empty) return result;
      return ok({ ...result.value, columns: visibleColumns(result.value.columns), topColumns: visibleColumns(result.value.topColumns) });
    },
    getColumn(input: { columnId: number | string }, options: CallOptions = {}): Promise<Result<Column>> {
      if (idMissing(input.columnId)) return Promise.resolve(empty());
      return call('getColumn', { columnId: input.columnId }, options);
    },
    /** One page of a column. Pass a signal (or use latestOnly) so a newer page request cancels this one. */
    getArticles(input: { columnId: number | string; page?: number; lastFileId?: number | string; adv?: number }, options: CallOptions = {}): Promise<Result<ArticleListPage>> {
      return call('getArticles', { columnId: input.columnId, page: input.page ?? 0, lastFileId: input.lastFileId ?? 0, version: 0, adv: input.adv }, options);
    },
    getArticlesNew(input: { columnId: number | string; page?: number; lastFileId?: number | string }, options: CallOptions = {}): Promise<Result<ArticleListPage>> {
      return call('getArticlesNew', { columnId: input.columnId, page: input.page ?? 0, lastFileId: input.lastFileId ?? 0 }, options);
    },
    /**
     * An article; preview reads the unreleased version, poster the poster path (SPEC §4). An absent
     * id, "empty" or an answer without an id is an empty result.
     */
    getArticleContent(
      input: { id: number | string | null | undefined; preview?: boolean; poster?: boolean; showStatusType?: 1 | 2 | 3; innerEditor?: string | number },
      options: CallOptions = {},
    ): Promise<Result<ArticleContent>> {
      if (idMissing(input.id)) return Promise.resolve(empty());
      const name = input.poster ? 'myArticleContent' : input.preview ? 'getArticleContentUnrelease' : 'getArticleContent';
      return call(name, { articleId: input.id ?? undefined, showStatusType: input.showStatusType, innerEditor: input.innerEditor, isPoster: input.poster ? 1 : undefined }, options);
    },
    getArticleCounts(input: { id: number | string }, options: CallOptions = {}): Promise<Result<ArticleCounts>> {
      if (idMissing(input.id)) return Promise.resolve(empty());
      return call('getArticleCounts', { articleId: input.id }, options);
    },
    getRelArticles(input: { id: number | string; columnId?: number | string }, options: CallOptions = {}): Promise<Result<ArticleListSlice>> {
      if (idMissing(input.id)) return Promise.resolve(empty());
      return call('getRelArticles', { articleId: input.id, columnId: input.columnId }, options);
    },
    recommendList(input: { id?: number | string; columnId?: number | string; page?: number } = {}, options: CallOptions = {}): Promise<Result<ArticleListSlice>> {
      return call('recommendList', { articleId: input.id, columnId: input.columnId, page: input.page }, options);
    },
    getSubSpecialArticles(input: { columnId: number | string; page?: number; lastFileId?: number | string }, options: CallOptions = {}): Promise<Result<SpecialTopic>> {
      return call('getSubSpecialArticles', { columnId: input.columnId, page: input.page ?? 0, lastFileId: input.lastFileId ?? 0 }, options);
    },
    tagScreenArticles(input: { tagId: number | string; page?: number; lastFileId?: number | string }, options: CallOptions = {}): Promise<Result<ArticleListSlice>> {
      return call('tagScreenArticles', { tagId: input.tagId, page: input.page ?? 0, lastFileId: input.lastFileId ?? 0 }, options);
    },
    moduleView(input: { id: number | string; page?: number }, options: CallOptions = {}): Promise<Result<ModuleView>> {
      if (idMissing(input.id)) return Promise.resolve(empty());
      return call('moduleView', { id: input.id, page: input.page }, options);
    },
    articleHot(input: { type?: number; lastFileId?: number | string; rowNumber?: number } = {}, options: CallOptions = {}): Promise<Result<ArticleListSlice>> {
      return call('articleHot', { type: input.type ?? 0, lastFileId: input.lastFileId ?? 0, rowNumber: input.rowNumber }, options);
    },
    getLiveArticles(input: { columnId: number | string }, options: CallOptions = {}) {
      return call('getLiveArticles', { columnId: input.columnId }, options);
    },
    liveView(input: { id: number | string; page?: number; lastFileId?: number | string }, options: CallOptions = {}): Promise<Result<LiveView>> {
      if (idMissing(input.id)) return Promise.resolve(empty());
      return call('liveView', { id: input.id, page: input.page, lastFileId: input.lastFileId }, options);
    },
    liveComing(options: CallOptions = {}) {
      return call('liveComing', {}, options);
    },
    /**
     * Article adverts run only when the site config enables them (showAdv) and a column or article
     * id is given (SPEC §7); otherwise the result is empty without a request.
     */
    async getArticleAdvs(input: { columnID?: number | string; aid?: number | string }, options: CallOptions = {}) {
      const site = await getSiteConfig();
      if (!site.ok || site.empty || !site.value.showAdv || (idMissing(input.columnID) && idMissing(input.aid))) return empty();
      return call('getArticleAdvs', { columnID: input.columnID, aid: input.aid }, options);
    },
    /** SPEC §7 device record: event type 20, eventType 12, userID 0. */
    recordDevice(input: { userOtherID: string; channel: number; appVersion: string; deviceInfo: string }, options: CallOptions = {}): Promise<Result<boolean>> {
      return call(
        'event',
        { type: 20, eventType: 12, userOtherID: input.userOtherID, channel: input.channel, appVersion: input.appVersion, appID: config.appID, siteID: config.siteId, device: config.device, userID: 0, deviceInfo: input.deviceInfo },
        options,
      );
    },
    /** Signed share config for the page URL (fragment removed, as WeChat signs without it). */
    wxSignature(url: string, options: CallOptions = {}): Promise<Result<WechatShareConfig>> {
      return call('wxSignature', { url: url.split('#')[0] ?? url }, options);
    },
    /** SPEC §7 event: praise (eventType 1), share (2), view (3)… The touch client sends channel 1 unless told. */
    sendEvent(
      input: { id: number | string; type: number; eventType: number; channel?: number; userID?: string | number; userOtherID?: string | number },
      options: CallOptions = {},
    ): Promise<Result<boolean>> {
      return call(
        'event',
        { appID: config.appID, id: input.id, type: input.type, eventType: input.eventType, channel: input.channel ?? 1, userID: input.userID, userOtherID: input.userOtherID },
        options,
      );
    },
  };
}

export type Catalogue = ReturnType<typeof createCatalogue>;
export type { CatalogueError, Result };

let defaultInstance: Catalogue | null = null;

/** The site's catalogue, configured from the environment on first use. */
export function getSiteCatalogue(): Catalogue {
  defaultInstance ??= createCatalogue(catalogueConfigFromEnv());
  return defaultInstance;
}

/**
 * The same instance as a value for pages (`siteCatalogue.getArticles(…)`); built lazily so
 * importing this module reads no environment.
 */
export const siteCatalogue: Catalogue = new Proxy({} as Catalogue, {
  get: (_target, key) => Reflect.get(getSiteCatalogue(), key),
});

/** Site config through the default catalogue (cached, see createCatalogue). */
export function getSiteConfig(): Promise<Result<SiteConfig>> {
  return getSiteCatalogue().getSiteConfig();
}

/** A throwaway in-memory session, for callers without cookies. */
export { memorySession };
