import { describe, expect, it } from 'vitest';
import { memberIdOf, openReaderSession, prepareVisit, ReaderSessionStore, SESSION_COOKIE, type CookieJar, type CookieOptions, type VisitCatalogue } from '../../../src/catalogue/session.ts';
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

const newStore = () => new ReaderSessionStore({ maxEntries: 3 });
function createSession(cookies: CookieJar, store = newStore()) {
  return openReaderSession({ jar: cookies, store, secure: false });
}

describe('reader sessions (kept on the server)', () => {
  it('sets no cookie and stores nothing until a token is stored', () => {
    const store = newStore();
    const { cookies, writes } = jar();
    const session = openReaderSession({ jar: cookies, store, secure: true });
    expect(session.tokens.securityToken).toBeNull();
    expect(writes).toEqual([]);
    expect(store.size).toBe(0);
  });

  it('keeps tokens in the store; the browser gets one opaque httpOnly cookie for 2 hours', () => {
    const store = newStore();
    const { cookies, writes, values } = jar();
    openReaderSession({ jar: cookies, store, secure: true }).update({ securityToken: 's2', accessToken: 'a1' });
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatchObject({ name: SESSION_COOKIE, options: { path: '/', httpOnly: true, secure: true, sameSite: 'lax', maxAge: 7200 } });
    expect(writes[0]!.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(writes[0]!.value).not.toContain('s2');
    const again = openReaderSession({ jar: cookies, store, secure: true });
    expect(again.tokens).toMatchObject({ securityToken: 's2', accessToken: 'a1' });
    expect(again.tokens.deviceId).toMatch(/^xy\d{8}\d{13}$/);
    expect(values.get(SESSION_COOKIE)).toBe(writes[0]!.value);
  });

  it.each([
    ['forged', 'A'.repeat(43)],
    ['malformed', '../../etc/passwd'],
    ['empty', ''],
    ['overlong', 'x'.repeat(5000)],
  ])('reads a %s cookie as an anonymous reader', (_name, value) => {
    const { cookies } = jar({ [SESSION_COOKIE]: value });
    expect(openReaderSession({ jar: cookies, store: newStore(), secure: false }).tokens).toMatchObject({ securityToken: null, accessToken: null, member: null });
  });

  it('is bounded: the least recently used session goes first', () => {
    const store = newStore();
    const ids = [0, 1, 2, 3].map((n) => {
      const { cookies, values } = jar();
      openReaderSession({ jar: cookies, store, secure: false }).update({ securityToken: `s${n}` });
      return values.get(SESSION_COOKIE)!;
    });
    expect(store.size).toBe(3);
    expect(store.get(ids[0]!)).toBeUndefined();
    expect(store.get(ids[3]!)?.securityToken).toBe('s3');
  });

  it('clearing every token deletes the entry and the cookie; destroy logs out', () => {
    const store = newStore();
    const { cookies, values } = jar();
    const session = openReaderSession({ jar: cookies, store, secure: false });
    session.update({ accessToken: 'a', member: { userId: '7', nickname: 'n', avatar: '' } });
    expect(memberIdOf(session.tokens)).toBe('7');
    session.clear();
    expect(store.size).toBe(0);
    expect(values.has(SESSION_COOKIE)).toBe(false);
    session.update({ securityToken: 's' });
    session.destroy();
    expect(store.size).toBe(0);
    expect(session.tokens.securityToken).toBeNull();
  });

  it('takes the host app login from the request, never from the store', () => {
    const store = newStore();
    const { cookies } = jar();
    const session = openReaderSession({ jar: cookies, store, secure: false, appInfo: { device: 'd1', token: 'hosttoken', userid: '42' } });
    expect(session.tokens.accessToken).toBe('hosttoken');
    expect(memberIdOf(session.tokens)).toBe('42');
    expect(store.size).toBe(0);
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
    const { cookies } = jar();
    const store = newStore();
    const outcome = await prepareVisit({ catalogue, session: createSession(cookies, store), requiresAuth: false });
    expect(calls).toEqual(['config', 'anonymous']);
    expect(outcome.fetchedAnonymousToken).toBe(true);
    expect(createSession(cookies, store).tokens.securityToken).toBe('anon');
  });

  it('keeps a held token', async () => {
    const { catalogue, calls } = fakeCatalogue({ tokenEnable: true });
    const store = newStore();
    const { cookies } = jar();
    createSession(cookies, store).update({ securityToken: 'mine' });
    await prepareVisit({ catalogue, session: createSession(cookies, store), requiresAuth: false });
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
