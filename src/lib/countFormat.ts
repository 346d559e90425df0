/**
 * Count display of SPEC §9. Chinese keeps the product's exact output (`1k+`, `3w+`, `10w+`):
 * 万 (w) is the unit Chinese readers count in. Tibetan has its own ten-thousand unit, ཁྲི, and
 * thousand, སྟོང, so it keeps the same steps in its own words. Latin-script readers do not count
 * in ten-thousands, so en/de/fr step in thousands and millions (`12k+`, `3M+`, cap `100k+`).
 */
import type { Locale } from '../i18n/locales.ts';
import { toNumber } from './toNumber.ts';

interface CountUnits {
  thousand: string;
  /** Set where the language counts in ten-thousands. */
  tenThousand?: string;
  million?: string;
}

const UNITS: Record<Locale, CountUnits> = {
  cn: { thousand: 'k', tenThousand: 'w' },
  bo: { thousand: 'སྟོང', tenThousand: 'ཁྲི' },
  en: { thousand: 'k', million: 'M' },
  de: { thousand: 'k', million: 'M' },
  fr: { thousand: 'k', million: 'M' },
};

/** Counts are whole and never negative; anything else the platform sends counts as 0. */
function wholeCount(value: unknown): number {
  return Math.max(0, Math.floor(toNumber(value)));
}

/** Below 1000 raw; 1000–9999 as `Nk+`; from 10000 as `Nw+` (floored), in the locale's units. */
export function formatCount(value: unknown, locale: Locale = 'cn'): string {
  const n = wholeCount(value);
  const units = UNITS[locale];
  if (n < 1000) return String(n);
  if (units.tenThousand !== undefined) {
    return n < 10_000 ? `${Math.floor(n / 1000)}${units.thousand}+` : `${Math.floor(n / 10_000)}${units.tenThousand}+`;
  }
  if (units.million !== undefined && n >= 1_000_000) return `${Math.floor(n / 1_000_000)}${units.million}+`;
  return `${Math.floor(n / 1000)}${units.thousand}+`;
}

/** Read counts: as `formatCount`, but everything from 100000 shows as `10w+`. */
export function formatReadCount(value: unknown, locale: Locale = 'cn'): string {
  const n = wholeCount(value);
  return formatCount(Math.min(n, 100_000), locale);
}

/** Badge counts: above the cap show `999+` (or `<cap>+`). */
export function countFormat(value: unknown, cap = 999): string {
  const n = wholeCount(value);
  return n > cap ? `${cap}+` : String(n);
}
