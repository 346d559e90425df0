/**
 * When a page offers WeChat authorisation (SPEC §4: "in a shared page inside WeChat"), decided on
 * the server so every other reader's HTML stays exactly as it was: inside WeChat (the user agent,
 * which the micro-cache keys on), opened from a share link (`isShare=true`), and only for a site
 * whose config names a WeChat app that logs readers in (`_rd_WeChat.authLogin` 1 or 2). And the
 * authorize page's address (PLATFORM.md §6.1), built on the server once the browser holds its
 * nonce (src/pages/wxAuthorize.ts), for the store's redirect and the login page's link alike.
 */
export interface WechatLoginConfig {
  wxAppid: string;
  authLogin: number;
}

/** Appids are short word strings (`wx` + hex on WeChat); anything else would only make a broken authorize URL. */
const APPID = /^[\w-]{1,64}$/;

export function wechatAuthConfigured(wechat: WechatLoginConfig | null | undefined): wechat is WechatLoginConfig {
  return Boolean(wechat && APPID.test(wechat.wxAppid) && (wechat.authLogin === 1 || wechat.authLogin === 2));
}

/** Whether this page's HTML depends on being inside WeChat: shared caches must then vary on the user agent. */
export function wechatAuthVaries(input: { isShare: boolean; wechat: WechatLoginConfig | null | undefined }): boolean {
  return input.isShare && wechatAuthConfigured(input.wechat);
}

export function wechatAuthWanted(input: { inWeChat: boolean; isShare: boolean; wechat: WechatLoginConfig | null | undefined }): boolean {
  return input.inWeChat && wechatAuthVaries(input);
}

/** SPEC §4: the state sent to the authorize page; it comes back beside the code. */
export const WECHAT_AUTH_STATE = 'isShare';
/**
 * The browser that starts an authorisation gets a nonce in this httpOnly cookie, and the state is
 * `isShare{nonce}` (WeChat allows only a-zA-Z0-9 there, 128 at most): a code comes back bound to
 * that browser, and a code in a link someone else made (their own WeChat login, for a victim to be
 * logged in as them) is not exchanged.
 */
export const WECHAT_STATE_COOKIE = 'wxAuthState';
const NONCE = /^[A-Za-z0-9]{16,64}$/;

export function wechatStateFor(nonce: string): string {
  return `${WECHAT_AUTH_STATE}${nonce}`;
}

/** A state this site sends (`isShare`, or bound: `isShare{nonce}`): the reader is back from the authorize page. */
export function isWechatState(state: string | null): boolean {
  if (state === WECHAT_AUTH_STATE) return true;
  return Boolean(state?.startsWith(WECHAT_AUTH_STATE) && NONCE.test(state.slice(WECHAT_AUTH_STATE.length)));
}

/** Whether `state` is bound to the nonce this browser holds. */
export function wechatStateBound(state: string | null | undefined, nonce: string | null | undefined): boolean {
  return Boolean(nonce && NONCE.test(nonce) && state === wechatStateFor(nonce));
}
/** PLATFORM.md §6.1: the authorize URL must end with it. */
export const WECHAT_REDIRECT_HASH = '#wechat_redirect';

/** The page's address as WeChat should send the reader back to it: no code, no state, no fragment. */
export function withoutAuthParams(href: string): string {
  const url = new URL(href);
  url.searchParams.delete('code');
  url.searchParams.delete('state');
  url.hash = '';
  return url.href;
}

/** PLATFORM.md §6.1: parameters in WeChat's documented order, `#wechat_redirect` required. */
export function wechatAuthorizeHref(authorizeUrl: string, appid: string, redirectUri: string, state = WECHAT_AUTH_STATE): string {
  const query = [`appid=${encodeURIComponent(appid)}`, `redirect_uri=${encodeURIComponent(redirectUri)}`, 'response_type=code', 'scope=snsapi_userinfo', `state=${encodeURIComponent(state)}`].join(
    '&',
  );
  return `${authorizeUrl}?${query}${WECHAT_REDIRECT_HASH}`;
}

/**
 * Where an authorisation starts: this site's address that sets the nonce cookie and sends the
 * reader on to the authorize page (src/pages/wxAuthorize.ts), with the page to come back to.
 */
export function wechatStartHref(startUrl: string, back: string): string {
  return `${startUrl}?back=${encodeURIComponent(back)}`;
}

/**
 * The WeChat login: where the island's flow starts an authorisation, and `href`, that flow's first
 * step as a plain link back to this page, so a tap before the island has hydrated still goes round
 * WeChat (and the island finishes the login when the reader comes back with a code).
 */
export interface WechatLoginLink {
  startUrl: string;
  href: string;
}
