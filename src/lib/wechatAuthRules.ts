/**
 * When a page offers WeChat authorisation (SPEC §4: "in a shared page inside WeChat"), decided on
 * the server so every other reader's HTML stays exactly as it was: inside WeChat (the user agent,
 * which the micro-cache keys on), opened from a share link (`isShare=true`), and only for a site
 * whose config names a WeChat app that logs readers in (`_rd_WeChat.authLogin` 1 or 2). And the
 * authorize page's address (PLATFORM.md §6.1), one way for the store's redirect and the login
 * page's link.
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
export function wechatAuthorizeHref(authorizeUrl: string, appid: string, redirectUri: string): string {
  const query = [`appid=${encodeURIComponent(appid)}`, `redirect_uri=${encodeURIComponent(redirectUri)}`, 'response_type=code', 'scope=snsapi_userinfo', `state=${WECHAT_AUTH_STATE}`].join('&');
  return `${authorizeUrl}?${query}${WECHAT_REDIRECT_HASH}`;
}

/**
 * The WeChat login: the app and authorize page the island's flow needs, and `href`, that flow's
 * first step as a plain link back to this page, so a tap before the island has hydrated still
 * goes round WeChat (and the island finishes the login when the reader comes back with a code).
 */
export interface WechatLoginLink {
  appid: string;
  authorizeUrl: string;
  href: string;
}
