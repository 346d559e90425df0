/**
 * SSO logout (PLATFORM.md §4.3 `logout`, params uid,devid,token; issue: security, logout ends the
 * platform login too): the login token, and the access and refresh tokens issued with it, stop
 * working at once; a wrong token, member or device ends nothing.
 */
import { beforeEach, expect, it } from 'vitest';
import { rateEvents } from '../../src/platform/db/schema.ts';
import { memberOfAccessToken } from '../../src/platform/identity/memberSessions.ts';
import { ssoCall } from './ssoClient.ts';
import { describeOnEachBackend, type TestPlatform } from './startTestPlatform.ts';

async function login(p: TestPlatform, phone: string, devid: string): Promise<{ uid: string; token: string; accessToken: string; refreshToken: string }> {
  expect((await ssoCall(p, 'sendCode', { phone })).body.code).toBe(1);
  const code = await p.call(`/platform-admin/phone-code/${phone}`, { form: {}, headers: { authorization: `Bearer ${p.platform.context.settings.adminToken}` } });
  const answer = await ssoCall(p, 'loginByPhone', { devid, siteid: '1', phone, code: code.body.data.code }, { devid });
  expect(answer.body.code).toBe(1);
  return answer.body.value;
}

const logout = (p: TestPlatform, form: { uid: string; devid: string; token: string }, headerToken = form.token) => ssoCall(p, 'logout', form, { devid: form.devid, token: headerToken });
const refresh = (p: TestPlatform, devid: string, refreshToken: string) => ssoCall(p, 'refreshAccessToken', { device: devid, refreshToken }, { devid });

describeOnEachBackend('sso logout', (p) => {
  beforeEach(async () => {
    await p.platform.context.db.delete(rateEvents);
  });

  it('ends the login on that device: the access token is refused and the refresh token no longer refreshes', async () => {
    const session = await login(p, '13912360001', 'dev-logout-1');
    expect(await memberOfAccessToken(p.platform.context.db, session.accessToken)).toBe(Number(session.uid));
    const answer = await logout(p, { uid: session.uid, devid: 'dev-logout-1', token: session.token });
    expect(answer.body).toMatchObject({ code: 1, status: 0 });
    expect(await memberOfAccessToken(p.platform.context.db, session.accessToken)).toBeNull();
    expect((await refresh(p, 'dev-logout-1', session.refreshToken)).body).toMatchObject({ code: 0, message: '用户不存在或者已退出' });
    // Once only: the same logout again finds nothing to end.
    expect((await logout(p, { uid: session.uid, devid: 'dev-logout-1', token: session.token })).body.code).toBe(0);
  });

  it.each([
    ['an access token in place of the login token', (s: Awaited<ReturnType<typeof login>>) => ({ uid: s.uid, devid: 'dev-logout-2', token: s.accessToken })],
    ['another member', (s: Awaited<ReturnType<typeof login>>) => ({ uid: String(Number(s.uid) + 1), devid: 'dev-logout-2', token: s.token })],
    ['another device', (s: Awaited<ReturnType<typeof login>>) => ({ uid: s.uid, devid: 'dev-other', token: s.token })],
    ['a malformed token', (s: Awaited<ReturnType<typeof login>>) => ({ uid: s.uid, devid: 'dev-logout-2', token: "x' or 1=1" })],
    ['no member', (s: Awaited<ReturnType<typeof login>>) => ({ uid: '', devid: 'dev-logout-2', token: s.token })],
  ])('%s ends nothing', async (_label, formOf) => {
    const session = await login(p, '13912360002', 'dev-logout-2');
    const answer = await logout(p, formOf(session));
    expect(answer.status).toBe(200);
    expect(answer.body.code).toBe(0);
    expect(await memberOfAccessToken(p.platform.context.db, session.accessToken)).toBe(Number(session.uid));
  });

  it('another device of the same member stays logged in', async () => {
    const phone = '13912360003';
    const first = await login(p, phone, 'dev-a');
    const second = await login(p, phone, 'dev-b');
    expect((await logout(p, { uid: first.uid, devid: 'dev-a', token: first.token })).body.code).toBe(1);
    expect(await memberOfAccessToken(p.platform.context.db, first.accessToken)).toBeNull();
    expect(await memberOfAccessToken(p.platform.context.db, second.accessToken)).toBe(Number(second.uid));
  });
});
