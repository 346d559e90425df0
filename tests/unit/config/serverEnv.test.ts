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

  it.each([
    [{}, 'http://localhost:4321/wx-open/connect/oauth2/authorize'],
    [{ SITE_ORIGIN: 'https://m.example.com' }, 'https://m.example.com/wx-open/connect/oauth2/authorize'],
    [{ BUNDLED_PLATFORM: 'off' }, 'https://open.weixin.qq.com/connect/oauth2/authorize'],
    [{ PLATFORM_WX_OAUTH: 'wechat' }, 'https://open.weixin.qq.com/connect/oauth2/authorize'],
    [{ WECHAT_AUTHORIZE_URL: ' https://wx.example.com/connect/oauth2/authorize ' }, 'https://wx.example.com/connect/oauth2/authorize'],
  ] as const)('WeChat authorize address for %j: %s', (input, expected) => {
    expect(readServerEnv(input).wechatAuthorizeUrl).toBe(expected);
  });
  it.each(['not a url', 'javascript:alert(1)', 'https://wx.example.com/authorize?appid=x', 'https://wx.example.com/authorize#wechat_redirect'])('refuses WECHAT_AUTHORIZE_URL=%s', (value) => {
    expect(() => readServerEnv({ WECHAT_AUTHORIZE_URL: value })).toThrow(/WECHAT_AUTHORIZE_URL/);
  });
});
