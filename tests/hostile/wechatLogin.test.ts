/**
 * A WeChat login through the built server, the way a reader's browser does it (docs/decisions/136,
 * 139): the site's start address, the emulator's authorize page, then reader.wechatLogin, whose
 * code exchange vouches for the openid the site logs in with. The platform itself refuses a
 * thirdLogin signed without its key.
 */
import { createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { devalue } from '../actionAnswer.ts';
import { BASE_PATH, platformRequest, port, request } from './suiteServer.ts';

const HOST = `localhost:${port}`;
const OWN_PAGE = `http://${HOST}${BASE_PATH}/home.html`;
const md5 = (text: string) => createHash('md5').update(text).digest('hex');

describe('a WeChat login', () => {
  test('start, authorize, wechatLogin: the reader is logged in', async () => {
    const start = await request({ path: `${BASE_PATH}/wxAuthorize?back=${encodeURIComponent(OWN_PAGE)}`, host: HOST });
    expect(start.status).toBe(302);
    const cookie = start
      .headerAll('set-cookie')
      .find((line) => line.startsWith('wxAuthState='))!
      .split(';')[0]!;
    const authorize = new URL(start.header('location')!);
    const emulator = await request({ path: `${authorize.pathname}${authorize.search}`, host: HOST });
    expect(emulator.status).toBe(302);
    const back = new URL(emulator.header('location')!);
    const body = JSON.stringify({ code: back.searchParams.get('code'), state: back.searchParams.get('state') });
    const login = await request({
      method: 'POST',
      path: `${BASE_PATH}/_actions/reader.wechatLogin`,
      host: HOST,
      headers: [
        ['content-type', 'application/json'],
        ['origin', `http://${HOST}`],
        ['cookie', cookie],
      ],
      body,
    });
    expect(login.status).toBe(200);
    const answer = devalue(login.body.toString('utf8')) as { outcome: string; reader: { loggedIn: boolean } };
    expect([answer.outcome, answer.reader.loggedIn]).toEqual(['loggedIn', true]);
  });

  test('the platform refuses a thirdLogin signed as PLATFORM.md alone, without its key', async () => {
    const form = new URLSearchParams({ provider: 'tencent_wechat', oid: 'oDemo_Touch_News_Reader_0001' });
    const headers = { devid: 'd', random: '1', timestamp: String(Date.now()), token: '', version: '1.0.0' };
    const secret = md5(`devid=${headers.devid}&random=${headers.random}&timestamp=${headers.timestamp}&token=&version=${headers.version}`);
    const sign = md5(`provider=${form.get('provider')}&oid=${form.get('oid')}&secret=${secret}`);
    const answer = await platformRequest({
      method: 'POST',
      path: '/sso-app/api/thirdLogin',
      headers: [['content-type', 'application/x-www-form-urlencoded'], ...Object.entries(headers), ['program-params', 'provider,oid'], ['program-sign', sign]],
      body: form.toString(),
    });
    expect(answer.status).toBe(401);
    expect(answer.body.toString('utf8')).toContain('sign is not invalid.');
  });
});
