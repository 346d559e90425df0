import { and, eq, inArray } from 'drizzle-orm';
import { uploadOwners, uploads } from '../db/schema.ts';
import { memberOwner } from '../media/uploadOwners.ts';
import type { PlatformContext } from '../PlatformContext.ts';
import { MEDIA_PREFIX } from '../shape/mediaUrls.ts';

export { IMAGE_TYPE_REFUSED } from '../media/storedUploads.ts';
export const TOO_MANY_IMAGES = '最多上传9张照片';
export const UNKNOWN_IMAGE = '图片地址无效';
/** The real platform takes a form-encoded comment: pictures are uploaded first and named by URL (docs/decisions/160). */
export const FILES_NOT_TAKEN = '请先上传图片，再以 imgUrl 提交图片地址';
export const MAX_COMMENT_IMAGES = 9;

/** A picture's path under the media prefix, as `upload` answered it: only pictures, only uploads. */
const OWN_UPLOAD = /^uploads\/[0-9a-f]{32}\.(?:jpg|png|gif|bmp)$/;

export type CommentImages = { ok: true; linked: string[] } | { ok: false; message: string; httpStatus: 400 | 415 };

/**
 * The pictures of a comment, post or question (docs/decisions/160): `imgUrl` URLs that this
 * platform's `upload` answered to this member, at most nine. A URL of another host, of something
 * that is not an upload, or of another member's upload is refused, with one message so nobody learns
 * which. Files inside the write itself are refused: the real platform takes these writes
 * form-encoded, so a site that sends files would lose its pictures there.
 * Answers the media-relative paths, in order, each once.
 */
export async function commentImages(ctx: PlatformContext, input: { files: File[]; urls: string[]; memberId: number; origin: string }): Promise<CommentImages> {
  if (input.files.length > 0) return { ok: false, message: FILES_NOT_TAKEN, httpStatus: 415 };
  const links = input.urls.map((u) => u.trim()).filter(Boolean);
  if (links.length > MAX_COMMENT_IMAGES) return { ok: false, message: TOO_MANY_IMAGES, httpStatus: 400 };
  const base = `${input.origin}${MEDIA_PREFIX}/`;
  const linked: string[] = [];
  for (const url of links) {
    const path = url.startsWith(base) ? url.slice(base.length) : '';
    if (!OWN_UPLOAD.test(path)) return { ok: false, message: UNKNOWN_IMAGE, httpStatus: 400 };
    if (!linked.includes(path)) linked.push(path);
  }
  if (linked.length === 0) return { ok: true, linked };
  const owned = await ctx.db
    .selectDistinct({ path: uploads.path })
    .from(uploads)
    .innerJoin(uploadOwners, eq(uploadOwners.uploadId, uploads.id))
    .where(and(inArray(uploads.path, linked), eq(uploadOwners.owner, memberOwner(input.memberId))));
  if (owned.length !== linked.length) return { ok: false, message: UNKNOWN_IMAGE, httpStatus: 400 };
  return { ok: true, linked };
}
