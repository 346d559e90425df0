import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../src/i18n/locales.ts';
import { MESSAGES, pickMessages, translator } from '../../../src/i18n/translate.ts';
import { islandTranslator } from '../../../src/i18n/islandTranslator.ts';
import { cn } from '../../../src/i18n/messages/cn.ts';
import type { MessageKey } from '../../../src/i18n/messages/messageKey.ts';

const allKeys = Object.keys(cn) as MessageKey[];

describe('translator', () => {
  it.each([
    ['cn', 'time.minutesAgo', { count: 1 }, '1分钟前'],
    ['cn', 'time.minutesAgo', { count: 5 }, '5分钟前'],
    ['en', 'time.minutesAgo', { count: 1 }, '1 minute ago'],
    ['en', 'time.minutesAgo', { count: 5 }, '5 minutes ago'],
    ['en', 'time.minutesAgo', { count: 0 }, '0 minutes ago'],
    ['de', 'time.daysAgo', { count: 1 }, 'vor 1 Tag'],
    ['de', 'time.daysAgo', { count: 3 }, 'vor 3 Tagen'],
    ['fr', 'time.hoursAgo', { count: 0 }, 'il y a 0 heure'],
    ['fr', 'time.hoursAgo', { count: 1 }, 'il y a 1 heure'],
    ['fr', 'time.hoursAgo', { count: 2 }, 'il y a 2 heures'],
    ['bo', 'time.daysAgo', { count: 1 }, 'ཉིན་ 1 སྔོན་ལ'],
    ['cn', 'article.readingTime', { words: 1200, minutes: 3 }, '全文约1200字，阅读约需3分钟'],
    ['en', 'comment.replyTo', { name: 'Lin' }, 'Reply to Lin'],
  ] as const)('%s %s %o → %s', (locale, key, vars, expected) => {
    expect(translator(locale)(key, vars)).toBe(expected);
  });

  it('does not escape (Astro escapes on output)', () => {
    expect(translator('cn')('comment.replyTo', { name: '<b>&"' })).toBe('回复 <b>&"');
  });

  it('returns each locale its own text', () => {
    expect(LOCALES.map((locale) => translator(locale)('nav.home'))).toEqual(['首页', 'Home', 'Startseite', 'Accueil', 'གཙོ་ངོས']);
  });

  it('returns the same function for the same locale', () => {
    expect(translator('de')).toBe(translator('de'));
  });
});

describe('pickMessages', () => {
  it('returns only the requested keys, with singular forms', () => {
    expect(pickMessages('en', ['nav.home', 'time.hoursAgo'])).toEqual({
      'nav.home': 'Home',
      'time.hoursAgo': '{{count}} hours ago',
      'time.hoursAgo_one': '{{count}} hour ago',
    });
  });

  it('returns an empty bundle for no keys', () => {
    expect(pickMessages('cn', [])).toEqual({});
  });

  it('builds a list once per locale: the same keys give the same bundle, another locale or list its own', () => {
    const first = pickMessages('de', ['nav.home', 'article.share']);
    expect(pickMessages('de', ['nav.home', 'article.share'])).toBe(first);
    expect(pickMessages('fr', ['nav.home', 'article.share'])).not.toBe(first);
    expect(pickMessages('fr', ['nav.home', 'article.share'])['nav.home']).toBe(MESSAGES.fr['nav.home']);
    expect(pickMessages('de', ['article.share', 'nav.home'])).toEqual(first);
    expect(pickMessages('de', ['nav.home'])).toEqual({ 'nav.home': MESSAGES.de['nav.home'] });
  });
});

describe('islandTranslator agrees with the server translator', () => {
  const vars = (count: number) => ({
    count,
    words: 10,
    minutes: 2,
    name: 'N',
    year: 2024,
    month: '03',
    day: '05',
    hour: '09',
    minute: '07',
    site: 'S',
    provider: 'P',
    role: 'R',
    names: 'A B',
  });
  it.each(LOCALES.flatMap((locale) => [0, 1, 2, 21].map((count) => [locale, count] as const)))('%s with count %d', (locale, count) => {
    const island = islandTranslator(locale, pickMessages(locale, allKeys));
    const server = translator(locale);
    for (const key of allKeys) expect(island(key, vars(count)), `${locale} ${key}`).toBe(server(key, vars(count)));
  });

  it('shows a missing key as the key', () => {
    expect(islandTranslator('cn', {})('nav.home')).toBe('nav.home');
  });

  it('leaves unknown variables visible', () => {
    expect(islandTranslator('cn', MESSAGES.cn)('comment.replyTo')).toBe('回复 {{name}}');
  });
});

describe('translator matches i18next itself', () => {
  it('for every key of every locale, without variables, with variables and with counts', async () => {
    const i18next = (await import('i18next')).default.createInstance();
    await i18next.init({
      resources: Object.fromEntries(LOCALES.map((locale) => [locale, { translation: MESSAGES[locale] }])),
      lng: 'cn',
      fallbackLng: 'cn',
      initAsync: false,
      keySeparator: false,
      nsSeparator: false,
      interpolation: { escapeValue: false },
      returnEmptyString: false,
    });
    const samples: Array<Record<string, string | number> | undefined> = [undefined, { name: 'Lin', title: 'T', year: 2026, month: '03', day: '09', hour: '08', minute: '05' }];
    for (const count of [0, 1, 2, 5, 21]) samples.push({ count, name: 'Lin', total: 9 });
    const bases = allKeys.filter((key) => !key.endsWith('_one'));
    for (const locale of LOCALES) {
      const fixed = i18next.getFixedT(locale);
      const t = translator(locale);
      for (const key of bases) {
        for (const vars of samples) expect(t(key, vars), `${locale} ${key} ${JSON.stringify(vars)}`).toBe(fixed(key, vars ?? {}));
      }
    }
  });
});
