/**
 * A logout through this site ends the platform's login too (issue: security, logout): the
 * catalogue's SSO logout carries the member's login token, and afterwards neither the access
 * token nor the refresh token that the session held works on the platform.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../../platform/startTestPlatform.ts';
import { createCatalogue, type Catalogue } from '../../../src/catalogue/catalogue.ts';
import { catalogueConfigFromEnv } from '../../../src/catalogue/catalogueConfig.ts';
import { memorySession } from '../../../src/catalogue/session.ts';
import { startMemberSession, usableLogin } from '../../../src/catalogue/identityWrappers.ts';
import { memberOfAccessToken } from '../../../src/platform/identity/memberSessions.ts';

let platform: TestPlatform;
let catalogue: Catalogue;

beforeAll(async () => {
  platform = await startTestPlatform();
  catalogue = createCatalogue(catalogueConfigFromEnv({ PLATFORM_ORIGIN: platform.origin, PLATFORM_SSO_SECRET: platform.platform.context.settings.ssoSecret }), { log: () => undefined });
});

afterAll(async () => {
  await platform?.stop();
});

async function loggedInSession(phone: string) {
  const session = memorySession();
  expect((await catalogue.sendLoginCode(phone, session)).ok).toBe(true);
  const code = await platform.call(`/platform-admin/phone-code/${phone}`, { form: {}, headers: { authorization: `Bearer ${platform.platform.context.settings.adminToken}` } });
  const login = usableLogin(await catalogue.loginByPhone({ phone, code: code.body.data.code }, session));
  expect(login).not.toBeNull();
  startMemberSession(session, login!);
  return session;
}

describe('logout through the catalogue', () => {
  it('keeps the SSO login token with the session, and the logout ends the access and refresh tokens on the platform', async () => {
    const session = await loggedInSession('13912360101');
    const { accessToken, refreshToken, ssoToken, deviceId } = session.tokens;
    expect(ssoToken).toMatch(/^[0-9a-f]{32}$/);
    expect(await memberOfAccessToken(platform.platform.context.db, accessToken!)).not.toBeNull();
    const answer = await catalogue.logout(session);
    expect(answer?.ok).toBe(true);
    expect(await memberOfAccessToken(platform.platform.context.db, accessToken!)).toBeNull();
    const refreshed = await catalogue.call('refreshAccessToken', { device: deviceId, refreshToken });
    expect(refreshed.ok && !refreshed.empty && refreshed.value.accessToken).toBeFalsy();
  });

  it('an anonymous session has no platform login to end: nothing is called', async () => {
    expect(await catalogue.logout(memorySession())).toBeNull();
  });
});
