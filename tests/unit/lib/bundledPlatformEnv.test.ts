import { describe, expect, it } from 'vitest';
import { bundledPlatformCatalogueEnv } from '../../../src/config/serverEnv.ts';

describe('bundledPlatformCatalogueEnv', () => {
  const platform = { sm4Key: '5a3c9e1f7b2d4c6e8a0b1d3f5e7c9a2b' };
  it.each([
    ['bundled platform, no key: the platform key', {}, { PLATFORM_SM4_KEY: platform.sm4Key }],
    ['a configured key wins', { PLATFORM_SM4_KEY: '00112233445566778899aabbccddeeff' }, {}],
    ['a blank key counts as none', { PLATFORM_SM4_KEY: '  ' }, { PLATFORM_SM4_KEY: platform.sm4Key }],
    ['no bundled platform: nothing', { BUNDLED_PLATFORM: 'off' }, {}],
  ])('%s', (_name, env, expected) => expect(bundledPlatformCatalogueEnv(env, platform)).toEqual(expected));
});
