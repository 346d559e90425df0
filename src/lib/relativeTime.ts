/**
 * Time display of SPEC §9: "under 1 minute 刚刚; minutes, hours, days, weeks, months, years ago by
 * style 1 to 6; default date format YYYY年MM月DD日; month-day-hour-minute when under a year old".
 *
 * Reading of the styles: the units are ordered minute, hour, day, week, month, year, and style N
 * allows the first N of them as relative phrases. Past the largest allowed unit the time is shown
 * as a date: month-day-hour-minute when under a year old, the full date otherwise.
 *
 *   style 1: 刚刚, N分钟前                        then dates
 *   style 2: … N小时前 (the default: news lists)   then dates
 *   style 3: … N天前 (up to 6 days)
 *   style 4: … N周前 (up to 4 weeks)
 *   style 5: … N个月前 (30-day months, up to 12)
 *   style 6: … N年前 (365-day years; never a date)
 *
 * Phrases are messages (`time.*`), not Intl.RelativeTimeFormat: Intl never says 刚刚 and has no
 * usable Tibetan data. Dates are in the platform's zone (UTC+8), see platformTime.ts.
 */
import type { Translate } from '../i18n/translate.ts';
import type { MessageKey } from '../i18n/messages/messageKey.ts';
import { parsePlatformTime, platformDateParts } from './platformTime.ts';

export { parsePlatformTime } from './platformTime.ts';

export type RelativeTimeStyle = 1 | 2 | 3 | 4 | 5 | 6;
export const DEFAULT_RELATIVE_TIME_STYLE: RelativeTimeStyle = 2;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

/** [unit length, upper bound of the unit (exclusive), message]; index + 1 is the style that enables it. */
const UNITS: readonly (readonly [number, number, MessageKey])[] = [
  [MINUTE, HOUR, 'time.minutesAgo'],
  [HOUR, DAY, 'time.hoursAgo'],
  [DAY, WEEK, 'time.daysAgo'],
  [WEEK, MONTH, 'time.weeksAgo'],
  [MONTH, YEAR, 'time.monthsAgo'],
  [YEAR, Number.POSITIVE_INFINITY, 'time.yearsAgo'],
];

const pad = (n: number): string => String(n).padStart(2, '0');

export type DateFormat = 'date' | 'monthDayTime' | 'dateTime';

/** A platform time as a localised date (`time.date` etc.); '' for an unreadable time. */
export function formatDate(value: Date | string | number, t: Translate, format: DateFormat = 'date'): string {
  const date = parsePlatformTime(value);
  if (!date) return '';
  const p = platformDateParts(date);
  return t(`time.${format}`, { year: p.year, month: pad(p.month), day: pad(p.day), hour: pad(p.hour), minute: pad(p.minute) });
}

export function formatRelativeTime(then: Date | string | number, now: Date, t: Translate, style: RelativeTimeStyle = DEFAULT_RELATIVE_TIME_STYLE): string {
  const date = parsePlatformTime(then);
  if (!date) return '';
  const age = now.getTime() - date.getTime();
  // A few seconds in the future is clock skew between platform and reader: still "just now".
  if (age < MINUTE && age > -MINUTE) return t('time.justNow');
  if (age > 0) {
    for (const [index, [unit, limit, key]] of UNITS.entries()) {
      if (index >= style) break;
      if (age < limit) return t(key, { count: Math.floor(age / unit) });
    }
  }
  return formatDate(date, t, Math.abs(age) < YEAR ? 'monthDayTime' : 'date');
}
