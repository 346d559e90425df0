import { describe, expect, test } from 'vitest';
import { routedPath } from '../../../src/http/bundledPlatform.ts';
import { isPublicPlatformPath, platformPrefixOf } from '../../../src/platform/platformPrefixes.ts';

/** What the public port may hand to the bundled platform: only media and the WeChat emulator, however the path is spelled (docs/decisions/138). */
const CASES: [target: string, method: string, reaches: boolean][] = [
  ['/platform-media/images/a.jpg', 'GET', true],
  ['/platform-media/images/a.jpg?w=300', 'GET', true],
  ['/wx-open/connect/oauth2/authorize?appid=x', 'GET', true],
  ['/platform-media', 'GET', true],
  ['/app_if/amuc/api/member/getPortrait?uid=101', 'GET', true],
  ['/app_if/amuc/api/member/getPortrait?uid=101', 'HEAD', true],
  ['/app_if/amuc/api/member/getPortrait', 'POST', false],
  ['/app_if/amuc/api/member/getPortraitX?uid=1', 'GET', false],
  ['/app_if/amuc/api/member/getPortrait/../../../getConfig', 'GET', false],
  ['/platform-media/../app_if/getConfig', 'GET', false],
  ['/platform-media/%2e%2e/app_if/getConfig', 'GET', false],
  ['/platform-media/.%2E/sso-app/api/thirdLogin', 'GET', false],
  ['/platform-media\\..\\nis\\authinfo', 'GET', false],
  ['/wx-open/../platform-admin/comments/pending', 'GET', false],
  ['//platform-media/x', 'GET', false],
  ['/platform-mediax/images/a.jpg', 'GET', false],
  ['/app_if/getConfig', 'GET', false],
  ['/upload/consolidated/results', 'GET', false],
  ['/bigdata/pageView', 'POST', false],
  ['http://evil.example/platform-media/a.jpg', 'GET', false],
  ['*', 'GET', false],
  ['', 'GET', false],
];

describe('a public request reaches the platform only under a public prefix or address, as the platform routes it', () => {
  test.each(CASES)('%s %s → %s', (target, method, expected) => {
    expect(isPublicPlatformPath(routedPath(target), method)).toBe(expected);
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
