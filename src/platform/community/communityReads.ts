import { eq, inArray } from 'drizzle-orm';
import { members, sites } from '../db/schema.ts';
import type { PlatformContext } from '../PlatformContext.ts';
import { cleanComment, EMPTY_COMMENT, hasSensitiveWord } from '../comments/commentText.ts';

/** A question (问吧 ask) and a circle post: plain text, as comments, with their own length limits. */
export const MAX_QUESTION_CHARS = 500;
export const MAX_POST_CHARS = 1000;
export const QUESTION_TOO_LONG = `提问内容不能超过${MAX_QUESTION_CHARS}字`;
export const POST_TOO_LONG = `帖子内容不能超过${MAX_POST_CHARS}字`;
export const SENSITIVE_TEXT = '内容包含敏感词，请修改后再提交';

/** Nicknames of the members who wrote the rows (a member gone since shows as 网友). */
export async function nicknamesOf(ctx: PlatformContext, ids: number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await ctx.db.select({ id: members.id, nickname: members.nickname }).from(members).where(inArray(members.id, unique));
  return new Map(rows.map((row) => [row.id, row.nickname]));
}

export const nameOf = (names: Map<number, string>, id: number) => names.get(id) ?? '网友';

/**
 * getConfig's selfMedia.qaAudit (the site's `sites.config` may override it): "0" shows a question at
 * once, anything else holds it for the newsroom's review.
 */
export async function questionAuditType(ctx: PlatformContext): Promise<string> {
  const [site] = await ctx.db.select({ config: sites.config }).from(sites).where(eq(sites.id, ctx.settings.siteId));
  const selfMedia = (site?.config.siteConfig as { selfMedia?: { qaAudit?: unknown } } | undefined)?.selfMedia;
  return String(selfMedia?.qaAudit ?? '1');
}

/** The text of a question or a post: the comment's cleaning (NFC, no control characters, trimmed), its own length limit. */
export function cleanCommunityText(raw: string, maxChars: number, tooLong: string): { ok: true; text: string } | { ok: false; message: string } {
  const cleaned = cleanComment(raw);
  // The comment's own limit (1000) may be shorter than ours is long: its refusal is ours too.
  if (!cleaned.ok) return cleaned.message === EMPTY_COMMENT ? cleaned : { ok: false, message: tooLong };
  if ([...cleaned.text].length > maxChars) return { ok: false, message: tooLong };
  if (hasSensitiveWord(cleaned.text)) return { ok: false, message: SENSITIVE_TEXT };
  return cleaned;
}
