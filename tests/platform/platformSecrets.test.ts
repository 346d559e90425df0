/**
 * Secrets are configuration (docs/decisions/139): each install makes its own and keeps them in a
 * 0600 file beside its data, the environment wins, https with a published demo value refuses to
 * start, and authinfo hands out only the app key and secret, as the real platform does.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, gte, lte } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createPlatform, resolvePaths } from '../../src/platform/createPlatform.ts';
import { decryptField, key1 } from '../../src/platform/http/tripleDes.ts';
import { assertNoDemoSecrets, DEMO_SECRETS, platformSecrets, PlatformSecretsError, SECRET_ENV, type PlatformSecrets } from '../../src/platform/identity/platformSecrets.ts';
import { members, rateEvents } from '../../src/platform/db/schema.ts';
import { retirePublishedDemoPassword } from '../../src/platform/seed/seedMemberPasswords.ts';
import { liveToken } from '../../src/platform/socket/liveToken.ts';
import { ssoCall } from './ssoClient.ts';
import { describeOnEachBackend } from './startTestPlatform.ts';

const roots: string[] = [];
const freshRoot = () => {
  const root = mkdtempSync(path.join(tmpdir(), 'platform-secrets-'));
  roots.push(root);
  return root;
};
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const NAMES = Object.keys(SECRET_ENV) as (keyof PlatformSecrets)[];
/** Nothing configured: the test platforms' shared SSO key is set in this worker, so it is blanked here. */
const NO_ENV = Object.fromEntries(Object.values(SECRET_ENV).map((name) => [name, '']));

describe('generated secrets', () => {
  it('two installs share none; a second start of one reads the same; the file is 0600', () => {
    const [a, b] = [freshRoot(), freshRoot()].map((root) => path.join(root, 'platform-secrets.json'));
    const first = platformSecrets(a!, NO_ENV);
    const other = platformSecrets(b!, NO_ENV);
    for (const name of NAMES) {
      expect(first[name], name).toBeTruthy();
      expect(other[name], name).not.toBe(first[name]);
      expect(first[name], name).not.toBe(DEMO_SECRETS[name]);
    }
    expect(platformSecrets(a!, NO_ENV)).toEqual(first);
    expect(statSync(a!).mode & 0o777).toBe(0o600);
    expect([first.appKey, first.appSecret, first.sm4Key]).toEqual([expect.stringMatching(/^[0-9a-f]{32}$/), expect.stringMatching(/^[0-9a-f]{32}$/), expect.stringMatching(/^[0-9a-f]{32}$/)]);
    expect(first.sm2PublicKey).toMatch(/^04[0-9a-f]{128}$/);
  });

  it('a variable wins over the file; the SM2 halves come together or not at all', () => {
    const file = path.join(freshRoot(), 'platform-secrets.json');
    const generated = platformSecrets(file, NO_ENV);
    const configured = platformSecrets(file, { ...NO_ENV, PLATFORM_SSO_SECRET: ' from-env ', PLATFORM_APP_SECRET: 'app-secret-from-env' });
    expect(configured).toEqual({ ...generated, ssoSecret: 'from-env', appSecret: 'app-secret-from-env' });
    expect(() => platformSecrets(file, { ...NO_ENV, PLATFORM_SM2_PUBLIC_KEY: generated.sm2PublicKey })).toThrow(PlatformSecretsError);
  });

  it('a file from an older version is completed, keeping what it had; a damaged one is refused', () => {
    const file = path.join(freshRoot(), 'platform-secrets.json');
    writeFileSync(file, JSON.stringify({ appKey: 'kept-app-key', sm2PublicKey: 'half a pair' }), { mode: 0o600 });
    const completed = platformSecrets(file, NO_ENV);
    expect(completed.appKey).toBe('kept-app-key');
    expect(completed.sm2PublicKey).toMatch(/^04[0-9a-f]{128}$/);
    expect(platformSecrets(file, NO_ENV)).toEqual(completed);
    // A damaged file stops the start with one line instead of replacing what other processes use.
    writeFileSync(file, '{"appKey": "cut off', { mode: 0o600 });
    expect(() => platformSecrets(file, NO_ENV)).toThrow(PlatformSecretsError);
  });

  it('createPlatform uses the install’s own: not another install’s, and the same again after a restart', async () => {
    for (const [name, value] of Object.entries(NO_ENV)) vi.stubEnv(name, value);
    try {
      const dataDir = path.join(freshRoot(), 'pglite');
      const settingsOf = async () => {
        const platform = await createPlatform({ dataDir, databaseUrl: '', publicOrigin: '' });
        const { appKey, appSecret, socketSecret, sm4Key, sm2PublicKey, sm2PrivateKey, ssoSecret } = platform.context.settings;
        await platform.close();
        return { appKey, appSecret, socketSecret, sm4Key, sm2PublicKey, sm2PrivateKey, ssoSecret };
      };
      const first = await settingsOf();
      const file = resolvePaths({ dataDir }).secretsFile;
      expect(platformSecrets(file, NO_ENV)).toEqual(first);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const elsewhere = platformSecrets(path.join(freshRoot(), 'platform-secrets.json'), NO_ENV);
      for (const name of NAMES) expect(elsewhere[name], name).not.toBe(first[name]);
      expect(await settingsOf()).toEqual(first);
    } finally {
      vi.unstubAllEnvs();
    }
  }, 120_000);
});

describe('published demo values behind https', () => {
  const own = platformSecrets(path.join(freshRoot(), 'platform-secrets.json'), NO_ENV);
  it.each<[string, Partial<PlatformSecrets> & { demoPassword?: string }, string, boolean]>([
    ['own secrets on https', {}, 'https://news.example.test', true],
    ['the demo app secret on http', { appSecret: DEMO_SECRETS.appSecret }, 'http://localhost:4321', true],
    ['the demo app secret without an origin', { appSecret: DEMO_SECRETS.appSecret }, '', true],
    ['the demo app key on https', { appKey: DEMO_SECRETS.appKey }, 'https://news.example.test', false],
    ['the demo app secret on https', { appSecret: DEMO_SECRETS.appSecret }, 'https://news.example.test', false],
    ['the demo SM4 key on HTTPS in capitals', { sm4Key: DEMO_SECRETS.sm4Key }, 'HTTPS://news.example.test', false],
    ['the demo SM2 private key on https', { sm2PrivateKey: DEMO_SECRETS.sm2PrivateKey }, 'https://news.example.test', false],
    ['the demo password 123456 on https', { demoPassword: '123456' }, 'https://news.example.test', false],
    ['a chosen demo password on https', { demoPassword: 'a long chosen one' }, 'https://news.example.test', true],
  ])('%s: starts %s', (_name, values, origin, starts) => {
    const check = () => assertNoDemoSecrets({ ...own, ...values }, origin);
    if (starts) expect(check).not.toThrow();
    else expect(check).toThrow(PlatformSecretsError);
  });

  it('npm run platform with SITE_ORIGIN https and the demo SM4 key exits 1 with one line', () => {
    const dataDir = path.join(freshRoot(), 'pglite');
    const run = spawnSync(process.execPath, ['src/platform/platformServer.ts'], {
      env: {
        ...process.env,
        ...NO_ENV,
        SITE_ORIGIN: 'https://news.example.test',
        PLATFORM_SM4_KEY: DEMO_SECRETS.sm4Key,
        PLATFORM_DATA_DIR: dataDir,
        PLATFORM_PORT: '0',
        DATABASE_URL: '',
        PLATFORM_DEMO_PASSWORD: '',
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status, run.stderr).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^platform: refusing to start on https:\/\/news\.example\.test with the published demo value of PLATFORM_SM4_KEY;/)]);
  }, 70_000);
});

describeOnEachBackend('authinfo', (p) => {
  it('hands out the app key and secret alone, the install’s own; neither signs the live socket', async () => {
    const settings = p.platform.context.settings;
    for (const prefix of ['/app_if', '/nis']) {
      const info = await p.call(`${prefix}/authinfo?t=${Date.now()}&siteId=1&siteID=1&curVersions=1`);
      expect(Object.keys(info.body.data).sort()).toEqual(['appKey', 'appSecret']);
      const key = key1(info.headers.get('api-data')!);
      expect([decryptField(info.body.data.appKey, key), decryptField(info.body.data.appSecret, key)]).toEqual([settings.appKey, settings.appSecret]);
      expect([settings.appKey, settings.appSecret]).not.toContain(DEMO_SECRETS.appSecret);
      for (const secret of Object.values(settings).filter((v) => typeof v === 'string' && v.length > 8)) {
        if (secret !== settings.appKey && secret !== settings.appSecret) expect(JSON.stringify(info.body)).not.toContain(secret);
      }
    }
    const config = await p.call('/app_if/getConfig?appID=1&siteId=1&curVersions=1');
    const websocketToken = config.body.data.xyApi?.websocketToken;
    if (websocketToken) {
      expect(websocketToken).toBe(liveToken(settings.socketSecret, settings.siteId));
      expect(websocketToken).not.toBe(liveToken(settings.appSecret, settings.siteId));
    }
    expect(settings.socketSecret).not.toBe(settings.appSecret);
  });
});

describeOnEachBackend('a database seeded with the published demo password', (p) => {
  it('behind https its demo members get a new password, printed once; 123456 no longer logs in', async () => {
    const db = p.platform.context.db;
    const demoMembers = and(gte(members.id, 101), lte(members.id, 110));
    // How a seed from before docs/decisions/139 left them (the legacy md5 form).
    await db
      .update(members)
      .set({ passwordMd5: md5('123456'), passwordHash: '', passwordSalt: '' })
      .where(demoMembers);
    vi.stubEnv('PLATFORM_DEMO_PASSWORD', '');
    const printed = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      expect(await retirePublishedDemoPassword(db)).toBe(true);
      expect(await retirePublishedDemoPassword(db)).toBe(false);
    } finally {
      vi.unstubAllEnvs();
    }
    const lines = printed.mock.calls.map(([line]) => String(line));
    printed.mockRestore();
    expect(lines).toHaveLength(1);
    const password = /the password (\S+) /.exec(lines[0]!)![1]!;
    await p.platform.context.db.delete(rateEvents);
    const login = (phone: string, plain: string) => ssoCall(p, 'login', { phone, password: md5(plain) });
    expect((await login('13800000001', '123456')).body.msg).toBe('name_or_pwd_error');
    expect((await login('13800000010', password)).body.value.uid).toBe('110');
  });
});
