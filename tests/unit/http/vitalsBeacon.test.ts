import { describe, expect, it } from 'vitest';
import { createBeaconRateLimit } from '../../../src/http/beaconRateLimit.ts';
import { clientKindOf, isJsonContentType, pageTypeOf, parseBeacon, VITALS_BODY_LIMIT_BYTES } from '../../../src/http/vitalsBeacon.ts';
import { BASE_PATH } from '../../../src/routes.ts';

const beacon = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value));
const page = `${BASE_PATH}/newsDetail/1/2.html`;
const lcp = { name: 'LCP', value: 1200, rating: 'good' };

describe('a beacon is read only when every field is sane', () => {
  it.each([
    ['one metric', { path: page, metrics: [lcp] }],
    ['all five', { path: page, metrics: [lcp, { name: 'INP', value: 80 }, { name: 'CLS', value: 0.02 }, { name: 'FCP', value: 900 }, { name: 'TTFB', value: 120, rating: 'good' }] }],
    [
      'zero values',
      {
        path: page,
        metrics: [
          { name: 'CLS', value: 0 },
          { name: 'TTFB', value: 0 },
        ],
      },
    ],
    [
      'the largest values',
      {
        path: page,
        metrics: [
          { name: 'LCP', value: 120_000 },
          { name: 'INP', value: 60_000 },
          { name: 'CLS', value: 50 },
        ],
      },
    ],
    ['a path outside the site (labelled other)', { path: '/elsewhere', metrics: [lcp] }],
  ])('accepts %s', (_what, body) => {
    expect(parseBeacon(beacon(body))).not.toBeNull();
  });

  it.each([
    ['not JSON', '{"path":'],
    ['JSON but not an object', '[1,2,3]'],
    ['a string', '"LCP"'],
    ['null', 'null'],
    ['no metrics', { path: page, metrics: [] }],
    ['no path', { metrics: [lcp] }],
    ['a path that is not absolute', { path: 'newsDetail.html', metrics: [lcp] }],
    ['a path that is too long', { path: `/${'a'.repeat(600)}`, metrics: [lcp] }],
    ['a path that is a number', { path: 42, metrics: [lcp] }],
    ['an unknown metric', { path: page, metrics: [{ name: 'FID', value: 10 }] }],
    ['a metric name in other case', { path: page, metrics: [{ name: 'lcp', value: 10 }] }],
    ['a value as text', { path: page, metrics: [{ name: 'LCP', value: '1200' }] }],
    ['a negative value', { path: page, metrics: [{ name: 'LCP', value: -1 }] }],
    ['a value past the bound', { path: page, metrics: [{ name: 'LCP', value: 120_001 }] }],
    ['a CLS past the bound', { path: page, metrics: [{ name: 'CLS', value: 51 }] }],
    ['a huge value', { path: page, metrics: [{ name: 'TTFB', value: 1e308 }] }],
    ['NaN (as JSON has it: null)', { path: page, metrics: [{ name: 'LCP', value: null }] }],
    ['an unknown rating', { path: page, metrics: [{ ...lcp, rating: 'great' }] }],
    ['one metric twice', { path: page, metrics: [lcp, lcp] }],
    ['six metrics', { path: page, metrics: [lcp, { name: 'INP', value: 1 }, { name: 'CLS', value: 0 }, { name: 'FCP', value: 1 }, { name: 'TTFB', value: 1 }, { name: 'LCP', value: 2 }] }],
    ['an identifier beside the metrics', { path: page, metrics: [lcp], id: 'v5-123' }],
    ['an identifier inside a metric', { path: page, metrics: [{ ...lcp, id: 'v5-123' }] }],
    ['a metrics object instead of a list', { path: page, metrics: { LCP: 1200 } }],
  ])('refuses %s', (_what, body) => {
    expect(parseBeacon(beacon(body))).toBeNull();
  });

  it('refuses bytes that are not UTF-8', () => {
    const text = JSON.stringify({ path: '/\u0000', metrics: [lcp] });
    expect(parseBeacon(Buffer.concat([Buffer.from(text.slice(0, 10)), Buffer.from([0xff, 0xfe]), Buffer.from(text.slice(10))]))).toBeNull();
  });

  it('fits every metric with a long path in the body limit', () => {
    const all = { path: `/${'a'.repeat(511)}`, metrics: ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'].map((name) => ({ name, value: 12345.6789, rating: 'needs-improvement' })) };
    expect(beacon(all).length).toBeLessThan(VITALS_BODY_LIMIT_BYTES);
  });
});

describe('the page type comes from the route table', () => {
  it.each([
    [`${BASE_PATH}/home.html`, 'home'],
    [`${BASE_PATH}/index.html`, 'home'],
    [`${BASE_PATH}/newsDetail/1/2.html`, 'newsDetail'],
    [`${BASE_PATH}/newsdetail/1/2.html`, 'newsDetail'],
    [`${BASE_PATH}/videoDetail/3/4.html`, 'videoDetail'],
    [`${BASE_PATH}/liveDetail/9.html`, 'liveDetail'],
    [`${BASE_PATH}/timeline/5.html`, 'hotPointTimeAxis'],
    [`${BASE_PATH}/login`, 'login'],
    [`${BASE_PATH}/newsDetail/1/2/3/4.html`, 'other'],
    [`${BASE_PATH}/liveDetail.html`, 'other'],
    [`${BASE_PATH}/nothing.html`, 'other'],
    [`${BASE_PATH}/`, 'other'],
    [`${BASE_PATH}/_actions/comment.post`, 'other'],
    ['/newsDetail/1/2.html', 'other'],
    ['/', 'other'],
    [`${BASE_PATH}home.html`, 'other'],
  ])('%s → %s', (path, pageType) => {
    expect(pageTypeOf(path)).toBe(pageType);
  });
});

describe('the client kind comes from the User-Agent', () => {
  const iPhone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko)';
  const android = 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko)';
  it.each([
    ['WeChat on Android', `${android} Chrome/116.0 Mobile Safari/537.36 XWEB/1160065 MicroMessenger/8.0.47.2560(0x28002F35) WeChat/arm64`, 'wechat'],
    ['WeChat on iPhone', `${iPhone} Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN`, 'wechat'],
    ['the host app', `${android} Chrome/116.0 Mobile Safari/537.36 xyApp xyUid/42`, 'app'],
    ['the host app on iPhone', `${iPhone} Mobile/15E148 xyApp`, 'app'],
    ['iOS Safari', `${iPhone} Version/17.0 Mobile/15E148 Safari/604.1`, 'ios_safari'],
    ['Chrome on iPhone', `${iPhone} CriOS/120.0 Mobile/15E148 Safari/604.1`, 'other'],
    ['Chrome on Android', `${android} Chrome/120.0 Mobile Safari/537.36`, 'android'],
    ['a browser of an Android phone maker', `${android} HeyTapBrowser/40.8 Mobile Safari/537.36`, 'android'],
    ['desktop Chrome', 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36', 'other'],
    ['no User-Agent', undefined, 'other'],
    ['an empty one', '', 'other'],
  ])('%s → %s', (_what, userAgent, kind) => {
    expect(clientKindOf(userAgent, 'xyApp')).toBe(kind);
  });

  it('follows the configured app marker', () => {
    expect(clientKindOf('Mozilla/5.0 (Linux; Android 13) OurNews/3.1', 'OurNews')).toBe('app');
    expect(clientKindOf('Mozilla/5.0 (Linux; Android 13) xyApp', 'OurNews')).toBe('android');
  });
});

describe('JSON only', () => {
  it.each([
    ['application/json', true],
    ['application/json; charset=utf-8', true],
    ['Application/JSON;charset=UTF-8', true],
    ['text/plain;charset=UTF-8', false],
    ['application/x-www-form-urlencoded', false],
    ['multipart/form-data; boundary=x', false],
    ['application/json; charset=latin1', false],
    ['application/jsonp', false],
    [undefined, false],
  ])('%s → %s', (contentType, json) => {
    expect(isJsonContentType(contentType)).toBe(json);
  });
});

describe('the beacon rate limit', () => {
  const clock = () => {
    let now = 0;
    return { now: () => now, advance: (ms: number) => (now += ms) };
  };

  it.each([
    // burst, refill per second, requests at once → how many pass
    [5, 1, 5, 5],
    [5, 1, 6, 5],
    [5, 1, 50, 5],
    [1, 1, 3, 1],
  ])('an address with a burst of %i passes %#', (capacity, refillPerSecond, sent, passed) => {
    const time = clock();
    const limit = createBeaconRateLimit({ perAddress: { capacity, refillPerSecond }, global: { capacity: 1_000, refillPerSecond: 1_000 }, maxAddresses: 10 }, time.now);
    const answers = Array.from({ length: sent }, () => limit.take('203.0.113.7'));
    expect(answers.filter(Boolean)).toHaveLength(passed);
  });

  it('refills with time, and one address does not spend another’s', () => {
    const time = clock();
    const limit = createBeaconRateLimit({ perAddress: { capacity: 2, refillPerSecond: 1 }, global: { capacity: 100, refillPerSecond: 100 }, maxAddresses: 10 }, time.now);
    expect([limit.take('a'), limit.take('a'), limit.take('a')]).toEqual([true, true, false]);
    expect(limit.take('b')).toBe(true);
    time.advance(1_000);
    expect([limit.take('a'), limit.take('a')]).toEqual([true, false]);
  });

  it('holds every address to the global bucket', () => {
    const time = clock();
    const limit = createBeaconRateLimit({ perAddress: { capacity: 10, refillPerSecond: 1 }, global: { capacity: 3, refillPerSecond: 1 }, maxAddresses: 100 }, time.now);
    const answers = ['a', 'b', 'c', 'd', 'e'].map((address) => limit.take(address));
    expect(answers).toEqual([true, true, true, false, false]);
  });

  it('keeps at most maxAddresses buckets, whatever comes', () => {
    const limit = createBeaconRateLimit({ perAddress: { capacity: 1, refillPerSecond: 0.01 }, global: { capacity: 1e9, refillPerSecond: 1e9 }, maxAddresses: 1_000 }, () => 0);
    for (let i = 0; i < 50_000; i++) limit.take(`10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`);
    expect(limit.size).toBe(1_000);
    limit.take('x'.repeat(100_000));
    expect(limit.size).toBe(1_000);
  });

  it('forgets the address used longest ago first', () => {
    const limit = createBeaconRateLimit({ perAddress: { capacity: 1, refillPerSecond: 0 }, global: { capacity: 100, refillPerSecond: 0 }, maxAddresses: 2 }, () => 0);
    expect(limit.take('a')).toBe(true);
    expect(limit.take('b')).toBe(true);
    expect(limit.take('a')).toBe(false);
    // c pushes out b (a was used more recently), so a stays empty
    expect(limit.take('c')).toBe(true);
    expect(limit.take('a')).toBe(false);
  });
});
