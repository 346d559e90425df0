import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  EMPTY_SESSION,
  memberIdOf,
  openReaderSession,
  prepareVisit,
  SESSION_COOKIE,
  type CookieJar,
  type CookieOptions,
  type StoredTokens,
  type VisitCatalogue,
} from '../../../src/catalogue/session.ts';
import { createSessionStore } from '../../../src/catalogue/sessionStore.ts';
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

const newStore = () => createSessionStore<StoredTokens>({ kind: 'memory', ttlMs: 7_200_000, maxEntries: 3 });
function createSession(cookies: CookieJar, store = newStore()) {
  return openReaderSession({ jar: cookies, store, secure: false });
}

describe('reader sessions (kept on the server)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sets no cookie and stores nothing until a token is stored', async () => {
    const store = newStore();
    const { cookies, writes } = jar();
    const session = await openReaderSession({ jar: cookies, store, secure: true });
    expect(session.tokens.securityToken).toBeNull();
    await session.settled();
    expect(writes).toEqual([]);
    expect(await store.count()).toBe(0);
  });

  it('keeps tokens in the store; the browser gets one opaque httpOnly cookie for 2 hours', async () => {
    const store = newStore();
    const { cookies, writes, values } = jar();
    const first = await openReaderSession({ jar: cookies, store, secure: true });
    first.update({ securityToken: 's2', accessToken: 'a1' });
    await first.settled();
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatchObject({ name: SESSION_COOKIE, options: { path: '/', httpOnly: true, secure: true, sameSite: 'lax', maxAge: 7200 } });
    expect(writes[0]!.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(writes[0]!.value).not.toContain('s2');
    const again = await openReaderSession({ jar: cookies, store, secure: true });
    expect(again.tokens).toMatchObject({ securityToken: 's2', accessToken: 'a1' });
    expect(again.tokens.deviceId).toMatch(/^xy\d{8}\d{13}$/);
    expect(values.get(SESSION_COOKIE)).toBe(writes[0]!.value);
  });

  it.each([
    ['forged', 'A'.repeat(43)],
    ['malformed', '../../etc/passwd'],
    ['empty', ''],
    ['overlong', 'x'.repeat(5000)],
  ])('reads a %s cookie as an anonymous reader', async (_name, value) => {
    const { cookies } = jar({ [SESSION_COOKIE]: value });
    expect((await openReaderSession({ jar: cookies, store: newStore(), secure: false })).tokens).toMatchObject({ securityToken: null, accessToken: null, member: null });
  });

  it('is bounded: past its limit the sweep deletes the entries nearest their end', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const store = newStore();
    const ids: string[] = [];
    for (const n of [0, 1, 2, 3]) {
      vi.setSystemTime(1_700_000_000_000 + n * 1000);
      const { cookies, values } = jar();
      const session = await openReaderSession({ jar: cookies, store, secure: false });
      session.update({ securityToken: `s${n}` });
      await session.settled();
      ids.push(values.get(SESSION_COOKIE)!);
    }
    await store.sweep();
    expect(await store.count()).toBe(3);
    expect(await store.get(ids[0]!)).toBeUndefined();
    expect((await store.get(ids[3]!))?.securityToken).toBe('s3');
  });

  it('an entry lives 2 hours from its last change', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_700_000_000_000);
    const store = newStore();
    const { cookies } = jar();
    const session = await openReaderSession({ jar: cookies, store, secure: false });
    session.update({ securityToken: 's' });
    await session.settled();
    vi.setSystemTime(1_700_000_000_000 + 7_199_000);
    expect((await openReaderSession({ jar: cookies, store, secure: false })).tokens.securityToken).toBe('s');
    vi.setSystemTime(1_700_000_000_000 + 7_201_000);
    expect((await openReaderSession({ jar: cookies, store, secure: false })).tokens.securityToken).toBeNull();
  });

  it('clearing every token deletes the entry and the cookie; destroy logs out', async () => {
    const store = newStore();
    const { cookies, values } = jar();
    const session = await openReaderSession({ jar: cookies, store, secure: false });
    session.update({ accessToken: 'a', member: { userId: '7', nickname: 'n', avatar: '' } });
    expect(memberIdOf(session.tokens)).toBe('7');
    session.clear();
    await session.settled();
    expect(await store.count()).toBe(0);
    expect(values.has(SESSION_COOKIE)).toBe(false);
    session.update({ securityToken: 's' });
    session.destroy();
    await session.settled();
    expect(await store.count()).toBe(0);
    expect(session.tokens.securityToken).toBeNull();
  });

  it('a login renews the id: the id known before it names nothing after (no fixation)', async () => {
    const store = newStore();
    const { cookies, values } = jar();
    const anonymous = await openReaderSession({ jar: cookies, store, secure: false });
    anonymous.update({ securityToken: 's' });
    await anonymous.settled();
    const planted = values.get(SESSION_COOKIE)!;
    const session = await openReaderSession({ jar: cookies, store, secure: false });
    session.renew?.();
    session.update({ accessToken: 'a', member: { userId: '103', nickname: 'n', avatar: '' } });
    await session.settled();
    expect(values.get(SESSION_COOKIE)).not.toBe(planted);
    expect(await store.get(planted)).toBeUndefined();
    expect((await openReaderSession({ jar: jar({ [SESSION_COOKIE]: planted }).cookies, store, secure: false })).tokens.member).toBeNull();
    expect((await openReaderSession({ jar: cookies, store, secure: false })).tokens).toMatchObject({ securityToken: 's', member: { userId: '103' } });
  });

  const APP = { device: 'd1', token: 'hosttoken', userid: '102' };
  const SITE_MEMBER = { userId: '103', nickname: 'A', avatar: '' };
  it.each([
    ['nobody', {}, null],
    ['a site login', { accessToken: 'a', member: SITE_MEMBER }, '103'],
    ['tokens with no member', { accessToken: 'a' }, null],
    ['a member with no access token', { member: SITE_MEMBER }, null],
    ['the host app alone', { appInfo: APP, accessToken: 'hosttoken' }, '102'],
    ['the host app and a site login: the site login, whose token the calls carry', { appInfo: APP, accessToken: 'a', member: SITE_MEMBER }, '103'],
    ['the host app token stored as if a site login', { appInfo: APP, accessToken: 'hosttoken', member: SITE_MEMBER }, '102'],
    ['a host app user agent without a token', { appInfo: { ...APP, token: '' } }, null],
  ])('the member is whoever the calls are made as: %s', (_name, tokens, expected) => {
    expect(memberIdOf({ ...EMPTY_SESSION, ...tokens })).toBe(expected);
  });

  it('takes the host app login from the request, never from the store', async () => {
    const store = newStore();
    const { cookies } = jar();
    const session = await openReaderSession({ jar: cookies, store, secure: false, appInfo: { device: 'd1', token: 'hosttoken', userid: '42' } });
    expect(session.tokens.accessToken).toBe('hosttoken');
    expect(memberIdOf(session.tokens)).toBe('42');
    await session.settled();
    expect(await store.count()).toBe(0);
  });

  it('a store that cannot be read or written says so: opening rejects, and settled() rejects after a failed write', async () => {
    const down = { ...newStore(), get: () => Promise.reject(new Error('down')), set: () => Promise.reject(new Error('down')) };
    const { cookies } = jar({ [SESSION_COOKIE]: 'B'.repeat(43) });
    await expect(openReaderSession({ jar: cookies, store: down, secure: false })).rejects.toThrow('down');
    const fresh = await openReaderSession({ jar: jar().cookies, store: down, secure: false });
    fresh.update({ securityToken: 's' });
    await expect(fresh.settled()).rejects.toThrow('down');
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
    const outcome = await prepareVisit({ catalogue, session: await createSession(cookies, store), requiresAuth: false });
    expect(calls).toEqual(['config', 'anonymous']);
    expect(outcome.fetchedAnonymousToken).toBe(true);
    expect((await createSession(cookies, store)).tokens.securityToken).toBe('anon');
  });

  it('keeps a held token', async () => {
    const { catalogue, calls } = fakeCatalogue({ tokenEnable: true });
    const store = newStore();
    const { cookies } = jar();
    const held = await createSession(cookies, store);
    held.update({ securityToken: 'mine' });
    await held.settled();
    await prepareVisit({ catalogue, session: await createSession(cookies, store), requiresAuth: false });
    expect(calls).toEqual(['config']);
  });

  it('runs the handshake first when xyAuth is 2', async () => {
    const { catalogue, calls } = fakeCatalogue({ tokenEnable: true, xyApi: xy(2) });
    const outcome = await prepareVisit({ catalogue, session: await createSession(jar().cookies), requiresAuth: false });
    expect(calls).toEqual(['config', 'handshake', 'anonymous']);
    expect(outcome.appAuthReady).toBe(true);
  });

  it('with xyAuth 1 only for routes that require auth, and never twice', async () => {
    const plain = fakeCatalogue({ xyApi: xy(1) });
    await prepareVisit({ catalogue: plain.catalogue, session: await createSession(jar().cookies), requiresAuth: false });
    expect(plain.calls).toEqual(['config']);
    const guarded = fakeCatalogue({ xyApi: xy(1) });
    await prepareVisit({ catalogue: guarded.catalogue, session: await createSession(jar().cookies), requiresAuth: true });
    expect(guarded.calls).toEqual(['config', 'handshake']);
    const held = fakeCatalogue({ xyApi: xy(1) }, { auth: true });
    await prepareVisit({ catalogue: held.catalogue, session: await createSession(jar().cookies), requiresAuth: true });
    expect(held.calls).toEqual(['config']);
  });

  it('without a config the page still renders', async () => {
    const { catalogue } = fakeCatalogue(null);
    expect(await prepareVisit({ catalogue, session: await createSession(jar().cookies), requiresAuth: true })).toEqual({ siteConfig: null, fetchedAnonymousToken: false, appAuthReady: null });
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
