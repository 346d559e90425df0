/**
 * The language of a piece of content, told by its script, for a `lang` attribute when it differs
 * from the page's: Chinese news inside a Tibetan or English page keeps the Han face, leading and
 * sizes (tokens.css), and screen readers read it as Chinese.
 */

const HAN = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/gu;
const TIBETAN = /[\u0f00-\u0fff]/gu;
/** How many characters are enough to tell: a title's first characters say it. */
const SAMPLE = 200;

function count(text: string, pattern: RegExp): number {
  return text.match(pattern)?.length ?? 0;
}

/** 'zh-CN' for mostly Han text, 'bo' for mostly Tibetan, null when neither script leads. */
export function scriptLangOf(text: string): 'zh-CN' | 'bo' | null {
  const sample = text.slice(0, SAMPLE);
  const han = count(sample, HAN);
  const tibetan = count(sample, TIBETAN);
  if (han === 0 && tibetan === 0) return null;
  return han >= tibetan ? 'zh-CN' : 'bo';
}

/** The `lang` attribute for content in a page of `pageLang`: only when the content's language differs. */
export function contentLangAttr(text: string, pageLang: string): string | undefined {
  const lang = scriptLangOf(text);
  if (!lang) return undefined;
  const primary = (tag: string) => tag.toLowerCase().split('-')[0];
  return primary(lang) === primary(pageLang) ? undefined : lang;
}
