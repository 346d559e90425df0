import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { useFakePlatform } from './fakePlatform.ts';
import { createCatalogue } from '../../../src/catalogue/catalogue.ts';
import { catalogueConfigFromEnv } from '../../../src/catalogue/catalogueConfig.ts';

import { analyticsHeaderValue, sendAnalyticsRecord } from '../../../src/catalogue/analytics.ts';

/**
 * The catalogue against a real local HTTP server (node:http on 127.0.0.1, random port): every row
 * of the SPEC §8 error catalogue, time-outs, cancellation, the handshake and the request shape.
 */

const { routes, json, seen, catalogue, config } = useFakePlatform();

const ERROR_TABLE = [
  { row: '10201 sign-up progress', body: { status: 10201, message: 'x' }, kind: 'downloadApp', messageKey: 'error.downloadAppForProgress', message: null, reaction: { type: 'toast' } },
  { row: '10202 with server message', body: { status: 10202, message: '含有敏感词' }, kind: 'commentFailed', messageKey: 'error.commentFailed', message: '含有敏感词', reaction: { type: 'toast' } },
  { row: '10203 without message', body: { status: 10203 }, kind: 'commentFailed', messageKey: 'error.commentFailed', message: null, reaction: { type: 'toast' } },
  { row: '10204 empty message', body: { status: 10204, message: '' }, kind: 'commentFailed', messageKey: 'error.commentFailed', message: null, reaction: { type: 'toast' } },
  { row: '1004 auth invalid', body: { status: 1004, message: 'auth' }, kind: 'authInvalid', messageKey: 'error.generic', message: 'auth', reaction: { type: 'reload', maxAttempts: 3 } },
  { row: '10102 outside the app', body: { status: 10102, message: 'login' }, kind: 'loginRequired', messageKey: 'error.loginExpired', message: 'login', reaction: { type: 'toast' } },
  { row: '10103 in the app', body: { status: 10103 }, kind: 'loginRequired', messageKey: 'error.loginExpired', message: null, reaction: { type: 'goToLogin', delayMs: 1000 }, inNativeApp: true },
  { row: '10111 in the app asks the app', body: { status: 10111 }, kind: 'tokenExpired', messageKey: 'error.loginExpired', message: null, reaction: { type: 'askAppRefresh' }, inNativeApp: true },
  {
    row: 'negative without data',
    body: { status: -1, message: 'Your server has down or target user not exist !', data: {} },
    kind: 'platform',
    messageKey: 'error.generic',
    message: 'Your server has down or target user not exist !',
    reaction: { type: 'none' },
  },
  { row: 'negative without message', body: { status: -3, data: null }, kind: 'platform', messageKey: 'error.generic', message: null, reaction: { type: 'none' } },
  { row: 'other positive status', body: { status: 7, message: 'nope' }, kind: 'platform', messageKey: 'error.generic', message: 'nope', reaction: { type: 'none' } },
] as const;

describe('error catalogue (SPEC §8), row by row', () => {
  for (const row of ERROR_TABLE) {
    it(row.row, async () => {
      routes.set('/app_if/discussView', (_req, res) => json(res, row.body));
      const result = await catalogue().call('discussView', { id: 1 }, { inNativeApp: 'inNativeApp' in row ? row.inNativeApp : false });
      expect(result).toEqual({
        ok: false,
        error: { kind: row.kind, code: row.body.status, messageKey: row.messageKey, message: row.message, reaction: row.reaction, call: 'discussView' },
      });
    });
  }

  it('status 0 with data returns the data', async () => {
    routes.set('/app_if/discussView', (_req, res) => json(res, { status: 0, message: 'success', data: { list: [], totalCount: 4, hasMore: false } }));
    expect(await catalogue().call('discussView', { id: 1 })).toEqual({ ok: true, empty: false, value: { list: [], totalCount: 4, hasMore: false, page: 0, totalPage: 0 } });
  });

  it('status 1 is an empty result', async () => {
    routes.set('/app_if/discussView', (_req, res) => json(res, { status: 1, message: 'none' }));
    expect(await catalogue().call('discussView', { id: 1 })).toEqual({ ok: true, empty: true, value: null });
  });

  it('an unwrapped answer (no curVersions) is data as it is', async () => {
    routes.set('/app_if/discussView', (_req, res) => json(res, { list: [], totalCount: 4, hasMore: true }));
    expect(await catalogue().call('discussView', { id: 1 })).toMatchObject({ ok: true, value: { totalCount: 4, hasMore: true } });
  });

  it('the SSO envelope is read through status/data (value mirrors data)', async () => {
    const login = { token: 't'.repeat(32), uid: '7', userid: '7', nickname: 'n' };
    routes.set('/sso-app/api/thirdLogin', (_req, res) => json(res, { code: 1, msg: 'success', value: login, status: 0, message: 'success', data: login, path: null, error: null, timestamp: 1 }));
    expect(await catalogue().call('thirdLogin', { provider: 'tencent_wechat', oid: 'o' })).toMatchObject({ ok: true, value: { token: 't'.repeat(32), uid: '7' } });
    routes.set('/sso-app/api/thirdLogin', (_req, res) =>
      json(res, { code: 0, msg: 'user_disabled', value: {}, status: -1, message: '用户被禁用', data: {}, path: '/sso-app/api/thirdLogin', error: '用户被禁用', timestamp: 1 }),
    );
    expect(await catalogue().call('thirdLogin', { provider: 'tencent_wechat', oid: 'o' })).toMatchObject({ ok: false, error: { kind: 'platform', code: -1, message: '用户被禁用' } });
  });

  it('an answer that does not match the schema is an invalid error, never a cast', async () => {
    routes.set('/app_if/wx/signature', (_req, res) => json(res, { status: 0, data: { appid: 'a' } }));
    expect(await catalogue().call('wxSignature', { url: 'x' })).toMatchObject({ ok: false, error: { kind: 'invalid' } });
  });

  it('HTTP 500 without an envelope is an http error', async () => {
    routes.set('/app_if/getColumns', (_req, res) => {
      res.writeHead(500);
      res.end('<html>oops</html>');
    });
    expect(await catalogue().call('getColumns')).toMatchObject({ ok: false, error: { kind: 'http', httpStatus: 500, messageKey: 'error.network' } });
  });

  it('a transport failure is an error of kind transport', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const cat = createCatalogue(catalogueConfigFromEnv({ PLATFORM_ORIGIN: `http://127.0.0.1:${port}` }), { log: () => {} });
    expect(await cat.call('getColumns')).toMatchObject({ ok: false, error: { kind: 'transport', messageKey: 'error.network' } });
  });

  it('a slow answer times out with a per-call override', async () => {
    routes.set('/app_if/getColumns', (_req, res) => setTimeout(() => json(res, { status: 0, data: { columns: [] } }), 400));
    const result = await catalogue().call('getColumns', {}, { timeoutMs: 50 });
    expect(result).toMatchObject({ ok: false, error: { kind: 'timeout' } });
  });

  it('the configured default time-out applies', async () => {
    routes.set('/app_if/getColumns', (_req, res) => setTimeout(() => json(res, { status: 0, data: { columns: [] } }), 400));
    expect(await catalogue({ PLATFORM_TIMEOUT_MS: '60' }).call('getColumns')).toMatchObject({ ok: false, error: { kind: 'timeout' } });
  });

  it('an aborted request is an error of kind cancel', async () => {
    routes.set('/app_if/getArticles', (_req, res) => setTimeout(() => json(res, { status: 0, data: { list: [] } }), 300));
    const controller = new AbortController();
    const pending = catalogue().getArticles({ columnId: 5 }, { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    expect(await pending).toMatchObject({ ok: false, error: { kind: 'cancel' } });
  });
});

// PLATFORM.md §4.2 synthetic vectors.
const API_DATA = 'MTYwMDAwMDAwMDAwMDE2MDAwMDAwMDAwMDAxNjAwMDAwMDAwMDAw';
const APP_KEY_FIELD = 'MjU5NzRiMWEyNTg5NDkwNzY4YjkzNDdiZDk3ZTdmMGNkMjEwOTcyZTVmNTEwOWRiOWE2MmY0Yzk2Y2I2NmZhMmZhMTE2ODAyOTJhMTJhNjI=';
const APP_SECRET_FIELD = 'NWM0Mjg3NWRmN2Q0ZThlN2JlMmJhNjIzMWIzNzg0ZTI3NzZlNDQyNTg1NzM5ODBiNWM5YTVlYWEwODM0OGE3MWZhMTE2ODAyOTJhMTJhNjI=';
const AUTH_TOKEN_FIELD = 'M2MyMTk0NmMxMDRhMTJlODljNTkxZTc2NmU1ZDI3MWEzYzIxOTQ2YzEwNGExMmU4OWM1OTFlNzY2ZTVkMjcxYWIyNTM0ZmJmM2RjMjRiY2M=';

describe('authinfo → auth handshake and auth headers', () => {
  function handshakeRoutes() {
    routes.set('/app_if/authinfo', (_req, res) => json(res, { status: 0, data: { appKey: APP_KEY_FIELD, appSecret: APP_SECRET_FIELD } }, { 'api-data': API_DATA }));
    routes.set('/app_if/auth', (req, res) => {
      const form = new URLSearchParams(req.body);
      expect(form.get('appKey')).toBe('00112233445566778899aabbccddeeff');
      expect(form.get('sign')).toMatch(/^[0-9a-f]{32}$/);
      json(res, { status: 0, data: { authToken: AUTH_TOKEN_FIELD, authTime: '1600000001000' } }, { 'api-data': API_DATA });
    });
  }

  it('decrypts the handshake, then signs every app_if request; 1004 drops the auth', async () => {
    handshakeRoutes();
    routes.set('/app_if/getColumns', (_req, res) => json(res, { status: 1004, message: 'auth invalid' }));
    const cat = catalogue({ PLATFORM_AUTH: '1' });
    expect(await cat.ensureAppAuth()).toBe(true);
    expect(cat.hasAppAuth()).toBe(true);
    const result = await cat.call('getColumns');
    const request = seen.find((req) => req.path === '/app_if/getColumns');
    expect(request?.headers.authtoken).toBe('0123456789abcdef0123456789abcdef');
    expect(request?.headers.sign).toMatch(/^[0-9a-f]{32}$/);
    expect(request?.headers.time).toMatch(/^\d{13}$/);
    expect(result).toMatchObject({ ok: false, error: { kind: 'authInvalid', reaction: { type: 'reload', maxAttempts: 3 } } });
    expect(cat.hasAppAuth()).toBe(false);
  });

  it('concurrent visits share one handshake', async () => {
    handshakeRoutes();
    const cat = catalogue({ PLATFORM_AUTH: '1' });
    expect(await Promise.all([cat.ensureAppAuth(), cat.ensureAppAuth()])).toEqual([true, true]);
    expect(seen.filter((req) => req.path === '/app_if/authinfo')).toHaveLength(1);
  });

  it('a failed handshake reports false', async () => {
    routes.set('/app_if/authinfo', (_req, res) => json(res, { status: -1, message: 'no' }));
    expect(await catalogue().ensureAppAuth()).toBe(false);
  });
});

describe('request shape', () => {
  it('GET sends the common parameters and the payload as query', async () => {
    routes.set('/app_if/getArticles', (_req, res) => json(res, { status: 0, data: { list: [] } }));
    await catalogue({ PLATFORM_SITE_ID: '9', PLATFORM_APP_ID: '3' }).getArticles({ columnId: 5, page: 2, lastFileId: 77 });
    const query = seen[0]?.query;
    expect(seen[0]?.method).toBe('GET');
    for (const name of ['siteId', 'siteID', 'siteid']) expect(query?.get(name)).toBe('9');
    expect(query?.get('appID')).toBe('3');
    expect(query?.get('curVersions')).toBe('1');
    expect(query?.get('apiVersion')).toBe('1');
    expect(query?.get('device')).toBe('h5');
    expect(query?.get('t')).toMatch(/^\d{13}$/);
    expect(query?.get('columnId')).toBe('5');
    expect(query?.get('page')).toBe('2');
    expect(query?.get('lastFileId')).toBe('77');
    expect(query?.get('signature')).toBeNull();
  });

  it('POST is form-encoded, arrays repeat, user ids are SM2-encrypted with 04 when a key is set', async () => {
    const { sm2 } = await import('sm-crypto');
    const keys = sm2.generateKeyPairHex();
    routes.set('/app_if/fav', (_req, res) => json(res, { status: 0, data: { value: 'true' } }));
    const result = await catalogue({ PLATFORM_SM2_PUBLIC_KEY: keys.publicKey }).call('fav', { articleID: 887, content: '评论', userID: 152, imgUrl: ['a.jpg', 'b.jpg'] });
    expect(result).toEqual({ ok: true, empty: false, value: true });
    const request = seen[0];
    expect(request?.method).toBe('POST');
    expect(request?.headers['content-type']).toContain('application/x-www-form-urlencoded');
    const form = new URLSearchParams(request?.body);
    expect(form.getAll('imgUrl')).toEqual(['a.jpg', 'b.jpg']);
    expect(form.get('content')).toBe('评论');
    const userID = form.get('userID') ?? '';
    expect(userID.startsWith('04')).toBe(true);
    expect(sm2.doDecrypt(userID.slice(2), keys.privateKey, 1)).toBe('152');
  });

  it('a comment with photos: each photo to upload as multipart, then discuss form-encoded with the answered URLs as repeated imgUrl', async () => {
    let uploaded = 0;
    routes.set('/app_if/upload', (_req, res) => json(res, { status: 0, message: 'success', data: { id: ++uploaded, url: `https://img.example/app/images/${uploaded}.png`, kind: 'image' } }));
    routes.set('/app_if/discuss', (_req, res) => json(res, { status: 0, data: { value: 'true' } }));
    const photo = (name: string) => new File([Uint8Array.from([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });
    const result = await catalogue().postComment({ rootId: 887, sourceType: 0, content: ' 评论 ', photos: [photo('a.png'), photo('b.png')] });
    expect(result).toEqual({ ok: true, empty: false, value: true });
    expect(seen.map((request) => request.path)).toEqual(['/app_if/upload', '/app_if/upload', '/app_if/discuss']);
    expect(seen[0]?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[0]?.body).toContain('name="file"; filename="a.png"');
    expect(seen[1]?.body).toContain('name="file"; filename="b.png"');
    expect(seen[2]?.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    const form = new URLSearchParams(seen[2]?.body);
    expect([form.get('rootID'), form.get('content'), form.getAll('imgUrl')]).toEqual(['887', '评论', ['https://img.example/app/images/1.png', 'https://img.example/app/images/2.png']]);
  });

  it('from curVersions 3 the app_if payload carries a signature', async () => {
    routes.set('/app_if/getColumns', (_req, res) => json(res, { status: 0, data: { columns: [] } }));
    await catalogue({ PLATFORM_CUR_VERSIONS: '3', PLATFORM_SIGN_KEY: 'k' }).getColumns();
    expect(seen[0]?.query.get('signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(seen[0]?.query.get('curVersions')).toBe('3');
  });

  it('the vote record goes as one SM4 cipher text; without a key it is a config error', async () => {
    routes.set('/nis/recordVote/recordVoteCountAndLog', (_req, res) => json(res, { status: 0, data: { value: 'true' } }));
    const withKey = await catalogue({ PLATFORM_SM4_KEY: '0123456789abcdeffedcba9876543210' }).call('recordVoteCountAndLog', { afsData: 'x', device: 'd', data: '{"a":1}' });
    expect(withKey.ok).toBe(true);
    const form = new URLSearchParams(seen[0]?.body);
    expect(form.get('afsData')).toBeNull();
    expect(form.get('data')).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(await catalogue().call('recordVoteCountAndLog', { afsData: 'x', device: 'd', data: '' })).toMatchObject({ ok: false, error: { kind: 'config' } });
  });

  it('detail fetches without an id are empty and send nothing', async () => {
    const cat = catalogue();
    for (const id of [null, undefined, '', 0]) expect(await cat.getArticleContent({ id })).toEqual({ ok: true, empty: true, value: null });
    expect(seen).toHaveLength(0);
  });

  it('preview and poster read their own paths', async () => {
    routes.set('/app_if/getArticleContentUnrelease', (_req, res) => json(res, { status: 0, data: { fileId: '12', title: 'draft', aStatus: 0 } }));
    routes.set('/app_if/myArticleContent', (_req, res) => json(res, { status: 0, data: '' }));
    const cat = catalogue();
    expect(await cat.getArticleContent({ id: 12, preview: true, showStatusType: 2 })).toMatchObject({ ok: true, value: { fileId: 12, aStatus: 0 } });
    expect(await cat.getArticleContent({ id: 12, poster: true })).toEqual({ ok: true, empty: true, value: null });
    expect(seen[0]?.query.get('showStatusType')).toBe('2');
    expect(seen[1]?.query.get('isPoster')).toBe('1');
  });

  it('site config is cached in-process', async () => {
    routes.set('/app_if/getConfig', (_req, res) => json(res, { status: 0, data: { siteID: 1, tokenEnable: 1, xyApi: { xyAuth: '2' }, _p_wap: { paperUrl: 'https://paper' } } }));
    const cat = catalogue();
    const [a, b] = await Promise.all([cat.getSiteConfig(), cat.getSiteConfig()]);
    await cat.getSiteConfig();
    expect(a).toMatchObject({ ok: true, value: { tokenEnable: true, paperUrl: 'https://paper', xyApi: { xyAuth: 2 } } });
    expect(b).toEqual(a);
    expect(seen).toHaveLength(1);
  });
});

describe('analytics sendRecord', () => {
  it('sends headers as base64 of the URI-encoded value, 180 s class, no common parameters', async () => {
    routes.set('/analytics/sendRecord', (_req, res) => json(res, { code: 0 }));
    const cat = catalogue({ ANALYTICS_TENANT_CODE: 'tenant', ANALYTICS_APP_KEY: 'key' });
    const sent = await sendAnalyticsRecord(cat, { dataType: 1000005, articleID: 887, deviceid: 'xy1', userUuid: '用户', platform: 3 }, 1_600_000_000_000);
    expect(sent).toBe(true);
    const request = seen[0];
    expect(request?.headers['tenant-code']).toBe(analyticsHeaderValue('tenant'));
    expect(request?.headers.useruuid).toBe(Buffer.from(encodeURIComponent('用户')).toString('base64'));
    expect(request?.query.get('articleID')).toBe('887');
    expect(request?.query.get('actionTime')).toBe('1600000000000');
    expect(request?.query.get('siteId')).toBeNull();
    expect(request?.headers['x-forwarded-for']).toBeUndefined();
  });

  it('names the reader to the host, so its limits count readers and not the site', async () => {
    routes.set('/analytics/sendRecord', (_req, res) => json(res, { code: 0 }));
    const cat = catalogue({ ANALYTICS_TENANT_CODE: 'tenant', ANALYTICS_APP_KEY: 'key' });
    expect(await sendAnalyticsRecord(cat, { dataType: 1000005, articleID: 887, deviceid: 'xy1', userUuid: 'u', platform: 3, clientIp: '203.0.113.9' })).toBe(true);
    expect(seen[0]?.headers['x-forwarded-for']).toBe('203.0.113.9');
  });

  it('sends nothing without tenant code, key, article id or platform, and never throws', async () => {
    const cat = catalogue({ ANALYTICS_TENANT_CODE: 'tenant' });
    expect(await sendAnalyticsRecord(cat, { dataType: 1, articleID: 1, deviceid: 'd', userUuid: 'u', platform: 3 })).toBe(false);
    const full = catalogue({ ANALYTICS_TENANT_CODE: 'tenant', ANALYTICS_APP_KEY: 'key' });
    expect(await sendAnalyticsRecord(full, { dataType: 1, articleID: '', deviceid: 'd', userUuid: 'u', platform: 3 })).toBe(false);
    expect(await sendAnalyticsRecord(full, { dataType: 1, articleID: 1, deviceid: 'd', userUuid: 'u', platform: '' })).toBe(false);
    expect(seen).toHaveLength(0);
  });
});

describe('site config outages and adverts', () => {
  it('a failed getConfig is remembered for a few seconds; the last good config is served meanwhile', async () => {
    let up = true;
    routes.set('/app_if/getConfig', (_req, res) => (up ? json(res, { status: 0, data: { siteID: 1, showAdv: 1 } }) : json(res, { status: -1, message: 'down' })));
    let clock = 1_000_000;
    const cat = createCatalogue({ ...config(), siteConfigTtlMs: 60_000 }, { log: () => {}, now: () => clock });
    expect(await cat.getSiteConfig()).toMatchObject({ ok: true });
    up = false;
    clock += 61_000;
    expect(await cat.getSiteConfig()).toMatchObject({ ok: true, value: { showAdv: true } });
    await cat.getSiteConfig();
    expect(seen.filter((req) => req.path === '/app_if/getConfig')).toHaveLength(2);
    const fresh = createCatalogue(config(), { log: () => {} });
    expect(await fresh.getSiteConfig()).toMatchObject({ ok: false, error: { message: 'down' } });
    expect(await fresh.getSiteConfig()).toMatchObject({ ok: false });
    expect(seen.filter((req) => req.path === '/app_if/getConfig')).toHaveLength(3);
  });

  it('article adverts need showAdv and a column or article id', async () => {
    routes.set('/app_if/getConfig', (_req, res) => json(res, { status: 0, data: { siteID: 1, showAdv: 1 } }));
    routes.set('/adv/getArticleAdvs', (_req, res) => json(res, { status: 0, data: [{ id: 1 }] }));
    const cat = catalogue();
    expect(await cat.articleAdverts({ columnId: null, articleId: null })).toEqual({ ok: true, empty: true, value: null });
    expect(await cat.articleAdverts({ columnId: null, articleId: 5 })).toMatchObject({ ok: true, value: [{ id: 1 }] });
    expect(seen.filter((req) => req.path === '/adv/getArticleAdvs')).toHaveLength(1);
  });
});
