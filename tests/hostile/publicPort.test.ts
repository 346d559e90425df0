/**
 * The public port carries the site and only what a reader's browser must reach directly: media,
 * the WeChat emulator's pages and the live socket (issue: security, finding 8; docs/decisions/138).
 * The platform's API groups listen on a loopback port of their own, where the site calls them.
 */
import { describe, expect, test } from 'vitest';
import { expectSane, platformPort, platformRequest, request, sweep } from './suiteServer.ts';
import { EVIL_HOST } from './targets.ts';
import type { SimpleRequest } from './rawHttp.ts';

const form = (text: string): Pick<SimpleRequest, 'headers' | 'body'> => ({ headers: [['Content-Type', 'application/x-www-form-urlencoded']], body: text });

/** Each API group, read and written, as an outsider would try it on the site's port. */
const API_REQUESTS: SimpleRequest[] = [
  { path: '/app_if/getConfig?appID=1&curVersions=1' },
  { path: '/app_if/getConfig?appID=1&curVersions=1&jsoncallback=alert' },
  { method: 'POST', path: '/sso-app/api/thirdLogin', ...form('provider=wechat&oid=forged&nickname=x') },
  { method: 'POST', path: '/sso-app/api/oauthLogin', ...form('provider=wechat&oid=forged') },
  { path: '/nis/authinfo' },
  { method: 'POST', path: '/nis/authinfo', ...form('appKey=x') },
  { path: '/upload/consolidated/results' },
  { method: 'POST', path: '/upload/minio/upload', headers: [['Content-Type', 'multipart/form-data; boundary=zz']], body: '--zz--\r\n' },
  { method: 'POST', path: '/bigdata/pageView', ...form('aid=1&url=x') },
  { method: 'POST', path: '/analytics/sendRecord', ...form('x=1') },
  { method: 'POST', path: '/adv/event', ...form('x=1') },
  { path: '/mvod/config/common/info' },
  { method: 'POST', path: '/app_if/amuc/api/member/getPortrait?uid=101', ...form('uid=101') },
  { path: '/app_if/amuc/api/member/getPortrait/../../../../getConfig?appID=1' },
  { path: '/platform-admin/comments/pending', headers: [['Authorization', 'Bearer x']] },
  // Spelled so that a URL parser resolves them into an API group.
  { path: '/platform-media/../app_if/getConfig?appID=1&curVersions=1' },
  { path: '/platform-media/%2e%2e/sso-app/api/thirdLogin' },
  { path: '/wx-open/.%2E/nis/authinfo' },
];

describe('the public port', () => {
  test('answers 404 to every API group, read or written, however spelled', async () => {
    await sweep(
      API_REQUESTS,
      (req) => `${req.method ?? 'GET'} ${req.path}`,
      async (req) => {
        const response = await request(req);
        expectSane(response, req.path);
        expect(response.status, req.path).toBe(404);
        expect(response.text(), req.path).not.toMatch(/socketServer|websocketToken|appSecret|"data":\{/);
      },
    );
  });

  test('still serves the media files and the WeChat emulator to a browser', async () => {
    const pdf = await request({ path: '/platform-media/docs/certificate-1.pdf' });
    expect(pdf.status).toBe(200);
    expect(pdf.header('content-type') ?? '').toMatch(/pdf/);
    const authorize = await request({ path: '/wx-open/connect/oauth2/authorize?appid=x' });
    expectSane(authorize, 'authorize');
    expect(authorize.status).not.toBe(404);
    // A member's picture is the real platform's getPortrait address, which a browser loads as an image.
    const portrait = await request({ path: '/app_if/amuc/api/member/getPortrait?uid=101' });
    expect(portrait.status).toBe(302);
    expect(portrait.header('location') ?? '').toMatch(/\/platform-media\//);
  });
});

describe("the platform's own loopback port", () => {
  test('answers the API groups, as the site calls them', async () => {
    const response = await platformRequest({ path: '/app_if/getConfig?appID=1&curVersions=1' });
    expect(response.status).toBe(200);
    expect((JSON.parse(response.text()) as { data: { socketServer: { url: string } } }).data.socketServer.url).toMatch(/^ws:\/\/127\.0\.0\.1:\d+\/live-socket$/);
  });

  test('refuses a Host that is not its own loopback name (a page on another site, by DNS rebinding)', async () => {
    for (const host of [EVIL_HOST, `${EVIL_HOST}:${platformPort}`, 'localhost:1']) {
      const response = await platformRequest({ path: '/app_if/getConfig?appID=1&curVersions=1', host });
      expectSane(response, host, [EVIL_HOST]);
      expect(response.status, host).toBe(400);
    }
    const own = await platformRequest({ path: '/app_if/getConfig?appID=1&curVersions=1', host: `localhost:${platformPort}` });
    expect(own.status).toBe(200);
  });
});
