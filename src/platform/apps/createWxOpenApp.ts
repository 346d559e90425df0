import { Hono } from 'hono';
import type { PlatformContext } from '../PlatformContext.ts';
import { issueWxCode } from '../identity/wechatOauth.ts';

/**
 * `/wx-open`: the bundled platform's stand-in for open.weixin.qq.com's web authorisation page
 * (PLATFORM.md §6.1, docs/decisions/070). It consents at once for the demo WeChat user and
 * redirects to `redirect_uri?code=CODE&state=STATE`; `wx/getWxUserinfoByCode` exchanges the code.
 * With PLATFORM_WX_OAUTH=wechat the site sends readers to the real page instead and this one refuses.
 */
const STATE = /^[a-zA-Z0-9]{0,128}$/;
const SCOPES = new Set(['snsapi_base', 'snsapi_userinfo']);
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * A local run answers on localhost, 127.0.0.1 and [::1] alike (src/config/siteOrigin.ts), so a page
 * opened on one name may be sent here on another: same machine, same port, same site.
 */
function loopbackAlias(requestHost: URL, target: URL): boolean {
  return LOOPBACK.has(requestHost.hostname) && LOOPBACK.has(target.hostname) && requestHost.port === target.port;
}

export function createWxOpenApp(ctx: PlatformContext): Hono {
  const app = new Hono();
  const refuse = (c: { text(body: string, status: 400 | 404): Response }, why: string) => c.text(`微信授权参数错误: ${why}`, 400);
  app.get('/connect/oauth2/authorize', async (c) => {
    if (ctx.settings.wxOauthMode !== 'emulator') return c.text('not found', 404);
    const q = (name: string) => c.req.query(name) ?? '';
    const appid = q('appid');
    const redirect = q('redirect_uri');
    const state = q('state');
    const scope = q('scope');
    if (!/^wx[\w-]{1,40}$/.test(appid)) return refuse(c, 'appid');
    if (q('response_type') !== 'code') return refuse(c, 'response_type');
    if (!SCOPES.has(scope)) return refuse(c, 'scope');
    if (!STATE.test(state)) return refuse(c, 'state');
    let target: URL;
    try {
      target = new URL(redirect);
    } catch {
      return refuse(c, 'redirect_uri');
    }
    if ((target.protocol !== 'http:' && target.protocol !== 'https:') || redirect.length > 2000) return refuse(c, 'redirect_uri');
    // Like WeChat's authorised domain: only the site's own host (or configured ones), never an open redirect.
    const requestUrl = new URL(c.req.url);
    const ownHosts = [requestUrl.host, ctx.settings.publicOrigin ? new URL(ctx.settings.publicOrigin).host : '', ...ctx.settings.wxRedirectHosts];
    if (!ownHosts.includes(target.host) && !loopbackAlias(requestUrl, target)) return refuse(c, 'redirect_uri');
    const code = await issueWxCode(ctx.db, { appid, scope, state, redirectUri: redirect });
    target.hash = '';
    target.searchParams.set('code', code);
    target.searchParams.set('state', state);
    return c.body(null, 302, { location: target.href, 'cache-control': 'no-store' });
  });
  app.all('*', (c) => c.text('not found', 404));
  return app;
}
