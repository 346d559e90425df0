import { describe, expect, it } from 'vitest';
import { memorySession, openReaderSession, type CookieJar, type StoredTokens } from '../../../src/catalogue/session.ts';
import { createSessionStore, type SessionStore } from '../../../src/catalogue/sessionStore.ts';
import { useFakePlatform } from './fakePlatform.ts';

/**
 * SPEC §8 10111 against a local HTTP stand-in for the platform: one retry after a refresh (a new
 * anonymous token, or the member's access token through SSO), a refused refresh ending the login,
 * and the refresh shared by a reader's parallel requests.
 */
const { routes, json, seen, catalogue } = useFakePlatform();

/** A handle over the stored session whose tokens are the old ones (as a request that read them before a refresh). */
async function memorySessionFrom(store: SessionStore<StoredTokens>, jar: CookieJar) {
  const handle = await openReaderSession({ jar, store, secure: false });
  handle.update({ accessToken: 'a1', refreshToken: 'r1' });
  await handle.settled();
  return handle;
}

describe('10111 token expired: one retry after a refresh', () => {
  it('anonymous reader: gets a new anonymous token and retries once', async () => {
    let calls = 0;
    routes.set('/app_if/discussView', (req, res) => {
      calls += 1;
      json(res, req.headers.securitytoken === 'fresh' ? { status: 0, data: { list: [], totalCount: 1, hasMore: false } } : { status: 10111, message: 'expired' });
    });
    routes.set('/app_if/tokenHelper/getAnonymousToken', (_req, res) => json(res, { status: 0, data: { token: 'fresh' } }));
    const session = memorySession({ securityToken: 'stale' });
    const result = await catalogue().call('discussView', { id: 1 }, { session });
    expect(result).toMatchObject({ ok: true, value: { totalCount: 1 } });
    expect(session.tokens.securityToken).toBe('fresh');
    expect(calls).toBe(2);
  });

  it('WeChat login: refreshes the access token through SSO', async () => {
    routes.set('/app_if/discussView', (req, res) => json(res, req.headers.accesstoken === 'new-access' ? { status: 0, data: { list: [], totalCount: 2, hasMore: false } } : { status: 10111 }));
    routes.set('/sso-app/api/refreshAccessToken', (req, res) => {
      expect(req.query.get('refreshToken')).toBe('r1');
      expect(req.query.get('device')).toBe('xy123');
      expect(req.headers['program-sign']).toMatch(/^[0-9a-f]{32}$/);
      json(res, {
        code: 1,
        msg: 'success',
        status: 0,
        message: 'success',
        value: { token: 'tk', accessToken: 'new-access', refreshToken: 'r2' },
        data: { token: 'tk', accessToken: 'new-access', refreshToken: 'r2' },
      });
    });
    const session = memorySession({ accessToken: 'old', refreshToken: 'r1', isWXLogin: true, deviceId: 'xy123' });
    expect(await catalogue().call('discussView', { id: 1 }, { session })).toMatchObject({ ok: true, value: { totalCount: 2 } });
    expect(session.tokens).toMatchObject({ accessToken: 'new-access', refreshToken: 'r2' });
  });

  it('a login whose refresh is refused ends: the reader is anonymous again, and the answer is the expiry', async () => {
    routes.set('/app_if/discussView', (_req, res) => json(res, { status: 10111, message: '登录信息已过期' }));
    routes.set('/sso-app/api/refreshAccessToken', (_req, res) => json(res, { code: 0, msg: 'user_notexist_or_quit', status: -1, message: '用户不存在或者已退出', data: {}, value: {} }));
    const session = memorySession({ accessToken: 'old', refreshToken: 'used', isWXLogin: true, deviceId: 'xy1', member: { userId: '7', nickname: 'n', avatar: '' } });
    expect(await catalogue().call('discussView', { id: 1 }, { session })).toMatchObject({ ok: false, error: { kind: 'tokenExpired' } });
    expect(session.tokens).toMatchObject({ accessToken: null, refreshToken: null, member: null, isWXLogin: false, deviceId: 'xy1' });
  });

  it('parallel requests of one reader share one refresh; a request that read the old tokens retries with the new ones', async () => {
    let refreshes = 0;
    routes.set('/app_if/discussView', (req, res) => json(res, req.headers.accesstoken === 'a2' ? { status: 0, data: { list: [], totalCount: 5, hasMore: false } } : { status: 10111 }));
    routes.set('/sso-app/api/refreshAccessToken', (req, res) => {
      refreshes += 1;
      const fresh = req.query.get('refreshToken') === 'r1';
      json(res, fresh ? { code: 1, status: 0, message: 'success', data: { token: 't', accessToken: 'a2', refreshToken: 'r2' } } : { code: 0, status: -1, message: '用户不存在或者已退出', data: {} });
    });
    const store = createSessionStore<StoredTokens>({ kind: 'memory', ttlMs: 7_200_000, maxEntries: 10 });
    const values = new Map<string, string>();
    const jar = { get: (n: string) => (values.has(n) ? { value: values.get(n)! } : undefined), set: (n: string, v: string) => void values.set(n, v), delete: (n: string) => void values.delete(n) };
    const first = await openReaderSession({ jar, store, secure: false });
    first.update({ accessToken: 'a1', refreshToken: 'r1', isWXLogin: true, member: { userId: '7', nickname: 'n', avatar: '' } });
    await first.settled();
    // Three requests of the same reader, each with its own handle read before any refresh.
    const handles = await Promise.all([0, 1, 2].map(() => openReaderSession({ jar, store, secure: false })));
    const cat = catalogue();
    const answers = await Promise.all(handles.map((session) => cat.call('discussView', { id: 1 }, { session })));
    expect(answers.every((answer) => answer.ok)).toBe(true);
    // A late request that still carries the old tokens does not spend the used refresh token.
    const late = await cat.call('discussView', { id: 1 }, { session: await memorySessionFrom(store, jar) });
    expect(late.ok).toBe(true);
    expect(refreshes).toBe(1);
    await Promise.all(handles.map((handle) => handle.settled()));
    expect((await openReaderSession({ jar, store, secure: false })).tokens).toMatchObject({ accessToken: 'a2', refreshToken: 'r2', member: { userId: '7' } });
  });

  it("two site processes meet one expiry: the one whose refresh token was spent a moment before takes the other's new tokens from the store, and the reader stays logged in", async () => {
    let refreshes = 0;
    const store = createSessionStore<StoredTokens>({ kind: 'memory', ttlMs: 7_200_000 });
    const values = new Map<string, string>();
    const jar = { get: (n: string) => (values.has(n) ? { value: values.get(n)! } : undefined), set: (n: string, v: string) => void values.set(n, v), delete: (n: string) => void values.delete(n) };
    const first = await openReaderSession({ jar, store, secure: false });
    first.update({ accessToken: 'a1', refreshToken: 'r1', isWXLogin: true, member: { userId: '7', nickname: 'n', avatar: '' } });
    await first.settled();
    const storedRefreshToken = async () => (await store.get(values.get('readerSession')!))?.refreshToken;
    routes.set('/app_if/discussView', (req, res) => json(res, req.headers.accesstoken === 'a2' ? { status: 0, data: { list: [], totalCount: 3, hasMore: false } } : { status: 10111 }));
    routes.set('/sso-app/api/refreshAccessToken', (_req, res) => {
      refreshes += 1;
      if (refreshes === 1) return json(res, { code: 1, status: 0, message: 'success', data: { token: 't', accessToken: 'a2', refreshToken: 'r2' } });
      // The platform refuses the spent token only once the first process has written what it got.
      const refuse = async () => {
        while ((await storedRefreshToken()) !== 'r2') await new Promise((resolve) => setImmediate(resolve));
        json(res, { code: 0, status: -1, message: '用户不存在或者已退出', data: {} });
      };
      void refuse();
    });
    // Each process has its own engine (its own memory of refreshes) and its own handle on the shared store.
    const [onA, onB] = await Promise.all([openReaderSession({ jar, store, secure: false }), openReaderSession({ jar, store, secure: false })]);
    const answers = await Promise.all([catalogue().call('discussView', { id: 1 }, { session: onA }), catalogue().call('discussView', { id: 1 }, { session: onB })]);
    expect(answers.map((answer) => answer.ok)).toEqual([true, true]);
    expect(refreshes).toBe(2);
    await Promise.all([onA.settled(), onB.settled()]);
    expect((await openReaderSession({ jar, store, secure: false })).tokens).toMatchObject({ accessToken: 'a2', refreshToken: 'r2', member: { userId: '7' } });
  });

  it('retries only once', async () => {
    let calls = 0;
    routes.set('/app_if/discussView', (_req, res) => {
      calls += 1;
      json(res, { status: 10111, message: 'expired' });
    });
    routes.set('/app_if/tokenHelper/getAnonymousToken', (_req, res) => json(res, { status: 0, data: 'fresh' }));
    const result = await catalogue().call('discussView', { id: 1 }, { session: memorySession() });
    expect(result).toMatchObject({ ok: false, error: { kind: 'tokenExpired', reaction: { type: 'toast' } } });
    expect(calls).toBe(2);
  });

  it('a request meeting a refresh in progress waits for it', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    routes.set('/app_if/tokenHelper/getAnonymousToken', (_req, res) => void gate.then(() => json(res, { status: 0, data: { token: 'fresh' } })));
    routes.set('/app_if/discussView', (req, res) => json(res, req.headers.securitytoken === 'fresh' ? { status: 0, data: { list: [], totalCount: 3, hasMore: false } } : { status: 10111 }));
    const cat = catalogue();
    const session = memorySession({ securityToken: 'stale' });
    const first = cat.call('discussView', { id: 1 }, { session });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = cat.call('discussView', { id: 2 }, { session });
    await new Promise((resolve) => setTimeout(resolve, 30));
    release();
    expect(await first).toMatchObject({ ok: true });
    expect(await second).toMatchObject({ ok: true, value: { totalCount: 3 } });
    // The second request went out only after the refresh, with the fresh token, once.
    expect(seen.filter((req) => req.path === '/app_if/discussView' && req.query.get('id') === '2')).toHaveLength(1);
  });
});
