/** SPEC §5 */
export const EMPTY_COMMENT = '请输入内容';
export const MAX_COMMENT_CHARS = 1000;
export const COMMENT_TOO_LONG = `评论内容不能超过${MAX_COMMENT_CHARS}字`;
export const SENSITIVE_COMMENT = '评论包含敏感词，请修改后再提交';

/**
 * A small demo list: enough to show the 10202 path. A newsroom would keep its list in the back
 * office; matching ignores spaces and case so "赌 博" or "VPN" still hit.
 */
const SENSITIVE_WORDS = ['赌博', '博彩', '毒品', '枪支', '代开发票', '办证', '翻墙vpn'];

/**
 * The comment as stored: plain text (never HTML; the site escapes it), Unicode NFC, line ends as
 * `\n`, control characters dropped, trimmed. Length counts characters, not UTF-16 units.
 */
export function cleanComment(raw: string): { ok: true; text: string } | { ok: false; message: string } {
  const text = raw
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    // Control characters (other than tab and newline) and bidi overrides can disguise what a comment says.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g, '')
    .trim();
  if (text === '') return { ok: false, message: EMPTY_COMMENT };
  if ([...text].length > MAX_COMMENT_CHARS) return { ok: false, message: COMMENT_TOO_LONG };
  return { ok: true, text };
}

export function hasSensitiveWord(text: string): boolean {
  const folded = text.replace(/\s+/g, '').toLowerCase();
  return SENSITIVE_WORDS.some((word) => folded.includes(word));
}
