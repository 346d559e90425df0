import { createHash, randomBytes } from 'node:crypto';
import { memberTokens } from '../../db/schema.ts';
import { envelope } from '../../http/envelope.ts';
import type { RouteDef } from '../../http/mountRoutes.ts';
import { encryptField, key1, key2, newApiData } from '../../http/tripleDes.ts';
import { ANONYMOUS_TOKEN_LIFETIME_MS, issueAnonymousToken } from '../../identity/memberSessions.ts';

const TOKEN_LIFETIME_MS = 7_200_000;
const md5 = (text: string) => createHash('md5').update(text).digest('hex');

function withApiData(body: unknown, apiData: string): Response {
  return new Response(JSON.stringify(body), {
    headers: { 'content-type': 'application/json; charset=utf-8', 'api-data': apiData, 'access-control-expose-headers': 'api-data' },
  });
}

/**
 * The handshake of PLATFORM.md §4.2 (authinfo → auth) and the anonymous security token. The tokens
 * are checked where they come back as headers (http/tokenGuards.ts); getConfig's xyAuth
 * (PLATFORM_XY_AUTH) tells the site when to run the handshake.
 */
export const authRoutes: RouteDef[] = [
  {
    path: '/authinfo',
    handler({ ctx }) {
      const apiData = newApiData();
      const key = key1(apiData);
      return envelope.response(withApiData({ status: 0, message: 'success', data: { appKey: encryptField(ctx.settings.appKey, key), appSecret: encryptField(ctx.settings.appSecret, key) } }, apiData));
    },
  },
  {
    path: '/auth',
    async handler({ params, ctx }) {
      const appKey = params.string('appKey', '', 64);
      const time = params.string('time', '', 20);
      const sign = params.string('sign', '', 64).toLowerCase();
      const secret = ctx.settings.appSecret;
      if (appKey !== ctx.settings.appKey || !/^\d{10,16}$/.test(time) || sign !== md5(secret + time + secret.slice(2, 7))) {
        return envelope.failure('认证失败', 1004);
      }
      const token = randomBytes(16).toString('hex');
      const authTime = Date.now();
      await ctx.db.insert(memberTokens).values({ token, memberId: 0, device: appKey, kind: 'auth', expiresAt: authTime + TOKEN_LIFETIME_MS });
      const apiData = newApiData(authTime);
      return envelope.response(withApiData({ status: 0, message: 'success', data: { authToken: encryptField(token, key2(apiData)), authTime: String(authTime) } }, apiData));
    },
  },
  {
    path: '/tokenHelper/getAnonymousToken',
    async handler({ params, ctx }) {
      const device = params.string(['device', 'deviceId', 'virtualDeviceId'], '', 128);
      const { token, expiresAt } = await issueAnonymousToken(ctx.db, device);
      return envelope.ok({ securityToken: token, token, expiresIn: ANONYMOUS_TOKEN_LIFETIME_MS / 1000, expireTime: expiresAt });
    },
  },
];
