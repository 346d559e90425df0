import { describe, expect, test } from 'vitest';
import { routedPath } from '../../../src/http/bundledPlatform.ts';
import { platformPrefixOf, PUBLIC_PLATFORM_PREFIXES } from '../../../src/platform/platformPrefixes.ts';

/** What the public port may hand to the bundled platform: only media and the WeChat emulator, however the path is spelled (docs/decisions/138). */
const CASES: [target: string, publicPrefix: string | undefined][] = [
  ['/platform-media/images/a.jpg', '/platform-media'],
  ['/platform-media/images/a.jpg?w=300', '/platform-media'],
  ['/wx-open/connect/oauth2/authorize?appid=x', '/wx-open'],
  ['/platform-media', '/platform-media'],
  ['/platform-media/../app_if/getConfig', undefined],
  ['/platform-media/%2e%2e/app_if/getConfig', undefined],
  ['/platform-media/.%2E/sso-app/api/thirdLogin', undefined],
  ['/platform-media\\..\\nis\\authinfo', undefined],
  ['/wx-open/../platform-admin/comments/pending', undefined],
  ['//platform-media/x', undefined],
  ['/platform-mediax/images/a.jpg', undefined],
  ['/app_if/getConfig', undefined],
  ['/upload/consolidated/results', undefined],
  ['/bigdata/pageView', undefined],
  ['http://evil.example/platform-media/a.jpg', undefined],
  ['*', undefined],
  ['', undefined],
];

describe('a public request reaches the platform only under a public prefix, as the platform routes it', () => {
  test.each(CASES)('%s → %s', (target, expected) => {
    expect(platformPrefixOf(routedPath(target), PUBLIC_PLATFORM_PREFIXES)).toBe(expected);
  });
});

describe('platformPrefixOf', () => {
  test.each([
    ['/app_if/getConfig', '/app_if'],
    ['/app_if?x=1', '/app_if'],
    ['/app_if', '/app_if'],
    ['/app_iff', undefined],
    ['/sso-app/api/thirdLogin', '/sso-app'],
    ['/live-socket/ws/x', undefined],
    ['/app/template/displayTemplate/news/home.html', undefined],
  ])('%s → %s', (url, expected) => {
    expect(platformPrefixOf(url)).toBe(expected);
  });
});
