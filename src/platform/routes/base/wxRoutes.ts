import { createHash, randomUUID } from 'node:crypto';
import { envelope } from '../../http/envelope.ts';
import type { RouteDef } from '../../http/mountRoutes.ts';
import { exchangeWxCode } from '../../identity/wechatOauth.ts';

/** WeChat JS-SDK signature, exactly as PLATFORM.md §6.2: sha1 over the four keys in ASCII order, url without its fragment. */
export function wxSignature(ticket: string, noncestr: string, timestamp: string, url: string): string {
  return createHash('sha1')
    .update(`jsapi_ticket=${ticket}&noncestr=${noncestr}&timestamp=${timestamp}&url=${url.split('#')[0]}`)
    .digest('hex');
}

export const wxRoutes: RouteDef[] = [
  {
    path: '/wx/signature',
    jsonpParam: 'callback',
    handler({ params, ctx }) {
      const url = params.string('url', '', 2000).split('#')[0]!;
      if (!/^https?:\/\/\S+$/.test(url)) return envelope.failure('url 参数错误');
      const noncestr = randomUUID();
      const timestamp = String(Math.floor(Date.now() / 1000));
      const ticket = ctx.settings.jsapiTicket;
      return envelope.ok({
        appid: ctx.settings.wxAppId,
        noncestr,
        timestamp,
        signature: wxSignature(ticket, noncestr, timestamp, url),
        ...(params.get('t') === 'debug' ? { jsapi_ticket: ticket } : {}),
      });
    },
  },
  {
    // The code from the WeChat authorise page (ours in emulator mode, PLATFORM.md §6.1), exchanged once.
    path: '/wx/getWxUserinfoByCode',
    async handler({ params, ctx, origin }) {
      const result = await exchangeWxCode(ctx.db, ctx.settings, params.string('code', '', 128), origin);
      if (!result.ok) return { kind: 'envelope', status: -1, message: result.errmsg, data: { errcode: result.errcode, errmsg: result.errmsg } };
      return envelope.ok(result.user);
    },
  },
];
