import { describe, expect, it } from 'vitest';
import { cutByBytes, cutShareTitle, shareDescription } from '../../../src/lib/shareText.ts';

describe('cutByBytes (ASCII and Latin-1 1 byte, other characters 2)', () => {
  it.each([
    ['', 10, '', ''],
    ['abc', 3, '', 'abc'],
    ['abcd', 3, '', 'abc'],
    ['新闻客户端', 10, '', '新闻客户端'],
    ['新闻客户端', 9, '', '新闻客户'],
    ['新闻客户端', 8, '', '新闻客户'],
    ['a新闻', 4, '', 'a新'],
    ['a新闻', 5, '', 'a新闻'],
    ['café au lait', 4, '', 'café'],
    ['😀😀', 3, '', '😀'],
    ['新闻客户端', 0, '', ''],
    ['新闻客户端', 7, '...', '新闻...'],
    ['新闻客户端', 10, '...', '新闻客户端'],
    ['abcdef', 2, '...', ''],
  ])('%j in %d bytes (ellipsis %j) → %j', (text, max, ellipsis, expected) => expect(cutByBytes(text, max, ellipsis)).toBe(expected));
});

describe('cutShareTitle (limit is twice the configured count)', () => {
  it.each([
    ['全国两会新闻发布会今日召开', 5, '全国两会新'],
    ['全国两会新闻发布会今日召开', '5', '全国两会新'],
    ['Press conference today', 5, 'Press conf'],
    ['全国两会', 4, '全国两会'],
    ['全国两会', 0, '全国两会'],
    ['全国两会', null, '全国两会'],
    ['全国两会', 'x', '全国两会'],
  ])('%j with count %o → %j', (title, count, expected) => expect(cutShareTitle(title, count)).toBe(expected));

  it('WeChat and other contexts are two calls with their own counts', () => {
    const title = '一二三四五六七八九十';
    expect([cutShareTitle(title, 3), cutShareTitle(title, 8)]).toEqual(['一二三', '一二三四五六七八']);
  });
});

describe('shareDescription (whitespace collapsed, at most 100 characters)', () => {
  it.each([
    ['  新闻\n\n摘要\t内容  ', '新闻 摘要 内容'],
    ['a\u00a0\u00a0b\u3000c', 'a b c'],
    ['', ''],
    [null, ''],
    [undefined, ''],
    ['字'.repeat(100), '字'.repeat(100)],
    ['字'.repeat(101), '字'.repeat(100)],
    [`${'a'.repeat(99)} b`, 'a'.repeat(99)],
    ['😀'.repeat(101), '😀'.repeat(100)],
  ])('case %#', (text, expected) => expect(shareDescription(text)).toBe(expected));
});
