/**
 * The platform's clock is China Standard Time (UTC+8, no daylight saving since 1991), and it
 * sends wall-clock strings such as `2020-03-20 16:37:51.0` without a zone. Parsing them as the
 * server's local time would shift every date by the server's offset, so they are read as UTC+8,
 * and dates are displayed in UTC+8 too, whoever renders them.
 */

export const PLATFORM_UTC_OFFSET_MS = 8 * 60 * 60 * 1000;

const WALL_CLOCK = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?)?$/;

/**
 * Parses a platform time: a wall-clock string (UTC+8), an ISO string with a zone, or an epoch
 * number/numeric string (milliseconds; 10-digit values are seconds). Returns null for anything else.
 */
export function parsePlatformTime(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : new Date(value.getTime());
  if (typeof value === 'number') return fromEpoch(value);
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (/^\d+$/.test(text)) return fromEpoch(Number(text));
  const match = WALL_CLOCK.exec(text);
  if (match) {
    const [, y, mo, d, h = '0', mi = '0', s = '0', ms = '0'] = match;
    const year = Number(y);
    const month = Number(mo);
    const day = Number(d);
    const utc = Date.UTC(year, month - 1, day, Number(h), Number(mi), Number(s), Number(ms.padEnd(3, '0')));
    const date = new Date(utc - PLATFORM_UTC_OFFSET_MS);
    // Reject overflowing fields (2020-02-31, 25:00) instead of rolling them over.
    const parts = platformDateParts(date);
    if (parts.year !== year || parts.month !== month || parts.day !== day) return null;
    if (Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return null;
    return date;
  }
  // Strings with an explicit zone (`…Z`, `…+08:00`) are unambiguous.
  if (/(?:Z|[+-]\d{2}:?\d{2})$/i.test(text) && /^\d{4}-\d{2}-\d{2}T/.test(text)) {
    const date = new Date(text);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  return null;
}

function fromEpoch(n: number): Date | null {
  if (!Number.isFinite(n) || n <= 0) return null;
  // Ten digits are seconds (until 2286); the platform sends milliseconds elsewhere.
  const ms = n < 1e11 ? n * 1000 : n;
  return new Date(ms);
}

export interface DateParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** Calendar fields of an instant in the platform's zone. */
export function platformDateParts(date: Date): DateParts {
  const shifted = new Date(date.getTime() + PLATFORM_UTC_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}

/** A platform time as ISO 8601 in the platform's zone, e.g. `2020-03-20T16:37:51+08:00`; null when unreadable. */
export function isoPlatformTime(value: unknown): string | null {
  const date = parsePlatformTime(value);
  if (!date) return null;
  const p = platformDateParts(date);
  const seconds = new Date(date.getTime() + PLATFORM_UTC_OFFSET_MS).getUTCSeconds();
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:${pad(seconds)}+08:00`;
}
