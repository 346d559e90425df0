import { SSO_ERRORS, sso, ssoFail, type SsoRouteDef } from '../../http/ssoHttp.ts';
import { endSession } from '../../identity/memberSessions.ts';

/**
 * SSO logout (PLATFORM.md §4.3: program-params `uid,devid,token`; the one call whose `token` header
 * is the member's login token, not the app's). It ends the login on that device: the login token,
 * and the access and refresh tokens issued with it, stop working at once.
 */
export const logoutRoutes: SsoRouteDef[] = [
  {
    path: '/api/logout',
    async handler({ params, ctx, c }) {
      const uid = params.string(['uid', 'userid'], '', 16);
      const device = params.string(['devid', 'device'], '', 128) || (c.req.header('devid') ?? '').slice(0, 128);
      const token = params.string('token', '', 64) || (c.req.header('token') ?? '').slice(0, 64);
      if (!/^\d{1,10}$/.test(uid) || !device) return ssoFail(SSO_ERRORS.badParam);
      const ended = await endSession(ctx.db, Number(uid), device, token);
      return ended ? sso.ok({}) : ssoFail(SSO_ERRORS.notExistOrQuit);
    },
  },
];
