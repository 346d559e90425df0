import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { wechatRendersOpenTags } from '../../../src/browser/openInAppRuntime.ts';
import { siteConfigSchema } from '../../../src/catalogue/siteConfig.ts';
import { START_DOWNLOAD_QUERY, clientDownloadHref, readClientEnv, startsDownload } from '../../../src/lib/clientEnv.ts';
import { onlyKnownQueryKeys } from '../../../src/lib/requestFlags.ts';
import { openInAppConfigured, openInAppExtinfo, openInAppVaries, openInAppWanted, openTagTemplate } from '../../../src/lib/openInApp.ts';

const ON = { openLaunchApp: true, openLaunchAppId: 'wx1234567890abcdef' };

describe('open in the app: when the open tag is rendered (docs/decisions/158)', () => {
  it.each([
    ['inside WeChat, shared, switched on with an appid', true, true, ON, true],
    ['outside WeChat', false, true, ON, false],
    ['not opened from a share link', true, false, ON, false],
    ['switched off', true, true, { ...ON, openLaunchApp: false }, false],
    ['switched on without an appid', true, true, { ...ON, openLaunchAppId: '' }, false],
    ['an appid that is not a WeChat appid', true, true, { ...ON, openLaunchAppId: 'app"><script>' }, false],
    ['an appid that is far too long', true, true, { ...ON, openLaunchAppId: `wx${'a'.repeat(63)}` }, false],
    ['no site config (platform down)', true, true, null, false],
  ])('%s → %s', (_, inWeChat, isShare, wechat, expected) => {
    expect(openInAppWanted({ inWeChat, isShare, wechat })).toBe(expected);
  });

  it.each([
    ['shared, configured: shared caches vary on the user agent', true, ON, true],
    ['not shared', false, ON, false],
    ['not configured', true, { ...ON, openLaunchApp: false }, false],
  ])('%s', (_, isShare, wechat, expected) => expect(openInAppVaries({ isShare, wechat })).toBe(expected));

  it('an appid of wx and letters or digits is configured', () => {
    expect(openInAppConfigured(ON)).toBe(true);
    expect(openInAppConfigured({ ...ON, openLaunchAppId: 'wx0000000000app' })).toBe(true);
    expect(openInAppConfigured({ ...ON, openLaunchAppId: 'abc' })).toBe(false);
  });
});

describe('the tag’s extinfo carries the article and its column', () => {
  it.each([
    [1992692, 12, { fileId: 1992692, columnID: 12 }],
    [306, 0, { fileId: 306 }],
  ])('article %d in column %d', (fileId, columnId, expected) => expect(JSON.parse(openInAppExtinfo(fileId, columnId))).toEqual(expected));
});

describe('an old WeChat draws no open tag (7.0.12 and later do)', () => {
  it.each([
    ['Mozilla/5.0 (Linux; Android 14) MicroMessenger/8.0.47.2560(0x28002F35)', true],
    ['Mozilla/5.0 (iPhone) MicroMessenger/7.0.12(0x17000c2d)', true],
    ['Mozilla/5.0 (iPhone) MicroMessenger/7.1', true],
    ['Mozilla/5.0 (iPhone) MicroMessenger/7.0.11', false],
    ['Mozilla/5.0 (iPhone) MicroMessenger/6.7', false],
    ['Mozilla/5.0 (iPhone) MicroMessenger/6.999.999', false],
    ['Mozilla/5.0 (Linux; Android 12) MicroMessenger', true],
  ])('%s → %s', (ua, renders) => expect(wechatRendersOpenTags(ua)).toBe(renders));
});

describe('the tag’s template', () => {
  it('escapes its label and cannot close the script it sits in', () => {
    const template = openTagTemplate('</script><b>"x"</b>');
    expect(template).not.toContain('</script');
    expect(template).toContain('&lt;/script&gt;&lt;b&gt;&quot;x&quot;&lt;/b&gt;');
  });
});

describe('the fallback goes to the download page by SPEC §2’s rule', () => {
  const wechat = readClientEnv('Mozilla/5.0 (Linux; Android 14) MicroMessenger/8.0.47');
  const android = readClientEnv('Mozilla/5.0 (Linux; Android 14) Chrome/126.0 Mobile Safari/537.36');
  it.each([
    ['inside WeChat, even with a download URL', wechat, 'https://dl.example/app.apk', '/downloadClient'],
    ['elsewhere with a download URL', android, 'https://dl.example/app.apk', 'https://dl.example/app.apk'],
    ['elsewhere without one', android, null, '/downloadClient'],
  ])('%s', (_, env, url, expected) => expect(clientDownloadHref(env, url, '/downloadClient')).toBe(expected));
});

describe('site config: _rd_WeChat.openLaunchApp and openLaunchAppId', () => {
  it.each([
    [{ wxAppid: 'wx1', authLogin: 1, openLaunchApp: 1, openLaunchAppId: ' wxabc ' }, true, 'wxabc'],
    [{ wxAppid: 'wx1', authLogin: 1, openLaunchApp: '0', openLaunchAppId: 'wxabc' }, false, 'wxabc'],
    [{ wxAppid: 'wx1', authLogin: 1, openLaunchApp: 'true' }, true, ''],
    [{ wxAppid: 'wx1', openLaunchAppId: 42 }, false, '42'],
    [undefined, false, ''],
  ])('%j', (wechat, on, appid) => {
    const config = v.parse(siteConfigSchema, { _rd_WeChat: wechat });
    expect(config.wechat).toMatchObject({ openLaunchApp: on, openLaunchAppId: appid });
  });
});

describe('the footer’s download link starts the download only where the browser may (docs/decisions/163)', () => {
  const page = '/downloadClient.html';
  it.each([
    ['start=1', 'https://dl.example.org/app.apk', true],
    ['start=1', page, false],
    ['', 'https://dl.example.org/app.apk', false],
    ['start=0', 'https://dl.example.org/app.apk', false],
    ['start=true', 'https://dl.example.org/app.apk', false],
    ['start=1&start=1', 'https://dl.example.org/app.apk', true],
  ])('?%s to %s → %s', (query, target, starts) => expect(startsDownload(new URLSearchParams(query), target, page)).toBe(starts));

  it('the link carries exactly the key the page reads, and pages keep it', () => {
    const query = new URLSearchParams(START_DOWNLOAD_QUERY);
    expect(startsDownload(query, 'https://dl.example.org/app.apk', page)).toBe(true);
    expect(onlyKnownQueryKeys(query)).toBe(true);
  });
});
