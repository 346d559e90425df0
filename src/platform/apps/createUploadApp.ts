import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';
import { uploads } from '../db/schema.ts';
import type { PlatformContext } from '../PlatformContext.ts';
import { MEDIA_PREFIX } from '../shape/mediaUrls.ts';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** A whole upload request: one file at the cap plus room for the multipart framing. The platform root enforces it while streaming. */
export const MAX_UPLOAD_REQUEST_BYTES = MAX_UPLOAD_BYTES + 64 * 1024;
export const UPLOAD_TOO_LARGE = '文件过大，最大 5MB';

/** Only pictures the comment rules allow (SPEC §5), recognised by their first bytes, never by name or declared type. */
export function sniffImage(bytes: Uint8Array): { ext: string; mime: string } | undefined {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0xff, 0xd8, 0xff)) return { ext: 'jpg', mime: 'image/jpeg' };
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return { ext: 'png', mime: 'image/png' };
  if (starts(0x47, 0x49, 0x46, 0x38) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) return { ext: 'gif', mime: 'image/gif' };
  if (starts(0x42, 0x4d) && bytes.length > 26) return { ext: 'bmp', mime: 'image/bmp' };
  return undefined;
}

/** upload: multipart pictures (`minio/upload`), stored under the data dir and served from /platform-media/uploads. */
export function createUploadApp(ctx: PlatformContext): Hono {
  const app = new Hono();
  const fail = (message: string, status: 400 | 413 | 415) =>
    new Response(JSON.stringify({ status: -1, message, data: {} }), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });

  const upload = async (request: Request, origin: string) => {
    if (!(request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) return fail('请使用 multipart/form-data 上传', 400);
    const form = await request.formData().catch(() => undefined);
    if (!form) return fail('上传内容无法解析', 400);
    const files = [...form.values()].filter((value): value is File => typeof value !== 'string');
    if (files.length === 0) return fail('没有收到文件', 400);
    const saved = [];
    for (const file of files) {
      if (file.size > MAX_UPLOAD_BYTES) return fail(UPLOAD_TOO_LARGE, 413);
      const bytes = new Uint8Array(await file.arrayBuffer());
      const kind = sniffImage(bytes);
      if (!kind) return fail('系统仅支持jpg/jpeg/png/gif/bmp格式的照片！', 415);
      const name = `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.${kind.ext}`;
      const dir = path.join(ctx.mediaDir, 'uploads');
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, name), bytes);
      const [row] = await ctx.db
        .insert(uploads)
        .values({ name: file.name.slice(0, 200), mime: kind.mime, size: bytes.length, path: `uploads/${name}`, createdAt: Date.now() })
        .returning();
      saved.push({ id: row!.id, url: `${origin}${MEDIA_PREFIX}/uploads/${name}`, fileName: file.name, size: bytes.length, mime: kind.mime });
    }
    const data = saved.length === 1 ? saved[0] : { list: saved };
    return new Response(JSON.stringify({ status: 0, message: 'success', data }), { headers: { 'content-type': 'application/json; charset=utf-8' } });
  };

  app.post('/minio/upload', (c) => upload(c.req.raw, ctx.originFor(c)));
  app.post('/consolidated/results', (c) => c.json({ status: 0, message: 'success', data: {} }));
  app.notFound((c) => c.json({ status: -1, message: '接口不存在', data: {} }, 404));
  return app;
}
