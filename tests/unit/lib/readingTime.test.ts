import { describe, expect, it } from 'vitest';
import { readingTime, readingTimeShown } from '../../../src/lib/readingTime.ts';
import { plainText } from '../../../src/lib/plainText.ts';

const han = (n: number): string => '字'.repeat(n);
const words = (n: number): string => Array.from({ length: n }, () => 'word').join(' ');

describe('readingTime', () => {
  it.each([
    ['', 0, 1],
    [han(1), 1, 1],
    [han(400), 400, 1],
    [han(401), 401, 2],
    [han(800), 800, 2],
    [han(801), 801, 3],
    [words(200), 200, 1],
    [words(201), 201, 2],
    [`${han(200)} ${words(100)}`, 300, 1],
    [`${han(201)} ${words(100)}`, 301, 2],
    ['<p>你好，<b>世界</b></p>', 4, 1],
    ['<p>Hello</p><p>world</p>', 2, 1],
    ['<script>var a = "很多很多字";</script><style>p{color:red}</style>新闻', 2, 1],
    ['5G网络', 3, 1],
    ["It's a well-known U.S. fact", 5, 1],
    ['བོད་ཀྱི་གསར་འགྱུར།', 4, 1],
    ['&nbsp;新&amp;闻&#x4E2D;', 3, 1],
  ])('case %#', (input, wordCount, minutes) => expect(readingTime(input)).toMatchObject({ words: wordCount, minutes }));

  it('tolerates null and undefined', () => {
    expect(readingTime(null)).toMatchObject({ words: 0, minutes: 1 });
    expect(readingTime(undefined)).toMatchObject({ words: 0, minutes: 1 });
  });

  it.each([
    ['Chinese: counted as characters', han(706), true, true],
    ["a video page's line of Chinese: not worth a reading time", han(9), true, false],
    ['99 characters: not yet', han(99), true, false],
    ['100 characters', han(100), true, true],
    ['English: counted as words', words(50), false, true],
    ['49 words: not yet', words(49), false, false],
    ['mostly Chinese with a few Latin words', `${han(120)} ${words(10)}`, true, true],
    ['mostly English with a few Han characters', `${words(60)} ${han(20)}`, false, true],
    ['Tibetan syllables are words', 'བོད་'.repeat(60), false, true],
  ])('%s', (_, input, characters, shown) => {
    const time = readingTime(input);
    expect(time.characters).toBe(characters);
    expect(readingTimeShown(time)).toBe(shown);
  });
});

describe('plainText', () => {
  it.each([
    ['<p>a</p><p>b</p>', ' a  b '],
    ['a<br>b', 'a b'],
    ['<!-- x -->y', ' y'],
    ['&lt;b&gt; &quot;q&quot; &unknown; &#65;&#x42;', '<b> "q" &unknown; AB'],
    ['<img src="x.png" alt="图">文', '文'],
  ])('%j → %j', (html, text) => expect(plainText(html)).toBe(text));
});
