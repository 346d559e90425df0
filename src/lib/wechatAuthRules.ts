/**
 * When a page offers WeChat authorisation (SPEC §4: "in a shared page inside WeChat"), decided on
 * the server so every other reader's HTML stays exactly as it was: inside WeChat (the user agent,
 * which the micro-cache keys on), opened from a share link (`isShare=true`), and only for a site
 * whose config names a WeChat app that logs readers in (`_rd_WeChat.authLogin` 1 or 2).
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
