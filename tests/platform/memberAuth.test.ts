/**
 * Reader tokens and app auth on app_if (SPEC §6–§8, PLATFORM.md §4.2, docs/decisions/071):
 * getUserInfo for the accesstoken's member, 10111 for a stale reader token and the refresh that
 * cures it, 1004 for a bad app signature after the real authinfo → auth handshake, praise as the
 * token's member, and PLATFORM_XY_AUTH in getConfig. On PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { xyAuthSetting } from '../../src/platform/createPlatform.ts';
import { memberTokens, praises } from '../../src/platform/db/schema.ts';
import { decryptField, key1, key2 } from '../../src/platform/http/tripleDes.ts';
import { PRAISE_NEEDS_READER } from '../../src/platform/routes/base/praiseRoutes.ts';
import { DEMO_IDS } from '../../src/platform/seed/demoIds.ts';
import { expireAccess, loginAs, md5, q, TOKEN_EXPIRED } from './memberClient.ts';
import { ssoCall, vouchForWechat } from './ssoClient.ts';
import { describeOnEachBackend, startTestPlatform, type TestPlatform } from './startTestPlatform.ts';

const AUTH_FAILED = { status: 1004, message: '认证失败', data: {} };
const TOKEN_FIELDS = ['token', 'accessToken', 'refreshToken', 'expiresIn'];

/** The handshake of PLATFORM.md §4.2 as the site runs it: decrypt appKey/appSecret with key1, sign, decrypt authToken with key2. */
async function handshake(p: TestPlatform): Promise<{ authToken: string; appSecret: string }> {
  const info = await p.call(`/app_if/authinfo?t=${Date.now()}&siteId=1&siteID=1&curVersions=1`);
  const key = key1(info.headers.get('api-data')!);
  const appKey = decryptField(info.body.data.appKey, key);
  const appSecret = decryptField(info.body.data.appSecret, key);
  const time = String(Date.now());
  const auth = await p.call('/app_if/auth', { form: { appKey, time, sign: md5(appSecret + time + appSecret.slice(2, 7)), t: time, siteId: '1', siteID: '1', curVersions: '1' } });
  expect(auth.body.status).toBe(0);
  return { authToken: decryptField(auth.body.data.authToken, key2(auth.headers.get('api-data')!)), appSecret };
}

const appHeaders = (authToken: string, appSecret: string, time = String(Date.now())) => ({ authtoken: authToken, time, sign: md5(authToken + appSecret + time) });

describe('PLATFORM_XY_AUTH', () => {
  it('is 0, 1 or 2; unset or anything else is 1', () => {
    expect([undefined, '', '0', '1', '2', ' 2 ', '3', '-1', 'yes', '1.5'].map(xyAuthSetting)).toEqual([1, 1, 0, 1, 2, 2, 1, 1, 1, 1]);
  });

  it('reaches getConfig xyApi.xyAuth', async () => {
    const before = process.env.PLATFORM_XY_AUTH;
    process.env.PLATFORM_XY_AUTH = '2';
    let p: TestPlatform | undefined;
    try {
      p = await startTestPlatform();
    } finally {
      if (before === undefined) delete process.env.PLATFORM_XY_AUTH;
      else process.env.PLATFORM_XY_AUTH = before;
    }
    try {
      expect((await p.call(q('getConfig?appID=1'))).body.data.xyApi.xyAuth).toBe(2);
    } finally {
      await p.stop();
    }
  });
});

describeOnEachBackend('reader tokens and app auth', (p) => {
  const userInfo = (headers: Record<string, string> = {}) => p.call(q('amuc/api/member/getUserInfo'), { headers });

  it('getUserInfo answers the member of a fresh login: masked phone, absolute head, no token fields', async () => {
    const login = await loginAs(p, '13800000001');
    const { body } = await userInfo({ accesstoken: login.accessToken });
    expect(body).toMatchObject({ status: 0, message: 'success' });
    expect(body.data).toMatchObject({ uid: '101', userid: '101', nickname: '溪边读报人', phone: '138****0001', username: '138****0001', sex: '0', birthday: '2000-01-01', address: '', score: '100' });
    expect(body.data.head).toBe(`${p.origin}/platform-media/images/member-101_120x120.jpg`);
    expect(Object.keys(body.data)).not.toContain('provider');
    for (const field of TOKEN_FIELDS) expect(Object.keys(body.data)).not.toContain(field);
    expect(JSON.stringify(body)).not.toContain('13800000001');
    // POST and the SPEC §7 path answer the same; without curVersions the bare payload, as every app_if call.
    expect((await p.call('/app_if/member/getUserInfo', { form: { curVersions: '1' }, headers: { accesstoken: login.accessToken } })).body).toEqual(body);
    expect((await p.call('/app_if/amuc/api/member/getUserInfo', { headers: { accesstoken: login.accessToken } })).body).toEqual(body.data);
  });

  it('a WeChat member has its provider and the default avatar; no accesstoken is status 1', async () => {
    await vouchForWechat(p, 'oMemberAuth01');
    const oauth = await ssoCall(p, 'thirdLogin', { provider: 'tencent_wechat', oid: 'oMemberAuth01', nickname: '微信读者甲', devid: 'dev-wx', unionid: '', head: '' });
    const { body } = await userInfo({ accesstoken: oauth.body.value.accessToken });
    expect(body.data).toMatchObject({ provider: 'tencent_wechat', isRefOauth: 1, nickname: '微信读者甲', phone: '', username: 'wx-oMemberAuth01' });
    expect(body.data.head).toMatch(new RegExp(`^${p.origin}/platform-media/`));
    expect((await userInfo()).body).toMatchObject({ status: 1, data: {} });
    expect((await userInfo({ accesstoken: '' })).body.status).toBe(1);
  });

  it('a forged, malformed or expired accesstoken is 10111 on every checked route; exempt routes still answer', async () => {
    for (const token of [randomBytes(16).toString('hex'), 'not-a-token', "' or 1=1 --", 'x'.repeat(3000)]) {
      expect((await userInfo({ accesstoken: token })).body, token.slice(0, 20)).toEqual(TOKEN_EXPIRED);
    }
    const forged = { accesstoken: randomBytes(16).toString('hex') };
    const checked = await Promise.all(['getColumns?parentColumnId=1', `getArticleCounts?articleId=${DEMO_IDS.articles.news}`, 'noSuchCall'].map((path) => p.call(q(path), { headers: forged })));
    for (const answer of checked) expect([answer.status, answer.body]).toEqual([200, TOKEN_EXPIRED]);
    // Without curVersions and as JSONP the refusal is still the envelope: the site must see the status.
    expect((await p.call('/app_if/getColumns.do?parentColumnId=1&jsoncallback=cb', { headers: forged })).body).toEqual(TOKEN_EXPIRED);
    expect((await p.call(q('getConfig?appID=1'), { headers: forged })).body.status).toBe(0);
    expect((await p.call(q('tokenHelper/getAnonymousToken?device=d1'), { headers: forged })).body.status).toBe(0);
    expect((await p.call(q('authinfo'), { headers: forged })).body.status).toBe(0);
    const portrait = await fetch(`${p.origin}/app_if/amuc/api/member/getPortrait?uid=101`, { headers: forged, redirect: 'manual' });
    expect(portrait.status).toBe(302);
    expect((await fetch(`${p.origin}/platform-media/images/member-101_120x120.jpg`, { headers: forged })).status).toBe(200);
  });

  it('expire-access ends one member only; refreshAccessToken gives a token that works again', async () => {
    const mine = await loginAs(p, '13800000002', 'dev-a');
    const other = await loginAs(p, '13800000003', 'dev-b');
    const expired = await expireAccess(p, '13800000002');
    expect(expired.body).toEqual({ status: 0, message: 'success', data: { phone: '13800000002', expired: 1 } });
    expect((await userInfo({ accesstoken: mine.accessToken })).body).toEqual(TOKEN_EXPIRED);
    expect((await userInfo({ accesstoken: other.accessToken })).body.data.uid).toBe('103');
    const refreshed = await ssoCall(p, 'refreshAccessToken', { device: 'dev-a', refreshToken: mine.refreshToken }, { devid: 'dev-a' });
    expect(refreshed.body.code).toBe(1);
    expect(refreshed.body.value.accessToken).not.toBe(mine.accessToken);
    expect((await userInfo({ accesstoken: refreshed.body.value.accessToken })).body.data.uid).toBe('102');
    expect((await expireAccess(p, '13800000002')).body.data.expired).toBe(1);
    expect((await expireAccess(p, '13800000002')).body.data.expired).toBe(0);
    expect((await expireAccess(p, '13912345678')).status).toBe(404);
    expect((await expireAccess(p, 'abc')).status).toBe(400);
    expect((await p.call('/platform-admin/expire-access/13800000002', { form: {} })).status).toBe(401);
  });

  it('securitytoken: a fresh anonymous token passes; garbage, an expired one or another kind of token is 10111', async () => {
    const anonymous = (await p.call(q('tokenHelper/getAnonymousToken?device=d2'))).body.data.securityToken as string;
    const columns = (headers: Record<string, string>) => p.call(q('getColumns?parentColumnId=1'), { headers });
    expect((await columns({ securitytoken: anonymous })).body.status).toBe(0);
    const login = await loginAs(p, '13800000004');
    // Both headers, as a logged-in reader of the site sends them.
    expect((await userInfo({ securitytoken: anonymous, accesstoken: login.accessToken })).body.data.uid).toBe('104');
    for (const token of ['garbage', randomBytes(16).toString('hex'), login.accessToken]) {
      expect((await columns({ securitytoken: token })).body).toEqual(TOKEN_EXPIRED);
    }
    expect((await userInfo({ securitytoken: 'garbage', accesstoken: login.accessToken })).body).toEqual(TOKEN_EXPIRED);
    // An anonymous token is no access token.
    expect((await userInfo({ accesstoken: anonymous })).body).toEqual(TOKEN_EXPIRED);
    await p.platform.context.db
      .update(memberTokens)
      .set({ expiresAt: Date.now() - 1 })
      .where(eq(memberTokens.token, anonymous));
    expect((await columns({ securitytoken: anonymous })).body).toEqual(TOKEN_EXPIRED);
  });

  it('authtoken: after the real handshake a good sign passes (an old time too); a bad sign, an unknown or expired token is 1004', async () => {
    const { authToken, appSecret } = await handshake(p);
    const columns = (headers: Record<string, string>, group = 'app_if', path = 'getColumns?parentColumnId=1') => p.call(`/${group}/${path}`, { headers });
    expect((await columns(appHeaders(authToken, appSecret))).body.columns).toBeDefined();
    expect((await columns(appHeaders(authToken, appSecret, String(Date.now() - 3_600_000)))).body.columns).toBeDefined();
    expect((await columns(appHeaders(authToken, appSecret, '1600000001000'))).body.columns).toBeDefined();
    const upper = appHeaders(authToken, appSecret);
    expect((await columns({ ...upper, sign: upper.sign.toUpperCase() })).body.columns).toBeDefined();
    const unknown = randomBytes(16).toString('hex');
    const refusals: Record<string, string>[] = [
      { ...appHeaders(authToken, appSecret), sign: md5('wrong') },
      { ...appHeaders(authToken, appSecret), time: '1600000001000' },
      { authtoken: authToken },
      { ...appHeaders(authToken, 'not-the-secret') },
      appHeaders(unknown, appSecret),
      appHeaders('garbage', appSecret),
    ];
    for (const headers of refusals) expect((await columns(headers)).body, JSON.stringify(headers)).toEqual(AUTH_FAILED);
    expect((await columns(appHeaders(unknown, appSecret), 'nis', 'vote/info?voteId=1')).body).toEqual(AUTH_FAILED);
    expect((await columns(appHeaders(authToken, appSecret), 'nis', 'vote/info?voteId=1')).body.status).not.toBe(1004);
    // The app auth comes first, and an access token does not make up for it.
    const login = await loginAs(p, '13800000005');
    expect((await userInfo({ ...appHeaders(unknown, appSecret), accesstoken: login.accessToken })).body).toEqual(AUTH_FAILED);
    expect((await userInfo({ ...appHeaders(authToken, appSecret), accesstoken: login.accessToken })).body.data.uid).toBe('105');
    // A stale authtoken does not block the handshake that replaces it.
    const again = await p.call(q('authinfo'), { headers: appHeaders(unknown, appSecret) });
    expect(again.body.status).toBe(0);
    await p.platform.context.db
      .update(memberTokens)
      .set({ expiresAt: Date.now() - 1 })
      .where(and(eq(memberTokens.token, authToken), eq(memberTokens.kind, 'auth')));
    expect((await columns(appHeaders(authToken, appSecret))).body).toEqual(AUTH_FAILED);
  });

  it('praise with an accesstoken counts for that member; a different userOtherID is refused', async () => {
    const id = DEMO_IDS.articles.news;
    const login = await loginAs(p, '13800000006');
    const praise = (form: Record<string, string>, headers: Record<string, string> = { accesstoken: login.accessToken }) =>
      p.call(q('event'), { form: { id: String(id), type: '0', eventType: '1', channel: '1', ...form }, headers });
    expect((await praise({ userOtherID: '101' })).body).toMatchObject({ status: -1, message: PRAISE_NEEDS_READER });
    expect((await praise({})).body.data).toEqual({ value: 'true' });
    expect((await praise({ userOtherID: '106' })).body.data).toEqual({ value: 'false' });
    const rows = await p.platform.context.db.select().from(praises).where(eq(praises.objectId, id));
    expect(rows.filter((r) => r.reader === '106')).toHaveLength(1);
    expect(rows.filter((r) => r.reader === '101')).toHaveLength(0);
    // Without a token a named reader counts for no one (docs/decisions/142); a stale token is 10111, not a guest praise.
    expect((await praise({ userOtherID: 'guest-1' }, {})).body).toMatchObject({ status: -1, message: PRAISE_NEEDS_READER });
    expect((await praise({ userOtherID: 'guest-2' }, { accesstoken: randomBytes(16).toString('hex') })).body).toEqual(TOKEN_EXPIRED);
  });
});
