/**
 * Share texts of SPEC §5. Titles are cut by a byte budget in which a character up to U+00FF counts
 * 1 and any other character (Chinese, Tibetan, emoji) counts 2: the rule the platform's share
 * settings are written for. The configured "maximum count" is in Chinese characters, so the byte
 * budget is twice it. WeChat and other contexts have separate counts: two calls.
 */
import { plainText } from './plainText.ts';
import { toNumber } from './toNumber.ts';

export const SHARE_DESCRIPTION_MAX_CHARS = 100;

const byteCost = (char: string): number => ((char.codePointAt(0) ?? 0) <= 0xff ? 1 : 2);

/** Cuts `text` to at most `maxBytes`, never inside a character; an ellipsis, if given, fits in the budget. */
export function cutByBytes(text: string, maxBytes: number, ellipsis = ''): string {
  const chars = Array.from(text);
  const total = chars.reduce((sum, char) => sum + byteCost(char), 0);
  if (total <= maxBytes) return text;
  const budget = maxBytes - Array.from(ellipsis).reduce((sum, char) => sum + byteCost(char), 0);
  if (budget <= 0) return '';
  let used = 0;
  let out = '';
  for (const char of chars) {
    used += byteCost(char);
    if (used > budget) break;
    out += char;
  }
  return out + ellipsis;
}

/**
 * A share title under the configured maximum count (bytes = 2 × count).
 * A missing, zero or unreadable count means the site set no limit.
 */
export function cutShareTitle(title: string, configuredCount: unknown): string {
  const count = Math.floor(toNumber(configuredCount));
  return count > 0 ? cutByBytes(title, count * 2) : title;
}

/** Whitespace (including full-width and non-breaking spaces) collapsed, at most 100 characters. */
export function shareDescription(text: string | null | undefined, maxChars = SHARE_DESCRIPTION_MAX_CHARS): string {
  const collapsed = (text ?? '').replace(/\s+/g, ' ').trim();
  const chars = Array.from(collapsed);
  return chars.length <= maxChars ? collapsed : chars.slice(0, maxChars).join('').trimEnd();
}

/** The share texts of any content (SPEC §5): what the share sheet, Weibo, QQ and WeChat show. */
export interface ShareTexts {
  /** Cut by the site's count for shares outside WeChat. */
  title: string;
  /** Cut by the site's count for WeChat. */
  wechatTitle: string;
  description: string;
}

/**
 * SPEC §5 for every content type: the title trimmed and cut by each context's count; the description
 * from the first candidate with visible text (HTML made plain), collapsed and at most 100 characters.
 */
export function shareTexts(input: { title: string; descriptions: readonly string[] }, counts: { shareTitleMaxCount?: unknown; wechatShareTitleMaxCount?: unknown } | null): ShareTexts {
  const title = input.title.trim();
  const description = input.descriptions.map((text) => plainText(text)).find((text) => text.trim() !== '') ?? '';
  return {
    title: cutShareTitle(title, counts?.shareTitleMaxCount),
    wechatTitle: cutShareTitle(title, counts?.wechatShareTitleMaxCount),
    description: shareDescription(description),
  };
}
