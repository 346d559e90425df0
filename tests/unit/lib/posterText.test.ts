import { describe, expect, it } from 'vitest';
import { breakUnits, textWidth, wrapPosterText } from '../../../src/lib/posterText.ts';

const CLOSING = Array.from('，。、；：？！）」』】》”');
const OPENING = Array.from('（「『【《“');

describe('breakUnits: where a line may end', () => {
  it.each([
    ['Chinese: between any two characters', '福州新区', ['福', '州', '新', '区']],
    ['Chinese: closing punctuation stays with the character before it', '你好，世界。', ['你', '好，', '世', '界。']],
    ['Chinese: opening punctuation stays with the character after it', '关于《条例》', ['关', '于', '《条', '例》']],
    ['Chinese and Latin: a Latin word stays whole', '新版App上线', ['新', '版', 'App', '上', '线']],
    ['Latin: at spaces, the space with the word before it', 'Fuzhou opens a park', ['Fuzhou ', 'opens ', 'a ', 'park']],
    ['Tibetan: after each tsheg, never inside a syllable', 'བོད་ཡིག་གི', ['བོད་', 'ཡིག་', 'གི']],
    ['Tibetan: after a shad and its space', 'གསར་འགྱུར། ཀློག', ['གསར་', 'འགྱུར། ', 'ཀློག']],
  ])('%s', (_name, text, units) => {
    expect(breakUnits(text)).toEqual(units);
  });
});

describe('wrapPosterText', () => {
  it.each([
    ['fits on one line', 'Short title', 20, 3, ['Short title']],
    ['Latin wraps at spaces', 'one two three four', 4.5, 3, ['one two', 'three', 'four']],
    ['whitespace runs count as one space', '  a \n\t b  ', 10, 2, ['a b']],
    ['Chinese fills each line', '一二三四五六七八', 3, 4, ['一二三', '四五六', '七八']],
    ['too long: the last line ends with an ellipsis', '一二三四五六七八九十', 3, 2, ['一二三', '四五…']],
    ['empty text: no lines', '   ', 10, 3, []],
  ])('%s', (_name, text, maxEm, maxLines, lines) => {
    expect(wrapPosterText(text, maxEm, maxLines)).toEqual(lines);
  });

  it('never starts a line with closing punctuation, nor ends one with opening punctuation', () => {
    const text = '市民说：“公园（新区）开放了！”今天，《福州日报》报道：环境更美。记者【现场】看到、听到？是的！';
    for (const maxEm of [3, 4, 5, 6, 7, 8, 9, 10]) {
      const lines = wrapPosterText(text, maxEm, 40);
      expect(lines.join('')).toBe(text);
      for (const line of lines) {
        expect(CLOSING).not.toContain(Array.from(line)[0]);
        expect(OPENING).not.toContain(Array.from(line).at(-1));
      }
    }
  });

  it('breaks Tibetan only after a tsheg or a shad', () => {
    const text = 'ཕྱོགས་ཡོངས་ནས་སྤྱི་ཚོགས་ཀྱི་འཕེལ་རྒྱས་མྱུར་དུ་གཏོང་བའི་གསར་འགྱུར། ཀློག་པ་པོ་ཚོས་དགའ་པོ་བྱེད།';
    for (const maxEm of [4, 6, 8, 12]) {
      const lines = wrapPosterText(text, maxEm, 40);
      expect(lines.join('').replace(/ /g, '')).toBe(text.replace(/ /g, ''));
      for (const line of lines.slice(0, -1)) expect(line).toMatch(/[་།]$/u);
    }
  });

  it('cuts a word longer than a line by character', () => {
    const lines = wrapPosterText('abcdefghijklmnopqrstuvwxyz', 5, 9);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join('')).toBe('abcdefghijklmnopqrstuvwxyz');
    for (const line of lines) expect(textWidth(line)).toBeLessThanOrEqual(5);
  });

  it('keeps every line within its width', () => {
    const samples = ['The city opens its new riverside park to the public this weekend', '福州滨海新城建设全面提速，一批重大项目集中开工', 'ཕྱོགས་ཡོངས་ནས་སྤྱི་ཚོགས་ཀྱི་འཕེལ་རྒྱས།'];
    for (const text of samples) for (const line of wrapPosterText(text, 9, 10)) expect(textWidth(line)).toBeLessThanOrEqual(9);
  });
});
