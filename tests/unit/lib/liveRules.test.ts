import { describe, expect, it } from 'vitest';
import { liveSocketAddress, liveSocketOrigin, liveStatusOf, playerSource, REPORT_TIME_PATTERN, reportTime } from '../../../src/lib/liveRules.ts';
import { formatDate } from '../../../src/lib/relativeTime.ts';
import { translator } from '../../../src/i18n/translate.ts';

describe('live socket address (SPEC §4, §9: both URL and token; wss on https, ws only on http)', () => {
  it.each([
    ['wss://live.example.test/live-socket', 'tok', 'https:', 'wss://live.example.test/live-socket/ws/tok'],
    ['wss://live.example.test/live-socket/', 'tok', 'https:', 'wss://live.example.test/live-socket/ws/tok'],
    ['wss://live.example.test/live-socket', 'tok', 'http:', 'wss://live.example.test/live-socket/ws/tok'],
    ['ws://127.0.0.1:4321/live-socket', 'tok', 'http:', 'ws://127.0.0.1:4321/live-socket/ws/tok'],
    ['ws://127.0.0.1:4321/live-socket', 'tok', 'https:', null],
    ['wss://live.example.test/live-socket', '', 'https:', null],
    ['wss://live.example.test/live-socket', '   ', 'https:', null],
    ['', 'tok', 'https:', null],
    ['https://live.example.test/live-socket', 'tok', 'https:', null],
    ['javascript:alert(1)', 'tok', 'http:', null],
    ['wss://user:pw@live.example.test/s', 'tok', 'https:', null],
    ['wss://live.example.test/s?x=1', 'tok', 'https:', null],
    ['not a url', 'tok', 'https:', null],
    ['wss://live.example.test/s', 'a/b c', 'https:', 'wss://live.example.test/s/ws/a%2Fb%20c'],
  ])('%s + %j on %s → %s', (url, token, protocol, expected) => {
    expect(liveSocketAddress(url, token, protocol)).toBe(expected);
  });

  it('the CSP origin is the socket origin, or null when it cannot connect', () => {
    expect(liveSocketOrigin('ws://127.0.0.1:4321/live-socket', 'tok', 'http:')).toBe('ws://127.0.0.1:4321');
    expect(liveSocketOrigin('wss://live.example.test/live-socket', 'tok', 'https:')).toBe('wss://live.example.test');
    expect(liveSocketOrigin('ws://127.0.0.1:4321/live-socket', 'tok', 'https:')).toBeNull();
  });
});

describe('live status and player (SPEC §4)', () => {
  it.each([
    [0, 0],
    [1, 1],
    [2, 2],
    ['2', 2],
    [3, null],
    [-1, null],
    ['x', null],
    [null, null],
  ])('status %j → %j', (input, expected) => {
    expect(liveStatusOf(input)).toBe(expected);
  });

  it.each([
    [0, 'L', 'P', { mode: 'preview', src: '' }],
    [1, 'L', 'P', { mode: 'live', src: 'L' }],
    [1, '', 'P', { mode: 'live', src: '' }],
    [2, 'L', 'P', { mode: 'playback', src: 'P' }],
    [2, 'L', '', { mode: 'ended', src: '' }],
  ] as const)('status %d, live %j, playback %j → %j', (status, live, playback, expected) => {
    expect(playerSource(status, live, playback)).toEqual(expected);
  });
});

describe('report time: a pushed report reads like the server-rendered ones', () => {
  it.each([
    ['2024-05-06 09:07:51.0', 'cn', '05月06日 09:07'],
    ['2024-05-06T09:07:51', 'en', '05-06 09:07'],
    ['2024-05-06 09:07:51.0', 'de', '06.05. 09:07'],
    ['2024-05-06 09:07:51.0', 'bo', 'ཟླ་ 05 ཚེས་ 06 09:07'],
    ['', 'cn', ''],
    ['yesterday', 'cn', ''],
  ] as const)('%j in %s → %j', (input, locale, expected) => {
    const t = translator(locale);
    expect(reportTime(input, t('time.monthDayTime', REPORT_TIME_PATTERN))).toBe(expected);
    if (expected) expect(formatDate(input, t, 'monthDayTime')).toBe(expected);
  });
});
