import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import type { PlatformContext } from '../PlatformContext.ts';
import { deviceOfAnonymousToken, memberOfAccessToken, ownerOfLiveToken } from '../identity/memberSessions.ts';

/** Who the reader is, as the reader-token guard found out: a member id, or null for an anonymous reader. */
export interface ReaderIdentity {
  memberId: number | null;
  /**
   * The device of a live anonymous `securitytoken` (the token itself when it named none), or null.
   * What an anonymous reader's praises count for, instead of a client-chosen id (docs/decisions/142).
   */
  anonymousDevice: string | null;
}

declare module 'hono' {
  interface ContextVariableMap {
    reader?: ReaderIdentity;
  }
}

export const NO_READER: ReaderIdentity = Object.freeze({ memberId: null, anonymousDevice: null });

/** SPEC §8: the site refreshes the reader's token on 10111 and runs the app handshake again on 1004. */
export const TOKEN_EXPIRED = { status: 10111, message: '登录信息已过期', data: {} };
export const AUTH_FAILED = { status: 1004, message: '认证失败', data: {} };

/** Calls a reader makes before it can hold a token, or that answer images: never refused for a stale one. */
const READER_EXEMPT = new Set(['/getConfig', '/tokenHelper/getAnonymousToken', '/authinfo', '/auth', '/amuc/api/member/getPortrait']);
/** The handshake itself: a stale authtoken must not stop the client from getting a new one. */
const APP_AUTH_EXEMPT = new Set(['/authinfo', '/auth']);

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** The path inside the group (`/getConfig` for `/app_if/getConfig.do`), whatever prefix the group is mounted under. */
function groupPath(c: Context): string {
  const base = c.req.routePath.replace(/\/?\*$/, '');
  const path = c.req.path.startsWith(base) ? c.req.path.slice(base.length) : c.req.path;
  return path.replace(/\.do$/, '');
}

/** A header's value; an empty one counts as absent (a client that has no token yet may still send the name). */
function header(c: Context, name: string): string | undefined {
  const value = c.req.header(name)?.trim();
  return value ? value : undefined;
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * PLATFORM.md §4.2 step 3: a request that carries `authtoken` must also carry `time` and
 * `sign = md5(authtoken + appSecret + time)` (lowercase hex) for a live token from `/auth`.
 * `time` is not checked for freshness: the recorded client signs once and reuses the triple.
 * Requests without `authtoken` pass, as the real platform lets unauthenticated apps read.
 * The answer is plain JSON: JSONP comes from script tags, which cannot send headers.
 */
export function appAuthGuard(ctx: PlatformContext): MiddlewareHandler {
  return async (c, next) => {
    const token = header(c, 'authtoken');
    if (token === undefined || APP_AUTH_EXEMPT.has(groupPath(c))) return next();
    const time = header(c, 'time') ?? '';
    const sign = (header(c, 'sign') ?? '').toLowerCase();
    const signed = time.length <= 20 && sameText(sign, md5(token + ctx.settings.appSecret + time));
    if (!signed || (await ownerOfLiveToken(ctx.db, token, 'auth')) === null) return c.json(AUTH_FAILED);
    return next();
  };
}

/**
 * Reader tokens (docs/decisions/022): `accesstoken` must be a live access token and
 * `securitytoken` a live anonymous one; an unknown, malformed or expired one answers 10111 so the
 * site refreshes it. The member behind the access token goes on the context as `reader`, where
 * mountRoutes hands it to the routes. Requests without either header are anonymous readers.
 */
export function readerTokenGuard(ctx: PlatformContext): MiddlewareHandler {
  return async (c, next) => {
    const accessToken = header(c, 'accesstoken');
    const securityToken = header(c, 'securitytoken');
    if ((accessToken === undefined && securityToken === undefined) || READER_EXEMPT.has(groupPath(c))) {
      c.set('reader', NO_READER);
      return next();
    }
    const [memberId, anonymousDevice] = await Promise.all([
      accessToken === undefined ? null : memberOfAccessToken(ctx.db, accessToken),
      securityToken === undefined ? null : deviceOfAnonymousToken(ctx.db, securityToken),
    ]);
    if ((accessToken !== undefined && memberId === null) || (securityToken !== undefined && anonymousDevice === null)) return c.json(TOKEN_EXPIRED);
    c.set('reader', { memberId, anonymousDevice });
    return next();
  };
}
