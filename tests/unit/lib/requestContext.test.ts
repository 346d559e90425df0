import { describe, expect, it } from 'vitest';
import { framedByCms, readRequestFlags, samePageHref } from '../../../src/lib/requestFlags.ts';
import { downloadGoesToClientPage, readClientEnv } from '../../../src/lib/clientEnv.ts';
import { decideTheme } from '../../../src/lib/theme.ts';
import { securityHeaders } from '../../../src/http/securityHeaders.ts';
import { robotsTxt } from '../../../src/http/robotsTxt.ts';

describe('query flags (SPEC §2)', () => {
  it.each([
    ['isShare=true', 'isShare', true],
    ['isShare=1', 'isShare', false],
    ['yl=1', 'preview', true],
    ['isPreview=true', 'preview', true],
    ['yl=0', 'preview', false],
    ['ck=1', 'view', true],
    ['isView=true', 'view', true],
    ['cms=1', 'inCms', true],
    ['inCmsPage=true', 'inCms', true],
    ['cms=true', 'inCms', false],
    ['grey=true', 'grey', true],
    ['dark=true', 'dark', true],
    ['dark=1', 'dark', false],
  ] as const)('%s → %s = %s', (query, flag, expected) => {
    expect(readRequestFlags(new URLSearchParams(query))[flag]).toBe(expected);
  });

  it('reads theme and title; bounds and trims the title', () => {
    const flags = readRequestFlags(new URLSearchParams({ theme: 'dark', title: `  ${'长'.repeat(300)} ` }));
    expect(flags.theme).toBe('dark');
    expect(flags.title).toHaveLength(100);
    expect(readRequestFlags(new URLSearchParams('title=%20%20')).title).toBeNull();
  });
});

const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0 Mobile/15E148 Safari/604.1';
const WECHAT = 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116 Mobile Safari/537.36 MicroMessenger/8.0.40';
const ANDROID = 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Mobile Safari/537.36';
const APP = `${ANDROID} xyApp/6.1 xyUid/10086`;

describe('client environment', () => {
  it.each([
    [IPHONE_SAFARI, { inWeChat: false, isIOS: true, isIOSSafari: true, inNativeApp: false }, false],
    [IPHONE_CHROME, { inWeChat: false, isIOS: true, isIOSSafari: false, inNativeApp: false }, true],
    [WECHAT, { inWeChat: true, isIOS: false, isIOSSafari: false, inNativeApp: false }, true],
    [ANDROID, { inWeChat: false, isIOS: false, isIOSSafari: false, inNativeApp: false }, false],
    [APP, { inWeChat: false, isIOS: false, isIOSSafari: false, inNativeApp: true, guestUserId: '10086' }, false],
  ])('%s', (ua, expected, toClientPage) => {
    const env = readClientEnv(ua);
    expect(env).toMatchObject(expected);
    expect(downloadGoesToClientPage(env)).toBe(toClientPage);
  });

  it('uses the configured native marker', () => {
    expect(readClientEnv(`${ANDROID} MyPaper/2.0`, 'MyPaper').inNativeApp).toBe(true);
    expect(readClientEnv(`${ANDROID} MyPaper/2.0`).inNativeApp).toBe(false);
  });
});

describe('theme decision', () => {
  const base = { queryTheme: null, darkFlag: false, greyFlag: false, saved: null, siteDark: false, detailPageGrey: false, isDetailPage: false };
  it.each([
    [{}, 'light'],
    [{ siteDark: true }, 'dark'],
    [{ saved: 'grey' }, 'grey'],
    [{ saved: 'bogus' }, 'light'],
    [{ greyFlag: true, saved: 'dark' }, 'grey'],
    [{ darkFlag: true, greyFlag: true }, 'dark'],
    [{ queryTheme: 'light', darkFlag: true }, 'light'],
    [{ queryTheme: 'purple' }, 'light'],
    [{ detailPageGrey: true, isDetailPage: false, queryTheme: 'dark' }, 'dark'],
    [{ detailPageGrey: true, isDetailPage: true, queryTheme: 'dark' }, 'grey'],
  ] as const)('%j → %s', (input, expected) => {
    expect(decideTheme({ ...base, ...input })).toBe(expected);
  });
});

describe('security headers', () => {
  it('refuse framing outside the CMS', () => {
    const headers = new Map(securityHeaders(false));
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.has('content-security-policy')).toBe(false);
    expect(headers.get('x-content-type-options')).toBe('nosniff');
  });
  it.each(['cms=1', 'a=1&inCmsPage=true', 'yl=1', 'isPreview=true', 'ck=1', 'isView=true'])('leave framing to the CSP for %s', (query) => {
    const framed = framedByCms(readRequestFlags(new URLSearchParams(query)));
    expect(framed).toBe(true);
    expect(new Map(securityHeaders(framed)).has('x-frame-options')).toBe(false);
  });
  it.each(['cms=0', 'yl=2', 'isPreview=1', 'ck=true', 'isView=1', 'ck=', ''])('are not framed for %j', (query) => {
    expect(framedByCms(readRequestFlags(new URLSearchParams(query)))).toBe(false);
  });
});

describe('robots.txt', () => {
  it.each([
    ['http://localhost:4321', 'Sitemap: http://localhost:4321/base/sitemap.xml'],
    ['https://m.example.com', 'Sitemap: https://m.example.com/base/sitemap.xml'],
  ])('names the sitemap at %s', (origin, line) => {
    expect(robotsTxt('/base', origin).split('\n')).toContain(line);
  });
});

describe('links back to the same page', () => {
  it.each([
    ['http://x/b/home?columnId=3&utm_source=evil&page=2', { lang: 'en' }, '/b/home.html?columnId=3&page=2&lang=en'],
    ['http://x/b/home.html?page=2&page=3', { page: '4', lastFileId: '9' }, '/b/home.html?page=4&lastFileId=9'],
    ['http://x/b/aboutUs?x=%3Cscript%3E', {}, '/b/aboutUs.html'],
    ['http://x/b/aboutUs?theme=dark', { theme: 'grey' }, '/b/aboutUs.html?theme=grey'],
  ])('%s with %j → %s', (url, changes, expected) => {
    expect(samePageHref(new URL(url), changes)).toBe(expected);
  });
});
