import { describe, expect, it } from 'vitest';
import { formatDate, formatRelativeTime, parsePlatformTime, type RelativeTimeStyle } from '../../../src/lib/relativeTime.ts';
import { translator } from '../../../src/i18n/translate.ts';

const cn = translator('cn');
const en = translator('en');
// 2024-06-15 12:00:00 in Beijing.
const NOW = new Date('2024-06-15T04:00:00Z');
const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;
const ago = (ms: number): Date => new Date(NOW.getTime() - ms);

describe('parsePlatformTime (UTC+8 wall clock)', () => {
  it.each([
    ['2020-03-20 16:37:51.0', '2020-03-20T08:37:51.000Z'],
    ['2020-03-20 16:37:51', '2020-03-20T08:37:51.000Z'],
    ['2020-03-20 16:37:51.123', '2020-03-20T08:37:51.123Z'],
    ['2020-03-20 16:37', '2020-03-20T08:37:00.000Z'],
    ['2020-03-20', '2020-03-19T16:00:00.000Z'],
    ['2020/3/5 08:00:00', '2020-03-05T00:00:00.000Z'],
    ['2020-03-20T16:37:51', '2020-03-20T08:37:51.000Z'],
    ['2020-03-20T16:37:51Z', '2020-03-20T16:37:51.000Z'],
    ['2020-03-20T16:37:51+02:00', '2020-03-20T14:37:51.000Z'],
    [1584693471000, '2020-03-20T08:37:51.000Z'],
    ['1584693471000', '2020-03-20T08:37:51.000Z'],
    [1584693471, '2020-03-20T08:37:51.000Z'],
    [new Date('2020-03-20T08:37:51Z'), '2020-03-20T08:37:51.000Z'],
  ])('%o → %s', (value, iso) => expect(parsePlatformTime(value)?.toISOString()).toBe(iso));

  it.each([['not a date'], [''], [null], [undefined], [0], [-1], [Number.NaN], ['2020-02-31 10:00:00'], ['2020-03-20 24:00:00'], ['2020-03-20 16:60'], [{}], [new Date(Number.NaN)]])(
    '%o → null',
    (value) => expect(parsePlatformTime(value)).toBeNull(),
  );
});

describe('formatRelativeTime, cn, style 6 (all units)', () => {
  it.each([
    [0, '刚刚'],
    [59 * S, '刚刚'],
    [60 * S, '1分钟前'],
    [59 * M + 59 * S, '59分钟前'],
    [60 * M, '1小时前'],
    [23 * H + 59 * M, '23小时前'],
    [24 * H, '1天前'],
    [6 * D + 23 * H, '6天前'],
    [7 * D, '1周前'],
    [29 * D, '4周前'],
    [30 * D, '1个月前'],
    [364 * D, '12个月前'],
    [365 * D, '1年前'],
    [3 * 365 * D, '3年前'],
    [-30 * S, '刚刚'],
  ])('%d ms ago → %s', (age, expected) => expect(formatRelativeTime(ago(age), NOW, cn, 6)).toBe(expected));
});

describe('formatRelativeTime styles: past the largest unit of the style, a date', () => {
  const cases: [RelativeTimeStyle, number, string][] = [
    [1, 59 * S, '刚刚'],
    [1, 5 * M, '5分钟前'],
    [1, 60 * M, '06月15日 11:00'],
    [2, 59 * M, '59分钟前'],
    [2, 5 * H, '5小时前'],
    [2, 24 * H, '06月14日 12:00'],
    [3, 6 * D, '6天前'],
    [3, 7 * D, '06月08日 12:00'],
    [4, 3 * 7 * D, '3周前'],
    [4, 30 * D, '05月16日 12:00'],
    [5, 60 * D, '2个月前'],
    [5, 364 * D, '12个月前'],
    [5, 365 * D, '2023年06月16日'],
    [6, 800 * D, '2年前'],
  ];
  it.each(cases)('style %d, %d ms ago → %s', (style, age, expected) => expect(formatRelativeTime(ago(age), NOW, cn, style)).toBe(expected));

  it('defaults to style 2 (minutes and hours)', () => {
    expect(formatRelativeTime(ago(3 * H), NOW, cn)).toBe('3小时前');
    expect(formatRelativeTime(ago(2 * D), NOW, cn)).toBe('06月13日 12:00');
  });

  it('shows a time more than a minute ahead as a date', () => {
    expect(formatRelativeTime(new Date(NOW.getTime() + 2 * H), NOW, cn)).toBe('06月15日 14:00');
    expect(formatRelativeTime(new Date(NOW.getTime() + 400 * D), NOW, cn)).toBe('2025年07月20日');
  });

  it('reads platform strings as Beijing time', () => {
    expect(formatRelativeTime('2024-06-15 11:30:00.0', NOW, cn)).toBe('30分钟前');
    expect(formatRelativeTime('2020-03-20 16:37:51.0', NOW, cn)).toBe('2020年03月20日');
    expect(formatRelativeTime('2024-01-02 08:05:00', NOW, cn)).toBe('01月02日 08:05');
  });

  it('returns an empty string for an unreadable time', () => {
    expect(formatRelativeTime('garbage', NOW, cn)).toBe('');
  });
});

describe('formatRelativeTime, en', () => {
  it.each([
    [30 * S, 'Just now'],
    [60 * S, '1 minute ago'],
    [2 * M, '2 minutes ago'],
    [H, '1 hour ago'],
    [5 * H, '5 hours ago'],
    [D, '1 day ago'],
    [3 * D, '3 days ago'],
    [7 * D, '1 week ago'],
    [14 * D, '2 weeks ago'],
    [30 * D, '1 month ago'],
    [90 * D, '3 months ago'],
    [365 * D, '1 year ago'],
    [730 * D, '2 years ago'],
  ])('%d ms ago → %s', (age, expected) => expect(formatRelativeTime(ago(age), NOW, en, 6)).toBe(expected));

  it('falls back to localised dates', () => {
    expect(formatRelativeTime(ago(2 * D), NOW, en)).toBe('06-13 12:00');
    expect(formatRelativeTime('2020-03-20 16:37:51.0', NOW, en)).toBe('2020-03-20');
  });
});

describe('formatRelativeTime, other locales', () => {
  it.each([
    ['de', 2 * H, 'vor 2 Stunden'],
    ['fr', 3 * D, 'il y a 3 jours'],
    ['bo', 5 * M, 'སྐར་མ་ 5 སྔོན་ལ'],
    ['bo', 30 * S, 'ད་ལྟ་རང་'],
  ] as const)('%s %d ms ago → %s', (locale, age, expected) => expect(formatRelativeTime(ago(age), NOW, translator(locale), 6)).toBe(expected));
});

describe('formatDate', () => {
  it.each([
    ['cn', 'date', '2020年03月20日'],
    ['cn', 'monthDayTime', '03月20日 16:37'],
    ['cn', 'dateTime', '2020年03月20日 16:37'],
    ['en', 'date', '2020-03-20'],
    ['de', 'date', '20.03.2020'],
    ['fr', 'dateTime', '20/03/2020 16:37'],
    // Digits stand apart from the Tibetan words around them, not run into them.
    ['bo', 'date', 'སྤྱི་ལོ་ 2020 ཟླ་ 03 ཚེས་ 20'],
    ['bo', 'dateTime', 'སྤྱི་ལོ་ 2020 ཟླ་ 03 ཚེས་ 20 16:37'],
  ] as const)('%s %s → %s', (locale, format, expected) => expect(formatDate('2020-03-20 16:37:51.0', translator(locale), format)).toBe(expected));

  it('is empty for junk', () => expect(formatDate('x', cn)).toBe(''));
});
