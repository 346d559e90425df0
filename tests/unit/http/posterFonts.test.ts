import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { POSTER_FONTS } from '../../../src/http/drawPoster.ts';
import { LOCALES } from '../../../src/i18n/locales.ts';
import { translator } from '../../../src/i18n/translate.ts';

/**
 * The share poster names its fonts (POSTER_FONTS, docs/decisions/154); sharp finds them through
 * fontconfig. This reads each font's character map as fontconfig sees it and proves that every
 * character of a Chinese and a Tibetan headline, and of the poster's own words in every language,
 * has a glyph: no missing-glyph boxes.
 */

interface FontFile {
  family: string;
  file: string;
  index: string;
}

function installed(family: string): FontFile {
  const [families = '', file = '', index = '0'] = execFileSync('fc-match', ['-f', '%{family}|%{file}|%{index}', family], { encoding: 'utf8' }).split('|');
  return { family: families, file, index };
}

/** The code points a font file covers: fontconfig's charset, hex ranges like `20-7e a0 4e00-9fa5`. */
function coverage(font: FontFile): (codePoint: number) => boolean {
  const charset = execFileSync('fc-query', ['--index', font.index, '--format', '%{charset}', font.file], { encoding: 'utf8' });
  const ranges = charset
    .trim()
    .split(/\s+/)
    .map((part) => part.split('-').map((hex) => parseInt(hex, 16)))
    .map(([from = 0, to = from]) => [from, to] as const);
  return (codePoint) => ranges.some(([from, to]) => codePoint >= from && codePoint <= to);
}

const fonts = { han: installed(POSTER_FONTS.han), tibetan: installed(POSTER_FONTS.tibetan) };
const covers = { han: coverage(fonts.han), tibetan: coverage(fonts.tibetan) };
const missing = (text: string, font: keyof typeof covers) => Array.from(text.replace(/\s/gu, '')).filter((char) => !covers[font](char.codePointAt(0)!));

describe('the poster fonts', () => {
  it.each(Object.entries(POSTER_FONTS))('%s: fontconfig finds %s itself, not a fallback', (key, family) => {
    const font = fonts[key as keyof typeof fonts];
    expect(font.family.split(',')).toContain(family);
  });

  it.each([
    ['han', 'a Chinese headline with punctuation, digits and Latin', '福州滨海新城建设全面提速：120个重大项目集中开工，市民说“环境（越来越）好了！”——《福州日报》App报道…'],
    ['han', 'the byline separator and date', '头条 · 2026-11-26'],
    ['tibetan', 'a Tibetan headline with tsheg and shad', 'ཕྱོགས་ཡོངས་ནས་སྤྱི་ཚོགས་ཀྱི་འཕེལ་རྒྱས་མྱུར་དུ་གཏོང་བའི་གསར་འགྱུར། ཀློག་པ་པོ་ཚོས་དགའ་པོ་བྱེད།'],
    ['tibetan', 'Tibetan stacks, subjoined letters and vowel signs', 'བསྒྲུབས་རྒྱལ་ཁབ་སྐྱིད་སྡུག་བཀྲ་ཤིས་བདེ་ལེགས་ཞུ། ༡༢༣'],
  ] as const)('%s covers %s', (font, _name, text) => {
    expect(missing(text, font)).toEqual([]);
  });

  it.each(LOCALES)('%s: the poster words are covered by the font drawn first for them', (locale) => {
    const t = translator(locale);
    for (const text of [t('poster.scanHint'), t('site.name')]) {
      // drawPoster puts the Tibetan font first for Tibetan text and the Chinese font (which has Latin) first otherwise.
      const first = /[\u0F00-\u0FFF]/u.test(text) ? 'tibetan' : 'han';
      const rest = missing(text, first).filter((char) => !covers[first === 'han' ? 'tibetan' : 'han'](char.codePointAt(0)!));
      expect(rest).toEqual([]);
    }
  });

  it('tells a character it lacks (the check can fail)', () => {
    expect(missing('ཀ', 'han')).toEqual(['ཀ']);
    expect(missing('福', 'tibetan')).toEqual(['福']);
  });
});
