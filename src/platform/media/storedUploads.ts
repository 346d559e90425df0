import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PlatformDb } from '../db/openDatabase.ts';
import { uploadOwners, uploads } from '../db/schema.ts';
import { checkImage } from './imageChecks.ts';
import { MEDIA_CAP_BYTES, sniffImage, type MediaKind } from './mediaKinds.ts';
import { MEDIA_PREFIX } from '../shape/mediaUrls.ts';

/** SPEC §5: the one message for a picture that is not jpg/jpeg/png/gif/bmp. */
export const IMAGE_TYPE_REFUSED = '系统仅支持jpg/jpeg/png/gif/bmp格式的照片！';
export const UPLOAD_TOO_LARGE = '文件过大，图片最大 5MB，音视频最大 10MB';

export type PictureCheck = { ok: true; ext: string; mime: string } | { ok: false; message: string; status: 413 | 415 };

/**
 * One picture by the upload group's rules (docs/decisions/141): told by its first bytes, never by
 * name or declared type, at most 5 MB, decoded under the pixel cap and free of polyglot content.
 */
export async function checkPicture(file: File): Promise<PictureCheck> {
  if (file.size > MEDIA_CAP_BYTES.image) return { ok: false, message: UPLOAD_TOO_LARGE, status: 413 };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = sniffImage(bytes);
  if (!kind) return { ok: false, message: IMAGE_TYPE_REFUSED, status: 415 };
  const image = await checkImage(bytes, kind.ext);
  if (!image.ok) return { ok: false, message: image.message, status: image.reason === 'pixels' ? 413 : 415 };
  return { ok: true, ...kind };
}

/**
 * Streams one checked file into `dir` under a name made from its content (the same file twice is
 * one file), through a temporary name removed on failure, so a failed write leaves nothing behind.
 * Answers the stored name.
 */
export async function storeUploadFile(dir: string, file: File, ext: string): Promise<string> {
  await mkdir(dir, { recursive: true });
  const temp = path.join(dir, `.part-${randomUUID()}`);
  const hash = createHash('sha256');
  const hasher = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
  try {
    await pipeline(Readable.fromWeb(file.stream() as import('node:stream/web').ReadableStream), hasher, createWriteStream(temp));
    const name = `${hash.digest('hex').slice(0, 32)}.${ext}`;
    await rename(temp, path.join(dir, name));
    return name;
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/** Records a stored file with its owner and the token grant it came with ('' without a token). */
export async function recordUpload(db: PlatformDb, input: { file: File; mime: string; path: string; owner: string; grant: string }, now = Date.now()) {
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(uploads)
      .values({ name: input.file.name.slice(0, 200), mime: input.mime, size: input.file.size, path: input.path, createdAt: now })
      .returning();
    await tx.insert(uploadOwners).values({ uploadId: stored!.id, owner: input.owner, grant: input.grant });
    return stored!;
  });
}

const kindOfMime = (mime: string): MediaKind => (mime.startsWith('video/') ? 'video' : mime.startsWith('audio/') ? 'audio' : 'image');

/** An upload as the upload calls answer it: its id, its absolute URL and what it is. */
export function describeUpload(origin: string, row: typeof uploads.$inferSelect) {
  return { id: row.id, url: `${origin}${MEDIA_PREFIX}/${row.path}`, fileName: row.name, size: row.size, mime: row.mime, kind: kindOfMime(row.mime) };
}
