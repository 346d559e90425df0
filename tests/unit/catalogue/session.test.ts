import { describe, expect, it } from 'vitest';
import { createSession, prepareVisit, readSessionFromCookieHeader, SESSION_COOKIES, type CookieJar, type CookieOptions, type VisitCatalogue } from '../../../src/catalogue/session.ts';
import { catalogueConfigFromEnv } from '../../../src/catalogue/catalogueConfig.ts';
import { SECRET_ENV_NAMES, SECRET_NAMES } from '../../../src/catalogue/secretNames.ts';
import { empty, ok, type Result } from '../../../src/catalogue/result.ts';
import type { SiteConfig } from '../../../src/catalogue/siteConfig.ts';
import * as v from 'valibot';
import { siteConfigSchema } from '../../../src/catalogue/siteConfig.ts';

function jar(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  const writes: Array<{ name: string; value: string | null; options?: CookieOptions }> = [];
  const cookies: CookieJar = {
    get: (name) => (values.has(name) ? { value: values.get(name) ?? '' } : undefined),
    set: (name, value, options) => {
      values.set(name, value);
      writes.push({ name, value, options });
    },
    delete: (name) => {
      values.delete(name);
      writes.push({ name, value: null });
    },
  };
  return { cookies, values, writes };
}

describe('session cookies', () => {
  it('reads tokens from a Cookie header', () => {
    const tokens = readSessionFromCookieHeader('securityToken=s1; isWXLogin=1; appInfo=%7B%22device%22%3A%22d%22%2C%22token%22%3A%22t%22%2C%22userid%22%3A7%7D; virtualDeviceId=xy1');
    expect(tokens).toEqual({ securityToken: 's1', accessToken: null, refreshToken: null, isWXLogin: true, WXUnionId: null, appInfo: { device: 'd', token: 't', userid: '7' }, deviceId: 'xy1' });
    expect(readSessionFromCookieHeader(undefined).securityToken).toBeNull();
    expect(readSessionFromCookieHeader('appInfo=not-json').appInfo).toBeNull();
  });

  it('writes httpOnly cookies for 2 hours and deletes cleared ones', () => {
    const { cookies, writes } = jar({ accessToken: 'a' });
    const session = createSession(cookies, { secure: true });
    session.update({ securityToken: 's2', isWXLogin: true });
    expect(writes[0]).toEqual({ name: SESSION_COOKIES.securityToken, value: 's2', options: { path: '/', httpOnly: true, secure: true, sameSite: 'lax', maxAge: 7200 } });
    expect(writes[1]).toMatchObject({ name: 'isWXLogin', value: '1' });
    session.clear(['accessToken']);
    expect(session.tokens.accessToken).toBeNull();
    expect(writes.at(-1)).toEqual({ name: 'accessToken', value: null });
  });
});

function fakeCatalogue(config: Partial<SiteConfig> | null, options: { auth?: boolean } = {}) {
  const calls: string[] = [];
  let auth = options.auth ?? false;
  const base = v.parse(siteConfigSchema, {});
  const catalogue: VisitCatalogue = {
    getSiteConfig: async (): Promise<Result<SiteConfig>> => (calls.push('config'), config ? ok({ ...base, ...config }) : empty()),
    fetchAnonymousToken: async () => (calls.push('anonymous'), ok({ token: 'anon' })),
    hasAppAuth: () => auth,
    ensureAppAuth: async () => (calls.push('handshake'), (auth = true)),
  };
  return { catalogue, calls, base };
}

describe('prepareVisit (SPEC §4 before the first page)', () => {
  const xy = (xyAuth: number) => ({ ...v.parse(siteConfigSchema, {}).xyApi, xyAuth });

  it('fetches an anonymous token when tokenEnable and none is held', async () => {
    const { catalogue, calls } = fakeCatalogue({ tokenEnable: true });
    const { cookies, values } = jar();
    const outcome = await prepareVisit({ catalogue, session: createSession(cookies), requiresAuth: false });
    expect(calls).toEqual(['config', 'anonymous']);
    expect(outcome.fetchedAnonymousToken).toBe(true);
    expect(values.get('securityToken')).toBe('anon');
  });

  it('keeps a held token', async () => {
    const { catalogue, calls } = fakeCatalogue({ tokenEnable: true });
    await prepareVisit({ catalogue, session: createSession(jar({ securityToken: 'mine' }).cookies), requiresAuth: false });
    expect(calls).toEqual(['config']);
  });

  it('runs the handshake first when xyAuth is 2', async () => {
    const { catalogue, calls } = fakeCatalogue({ tokenEnable: true, xyApi: xy(2) });
    const outcome = await prepareVisit({ catalogue, session: createSession(jar().cookies), requiresAuth: false });
    expect(calls).toEqual(['config', 'handshake', 'anonymous']);
    expect(outcome.appAuthReady).toBe(true);
  });

  it('with xyAuth 1 only for routes that require auth, and never twice', async () => {
    const plain = fakeCatalogue({ xyApi: xy(1) });
    await prepareVisit({ catalogue: plain.catalogue, session: createSession(jar().cookies), requiresAuth: false });
    expect(plain.calls).toEqual(['config']);
    const guarded = fakeCatalogue({ xyApi: xy(1) });
    await prepareVisit({ catalogue: guarded.catalogue, session: createSession(jar().cookies), requiresAuth: true });
    expect(guarded.calls).toEqual(['config', 'handshake']);
    const held = fakeCatalogue({ xyApi: xy(1) }, { auth: true });
    await prepareVisit({ catalogue: held.catalogue, session: createSession(jar().cookies), requiresAuth: true });
    expect(held.calls).toEqual(['config']);
  });

  it('without a config the page still renders', async () => {
    const { catalogue } = fakeCatalogue(null);
    expect(await prepareVisit({ catalogue, session: createSession(jar().cookies), requiresAuth: true })).toEqual({ siteConfig: null, fetchedAnonymousToken: false, appAuthReady: null });
  });
});

describe('configuration', () => {
  it('derives every group from PLATFORM_ORIGIN (default the site port) and allows overrides', () => {
    const config = catalogueConfigFromEnv({ PORT: '5000', PLATFORM_SSO_URL: 'https://sso.example/sso-app/' });
    expect(config.urls).toEqual({
      base: 'http://127.0.0.1:5000/app_if',
      nis: 'http://127.0.0.1:5000/nis',
      sso: 'https://sso.example/sso-app',
      adv: 'http://127.0.0.1:5000/adv',
      mvod: 'http://127.0.0.1:5000/mvod',
      upload: 'http://127.0.0.1:5000/upload',
      analytics: 'http://127.0.0.1:5000/analytics',
      bigData: 'http://127.0.0.1:5000/bigdata',
    });
    expect(catalogueConfigFromEnv({}).urls.base).toBe('http://127.0.0.1:4321/app_if');
    expect(config).toMatchObject({ siteId: '1', appID: '1', curVersions: 1, timeouts: { defaultMs: 5000, longMs: 50000, analyticsMs: 180000 } });
  });

  it('lists every secret variable it reads for the build scan', () => {
    for (const name of ['PLATFORM_SIGN_KEY', 'PLATFORM_APP_SECRET', 'PLATFORM_SM4_KEY']) expect(SECRET_ENV_NAMES).toContain(name);
    expect(SECRET_NAMES).toContain('sm-crypto');
    expect(SECRET_NAMES).toContain('appSecret');
  });
});
