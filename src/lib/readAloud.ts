/**
 * The rules of read aloud (听新闻, docs/decisions/155), pure so that they are tested as tables: which
 * of the browser's voices reads an article's language, and where its text's sentences end (each is
 * spoken, and highlighted, on its own).
 */

/** What read aloud needs of a `SpeechSynthesisVoice`. */
export interface VoiceLike {
  lang: string;
  localService?: boolean;
  default?: boolean;
}

const normalise = (tag: string) => tag.trim().replace(/_/g, '-').toLowerCase();
/** Mandarin voices are tagged `cmn` on some systems; the page says `zh`. */
const primary = (tag: string) => normalise(tag).split('-')[0]!.replace(/^cmn$/, 'zh');

/**
 * A voice for `lang` (a BCP 47 tag such as `zh-CN` or `bo`), or null: the same tag first, then the
 * same language in another region, a voice on the device before one on a server, the system's
 * default before others. No voice for the language means no button: the article is never read in
 * the wrong language.
 */
export function voiceFor<V extends VoiceLike>(voices: readonly V[], lang: string): V | null {
  if (!lang.trim()) return null;
  const wanted = normalise(lang);
  const score = (voice: V) => (normalise(voice.lang) === wanted ? 4 : 0) + (voice.localService ? 2 : 0) + (voice.default ? 1 : 0);
  const candidates = voices.filter((voice) => voice.lang && primary(voice.lang) === primary(wanted));
  return candidates.reduce<V | null>((best, voice) => (best === null || score(voice) > score(best) ? voice : best), null);
}

/** A sentence's end: Chinese and Western stops with the quotes that close after them, or the Tibetan shad. */
const SENTENCE_END = /(?:[。！？!?；;…]+|\.(?=\s|$)|[།༎]+)[”’」』"')）\]]*/gu;
/** A sentence worth speaking has a letter or a digit in it, not only marks. */
const SPOKEN = /[\p{L}\p{N}]/u;

/** The sentences of `text` as [start, end) offsets, each without the spaces around it. */
export function sentencesOf(text: string): [number, number][] {
  const sentences: [number, number][] = [];
  const add = (start: number, end: number) => {
    while (start < end && /\s/.test(text[start]!)) start++;
    while (end > start && /\s/.test(text[end - 1]!)) end--;
    if (SPOKEN.test(text.slice(start, end))) sentences.push([start, end]);
  };
  let start = 0;
  for (const match of text.matchAll(SENTENCE_END)) {
    const end = match.index + match[0].length;
    add(start, end);
    start = end;
  }
  add(start, text.length);
  return sentences;
}
