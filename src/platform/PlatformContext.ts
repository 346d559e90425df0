import { EventEmitter } from 'node:events';
import type { Context } from 'hono';
import type { PlatformDb } from './db/openDatabase.ts';
import { LIVE_LIMITS, LiveHub, type LiveLimits } from './socket/LiveHub.ts';
import { ColumnCache } from './shape/ColumnCache.ts';
import { ContentCache } from './shape/ContentCache.ts';

/** Changes other parts of the platform (a live socket, caches) may react to. */
export interface PlatformEvents {
  liveStatus: [{ liveId: number; articleId: number; status: number }];
  liveReport: [{ liveId: number; reportId: number }];
  articlePublished: [{ articleId: number }];
}

export interface PlatformSettings {
  siteId: number;
  appId: string;
  siteName: string;
  /** Plain app key and secret of the authinfo/auth handshake; authinfo hands them out (PLATFORM.md §4.2), so nothing else is keyed with them. */
  appKey: string;
  appSecret: string;
  wxAppId: string;
  /** The native app's WeChat Open Platform appid (PLATFORM_WX_OPEN_LAUNCH_APPID): when set, getConfig switches the open tag on (docs/decisions/158). */
  wxOpenLaunchAppId?: string;
  /** The demo signs share configs with a fixed ticket: there is no WeChat account behind it. */
  jsapiTicket: string;
  adminToken: string;
  /** Signs the live socket's daily token and upload tokens (PLATFORM_SOCKET_SECRET; the same in every process of one platform). */
  socketSecret: string;
  /** SM2 pair for user ids and SSO oid/unionid from curVersions 3; the private half never leaves the platform. */
  sm2PublicKey: string;
  sm2PrivateKey: string;
  /** Keys the SSO program-sign (PLATFORM_SSO_SECRET, docs/decisions/139); the site's server signs with it too. */
  ssoSecret: string;
  /** SM4 key (32 hex) shared with the site: vote payloads (recordVoteCountAndLog) are encrypted with it (docs/decisions/097). */
  sm4Key: string;
  /** `emulator` (default) answers WeChat web authorisation itself; `wechat` asks api.weixin.qq.com with wxAppSecret. */
  wxOauthMode: 'emulator' | 'wechat';
  wxAppSecret: string;
  /** Hosts besides the request's own that the WeChat emulator may redirect to (its "authorised domain"). */
  wxRedirectHosts: string[];
  /** Response media URLs start with this; empty means "the request's own origin". */
  publicOrigin: string;
  /** getConfig's `xyApi.xyAuth`: 0 no app handshake, 1 only before calls that need auth, 2 before every call. */
  xyAuth: 0 | 1 | 2;
  /** Code requests and logins a minute per client IP (PLATFORM_IP_RATE_LIMIT); per phone it is always 5. */
  ipRateLimit: number;
  /** New accounts a minute per client IP (PLATFORM_SIGNUP_RATE_LIMIT); ten times that for the whole platform. */
  signupRateLimit: number;
}

export interface PlatformContext {
  db: PlatformDb;
  dataDir: string;
  mediaDir: string;
  settings: PlatformSettings;
  columns: ColumnCache;
  cache: ContentCache;
  events: EventEmitter<PlatformEvents>;
  /** This process's live sockets and the rooms they follow. */
  live: LiveHub;
  originFor(c: Context): string;
}

export function createPlatformContext(init: Omit<PlatformContext, 'originFor' | 'columns' | 'cache' | 'events' | 'live'> & { liveLimits?: Partial<LiveLimits> }): PlatformContext {
  const { liveLimits, ...rest } = init;
  return {
    ...rest,
    columns: new ColumnCache(init.db),
    cache: new ContentCache(),
    events: new EventEmitter<PlatformEvents>(),
    live: new LiveHub({ ...LIVE_LIMITS, ...liveLimits }),
    originFor(c) {
      if (init.settings.publicOrigin) return init.settings.publicOrigin;
      const forwardedHost = c.req.header('x-forwarded-host');
      const host = forwardedHost ?? c.req.header('host');
      if (!host) return '';
      const proto = c.req.header('x-forwarded-proto') ?? new URL(c.req.url).protocol.replace(':', '');
      return `${proto}://${host}`;
    },
  };
}
