import { describe, expect, it } from 'vitest';
import { bundledPlatformCatalogueEnv } from '../../../src/config/serverEnv.ts';

describe('bundledPlatformCatalogueEnv', () => {
  const platform = { sm4Key: 'platform-sm4', appKey: 'platform-key', appSecret: 'platform-secret', ssoSecret: 'platform-sso' };
  const all = { PLATFORM_SM4_KEY: 'platform-sm4', PLATFORM_SSO_SECRET: 'platform-sso', PLATFORM_APP_KEY: 'platform-key', PLATFORM_APP_SECRET: 'platform-secret' };
  it.each([
    ['bundled platform, nothing configured: every generated secret the catalogue needs', {}, all],
    ['a configured SM4 key wins', { PLATFORM_SM4_KEY: 'site-sm4' }, { ...all, PLATFORM_SM4_KEY: undefined }],
    ['a blank key counts as none', { PLATFORM_SM4_KEY: '  ' }, all],
    ['a configured SSO key wins', { PLATFORM_SSO_SECRET: 'site-sso' }, { ...all, PLATFORM_SSO_SECRET: undefined }],
    ['the app key and secret go as a pair: one configured keeps both', { PLATFORM_APP_KEY: 'site-key' }, { PLATFORM_SM4_KEY: 'platform-sm4', PLATFORM_SSO_SECRET: 'platform-sso' }],
    ['no bundled platform: nothing', { BUNDLED_PLATFORM: 'off' }, {}],
  ])('%s', (_name, env, expected) => expect(bundledPlatformCatalogueEnv(env, platform)).toEqual(JSON.parse(JSON.stringify(expected))));
});
