/** Members, app auth and vote payloads shared by the activity and vote contract tests. */
import { expect } from 'vitest';
import { encryptVotePayload } from '../../src/catalogue/smCipher.ts';
import { verifyCodes } from '../../src/platform/db/schema.ts';
import { hashVerifyCode } from '../../src/platform/activity/verifyCodes.ts';
import { openSession } from '../../src/platform/identity/memberSessions.ts';
import { memberForPhone } from '../../src/platform/identity/members.ts';
import { decryptField, key1, key2 } from '../../src/platform/http/tripleDes.ts';
import { md5 } from './memberClient.ts';
import type { TestPlatform } from './startTestPlatform.ts';

export interface TestMember {
  id: number;
  accessToken: string;
}

/**
 * Members made straight in the database with a live access token each: a hundred readers through
 * the SSO would spend the test's time on rate limits and password hashing, not on what is tested.
 */
export async function quickMembers(p: TestPlatform, count: number, phonePrefix: string): Promise<TestMember[]> {
  const db = p.platform.context.db;
  const members: TestMember[] = [];
  for (let i = 0; i < count; i += 1) {
    const member = await memberForPhone(db, `${phonePrefix}${String(i).padStart(11 - phonePrefix.length, '0')}`);
    const session = await openSession(db, member.id, `device-${member.id}`);
    members.push({ id: member.id, accessToken: session.accessToken });
  }
  return members;
}

/** The app handshake of PLATFORM.md §4.2; the headers every later request signs with. */
export async function appAuthHeaders(p: TestPlatform): Promise<() => Record<string, string>> {
  const info = await p.call(`/app_if/authinfo?t=${Date.now()}&siteId=1&siteID=1&curVersions=1`);
  const key = key1(info.headers.get('api-data')!);
  const appKey = decryptField(info.body.data.appKey, key);
  const appSecret = decryptField(info.body.data.appSecret, key);
  const time = String(Date.now());
  const auth = await p.call('/app_if/auth', { form: { appKey, time, sign: md5(appSecret + time + appSecret.slice(2, 7)), t: time, siteId: '1', siteID: '1', curVersions: '1' } });
  expect(auth.body.status).toBe(0);
  const authToken = decryptField(auth.body.data.authToken, key2(auth.headers.get('api-data')!));
  return () => {
    const now = String(Date.now());
    return { authtoken: authToken, time: now, sign: md5(authToken + appSecret + now) };
  };
}

/** A nis path with the parameters every site call sends. */
export const nis = (path: string) => `/nis/${path}${path.includes('?') ? '&' : '?'}curVersions=1&siteId=1&siteID=1`;

/** The vote payload as the catalogue sends it: SM4 of {afsData, device, data} with the platform's key. */
export function votePayload(p: TestPlatform, data: Record<string, unknown>, key = p.platform.context.settings.sm4Key): string {
  return encryptVotePayload({ afsData: '', device: 'h5', data: JSON.stringify(data) }, key);
}

/** A verify code of a known value for a member, stored exactly as the image route stores one. */
export async function knownVerifyCode(p: TestPlatform, memberId: number, codeKey: string, code = 'AB23'): Promise<{ codeKey: string; verifyCode: string }> {
  await p.platform.context.db.insert(verifyCodes).values({ codeKey, owner: `m:${memberId}`, codeHash: hashVerifyCode(codeKey, code), expiresAt: Date.now() + 60_000 });
  return { codeKey, verifyCode: code };
}
