/**
 * The UI languages of SPEC §1 and how a request picks one.
 * `cn` is the product's own code for Chinese (kept so stored `lang` values and `?lang=cn` links keep working);
 * `lang` is the real BCP 47 tag that goes into `<html lang>`.
 */

export const LOCALES = ['cn', 'en', 'de', 'fr', 'bo'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'cn';

export interface LocaleConfig {
  code: Locale;
  /** BCP 47 tag for `<html lang>` and `Intl`. */
  lang: string;
  dir: 'ltr' | 'rtl';
  /** Drives font stack and line height in the layout (Tibetan stacks need more leading). */
  script: 'han' | 'latin' | 'tibetan';
  /** Locale handed to `Intl` number/date formatters. */
  dateLocale: string;
  /** The language's name in itself, for the language switcher. */
  nativeName: string;
}

export const LOCALE_CONFIGS: Record<Locale, LocaleConfig> = {
  cn: { code: 'cn', lang: 'zh-CN', dir: 'ltr', script: 'han', dateLocale: 'zh-CN', nativeName: '中文' },
  en: { code: 'en', lang: 'en', dir: 'ltr', script: 'latin', dateLocale: 'en-GB', nativeName: 'English' },
  de: { code: 'de', lang: 'de', dir: 'ltr', script: 'latin', dateLocale: 'de-DE', nativeName: 'Deutsch' },
  fr: { code: 'fr', lang: 'fr', dir: 'ltr', script: 'latin', dateLocale: 'fr-FR', nativeName: 'Français' },
  bo: { code: 'bo', lang: 'bo', dir: 'ltr', script: 'tibetan', dateLocale: 'bo-CN', nativeName: 'བོད་ཡིག' },
};

const LOCALE_SET: ReadonlySet<string> = new Set(LOCALES);

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && LOCALE_SET.has(value);
}

/**
 * Maps a language tag from a query, cookie or Accept-Language to a locale.
 * Tolerant on purpose: old links carry `zh`, `zh-CN`, `zh_CN`, `zh-Hans`, `EN-gb` and the like.
 */
export function localeFromTag(tag: string | null | undefined): Locale | null {
  if (!tag) return null;
  const normalised = tag.trim().toLowerCase().replace(/_/g, '-');
  if (!normalised) return null;
  if (isLocale(normalised)) return normalised;
  const primary = normalised.split('-')[0] ?? '';
  // Every Chinese variant maps to the one Chinese UI; there is no traditional-script catalogue.
  if (primary === 'zh' || primary === 'cn') return 'cn';
  // Tibetan is also written `bod`/`tib` (ISO 639-2) by some systems.
  if (primary === 'bod' || primary === 'tib') return 'bo';
  return isLocale(primary) ? primary : null;
}

/** Languages of an Accept-Language header, best first (q=0 dropped, ties keep header order). */
function acceptedTags(header: string): string[] {
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}

/** The language the reader chose: `?lang=` beats the `lang` cookie; null when they chose none (or an unknown one). */
export function chosenLocale(sources: { query?: string | null; cookie?: string | null }): Locale | null {
  return localeFromTag(sources.query) ?? localeFromTag(sources.cookie);
}

/**
 * Picks the reader's locale: `?lang=` beats the `lang` cookie beats the site's configured `locale`
 * (getConfig, docs/decisions/163) beats Accept-Language beats Chinese.
 * An unknown value at one level falls through to the next rather than to the default.
 */
export function resolveLocale(sources: { query?: string | null; cookie?: string | null; siteLocale?: string | null; acceptLanguage?: string | null }): Locale {
  const explicit = chosenLocale(sources) ?? localeFromTag(sources.siteLocale);
  if (explicit) return explicit;
  if (sources.acceptLanguage) {
    for (const tag of acceptedTags(sources.acceptLanguage)) {
      const locale = localeFromTag(tag);
      if (locale) return locale;
    }
  }
  return DEFAULT_LOCALE;
}
