import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { MAX_UPLOAD_BYTES, sniffImage, UPLOAD_TOO_LARGE } from '../apps/createUploadApp.ts';
import { uploads } from '../db/schema.ts';
import { checkImage } from '../media/imageChecks.ts';
import type { PlatformContext } from '../PlatformContext.ts';
import { MEDIA_PREFIX } from '../shape/mediaUrls.ts';

/** SPEC §5: the one message for a picture that is not jpg/jpeg/png/gif/bmp. */
export const IMAGE_TYPE_REFUSED = '系统仅支持jpg/jpeg/png/gif/bmp格式的照片！';
export const TOO_MANY_IMAGES = '最多上传9张照片';
export const UNKNOWN_IMAGE = '图片地址无效';
export const MAX_COMMENT_IMAGES = 9;
/** A comment request with its pictures: nine at the upload cap plus the form around them. */
export const MAX_COMMENT_REQUEST_BYTES = MAX_COMMENT_IMAGES * MAX_UPLOAD_BYTES + 64 * 1024;

/** An image checked and written to the media dir, not yet recorded in `uploads` (that happens with the comment). */
export interface StoredImage {
  name: string;
  mime: string;
  size: number;
  /** media-relative, as `uploads.path` */
  path: string;
}

/** Pictures the client uploaded earlier (upload group) and names by URL in `imgUrl[]`: only our own uploads. */
const OWN_UPLOAD = new RegExp(`${MEDIA_PREFIX}/(uploads/[0-9a-f]{32}\\.(?:jpg|png|gif|bmp))$`);

/**
 * The pictures of one comment: multipart files (any field name), checked by their first bytes, never by
 * name or declared type, each at most 5 MB and decoded as the upload group does; plus `imgUrl` links to earlier
 * uploads. Everything is checked before anything is written, so a refused comment leaves no files.
 */
export async function commentImages(ctx: PlatformContext, files: File[], urls: string[]): Promise<{ ok: true; stored: StoredImage[]; linked: string[] } | { ok: false; message: string }> {
  const links = urls.map((u) => u.trim()).filter(Boolean);
  if (files.length + links.length > MAX_COMMENT_IMAGES) return { ok: false, message: TOO_MANY_IMAGES };
  const linked: string[] = [];
  for (const url of links) {
    const match = OWN_UPLOAD.exec(url);
    if (!match) return { ok: false, message: UNKNOWN_IMAGE };
    linked.push(match[1]!);
  }
  if (linked.length) {
    const known = await ctx.db.select({ path: uploads.path }).from(uploads).where(inArray(uploads.path, linked));
    if (new Set(known.map((k) => k.path)).size !== new Set(linked).size) return { ok: false, message: UNKNOWN_IMAGE };
  }
  const checked: { file: File; bytes: Uint8Array; ext: string; mime: string }[] = [];
  for (const file of files) {
    if (file.size > MAX_UPLOAD_BYTES) return { ok: false, message: UPLOAD_TOO_LARGE };
    const bytes = new Uint8Array(await file.arrayBuffer());
    const kind = sniffImage(bytes);
    if (!kind) return { ok: false, message: IMAGE_TYPE_REFUSED };
    // The upload group's rule: decoded, at most 40 megapixels, no polyglot (docs/decisions/141).
    const image = await checkImage(bytes, kind.ext);
    if (!image.ok) return { ok: false, message: image.message };
    checked.push({ file, bytes, ...kind });
  }
  const stored: StoredImage[] = [];
  if (checked.length) await mkdir(path.join(ctx.mediaDir, 'uploads'), { recursive: true });
  for (const { file, bytes, ext, mime } of checked) {
    // Named by content, as the upload group does: the same picture twice is one file.
    const name = `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.${ext}`;
    await writeFile(path.join(ctx.mediaDir, 'uploads', name), bytes);
    stored.push({ name: file.name.slice(0, 200), mime, size: bytes.length, path: `uploads/${name}` });
  }
  return { ok: true, stored, linked };
}
