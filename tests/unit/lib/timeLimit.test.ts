import { describe, expect, it } from 'vitest';
import { formatTimeLimit, timeLimit } from '../../../src/lib/timeLimit.ts';
import { translator } from '../../../src/i18n/translate.ts';

const NOW = new Date('2024-06-15T04:00:00Z');
const H = 3_600_000;
const D = 24 * H;
const inMs = (ms: number): Date => new Date(NOW.getTime() + ms);

describe('timeLimit', () => {
  it.each([
    [-1, { unit: 'expired', count: 0 }],
    [0, { unit: 'expired', count: 0 }],
    [1, { unit: 'lessThanHour', count: 0 }],
    [H - 1, { unit: 'lessThanHour', count: 0 }],
    [H, { unit: 'hours', count: 1 }],
    [D - 1, { unit: 'hours', count: 23 }],
    [D, { unit: 'days', count: 1 }],
    [2 * D - 1, { unit: 'days', count: 1 }],
    [10 * D, { unit: 'days', count: 10 }],
  ])('%d ms left → %o', (ms, expected) => expect(timeLimit(inMs(ms), NOW)).toEqual(expected));

  it('reads platform strings as Beijing time and rejects junk', () => {
    expect(timeLimit('2024-06-15 17:00:00', NOW)).toEqual({ unit: 'hours', count: 5 });
    expect(timeLimit('soon', NOW)).toEqual({ unit: 'unknown', count: 0 });
  });
});

describe('formatTimeLimit', () => {
  it.each([
    ['cn', 5 * H, '剩余5小时'],
    ['cn', 3 * D, '剩余3天'],
    ['cn', 10 * 60_000, '剩余不足1小时'],
    ['cn', -H, '已截止'],
    ['en', H, '1 hour left'],
    ['en', 2 * H, '2 hours left'],
    ['en', D, '1 day left'],
    ['en', 4 * D, '4 days left'],
    ['de', 4 * D, 'Noch 4 Tage'],
    ['fr', H, 'Encore 1 heure'],
    ['bo', 2 * D, 'ཉིན་ 2 ལྷག་ཡོད'],
  ] as const)('%s %d ms → %s', (locale, ms, expected) => expect(formatTimeLimit(inMs(ms), NOW, translator(locale))).toBe(expected));

  it('is empty for an unreadable deadline', () => expect(formatTimeLimit('x', NOW, translator('cn'))).toBe(''));
});
