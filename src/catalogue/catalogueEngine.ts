import * as v from 'valibot';
import type { CatalogueConfig, ServiceGroup } from './catalogueConfig.ts';
import { CALLS, type CallDef, type CallName, type CallOutput } from './calls.ts';
import { buildRequest, type Payload } from './buildRequest.ts';
import { readEnvelope } from './envelope.ts';
import { STATUS_AUTH_INVALID, STATUS_TOKEN_EXPIRED, configError, errorForStatus, httpError, invalidResponseError, transportError, type ErrorContext } from './errorCatalogue.ts';
import { AppAuthStore, authHandshakeSign, decryptAuthField, deriveKey1, deriveKey2 } from './appAuth.ts';
import { signerFor, type PayloadSigner } from './payloadSigning.ts';
import { empty, fail, ok, type CatalogueError, type Result } from './result.ts';
import { LOGIN_KEYS, type SessionHandle } from './session.ts';
import { callTimeoutMs, mayShareReads, notePageDegraded, notePlatformFailure, outsidePageBudget, withinPageDeadline } from './pageBudget.ts';
import { createCircuitBreaker, type CircuitBreaker } from './circuitBreaker.ts';
import { createSharedReads, sharedReadKey } from './sharedReads.ts';
import type { SiteConfig } from './siteConfig.ts';
import { observePlatformCall } from '../config/metrics.ts';

/**
 * The single door to the platform (DESIGN §3). `call(name, payload, options)` looks the call up in
 * CALLS, has buildRequest add the common parameters, encrypt and sign as configured, sends it with
 * a time-out, reads the envelope, applies the error catalogue and parses the answer into a Result.
 * It also runs the app-auth handshake, refreshes a reader's expired token and caches the site
 * config. Typed wrappers live beside the call table (callWrappers.ts). Server only: it holds secrets.
 */

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
  /**
   * The page can do without this answer (recommendations, related articles): its failure does not
   * turn the page into a 503. It still keeps to the page's deadline.
   */
  optional?: boolean;
  /**
   * Told of every failed answer of a call made with these options (after the 10111 retry). The
   * Actions' one rule of SPEC §8 (src/actions/memberAction.ts) listens here, so no Action has to
   * pass its errors on by hand (docs/decisions/162).
   */
  onError?: (error: CatalogueError) => void;
}

export interface CatalogueDeps {
  fetch?: typeof fetch;
  now?: () => number;
  appAuth?: AppAuthStore;
  signer?: PayloadSigner;
  /** Where failures are logged (SPEC §8: most errors are only logged). */
  log?: (message: string) => void;
}

interface RawAnswer {
  status: number;
  headers: Headers;
  body: unknown;
}

const SITE_CONFIG_FAILURE_TTL_MS = 5_000;
/** Failures in a row that open a service group's breaker, and how long it then fails calls at once (ADR 134). */
const BREAKER_THRESHOLD = 3;
const BREAKER_OPEN_MS = 5_000;
/** An optional call (related articles, comments under an article) waits at most this long. */
const OPTIONAL_TIMEOUT_MS = 2_000;
/** Distinct public answers kept at once (a column page and its pages, articles, their lists). */
const SHARED_READS_MAX = 500;

/** A failure that says the platform let the page down (not the reader's request). */
function platformLetDown(error: CatalogueError): boolean {
  return error.kind === 'transport' || error.kind === 'timeout' || (error.httpStatus ?? 0) >= 500;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export function createCatalogueEngine(config: CatalogueConfig, deps: CatalogueDeps = {}) {
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
  /** Why the last handshake failed, when the platform said so (1004 makes the browser reload, SPEC §8). */
  let handshakeError: CatalogueError | null = null;
  const refreshing = new WeakMap<SessionHandle, Promise<boolean>>();
  const sharedReads = config.sharedReadsMs ? createSharedReads({ ttlMs: config.sharedReadsMs, maxEntries: SHARED_READS_MAX, now }) : null;

  const sm2Key = () => config.sm2PublicKey ?? (siteConfigCache?.value.sm2PublicKey || null);

  const breakers = new Map<ServiceGroup, CircuitBreaker>();
  function breakerFor(group: ServiceGroup): CircuitBreaker {
    let breaker = breakers.get(group);
    if (!breaker) breakers.set(group, (breaker = createCircuitBreaker({ threshold: BREAKER_THRESHOLD, openMs: BREAKER_OPEN_MS, now })));
    return breaker;
  }

  function timeoutFor(def: CallDef, options: CallOptions): number {
    if (options.timeoutMs !== undefined) return options.timeoutMs;
    // A part the page can do without never stalls it for a whole time-out.
    if (options.optional) return Math.min(OPTIONAL_TIMEOUT_MS, config.timeouts.defaultMs);
    if (def.timeout === 'long') return config.timeouts.longMs;
    if (def.timeout === 'analytics') return config.timeouts.analyticsMs;
    return config.timeouts.defaultMs;
  }

  /** One HTTP exchange, timed and counted for /metrics (docs/decisions/130). */
  async function send(name: CallName, payload: Payload, options: CallOptions, ctx: ErrorContext): Promise<Result<RawAnswer>> {
    const started = performance.now();
    const answer = await sendOnce(name, payload, options, ctx);
    const failed = !answer.ok ? answer.error.kind : !answer.empty && answer.value.status >= 500 ? 'http' : undefined;
    observePlatformCall(name, (performance.now() - started) / 1000, failed);
    return answer;
  }

  /** One HTTP exchange. Never throws: every failure is a CatalogueError. */
  async function sendOnce(name: CallName, payload: Payload, options: CallOptions, ctx: ErrorContext): Promise<Result<RawAnswer>> {
    const def: CallDef = CALLS[name];
    const request = buildRequest({ config, now, appAuth, signer, sm2Key: sm2Key() }, name, def, payload, options.session, options.headers);
    if (!request) return fail(configError(ctx));

    const timeout = AbortSignal.timeout(callTimeoutMs(timeoutFor(def, options)));
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    const outcome = () => (options.signal?.aborted ? 'cancel' : timeout.aborted ? 'timeout' : 'transport');
    if (options.signal?.aborted) return fail(transportError(ctx, 'cancel'));
    // The page learns of every failure: a required call's makes it a 503, an optional one's keeps it out of caches.
    const noteFailure = () => (options.optional ? notePageDegraded() : notePlatformFailure());
    const breaker = breakerFor(def.group);
    if (!breaker.allow()) {
      noteFailure();
      return fail(transportError(ctx, 'transport'));
    }
    let response: Response;
    try {
      response = await doFetch(request.url, { method: request.method, headers: request.headers, body: request.body, signal, redirect: 'manual' });
    } catch {
      const kind = outcome();
      if (kind !== 'cancel') {
        log(`catalogue: ${name} failed (${kind})`);
        breaker.failure();
        noteFailure();
      }
      return fail(transportError(ctx, kind));
    }
    if (response.status >= 500) {
      breaker.failure();
      noteFailure();
    } else breaker.success();
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
      if (kind !== 'cancel') noteFailure();
      return fail(transportError(ctx, kind));
    }
  }

  /** Reads the envelope and parses; returns the raw status too so the caller can act on 10111/1004. */
  function interpret<N extends CallName>(name: N, answer: RawAnswer, ctx: ErrorContext): { result: Result<CallOutput<N>>; status: number | null } {
    const def = CALLS[name] as CallDef<CallOutput<N>>;
    const envelope = def.binary ? { type: 'data' as const, data: answer.body } : readEnvelope(answer.body);
    if (envelope.type === 'empty') return { result: empty(), status: 1 };
    if (envelope.type === 'status') {
      const error = errorForStatus(envelope.status, envelope.message, ctx);
      return { result: fail(envelope.reason ? { ...error, reason: envelope.reason } : error), status: envelope.status };
    }
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

  /**
   * One refresh per refresh token, shared by every request that meets it, and remembered for a few
   * seconds: a reader's parallel requests (an island asks several things at once) each get a 10111,
   * and a refresh token works only once (it is rotated).
   */
  const memberRefreshes = new Map<string, Promise<{ accessToken: string; refreshToken: string } | 'ended' | null>>();
  const REFRESH_MEMORY_MS = 10_000;

  function refreshMember(device: string, refreshToken: string) {
    let pending = memberRefreshes.get(refreshToken);
    if (!pending) {
      pending = call('refreshAccessToken', { device, refreshToken }, { retried: true }).then((answer) => {
        if (answer.ok && !answer.empty && (answer.value.accessToken || answer.value.token)) {
          return { accessToken: answer.value.accessToken || answer.value.token, refreshToken: answer.value.refreshToken || refreshToken };
        }
        // The platform said no (refresh token used, expired or forged): the login is over. A transport failure may pass.
        return !answer.ok && answer.error.code !== null ? 'ended' : null;
      });
      memberRefreshes.set(refreshToken, pending);
      void pending.finally(() => setTimeout(() => memberRefreshes.delete(refreshToken), REFRESH_MEMORY_MS).unref?.());
    }
    return pending;
  }

  /**
   * 10111 outside the host app: a login through this site refreshes the access token, others get a
   * new anonymous token. `sent` is what the refused request carried: when the session already holds
   * newer tokens (another request of this reader refreshed them), the retry simply uses those.
   */
  async function refreshReaderToken(session: SessionHandle, sent: { accessToken: string | null; securityToken: string | null }): Promise<boolean> {
    // Another request of this reader, on this process or another, may have refreshed them already.
    await session.reload?.();
    const current = session.tokens;
    if (sent.accessToken && current.accessToken && current.accessToken !== sent.accessToken) return true;
    if (!sent.accessToken && sent.securityToken && current.securityToken && current.securityToken !== sent.securityToken) return true;
    const pending = refreshing.get(session);
    if (pending) return pending;
    const run = (async () => {
      const tokens = session.tokens;
      if (tokens.isWXLogin && tokens.refreshToken) {
        const refreshed = await refreshMember(tokens.deviceId ?? config.device, tokens.refreshToken);
        if (refreshed === 'ended') {
          // Another site process may have spent this refresh token a moment ago: its new tokens are in the store.
          await session.reload?.();
          if (session.tokens.refreshToken && session.tokens.refreshToken !== tokens.refreshToken) return true;
          session.clear(LOGIN_KEYS);
        }
        if (!refreshed || refreshed === 'ended') return false;
        session.update(refreshed);
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

  /**
   * A shared public read: one request for every anonymous page that needs the same answer within
   * the moment. It runs outside any one page's budget; each page waits no longer than its own
   * deadline allows and counts a platform failure as its own.
   */
  async function sharedCall<N extends CallName>(name: N, payload: Payload, options: CallOptions): Promise<Result<CallOutput<N>>> {
    const ownTimeoutMs = timeoutFor(CALLS[name], options);
    // Optional here only so that no one page counts the shared call's failure; each page counts its own below.
    const pending = sharedReads!.read(sharedReadKey(name, payload), () => outsidePageBudget(() => callDirect(name, payload, { optional: true, timeoutMs: ownTimeoutMs })));
    const ctx: ErrorContext = { call: name, inNativeApp: options.inNativeApp ?? false };
    const result = await withinPageDeadline(pending, ownTimeoutMs, () => fail(transportError(ctx, 'timeout')));
    if (!result.ok && platformLetDown(result.error)) (options.optional ? notePageDegraded : notePlatformFailure)();
    return result;
  }

  function call<N extends CallName>(name: N, payload: Payload = {}, options: CallOptions & { retried?: boolean } = {}): Promise<Result<CallOutput<N>>> {
    const shareable = sharedReads && CALLS[name].shared && !options.session && !options.headers && !options.signal && !options.inNativeApp && options.timeoutMs === undefined;
    const pending = shareable && mayShareReads() ? sharedCall(name, payload, options) : callDirect(name, payload, options);
    const onError = options.onError;
    if (!onError) return pending;
    return pending.then((result) => {
      if (!result.ok) onError(result.error);
      return result;
    });
  }

  async function callDirect<N extends CallName>(name: N, payload: Payload, options: CallOptions & { retried?: boolean }): Promise<Result<CallOutput<N>>> {
    const ctx: ErrorContext = { call: name, inNativeApp: options.inNativeApp ?? false };
    if (options.session && !options.retried) await waitWhileRefreshing(options.session);
    const sent = { accessToken: options.session?.tokens.accessToken ?? null, securityToken: options.session?.tokens.securityToken ?? null };
    const answer = await send(name, payload, options, ctx);
    if (!answer.ok) return answer;
    if (answer.empty) return empty();
    const { result, status } = interpret(name, answer.value, ctx);
    if (status === STATUS_AUTH_INVALID) appAuth.clear();
    if (status === STATUS_TOKEN_EXPIRED && !options.retried && !ctx.inNativeApp && options.session) {
      if (await refreshReaderToken(options.session, sent)) return call(name, payload, { ...options, retried: true });
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
    if (!read.ok) handshakeError = read.error;
    if (!read.ok || read.empty || !read.value.authToken) return false;
    const apiData = answer.value.headers.get('api-data');
    const authToken = apiData ? decryptAuthField(read.value.authToken, deriveKey2(apiData)) : read.value.authToken;
    if (!authToken) return false;
    appAuth.set({ authToken, appSecret, appKey }, now());
    return true;
  }

  function ensureAppAuth(): Promise<boolean> {
    if (appAuth.get(now())) return Promise.resolve(true);
    if (!handshake) {
      handshakeError = null;
      handshake = runHandshake()
        .catch(() => false)
        .finally(() => (handshake = null));
    }
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

  return {
    config,
    call,
    getSiteConfig,
    ensureAppAuth,
    hasAppAuth: () => appAuth.get(now()) !== null,
    /** The platform's answer to the last failed handshake (null when it did not answer or did not fail). */
    appAuthError: () => handshakeError,
    /** Drops the app auth (error 1004 does this by itself). */
    clearAppAuth: () => appAuth.clear(),
  };
}

export type CatalogueEngine = ReturnType<typeof createCatalogueEngine>;
