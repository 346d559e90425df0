/**
 * WeChat web authorisation on a shared page (SPEC §4, PLATFORM.md §6.1), UI-free. Everything the
 * browser provides arrives injected (`WechatAuthEnv`: storage, the page URL, history, navigation,
 * timers, the `reader.wechatLogin` Action), so every step is testable without a browser.
 *
 * The flow: a `code` in the page's query is stored (`weixinCode`, as long as WeChat keeps it
 * valid) and removed from the address bar with `state`; a stored code is exchanged 200 ms later;
 * without one the reader is sent round this site's start address (which binds the state
 * `isShare{nonce}` to this browser, docs/decisions/136) to the authorize page (scope
 * snsapi_userinfo). A code without an openid, or one this browser did not ask for, is retried twice — the count lives in sessionStorage because every retry
 * is a round trip through WeChat — and then fails with 微信授权失败; a request error fails with
 * 微信授权获取用户信息失败. The status is kept in `wxAward` and polled every 300 ms while the
 * overlay is up, so an authorisation finished in another tab ends this one's wait too.
 */
import { map } from 'nanostores';
import { setReader } from './reader.ts';
import type { ReaderView } from '../contracts/reader.ts';
import { TOKEN_TTL_MS, WECHAT_AWARD_POLL_MS, WECHAT_CODE_DELAY_MS, WECHAT_CODE_TTL_MS, WECHAT_RETRY_LIMIT } from '../lib/constants.ts';
import { readExpiring, removeStored, writeExpiring, type KeyValueStorage } from '../lib/expiringStorage.ts';
import { WECHAT_REDIRECT_HASH, isWechatState, wechatStartHref, withoutAuthParams } from '../lib/wechatAuthRules.ts';

/** SPEC §4: 0 initial, 1 authorising (the overlay), 2 success, -1 failed. */
export type WechatAuthStatus = 0 | 1 | 2 | -1;
/** SPEC §4: the user-info exchange — 0 in progress (or not yet), 1 success, -1 failure. */
export type WeixinInit = 0 | 1 | -1;

/** What `reader.wechatLogin` answers (src/actions/readerActions.ts); repeated here so the store needs no server module. */
export interface WechatLoginAnswer {
  /** `unbound`: the code did not come back to the browser that asked for it; it was not exchanged. */
  outcome: 'loggedIn' | 'authorised' | 'noOpenid' | 'unbound' | 'failed';
  reader: ReaderView;
}

export interface WechatAuthApi {
  /** Rejects on a transport or Action error. */
  wechatLogin(code: string, state: string): Promise<WechatLoginAnswer>;
}

export interface WechatAuthEnv {
  /** This site's address that starts an authorisation (src/pages/wxAuthorize.ts). */
  startUrl: string;
  api: WechatAuthApi;
  /** localStorage: the code, wxAward and weixinInit. */
  storage: KeyValueStorage | null;
  /** sessionStorage: the retry count, which must survive the redirects of one tab and no more. */
  session: KeyValueStorage | null;
  currentUrl(): string;
  /** Changes the address bar without a navigation (history.replaceState). */
  replaceUrl(url: string): void;
  /** Leaves the page for `url`. */
  redirect(url: string): void;
  /** Runs once after `ms`; returns the cancel. */
  schedule(run: () => void, ms: number): () => void;
  /** Runs every `ms`; returns the cancel. */
  repeat(run: () => void, ms: number): () => void;
  now(): number;
}

export type WechatAuthMessage = 'msg.wechatAuthFailed' | 'msg.wechatUserInfoFailed';

export interface WechatAuthState {
  status: WechatAuthStatus;
  weixinInit: WeixinInit;
  /** What a failure says; null otherwise. */
  message: WechatAuthMessage | null;
  /** This authorisation logged the reader in (the answer had a unionid). */
  loggedIn: boolean;
}

export const WEIXIN_CODE_KEY = 'weixinCode';
/** The state the code came back with, kept beside it: the server checks it against its nonce. */
export const WEIXIN_STATE_KEY = 'weixinState';
export const WX_AWARD_KEY = 'wxAward';
export const WEIXIN_INIT_KEY = 'weixinInit';
export const WECHAT_RETRIES_KEY = 'weixinRetries';
const FINISHED: readonly WechatAuthStatus[] = [2, -1];

function asStatus(value: string | null): WechatAuthStatus | null {
  const status = Number(value);
  return value !== null && (status === 0 || status === 1 || status === 2 || status === -1) ? status : null;
}

export function createWechatAuth(env: WechatAuthEnv) {
  const $state = map<WechatAuthState>({ status: 0, weixinInit: 0, message: null, loggedIn: false });
  let stopPolling: (() => void) | null = null;
  let cancelExchange: (() => void) | null = null;

  // Kept as long as a token: an authorisation is as good as the session it started.
  const remember = (key: string, value: number) => writeExpiring(env.storage, key, String(value), TOKEN_TTL_MS, env.now());
  const storedStatus = () => asStatus(readExpiring(env.storage, WX_AWARD_KEY, env.now()));
  const retries = () => Math.max(0, Number(readExpiring(env.session, WECHAT_RETRIES_KEY, env.now())) || 0);
  const clearRetries = () => removeStored(env.session, WECHAT_RETRIES_KEY);

  function polling(on: boolean): void {
    if (!on) {
      stopPolling?.();
      stopPolling = null;
      return;
    }
    stopPolling ??= env.repeat(() => {
      // Another tab (or an earlier page of this one) finished: its answer ends this wait.
      const stored = storedStatus();
      if ($state.get().status === 1 && stored !== null && FINISHED.includes(stored)) adopt(stored);
    }, WECHAT_AWARD_POLL_MS);
  }

  function authorising(): void {
    $state.set({ status: 1, weixinInit: 0, message: null, loggedIn: false });
    remember(WX_AWARD_KEY, 1);
    remember(WEIXIN_INIT_KEY, 0);
    polling(true);
  }

  function finish(status: 2 | -1, message: WechatAuthMessage | null = null, loggedIn = false): void {
    clearRetries();
    const weixinInit = status === 2 ? 1 : -1;
    $state.set({ status, weixinInit, message, loggedIn });
    remember(WX_AWARD_KEY, status);
    remember(WEIXIN_INIT_KEY, weixinInit);
    polling(false);
  }

  function adopt(status: WechatAuthStatus): void {
    $state.set({ status, weixinInit: status === 2 ? 1 : -1, message: status === -1 ? 'msg.wechatAuthFailed' : null, loggedIn: false });
    polling(false);
  }

  function toAuthorizePage(): void {
    env.redirect(wechatStartHref(env.startUrl, withoutAuthParams(env.currentUrl())));
  }

  /** Reads `code` and `state` off the address bar; `returned` says the reader came back from the authorize page. */
  function takeCodeFromUrl(): { code: string | null; state: string; returned: boolean } {
    const url = new URL(env.currentUrl());
    const code = url.searchParams.get('code') || null;
    const state = url.searchParams.get('state') ?? '';
    const returned = isWechatState(state);
    if (code) {
      writeExpiring(env.storage, WEIXIN_CODE_KEY, code, WECHAT_CODE_TTL_MS, env.now());
      writeExpiring(env.storage, WEIXIN_STATE_KEY, state, WECHAT_CODE_TTL_MS, env.now());
    }
    // A redirect keeps the fragment of the address it came from, so WeChat's own marker arrives too.
    const marker = url.hash === WECHAT_REDIRECT_HASH;
    if (url.searchParams.has('code') || url.searchParams.has('state') || marker) {
      // Keeps the code out of what the reader shares or bookmarks: it is single-use and a copy would fail for the next reader.
      url.searchParams.delete('code');
      url.searchParams.delete('state');
      if (marker) url.hash = '';
      env.replaceUrl(url.href);
    }
    return { code, state, returned };
  }

  async function exchange(code: string, state: string): Promise<void> {
    cancelExchange = null;
    // A code works once, whatever the answer: gone before it is sent, so a reload never replays it.
    removeStored(env.storage, WEIXIN_CODE_KEY);
    removeStored(env.storage, WEIXIN_STATE_KEY);
    const answer = await env.api.wechatLogin(code, state).catch(() => null);
    if (!answer || answer.outcome === 'failed') return finish(-1, 'msg.wechatUserInfoFailed');
    // A code this browser did not ask for is retried as one without an openid: round WeChat, within the retry limit.
    if (answer.outcome === 'noOpenid' || answer.outcome === 'unbound') {
      const done = retries();
      if (done >= WECHAT_RETRY_LIMIT) return finish(-1, 'msg.wechatAuthFailed');
      writeExpiring(env.session, WECHAT_RETRIES_KEY, String(done + 1), WECHAT_CODE_TTL_MS, env.now());
      return toAuthorizePage();
    }
    if (answer.outcome === 'loggedIn') setReader(answer.reader);
    finish(2, null, answer.outcome === 'loggedIn');
  }

  /**
   * Finishes an authorisation that came back: the code in the URL, or one stored by an earlier
   * load within its lifetime. True when there was one to finish (or a refusal to report).
   */
  function resume(): boolean {
    const { code, state, returned } = takeCodeFromUrl();
    // The code in hand wins: with storage blocked it is the only copy.
    const pending = code ?? readExpiring(env.storage, WEIXIN_CODE_KEY, env.now());
    if (pending) {
      const pendingState = code ? state : (readExpiring(env.storage, WEIXIN_STATE_KEY, env.now()) ?? '');
      authorising();
      cancelExchange = env.schedule(() => void exchange(pending, pendingState), WECHAT_CODE_DELAY_MS);
      return true;
    }
    // Back from WeChat with a state and no code: the reader refused. Sending them again would loop.
    if (returned) {
      finish(-1, 'msg.wechatAuthFailed');
      return true;
    }
    return false;
  }

  /** A fresh authorisation: the retry count starts over. */
  function authorise(): void {
    removeStored(env.storage, WEIXIN_CODE_KEY);
    removeStored(env.storage, WEIXIN_STATE_KEY);
    clearRetries();
    authorising();
    toAuthorizePage();
  }

  return {
    $state,
    resume,
    authorise,
    /**
     * The shared page's whole flow (SPEC §4): finish what came back, else authorise — unless this
     * browser already holds a success (a reader without a unionid stays anonymous, and must not be
     * sent round WeChat on every page).
     */
    run(): void {
      if (resume()) return;
      if (storedStatus() === 2) return void $state.set({ status: 2, weixinInit: 1, message: null, loggedIn: false });
      authorise();
    },
    /** A logged-in reader needs no authorisation, but a code left in the address bar must still go. */
    tidyUrl(): void {
      takeCodeFromUrl();
      removeStored(env.storage, WEIXIN_CODE_KEY);
      removeStored(env.storage, WEIXIN_STATE_KEY);
    },
    /** Hides a failure the reader has read. */
    dismiss(): void {
      if ($state.get().status === -1) $state.setKey('message', null);
    },
    stop(): void {
      cancelExchange?.();
      cancelExchange = null;
      polling(false);
    },
  };
}

export type WechatAuthController = ReturnType<typeof createWechatAuth>;

/** The login page's "WeChat login" button: always a fresh authorisation, back to the current page. */
export function startWechatAuthorisation(env: WechatAuthEnv): WechatAuthController {
  const auth = createWechatAuth(env);
  auth.authorise();
  return auth;
}
