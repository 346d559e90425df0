/** Member logins and admin calls shared by the member contract tests. */
import { createHash } from 'node:crypto';
import { expect } from 'vitest';
import { rateEvents } from '../../src/platform/db/schema.ts';
import { ssoCall } from './ssoClient.ts';
import type { TestPlatform } from './startTestPlatform.ts';

export const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** An app_if path with the parameters every site call sends. */
export const q = (path: string) => `/app_if/${path}${path.includes('?') ? '&' : '?'}curVersions=1&siteId=1&siteID=1`;

export const TOKEN_EXPIRED = { status: 10111, message: '登录信息已过期', data: {} };

/** A password login of a seeded member (password 123456) on one device. Each starts a fresh rate window: all tests call from 127.0.0.1. */
export async function loginAs(p: TestPlatform, phone: string, devid = `dev-${phone}`): Promise<{ uid: string; accessToken: string; refreshToken: string }> {
  await p.platform.context.db.delete(rateEvents);
  const answer = await ssoCall(p, 'login', { phone, password: md5('123456'), devid }, { devid });
  expect(answer.body.code, `login ${phone}`).toBe(1);
  return answer.body.value;
}

export function expireAccess(p: TestPlatform, phone: string) {
  return p.call(`/platform-admin/expire-access/${phone}`, { form: {}, headers: { authorization: `Bearer ${p.platform.context.settings.adminToken}` } });
}

/** A new member, registered the way a reader does (sendCode, the code from the admin, register); its tokens. */
export async function registerMember(p: TestPlatform, phone: string): Promise<{ uid: string; accessToken: string }> {
  await p.platform.context.db.delete(rateEvents);
  expect((await ssoCall(p, 'sendCode', { phone })).body.code, `sendCode ${phone}`).toBe(1);
  const admin = await p.call(`/platform-admin/phone-code/${phone}`, { form: {}, headers: { authorization: `Bearer ${p.platform.context.settings.adminToken}` } });
  const answer = await ssoCall(p, 'register', { password: md5('secret-1'), phone, code: String(admin.body.data?.code ?? '') });
  expect(answer.body.code, `register ${phone}`).toBe(1);
  return answer.body.value;
}
