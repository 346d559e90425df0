import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { createAdminApp } from './admin/createAdminApp.ts';
import { createBaseApp } from './apps/createBaseApp.ts';
import { createAdvApp } from './apps/createAdvApp.ts';
import { createAnalyticsApp, createBigdataApp } from './apps/createAnalyticsApp.ts';
import { createMvodApp } from './apps/createMvodApp.ts';
import { createNisApp } from './apps/createNisApp.ts';
import { createSsoApp } from './apps/createSsoApp.ts';
import { createWxOpenApp } from './apps/createWxOpenApp.ts';
import { createUploadApp, MAX_UPLOAD_BYTES, MAX_UPLOAD_REQUEST_BYTES, UPLOAD_TOO_LARGE } from './apps/createUploadApp.ts';
import { isPostgresUrl, openDatabase, type PlatformDb } from './db/openDatabase.ts';
import { platformBodyLimit } from './http/bodyLimit.ts';
import { createMediaApp } from './media/createMediaApp.ts';
import { knownImagesOf } from './media/knownImages.ts';
import { assertNoDemoSecrets, isHttpsOrigin, platformSecrets, PlatformSecretsError } from './identity/platformSecrets.ts';
import { createPlatformContext, type PlatformContext } from './PlatformContext.ts';
import { DEMO_IDS } from './seed/demoIds.ts';
import { SITE_NAME } from './seed/newsroomTexts.ts';
import { seedDemoNewsroom } from './seed/seedDemoNewsroom.ts';
import { seedNewDataDirApart } from './seed/seedApart.ts';
import { seedIfEmpty } from './seed/seedIfEmpty.ts';
import { retirePublishedDemoPassword } from './seed/seedMemberPasswords.ts';
import { IP_RATE_LIMIT } from './identity/rateLimit.ts';
import { ACCOUNT_CREATION_LIMIT } from './identity/members.ts';
import { notifyCacheDrop } from './shape/cacheEvents.ts';
import { createLiveSocket, type LiveSocket } from './socket/attachLiveSocket.ts';
import { startLiveFanout } from './socket/liveFanout.ts';
import type { LiveLimits } from './socket/LiveHub.ts';

/** The largest request body any platform route takes: an upload group file (comments carry only URLs, docs/decisions/160). */
export const PLATFORM_MAX_BODY_BYTES = MAX_UPLOAD_REQUEST_BYTES;

export interface PlatformOptions {
  /** PGlite data directory (default ./data/pglite); generated media and the admin token live beside it. */
  dataDir?: string;
  /** postgres:// URL: use PostgreSQL through `pg` instead of PGlite (default: DATABASE_URL). */
  databaseUrl?: string;
  /** What media URLs in responses start with; empty means the request's own origin (default: PLATFORM_PUBLIC_ORIGIN). */
  publicOrigin?: string;
  /** The live socket's caps (tests make them small). */
  liveLimits?: Partial<LiveLimits>;
  /** Seed a new PGlite directory in a child process, so the seed's memory is not kept (the servers). */
  seedApart?: boolean;
}

export interface Platform {
  app: Hono;
  context: PlatformContext;
  /** The live socket's upgrade handler for the HTTP server that carries the platform (created once, on first call). */
  liveSocket(): LiveSocket;
  /** The database answers `select 1` (readiness, docs/decisions/130). */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/** The demo's WeChat signing input: PLATFORM.md's official test ticket, so signatures can be checked by hand. */
const DEMO_JSAPI_TICKET = 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg';

export function resolvePaths(options: PlatformOptions = {}): { dataDir: string; mediaDir: string; adminTokenFile: string; secretsFile: string; databaseUrl: string | undefined } {
  const dataDir = path.resolve(options.dataDir ?? process.env.PLATFORM_DATA_DIR ?? './data/pglite');
  const root = path.dirname(dataDir);
  return {
    dataDir,
    mediaDir: path.join(root, 'platform-media'),
    adminTokenFile: path.join(root, 'platform-admin-token'),
    // The secrets a fresh install makes for itself (docs/decisions/139), beside the admin token.
    secretsFile: path.join(root, 'platform-secrets.json'),
    databaseUrl: options.databaseUrl ?? process.env.DATABASE_URL,
  };
}

/** PLATFORM_XY_AUTH: '0', '1' or '2'; anything else (unset included) is 1, so the site runs the handshake where SPEC §6 needs it. */
export function xyAuthSetting(raw: string | undefined): 0 | 1 | 2 {
  const value = raw?.trim();
  return value === '0' ? 0 : value === '2' ? 2 : 1;
}

/**
 * The bundled platform: opens the database (PGlite unless a postgres:// URL is given), applies the
 * migrations, seeds the demo newsroom into an empty database, and returns one Hono app serving
 * every service group under its prefix.
 */
export async function createPlatform(options: PlatformOptions = {}): Promise<Platform> {
  const paths = resolvePaths(options);
  const publicOrigin = (options.publicOrigin ?? process.env.PLATFORM_PUBLIC_ORIGIN ?? '').replace(/\/$/, '');
  const origins = [publicOrigin, process.env.SITE_ORIGIN ?? ''];
  const secrets = startingSecrets(paths.secretsFile, origins);
  if (options.seedApart && !isPostgresUrl(paths.databaseUrl)) await seedNewDataDirApart(paths.dataDir);
  const database = await openDatabase({ dataDir: paths.dataDir, databaseUrl: paths.databaseUrl });
  await seedIfEmpty(database.db);
  // A database seeded before the demo password was a setting still has 123456: not behind https.
  if (origins.some(isHttpsOrigin)) await retirePublishedDemoPassword(database.db);

  const context = createPlatformContext({
    db: database.db,
    dataDir: paths.dataDir,
    mediaDir: paths.mediaDir,
    liveLimits: options.liveLimits,
    settings: {
      siteId: DEMO_IDS.siteId,
      appId: DEMO_IDS.appId,
      siteName: SITE_NAME,
      ...secrets,
      wxAppId: process.env.PLATFORM_WX_APPID ?? 'wx0000000000demo',
      wxOpenLaunchAppId: process.env.PLATFORM_WX_OPEN_LAUNCH_APPID?.trim() ?? '',
      jsapiTicket: process.env.PLATFORM_JSAPI_TICKET ?? DEMO_JSAPI_TICKET,
      adminToken: adminToken(paths.adminTokenFile),
      wxOauthMode: process.env.PLATFORM_WX_OAUTH === 'wechat' ? 'wechat' : 'emulator',
      wxAppSecret: process.env.PLATFORM_WX_SECRET ?? '',
      wxRedirectHosts: (process.env.PLATFORM_WX_REDIRECT_HOSTS ?? '')
        .split(',')
        .map((h) => h.trim())
        .filter(Boolean),
      publicOrigin,
      xyAuth: xyAuthSetting(process.env.PLATFORM_XY_AUTH),
      ipRateLimit: positiveSetting(process.env.PLATFORM_IP_RATE_LIMIT, IP_RATE_LIMIT),
      signupRateLimit: positiveSetting(process.env.PLATFORM_SIGNUP_RATE_LIMIT, ACCOUNT_CREATION_LIMIT.perAddress),
    },
  });

  const app = new Hono();
  // Before any app reads a body: every group, the admin and media included, is capped.
  // app_if's upload takes one picture; every other app_if call, the comment writes included, keeps the small cap (docs/decisions/160).
  app.use(
    '*',
    platformBodyLimit([
      { prefix: '/upload/', maxSize: MAX_UPLOAD_REQUEST_BYTES, message: UPLOAD_TOO_LARGE },
      { prefix: '/app_if/upload', maxSize: MAX_UPLOAD_BYTES + 64 * 1024, message: UPLOAD_TOO_LARGE },
    ]),
  );
  app.route('/app_if', createBaseApp(context));
  app.route('/nis', createNisApp(context));
  app.route('/sso-app', createSsoApp(context));
  app.route('/wx-open', createWxOpenApp(context));
  app.route('/adv', createAdvApp(context));
  app.route('/mvod', createMvodApp(context));
  app.route('/upload', createUploadApp(context));
  app.route('/analytics', createAnalyticsApp(context));
  app.route('/bigdata', createBigdataApp(context));
  app.route('/platform-media', createMediaApp(paths.mediaDir, { knownImages: knownImagesOf(database.db) }));
  app.route('/platform-admin', createAdminApp(context));
  app.onError((error, c) => {
    console.error('platform:', error);
    return c.json({ status: -1, message: '服务器繁忙，请稍后再试', data: {} }, 500);
  });

  // Live pushes: every process LISTENs, whichever process (or this one) made the change (docs/decisions/090).
  const stopFanout = await startLiveFanout(database, context);
  let socket: LiveSocket | undefined;
  return {
    app,
    context,
    liveSocket() {
      socket ??= createLiveSocket({ context });
      return socket;
    },
    async ping() {
      await database.db.execute(sql`select 1`);
      return true;
    },
    async close() {
      context.live.close();
      await stopFanout();
      await database.close();
    },
  };
}

/** Drops everything and seeds again (`npm run seed`). */
export async function resetPlatformData(options: PlatformOptions = {}): Promise<{ articles: number }> {
  const paths = resolvePaths(options);
  const database = await openDatabase({ dataDir: paths.dataDir, databaseUrl: paths.databaseUrl });
  try {
    await database.reset();
    // Platform processes still running on a shared PostgreSQL forget what they cached at the commit (docs/decisions/132).
    return await database.db.transaction(async (tx) => {
      const seeded = await seedDemoNewsroom(tx as unknown as PlatformDb);
      await notifyCacheDrop(tx, 'all');
      return seeded;
    });
  } finally {
    await database.close();
  }
}

/**
 * The platform's secrets, refusing to start (one line on stderr, exit 1) when a public https origin
 * would be served with a value published in this repository: `npm start` and `npm run platform` alike.
 */
function startingSecrets(file: string, origins: string[]) {
  try {
    const secrets = platformSecrets(file);
    for (const origin of origins) assertNoDemoSecrets({ ...secrets, demoPassword: process.env.PLATFORM_DEMO_PASSWORD?.trim() }, origin);
    return secrets;
  } catch (error) {
    if (!(error instanceof PlatformSecretsError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

function positiveSetting(raw: string | undefined, fallback: number): number {
  const value = Number(raw);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

function adminToken(file: string): string {
  if (process.env.PLATFORM_ADMIN_TOKEN) return process.env.PLATFORM_ADMIN_TOKEN;
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing) return existing;
  } catch {
    // first start: write one below
  }
  const token = randomBytes(24).toString('hex');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${token}\n`, { mode: 0o600 });
  return token;
}
