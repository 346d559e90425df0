import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES, LOCALE_CONFIGS, isLocale, localeFromTag, resolveLocale } from '../../../src/i18n/locales.ts';

describe('locale configs', () => {
  it.each(LOCALES)('%s config is keyed by its own code', (locale) => {
    expect(LOCALE_CONFIGS[locale].code).toBe(locale);
    expect(LOCALE_CONFIGS[locale].dir).toBe('ltr');
  });

  it('uses real BCP 47 tags and scripts', () => {
    expect(LOCALES.map((l) => [LOCALE_CONFIGS[l].lang, LOCALE_CONFIGS[l].script, LOCALE_CONFIGS[l].nativeName])).toEqual([
      ['zh-CN', 'han', '中文'],
      ['en', 'latin', 'English'],
      ['de', 'latin', 'Deutsch'],
      ['fr', 'latin', 'Français'],
      ['bo', 'tibetan', 'བོད་ཡིག'],
    ]);
    expect(DEFAULT_LOCALE).toBe('cn');
  });
});

describe('isLocale', () => {
  it.each([
    ['cn', true],
    ['bo', true],
    ['zh', false],
    ['EN', false],
    ['', false],
    [null, false],
    [3, false],
    [undefined, false],
  ] as const)('%o → %s', (value, expected) => expect(isLocale(value)).toBe(expected));
});

describe('localeFromTag', () => {
  it.each([
    ['cn', 'cn'],
    ['zh', 'cn'],
    ['zh-CN', 'cn'],
    ['zh_CN', 'cn'],
    ['zh-Hans', 'cn'],
    ['zh-Hans-CN', 'cn'],
    ['zh-TW', 'cn'],
    ['en', 'en'],
    ['en-GB', 'en'],
    ['EN-us', 'en'],
    ['de-AT', 'de'],
    ['fr-CA', 'fr'],
    ['bo', 'bo'],
    ['bo-CN', 'bo'],
    ['bod', 'bo'],
    [' de ', 'de'],
    ['es', null],
    ['', null],
    [null, null],
    ['*', null],
  ] as const)('%o → %o', (tag, expected) => expect(localeFromTag(tag)).toBe(expected));
});

describe('resolveLocale', () => {
  it.each([
    [{}, 'cn'],
    [{ query: 'en' }, 'en'],
    [{ query: 'en', cookie: 'de', acceptLanguage: 'fr' }, 'en'],
    [{ cookie: 'de', acceptLanguage: 'fr' }, 'de'],
    [{ acceptLanguage: 'fr' }, 'fr'],
    [{ query: 'xx', cookie: 'bo' }, 'bo'],
    [{ query: '', cookie: null, acceptLanguage: 'de-DE,de;q=0.9,en;q=0.8' }, 'de'],
    [{ acceptLanguage: 'es-ES, fr;q=0.5' }, 'fr'],
    [{ acceptLanguage: 'en;q=0.4, bo-CN;q=0.9' }, 'bo'],
    [{ acceptLanguage: 'zh-Hans-CN' }, 'cn'],
    [{ acceptLanguage: 'fr;q=0, en' }, 'en'],
    [{ acceptLanguage: 'es, it' }, 'cn'],
    [{ acceptLanguage: '*' }, 'cn'],
    [{ acceptLanguage: ';;,,' }, 'cn'],
    // The site's configured locale (docs/decisions/163) comes before the browser, after the reader's choice.
    [{ siteLocale: 'en', acceptLanguage: 'fr' }, 'en'],
    [{ siteLocale: 'zh_CN', acceptLanguage: 'de' }, 'cn'],
    [{ siteLocale: 'bo_CN' }, 'bo'],
    [{ siteLocale: 'de', cookie: 'fr', acceptLanguage: 'en' }, 'fr'],
    [{ siteLocale: 'de', query: 'bo', cookie: 'fr' }, 'bo'],
    [{ siteLocale: 'ko_KR', acceptLanguage: 'fr' }, 'fr'],
    [{ siteLocale: '', acceptLanguage: 'fr' }, 'fr'],
    [{ siteLocale: null, acceptLanguage: 'en' }, 'en'],
  ] as const)('%o → %s', (sources, expected) => expect(resolveLocale(sources)).toBe(expected));
});
