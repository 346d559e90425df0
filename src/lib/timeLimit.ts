/**
 * Time-limit display of SPEC §9 ("hours or days remaining"), for votes, sign-ups and calls for
 * submissions. Remaining time is floored: a deadline 47 hours away shows "1 day left", never more
 * time than the reader really has.
 */
import type { Translate } from '../i18n/translate.ts';
import { parsePlatformTime } from './platformTime.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export type TimeLimit = { unit: 'days' | 'hours'; count: number } | { unit: 'lessThanHour' | 'expired' | 'unknown'; count: 0 };

export function timeLimit(end: Date | string | number, now: Date): TimeLimit {
  const date = parsePlatformTime(end);
  if (!date) return { unit: 'unknown', count: 0 };
  const remaining = date.getTime() - now.getTime();
  if (remaining <= 0) return { unit: 'expired', count: 0 };
  if (remaining < HOUR) return { unit: 'lessThanHour', count: 0 };
  if (remaining < DAY) return { unit: 'hours', count: Math.floor(remaining / HOUR) };
  return { unit: 'days', count: Math.floor(remaining / DAY) };
}

/** 剩余N天 / 剩余N小时 / 剩余不足1小时 / 已截止; '' when the deadline is unreadable. */
export function formatTimeLimit(end: Date | string | number, now: Date, t: Translate): string {
  return timeLimitText(timeLimit(end, now), t);
}

/** The words of a limit a loader worked out (pages render it; the loader knows the time). */
export function timeLimitText(limit: TimeLimit, t: Translate): string {
  switch (limit.unit) {
    case 'days':
      return t('time.daysLeft', { count: limit.count });
    case 'hours':
      return t('time.hoursLeft', { count: limit.count });
    case 'lessThanHour':
      return t('time.lessThanHourLeft');
    case 'expired':
      return t('time.expired');
    case 'unknown':
      return '';
  }
}
