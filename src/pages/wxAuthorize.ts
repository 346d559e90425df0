/**
 * The first step of a WeChat authorisation (SPEC §4, docs/decisions/136): gives this browser a
 * nonce in an httpOnly cookie for 10 minutes and sends it on to the authorize page with the state
 * `isShare{nonce}`. The code that comes back is exchanged only beside that cookie
 * (reader.wechatLogin), so a link carrying someone else's code logs nobody in. `back` must be a
 * page of this site.
 */
import type { APIRoute } from 'astro';
import { serverEnv } from '../config/serverEnv.ts';
import { sameSiteOrigin } from '../config/siteOrigin.ts';
import { cacheControl } from '../context/cachePolicy.ts';
import { WECHAT_STATE_COOKIE, wechatAuthConfigured, wechatAuthorizeHref, wechatStateFor, withoutAuthParams } from '../lib/wechatAuthRules.ts';

const NONCE_TTL_S = 600;

export const GET: APIRoute = ({ url, locals, cookies }) => {
  const wechat = locals.site.config?.wechat;
  const refuse = (status: number) => new Response(null, { status, headers: { 'cache-control': cacheControl('private') } });
  if (!wechatAuthConfigured(wechat)) return refuse(404);
  let back: URL;
  try {
    back = new URL(url.searchParams.get('back') ?? '');
  } catch {
    return refuse(400);
  }
  // A page of this site, under any host it answers to (the reader's address bar may show another than SITE_ORIGIN).
  if (!sameSiteOrigin(back.origin, serverEnv().origin)) return refuse(400);
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('hex');
  const env = serverEnv();
  cookies.set(WECHAT_STATE_COOKIE, nonce, { path: '/', httpOnly: true, sameSite: 'lax', secure: env.origin.secure, maxAge: NONCE_TTL_S });
  const location = wechatAuthorizeHref(env.wechatAuthorizeUrl, wechat.wxAppid, withoutAuthParams(back.href), wechatStateFor(nonce));
  return new Response(null, { status: 302, headers: { location, 'cache-control': cacheControl('private') } });
};
