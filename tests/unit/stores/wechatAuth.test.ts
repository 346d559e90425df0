import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createWechatAuth,
  startWechatAuthorisation,
  WECHAT_RETRIES_KEY,
  WEIXIN_CODE_KEY,
  WEIXIN_INIT_KEY,
  WEIXIN_STATE_KEY,
  WX_AWARD_KEY,
  type WechatAuthEnv,
  type WechatLoginAnswer,
} from '../../../src/stores/wechatAuth.ts';
import { $reader, resetReader } from '../../../src/stores/reader.ts';
import { ANONYMOUS_READER, type ReaderView } from '../../../src/contracts/reader.ts';
import {
  isWechatState,
  wechatAuthConfigured,
  wechatAuthorizeHref,
  wechatAuthVaries,
  wechatAuthWanted,
  wechatStartHref,
  wechatStateBound,
  wechatStateFor,
  withoutAuthParams,
} from '../../../src/lib/wechatAuthRules.ts';
import { readExpiring, writeExpiring } from '../../../src/lib/expiringStorage.ts';

const AUTHORIZE = 'https://wx.example.test/connect/oauth2/authorize';
const APPID = 'wx0000000000demo';
/** This site's start address (src/pages/wxAuthorize.ts), and the nonce it gives the browser. */
const START = 'https://news.example.test/app/template/displayTemplate/news/wxAuthorize';
const NONCE = 'n0nceOfThisBrowser0123';
const PAGE = 'https://news.example.test/app/template/displayTemplate/news/newsDetail/1/2.html?isShare=true&wxdemo=noopenid1abc';
const MEMBER: ReaderView = { loggedIn: true, userId: '42', nickname: '微信读者', avatar: '', hostAppGuest: false };

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

type Answer = WechatLoginAnswer['outcome'] | 'error' | 'stall';

/**
 * One browser tab: its storage outlives page loads, the address bar is the current page's. Each
 * `load` is a page load (a new controller); `answers` are what the wechatLogin Action says, in turn.
 */
function tab(answers: Answer[] = []) {
  const local = memoryStorage();
  const session = memoryStorage();
  const calls: string[] = [];
  const states: string[] = [];
  const redirects: string[] = [];
  const replaced: string[] = [];
  let url = PAGE;
  const env = (): WechatAuthEnv => ({
    startUrl: START,
    api: {
      wechatLogin(code, state) {
        calls.push(code);
        states.push(state);
        const answer = answers.shift() ?? 'failed';
        if (answer === 'error') return Promise.reject(new Error('network'));
        if (answer === 'stall') return new Promise(() => undefined);
        return Promise.resolve({ outcome: answer, reader: answer === 'loggedIn' ? MEMBER : ANONYMOUS_READER });
      },
    },
    storage: local,
    session,
    currentUrl: () => url,
    replaceUrl: (next) => {
      replaced.push(next);
      url = next;
    },
    redirect: (next) => void redirects.push(next),
    schedule(run, ms) {
      const timer = setTimeout(run, ms);
      return () => clearTimeout(timer);
    },
    repeat(run, ms) {
      const timer = setInterval(run, ms);
      return () => clearInterval(timer);
    },
    now: () => Date.now(),
  });
  return {
    local,
    session,
    calls,
    states,
    redirects,
    replaced,
    get url() {
      return url;
    },
    open(next: string) {
      url = next;
    },
    load() {
      const auth = createWechatAuth(env());
      auth.run();
      return auth;
    },
    env,
  };
}

/** What the start address and WeChat (or the emulator) do: back to the page with a code and the bound state. */
function backFromWechat(startHref: string, code: string): string {
  const target = new URL(new URL(startHref).searchParams.get('back')!);
  target.searchParams.set('code', code);
  target.searchParams.set('state', wechatStateFor(NONCE));
  target.hash = 'wechat_redirect';
  return target.href;
}

/** Runs page loads until the tab stops being redirected; returns the last controller. */
async function followFlow(browser: ReturnType<typeof tab>, limit = 10) {
  let auth = browser.load();
  for (let visits = 1; visits <= limit; visits++) {
    await vi.advanceTimersByTimeAsync(1000);
    if (browser.redirects.length < visits) return auth;
    browser.open(backFromWechat(browser.redirects.at(-1)!, `code${visits}`));
    auth.stop();
    auth = browser.load();
  }
  throw new Error('still redirecting');
}

beforeEach(() => {
  vi.useFakeTimers();
  resetReader();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('SPEC §4 WeChat authorisation: the code', () => {
  it('a code in the query is stored for 5 minutes, removed from the URL with state, and exchanged after 200 ms', async () => {
    const browser = tab(['stall']);
    // The browser keeps the authorize URL's fragment across WeChat's redirect.
    browser.open(`${PAGE}&code=abc123&state=isShare#wechat_redirect`);
    const auth = browser.load();
    expect(browser.replaced).toEqual([PAGE]);
    expect(JSON.parse(browser.local.values.get(WEIXIN_CODE_KEY)!)).toEqual({ value: 'abc123', expires: Date.now() + 5 * 60_000 });
    expect(auth.$state.get()).toMatchObject({ status: 1, weixinInit: 0 });
    await vi.advanceTimersByTimeAsync(199);
    expect(browser.calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(browser.calls).toEqual(['abc123']);
    // Single use: gone once sent, so a reload cannot replay it.
    expect(browser.local.values.has(WEIXIN_CODE_KEY)).toBe(false);
    expect(browser.redirects).toEqual([]);
  });

  it.each([
    ['stored 4 minutes ago', 4 * 60_000, ['stored'], []],
    ['stored 6 minutes ago (expired)', 6 * 60_000, [], [expect.stringContaining(START)]],
  ])('a code %s: %j exchanged', async (_name, age, calls, redirects) => {
    const browser = tab(['stall']);
    writeExpiring(browser.local, WEIXIN_CODE_KEY, 'stored', 5 * 60_000, Date.now() - age);
    browser.load();
    await vi.advanceTimersByTimeAsync(200);
    expect(browser.calls).toEqual(calls);
    expect(browser.redirects).toEqual(redirects);
  });

  it('with storage blocked, the code in hand is still exchanged', async () => {
    const browser = tab(['authorised']);
    const blocked = () => {
      throw new Error('SecurityError');
    };
    browser.open(`${PAGE}&code=abc&state=isShare`);
    const auth = createWechatAuth({ ...browser.env(), storage: { getItem: blocked, setItem: blocked, removeItem: blocked }, session: null });
    auth.run();
    await vi.advanceTimersByTimeAsync(200);
    expect(browser.calls).toEqual(['abc']);
    expect(auth.$state.get().status).toBe(2);
  });
});

describe('SPEC §4 WeChat authorisation: the authorize page', () => {
  it("without a code the reader goes round this site's start address at once, this page encoded", () => {
    const browser = tab();
    browser.open(`${PAGE}#comments`);
    const auth = browser.load();
    expect(browser.redirects).toEqual([`${START}?back=https%3A%2F%2Fnews.example.test%2Fapp%2Ftemplate%2FdisplayTemplate%2Fnews%2FnewsDetail%2F1%2F2.html%3FisShare%3Dtrue%26wxdemo%3Dnoopenid1abc`]);
    expect(auth.$state.get().status).toBe(1);
    expect(browser.calls).toEqual([]);
  });

  it.each([
    ['code and state', `${PAGE}&code=old&state=isShare`, PAGE],
    ['only a stray state', 'https://n.test/a.html?state=x&page=2', 'https://n.test/a.html?page=2'],
    ['a fragment', 'https://n.test/a.html?isShare=true#top', 'https://n.test/a.html?isShare=true'],
  ])('redirect_uri leaves out %s', (_name, href, expected) => {
    expect(withoutAuthParams(href)).toBe(expected);
    expect(new URL(wechatAuthorizeHref(AUTHORIZE, APPID, withoutAuthParams(href))).searchParams.get('redirect_uri')).toBe(expected);
  });

  it('back from WeChat with a state and no code (the reader refused): 微信授权失败, no second trip', async () => {
    const browser = tab();
    browser.open(`${PAGE}&state=isShare`);
    const auth = browser.load();
    await vi.advanceTimersByTimeAsync(1000);
    expect(auth.$state.get()).toMatchObject({ status: -1, weixinInit: -1, message: 'msg.wechatAuthFailed' });
    expect(browser.redirects).toEqual([]);
    expect(browser.url).toBe(PAGE);
  });
});

describe('a code bound to the browser that asked for it (docs/decisions/136)', () => {
  it('the authorize page gets snsapi_userinfo, the bound state and #wechat_redirect, this page encoded', () => {
    expect(wechatAuthorizeHref(AUTHORIZE, APPID, PAGE, wechatStateFor(NONCE))).toBe(
      `${AUTHORIZE}?appid=wx0000000000demo&redirect_uri=https%3A%2F%2Fnews.example.test%2Fapp%2Ftemplate%2FdisplayTemplate%2Fnews%2FnewsDetail%2F1%2F2.html%3FisShare%3Dtrue%26wxdemo%3Dnoopenid1abc&response_type=code&scope=snsapi_userinfo&state=isShare${NONCE}#wechat_redirect`,
    );
  });

  it.each([
    ['the plain state of SPEC §4', 'isShare', true],
    ['a bound state', `isShare${NONCE}`, true],
    ['a nonce too short', 'isShareabc', false],
    ['a dot, which WeChat would refuse', `isShare.${NONCE}`, false],
    ['another word', 'notShare', false],
    ['a nonce with odd characters', 'isShare<script>alert(1)</script>xx', false],
    ['nothing', null, false],
  ])('isWechatState: %s', (_name, state, expected) => expect(isWechatState(state)).toBe(expected));

  it.each([
    ['the state this browser was given', `isShare${NONCE}`, NONCE, true],
    ["another browser's state", 'isShareAnotherBrowsersNonce99', NONCE, false],
    ['the unbound state of a link', 'isShare', NONCE, false],
    ['no nonce cookie', `isShare${NONCE}`, undefined, false],
    ['an empty nonce cookie', 'isShare', '', false],
  ])('wechatStateBound: %s', (_name, state, nonce, expected) => expect(wechatStateBound(state, nonce)).toBe(expected));

  it('the state travels with the code to the Action, also from storage on a later load', async () => {
    const browser = tab(['stall']);
    browser.open(`${PAGE}&code=abc&state=${wechatStateFor(NONCE)}`);
    const first = browser.load();
    expect(readExpiring(browser.local, WEIXIN_STATE_KEY, Date.now())).toBe(wechatStateFor(NONCE));
    first.stop();
    browser.load();
    await vi.advanceTimersByTimeAsync(200);
    expect([browser.calls, browser.states]).toEqual([['abc'], [wechatStateFor(NONCE)]]);
    expect(browser.local.values.has(WEIXIN_STATE_KEY)).toBe(false);
  });

  it.each<[string, Answer[], number, number]>([
    ['a code this browser did not ask for is retried through WeChat, then logs in', ['unbound', 'loggedIn'], 2, 2],
    ['codes never bound (cookies blocked): 2 retries, then 微信授权失败', ['unbound', 'unbound', 'unbound'], 3, -1],
  ])('%s', async (_name, answers, trips, status) => {
    const browser = tab(answers);
    const auth = await followFlow(browser);
    expect(browser.redirects).toHaveLength(trips);
    expect(auth.$state.get().status).toBe(status);
  });
});

describe('SPEC §4 WeChat authorisation: outcomes and retries', () => {
  it.each<[string, Answer[], { trips: number; calls: number; status: number; message: string | null; loggedIn: boolean; reader: ReaderView | null }]>([
    ['unionid: logged in', ['loggedIn'], { trips: 1, calls: 1, status: 2, message: null, loggedIn: true, reader: MEMBER }],
    ['openid without unionid: authorised, still anonymous', ['authorised'], { trips: 1, calls: 1, status: 2, message: null, loggedIn: false, reader: null }],
    ['no openid once, then logged in', ['noOpenid', 'loggedIn'], { trips: 2, calls: 2, status: 2, message: null, loggedIn: true, reader: MEMBER }],
    ['no openid twice, then logged in', ['noOpenid', 'noOpenid', 'loggedIn'], { trips: 3, calls: 3, status: 2, message: null, loggedIn: true, reader: MEMBER }],
    ['no openid three times: 2 retries, then 微信授权失败', ['noOpenid', 'noOpenid', 'noOpenid'], { trips: 3, calls: 3, status: -1, message: 'msg.wechatAuthFailed', loggedIn: false, reader: null }],
    ['the platform refuses the code: 微信授权获取用户信息失败', ['failed'], { trips: 1, calls: 1, status: -1, message: 'msg.wechatUserInfoFailed', loggedIn: false, reader: null }],
    ['the request fails: 微信授权获取用户信息失败', ['error'], { trips: 1, calls: 1, status: -1, message: 'msg.wechatUserInfoFailed', loggedIn: false, reader: null }],
    ['no openid, then the request fails', ['noOpenid', 'error'], { trips: 2, calls: 2, status: -1, message: 'msg.wechatUserInfoFailed', loggedIn: false, reader: null }],
  ])('%s', async (_name, answers, expected) => {
    const browser = tab(answers);
    const auth = await followFlow(browser);
    expect(browser.redirects).toHaveLength(expected.trips);
    expect(browser.calls).toEqual(Array.from({ length: expected.calls }, (_, i) => `code${i + 1}`));
    expect(auth.$state.get()).toEqual({ status: expected.status, weixinInit: expected.status === 2 ? 1 : -1, message: expected.message, loggedIn: expected.loggedIn });
    expect($reader.get()).toEqual(expected.reader);
    // The flow is over: no code left behind, no retry count for the next one, the address bar clean.
    expect(browser.local.values.has(WEIXIN_CODE_KEY)).toBe(false);
    expect(browser.session.values.has(WECHAT_RETRIES_KEY)).toBe(false);
    expect(browser.url).toBe(PAGE);
    expect(readExpiring(browser.local, WX_AWARD_KEY, Date.now())).toBe(String(expected.status));
    expect(readExpiring(browser.local, WEIXIN_INIT_KEY, Date.now())).toBe(expected.status === 2 ? '1' : '-1');
  });

  it('every retry clears the code it used and counts itself in sessionStorage', async () => {
    const browser = tab(['noOpenid']);
    browser.open(`${PAGE}&code=first&state=isShare`);
    browser.load();
    await vi.advanceTimersByTimeAsync(200);
    expect(browser.local.values.has(WEIXIN_CODE_KEY)).toBe(false);
    expect(readExpiring(browser.session, WECHAT_RETRIES_KEY, Date.now())).toBe('1');
    expect(browser.redirects).toHaveLength(1);
  });
});

describe('SPEC §4 WeChat authorisation: wxAward', () => {
  it('is 1 while authorising and is polled every 300 ms: another tab finishing ends this wait', async () => {
    const browser = tab(['stall']);
    browser.open(`${PAGE}&code=abc&state=isShare`);
    const auth = browser.load();
    expect(readExpiring(browser.local, WX_AWARD_KEY, Date.now())).toBe('1');
    await vi.advanceTimersByTimeAsync(300);
    writeExpiring(browser.local, WX_AWARD_KEY, '2', 60_000, Date.now());
    await vi.advanceTimersByTimeAsync(299);
    expect(auth.$state.get().status).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(auth.$state.get()).toMatchObject({ status: 2, weixinInit: 1 });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a failure recorded elsewhere ends the wait with 微信授权失败', async () => {
    const browser = tab(['stall']);
    browser.open(`${PAGE}&code=abc&state=isShare`);
    const auth = browser.load();
    await vi.advanceTimersByTimeAsync(250);
    writeExpiring(browser.local, WX_AWARD_KEY, '-1', 60_000, Date.now());
    await vi.advanceTimersByTimeAsync(300);
    expect(auth.$state.get()).toMatchObject({ status: -1, message: 'msg.wechatAuthFailed' });
  });

  it.each([
    ['a success within 2 hours: no second trip', 2, 60 * 60_000, 0, 2],
    ['a success over 2 hours old: authorise again', 2, 3 * 60 * 60_000, 1, 1],
    ['an earlier failure: authorise again', -1, 60_000, 1, 1],
  ])('%s', (_name, stored, age, trips, status) => {
    const browser = tab();
    writeExpiring(browser.local, WX_AWARD_KEY, String(stored), 2 * 60 * 60_000, Date.now() - age);
    const auth = browser.load();
    expect(browser.redirects).toHaveLength(trips);
    expect(auth.$state.get().status).toBe(status);
  });
});

describe('the login page and the logged-in reader', () => {
  it('startWechatAuthorisation always starts over: stale code and retry count dropped, straight to WeChat', () => {
    const browser = tab();
    writeExpiring(browser.local, WEIXIN_CODE_KEY, 'stale', 60_000, Date.now());
    writeExpiring(browser.local, WX_AWARD_KEY, '2', 60_000, Date.now());
    writeExpiring(browser.session, WECHAT_RETRIES_KEY, '2', 60_000, Date.now());
    browser.open('https://news.example.test/app/login.html');
    const auth = startWechatAuthorisation(browser.env());
    expect(auth.$state.get().status).toBe(1);
    expect(browser.redirects).toEqual([wechatStartHref(START, 'https://news.example.test/app/login.html')]);
    expect(browser.local.values.has(WEIXIN_CODE_KEY)).toBe(false);
    expect(browser.session.values.has(WECHAT_RETRIES_KEY)).toBe(false);
  });

  it('resume finishes what came back and never leaves the page by itself', async () => {
    const browser = tab(['loggedIn']);
    browser.open('https://news.example.test/app/login.html');
    expect(createWechatAuth(browser.env()).resume()).toBe(false);
    browser.open('https://news.example.test/app/login.html?code=c1&state=isShare');
    const auth = createWechatAuth(browser.env());
    expect(auth.resume()).toBe(true);
    await vi.advanceTimersByTimeAsync(200);
    expect(auth.$state.get()).toMatchObject({ status: 2, loggedIn: true });
    expect($reader.get()).toEqual(MEMBER);
    expect(browser.redirects).toEqual([]);
  });

  it('tidyUrl (a reader already logged in): the code leaves the address bar and storage, nothing is sent', async () => {
    const browser = tab();
    browser.open(`${PAGE}&code=abc&state=isShare#wechat_redirect`);
    const auth = createWechatAuth(browser.env());
    auth.tidyUrl();
    await vi.advanceTimersByTimeAsync(1000);
    expect([browser.url, browser.calls, browser.redirects, browser.local.values.size, auth.$state.get().status]).toEqual([PAGE, [], [], 0, 0]);
  });

  it('dismiss hides the failure; stop cancels the pending exchange and the poll', async () => {
    const browser = tab(['failed']);
    browser.open(`${PAGE}&code=abc&state=isShare`);
    const stopped = browser.load();
    stopped.stop();
    await vi.advanceTimersByTimeAsync(1000);
    expect(browser.calls).toEqual([]);
    const auth = browser.load();
    await vi.advanceTimersByTimeAsync(200);
    expect(auth.$state.get().message).toBe('msg.wechatUserInfoFailed');
    auth.dismiss();
    expect(auth.$state.get()).toMatchObject({ status: -1, message: null });
  });
});

describe('where the overlay is rendered (server)', () => {
  const on = { wxAppid: 'wx0000000000demo', authLogin: 1 };
  it.each([
    [{ inWeChat: true, isShare: true, wechat: on }, true],
    [{ inWeChat: true, isShare: true, wechat: { ...on, authLogin: 2 } }, true],
    [{ inWeChat: false, isShare: true, wechat: on }, false],
    [{ inWeChat: true, isShare: false, wechat: on }, false],
    [{ inWeChat: true, isShare: true, wechat: { ...on, authLogin: 0 } }, false],
    [{ inWeChat: true, isShare: true, wechat: { ...on, wxAppid: '' } }, false],
    [{ inWeChat: true, isShare: true, wechat: { ...on, wxAppid: 'wx"><script>' } }, false],
    [{ inWeChat: true, isShare: true, wechat: null }, false],
  ])('%j → %s', (input, expected) => {
    expect(wechatAuthWanted(input)).toBe(expected);
    // Shared caches vary by user agent exactly where WeChat readers could get different HTML.
    expect(wechatAuthVaries(input)).toBe(input.isShare && wechatAuthConfigured(input.wechat));
  });
});
