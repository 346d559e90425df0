import { describe, expect, it } from 'vitest';
import { LOCALES, LOCALE_CONFIGS } from '../../../src/i18n/locales.ts';
import { nameList } from '../../../src/i18n/nameList.ts';

describe('credit names are joined with each language’s separator', () => {
  it.each<[string, string[], string]>([
    ['zh-CN', ['张鹏', '李婧', '赵敏'], '张鹏、李婧、赵敏'],
    ['zh-CN', ['张鹏', '李婧'], '张鹏、李婧'],
    ['en', ['Anna Lee', 'Ben Ho', 'Carl Wu'], 'Anna Lee, Ben Ho, Carl Wu'],
    ['de', ['Anna Lee', 'Ben Ho', 'Carl Wu'], 'Anna Lee, Ben Ho und Carl Wu'],
    ['fr', ['Anna Lee', 'Ben Ho'], 'Anna Lee, Ben Ho'],
    ['en', ['Anna Lee'], 'Anna Lee'],
    ['en', [], ''],
  ])('%s %j', (lang, names, expected) => {
    expect(nameList(lang, names)).toBe(expected);
  });

  it.each(LOCALES)('%s keeps two names apart', (locale) => {
    const joined = nameList(LOCALE_CONFIGS[locale].lang, ['A B', 'C D']);
    expect(joined).not.toBe('A BC D');
    expect(joined).not.toBe('A B C D');
  });
});
