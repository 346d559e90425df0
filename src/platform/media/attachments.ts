import { inArray } from 'drizzle-orm';
import { uploads } from '../db/schema.ts';
import type { PlatformDb } from '../db/openDatabase.ts';
import { MEDIA_PREFIX, mediaUrl } from '../shape/mediaUrls.ts';

/** Pictures, videos and audio of a tip-off or a contribution (SPEC §3), as media-relative paths. */
export interface Attachments {
  pics: string[];
  videos: string[];
  audios: string[];
}

export const MAX_ATTACHMENTS = 9;
export const UNKNOWN_UPLOAD = '附件地址无效';
export const TOO_MANY_ATTACHMENTS = '最多上传9个附件';

/** Only files uploaded here (the upload group's content names) may be attached. */
const OWN_UPLOAD = new RegExp(`${MEDIA_PREFIX}/(uploads/[0-9a-f]{32}\\.(?:jpg|png|gif|bmp|mp4|m4a|mp3))$`);

/**
 * Sorts the named upload URLs (`imgUrl[]`, `videoUrl[]`, `audioUrl[]` alike) into pictures, videos
 * and audio by what the upload group found them to be, never by the field they came in.
 */
export async function attachmentsOf(db: PlatformDb, urls: string[]): Promise<{ ok: true; value: Attachments } | { ok: false; message: string }> {
  const links = urls.map((u) => u.trim()).filter(Boolean);
  if (links.length > MAX_ATTACHMENTS) return { ok: false, message: TOO_MANY_ATTACHMENTS };
  const paths: string[] = [];
  for (const link of links) {
    const match = OWN_UPLOAD.exec(link);
    if (!match) return { ok: false, message: UNKNOWN_UPLOAD };
    if (!paths.includes(match[1]!)) paths.push(match[1]!);
  }
  const value: Attachments = { pics: [], videos: [], audios: [] };
  if (paths.length === 0) return { ok: true, value };
  const rows = await db.select({ path: uploads.path, mime: uploads.mime }).from(uploads).where(inArray(uploads.path, paths));
  const mimeOf = new Map(rows.map((row) => [row.path, row.mime]));
  for (const path of paths) {
    const mime = mimeOf.get(path);
    if (!mime) return { ok: false, message: UNKNOWN_UPLOAD };
    (mime.startsWith('video/') ? value.videos : mime.startsWith('audio/') ? value.audios : value.pics).push(path);
  }
  return { ok: true, value };
}

const listOf = (value: unknown): string[] => (Array.isArray(value) ? value.filter((x): x is string => typeof x === 'string') : []);

/** Stored attachments as absolute URLs; stored paths are media-relative or start with the media prefix. */
export function attachmentUrls(origin: string, stored: Record<string, unknown>): Attachments {
  const absolute = (path: string) => (path.startsWith(`${MEDIA_PREFIX}/`) ? `${origin}${path}` : /^https?:\/\//.test(path) ? path : mediaUrl(origin, path));
  return { pics: listOf(stored.pics).map(absolute), videos: listOf(stored.videos).map(absolute), audios: listOf(stored.audios).map(absolute) };
}
