import { describe, expect, it } from 'vitest';
import { readServerEnv } from '../../../src/config/serverEnv.ts';

describe('server settings from the environment', () => {
  it('has defaults for a local run', () => {
    const env = readServerEnv({});
    expect(env).toMatchObject({
      port: 4321,
      host: '0.0.0.0',
      bundledPlatform: true,
      microCache: true,
      microCacheTtlMs: 2000,
      nativeAppMarker: 'xyApp',
      downloadUrl: null,
      platformPublicOrigin: undefined,
    });
    expect(env.origin.origin).toBe('http://localhost:4321');
  });
  it.each([
    [{ BUNDLED_PLATFORM: 'off' }, 'bundledPlatform', false],
    [{ MICRO_CACHE: 'off' }, 'microCache', false],
    [{ MICRO_CACHE_TTL_MS: 'soon' }, 'microCacheTtlMs', 2000],
    [{ MICRO_CACHE_TTL_MS: '500' }, 'microCacheTtlMs', 500],
    [{ NATIVE_APP_MARKER: ' ' }, 'nativeAppMarker', 'xyApp'],
    [{ NATIVE_APP_MARKER: 'myApp' }, 'nativeAppMarker', 'myApp'],
    [{ SITE_ORIGIN: 'https://m.example.com' }, 'platformPublicOrigin', 'https://m.example.com'],
    [{ SITE_ORIGIN: 'https://m.example.com', PLATFORM_PUBLIC_ORIGIN: '' }, 'platformPublicOrigin', ''],
  ] as const)('%j sets %s to %j', (input, key, expected) => {
    expect(readServerEnv(input)[key]).toBe(expected);
  });
});
