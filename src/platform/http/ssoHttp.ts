import { createHash } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { PlatformContext } from '../PlatformContext.ts';
import { clientAddress } from './clientAddress.ts';
import { BadParamError, type Params } from './Params.ts';
import { readParams } from './mountRoutes.ts';

/**
 * The SSO group's transport (PLATFORM.md §4.3–4.4): its own envelope, the `program-sign` filter
 * and a route table like mountRoutes'. Malformed parameters answer the SSO error envelope, never a 500.
 */
export type SsoReply = { ok: true; value: Record<string, unknown> } | { ok: false; msg: string; message: string; httpStatus?: 200 | 401 | 429 };

export const sso = {
  ok: (value: Record<string, unknown>): SsoReply => ({ ok: true, value }),
  error: (msg: string, message: string, httpStatus: 200 | 401 | 429 = 200): SsoReply => ({ ok: false, msg, message, httpStatus }),
};

/** The §4.4 i18n keys this platform answers with, and their zh_CN texts. */
export const SSO_ERRORS = {
  phoneFormat: ['phone_format_error', '手机号格式不正确'],
  phoneRegistered: ['register_phoneregistered', '手机号已经被注册'],
  nameOrPassword: ['name_or_pwd_error', '用户名或密码不正确'],
  illegal: ['user_illegal', '用户身份不合法'],
  /** A WeChat openid no code exchange of this platform answered lately (docs/decisions/139). */
  unverified: ['user_illegal', '微信身份未经验证，请重新授权登录'],
  /** Only WeChat identities can be proven here; other providers are refused (docs/decisions/139). */
  provider: ['provider_not_supported', '不支持该第三方登录方式，请使用微信或手机号登录'],
  notExistOrQuit: ['user_notexist_or_quit', '用户不存在或者已退出'],
  tooMany: ['too_many_requests', '操作过于频繁，请稍后再试'],
  badParam: ['param_error', '参数错误'],
} as const satisfies Record<string, readonly [string, string]>;

export const ssoFail = (error: readonly [string, string], httpStatus: 200 | 429 = 200) => sso.error(error[0], error[1], httpStatus);

export function ssoBody(reply: SsoReply, path: string): Record<string, unknown> {
  const timestamp = Date.now();
  if (reply.ok) return { code: 1, msg: 'success', value: reply.value, status: 0, message: 'success', data: reply.value, path: null, error: null, timestamp };
  return { code: 0, msg: reply.msg, value: {}, status: -1, message: reply.message, data: {}, path, error: reply.message, timestamp };
}

const md5 = (text: string) => createHash('md5').update(text).digest('hex');
export const NOT_ENOUGH = 'arguments are not enough';
export const SIGN_INVALID = 'sign is not invalid.';
const PARAM_LIST = /^[a-zA-Z_]+(,[a-zA-Z_]+)*$/;
const SIGN_HEADERS = ['devid', 'random', 'timestamp', 'token', 'version', 'program-params', 'program-sign'] as const;

/**
 * §4.3: secret = md5 of the five headers; program-sign = md5 of the listed params in their order, then the secret.
 * With a key (this platform always has one: PLATFORM_SSO_SECRET, docs/decisions/139) the secret is
 * md5 of the five headers and `&key=<key>`, so only a server that holds the key can sign; the
 * headers alone, which any browser could copy, are not enough.
 */
export function programSign(headers: { devid: string; random: string; timestamp: string; token: string; version: string }, params: [string, string][], key = ''): string {
  const keyed = key ? `&key=${key}` : '';
  const secret = md5(`devid=${headers.devid}&random=${headers.random}&timestamp=${headers.timestamp}&token=${headers.token}&version=${headers.version}${keyed}`);
  const body = params.map(([name, value]) => `${name}=${value}`).join('&');
  return md5(`${body}${body ? '&' : ''}secret=${secret}`);
}

/** The SignFilter: null when the request is signed correctly under `key`, else the refusal text. */
export function checkProgramSign(c: Context, params: Params, key: string): string | null {
  const h: Record<string, string> = {};
  for (const name of SIGN_HEADERS) {
    const value = c.req.header(name);
    if (value === undefined || (name !== 'token' && value === '')) return NOT_ENOUGH;
    h[name] = value;
  }
  if (!/^\d{13,16}$/.test(h.timestamp!) || Number(h.timestamp) < 1451577600000) return SIGN_INVALID;
  if (!PARAM_LIST.test(h['program-params']!)) return NOT_ENOUGH;
  const listed: [string, string][] = [];
  for (const name of h['program-params']!.split(',')) {
    const value = params.get(name);
    if (value === undefined) return NOT_ENOUGH;
    listed.push([name, value]);
  }
  const expected = programSign({ devid: h.devid!, random: h.random!, timestamp: h.timestamp!, token: h.token!, version: h.version! }, listed, key);
  return expected === h['program-sign']!.toLowerCase() ? null : SIGN_INVALID;
}

/** The client an attempt is counted for: the peer, or the reader a local peer names (clientAddress.ts). */
export function clientIp(c: Context): string {
  let peer: string | undefined;
  try {
    peer = getConnInfo(c).remote.address;
  } catch {
    return 'unknown';
  }
  return clientAddress(peer, c.req.header('x-forwarded-for'));
}

export interface SsoRouteDef {
  path: string;
  methods?: ('GET' | 'POST')[];
  /** Paths the real SignFilter exempts (uploadPortrait, syn*, findHead, delete). */
  unsigned?: boolean;
  handler(request: { params: Params; ctx: PlatformContext; c: Context; ip: string }): Promise<SsoReply> | SsoReply;
}

export function mountSsoRoutes(app: Hono, ctx: PlatformContext, prefix: string, routes: SsoRouteDef[]): void {
  for (const route of routes) {
    const fullPath = `${prefix}${route.path}`;
    app.on(route.methods ?? ['GET', 'POST'], route.path, async (c) => {
      try {
        const { params } = await readParams(c);
        if (!route.unsigned) {
          const refusal = checkProgramSign(c, params, ctx.settings.ssoSecret);
          if (refusal) return c.json(ssoBody(sso.error(refusal, refusal), fullPath), 401);
        }
        const reply = await route.handler({ params, ctx, c, ip: clientIp(c) });
        return c.json(ssoBody(reply, fullPath), reply.ok ? 200 : (reply.httpStatus ?? 200));
      } catch (error) {
        if (error instanceof BadParamError) return c.json(ssoBody(sso.error(SSO_ERRORS.badParam[0], error.message), fullPath));
        console.error(`platform sso ${c.req.method} ${c.req.path}:`, error);
        return c.json(ssoBody(sso.error('server_error', '服务器繁忙，请稍后再试'), fullPath), 500);
      }
    });
  }
}
