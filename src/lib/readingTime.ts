/**
 * "全文约N字，阅读约需N分钟" (SPEC §9). Words are counted the way each script is read:
 * every Han/kana/Hangul character is one word (Chinese "字"), a Tibetan syllable (between tshegs)
 * is one word, and a run of Latin letters or digits is one word.
 * Reading speeds: 400 CJK characters, 200 Latin words or 200 Tibetan syllables a minute;
 * minutes are rounded up and at least 1, so a short text still says "about 1 minute".
 */
import { plainText } from './plainText.ts';

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;
const TIBETAN_SYLLABLE = /[\u0F40-\u0FBC]+/g;
const OTHER_WORD = /[\p{L}\p{N}]+(?:['’.-][\p{L}\p{N}]+)*/gu;

export const CJK_CHARS_PER_MINUTE = 400;
export const WORDS_PER_MINUTE = 200;

export interface ReadingTime {
  words: number;
  minutes: number;
  /** Most of the text is Han (or kana, Hangul): its count is of characters (字), not words. */
  characters: boolean;
}

/**
 * Below this a reading time says nothing: a caption, a video's one line (全文约9字). 100 Han
 * characters or 50 words, about 15 seconds of reading.
 */
export const MIN_CHARACTERS_SHOWN = 100;
export const MIN_WORDS_SHOWN = 50;

/** Whether a text is long enough to be worth a reading time. */
export function readingTimeShown(time: ReadingTime): boolean {
  return time.words >= (time.characters ? MIN_CHARACTERS_SHOWN : MIN_WORDS_SHOWN);
}

const count = (text: string, pattern: RegExp): number => text.match(pattern)?.length ?? 0;

export function readingTime(htmlOrText: string | null | undefined): ReadingTime {
  const text = plainText(htmlOrText ?? '');
  const cjk = count(text, CJK);
  const tibetan = count(text, TIBETAN_SYLLABLE);
  // Remove what was counted so a mixed run like "5G网络" counts "5G" once and 网, 络 as characters.
  const rest = text.replace(CJK, ' ').replace(TIBETAN_SYLLABLE, ' ');
  const latin = count(rest, OTHER_WORD);
  // Integer arithmetic: a Latin word or Tibetan syllable takes two CJK characters' time.
  const units = cjk + 2 * (latin + tibetan);
  return { words: cjk + tibetan + latin, minutes: Math.max(1, Math.ceil(units / CJK_CHARS_PER_MINUTE)), characters: cjk > latin + tibetan };
}
