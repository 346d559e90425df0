import { describe, expect, test } from 'vitest';
import { contentLangAttr, scriptLangOf } from '../../../src/lib/contentLang.ts';

describe('scriptLangOf', () => {
  test.each([
    ['老旧小区改造惠及四万余户居民', 'zh-CN'],
    ['2024年 GDP 增长 5%', 'zh-CN'],
    ['བོད་ཀྱི་གསར་འགྱུར།', 'bo'],
    ['བོད་ཡིག 中', 'bo'],
    ['Breaking news', null],
    ['', null],
    ['12345 !!', null],
  ])('%s → %s', (text, lang) => {
    expect(scriptLangOf(text)).toBe(lang);
  });
});

describe('contentLangAttr', () => {
  test.each([
    ['老旧小区改造', 'bo', 'zh-CN'],
    ['老旧小区改造', 'en', 'zh-CN'],
    ['老旧小区改造', 'zh-CN', undefined],
    ['老旧小区改造', 'zh-TW', undefined],
    ['བོད་ཀྱི་གསར་འགྱུར།', 'zh-CN', 'bo'],
    ['བོད་ཀྱི་གསར་འགྱུར།', 'bo', undefined],
    ['Breaking news', 'bo', undefined],
  ])('%s in a %s page → %s', (text, pageLang, attr) => {
    expect(contentLangAttr(text, pageLang)).toBe(attr);
  });
});
