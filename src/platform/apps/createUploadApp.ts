import path from 'node:path';
import { Hono, type Context } from 'hono';
import { mountNotFound } from '../http/mountRoutes.ts';
import { clientIp } from '../http/ssoHttp.ts';
import { checkImage } from '../media/imageChecks.ts';
import { MEDIA_CAP_BYTES, MEDIA_HEAD_BYTES, MEDIA_TYPE_REFUSED, sniffMedia } from '../media/mediaKinds.ts';
import { ANONYMOUS_UPLOAD_CAP_BYTES, anonymousOwner, memberOwner, ownUploads, usedUploadBytes } from '../media/uploadOwners.ts';
import { readUploadToken } from '../media/uploadTokens.ts';
import { describeUpload, recordUpload, storeUploadFile, UPLOAD_TOO_LARGE } from '../media/storedUploads.ts';
import type { PlatformContext } from '../PlatformContext.ts';

export { UPLOAD_TOO_LARGE };
/** A picture's cap (the comment rules' 5 MB); video and audio have their own (media/mediaKinds.ts). */
export const MAX_UPLOAD_BYTES = MEDIA_CAP_BYTES.image;
/** A whole upload request: one file at the largest cap plus room for the multipart framing. The platform root enforces it while streaming. */
export const MAX_UPLOAD_REQUEST_BYTES = Math.max(...Object.values(MEDIA_CAP_BYTES)) + 64 * 1024;
export const UPLOAD_DISK_FULL = '存储空间不足，请稍后再试';
export const UPLOAD_TOKEN_INVALID = '上传凭证无效或已过期';
/** All members' uploads together; past it the platform refuses new files rather than fill the disk. */
export const UPLOAD_DISK_CAP_BYTES = 1024 * 1024 * 1024;

export interface UploadOptions {
  /** the members' quota */
  diskCapBytes?: number;
  /** the anonymous devices' quota, apart from the members' (docs/decisions/141) */
  anonymousCapBytes?: number;
}

/**
 * upload: `minio/upload` takes multipart files, tells each by its first bytes, caps it by kind,
 * decodes pictures and refuses bombs and polyglots (media/imageChecks.ts), and streams it to the
 * data dir under a name made from its content (the same file twice is one file); each upload is
 * recorded with its owner. `consolidated/results` answers what the named uploads became, only those
 * made with the same token. Pictures may come without a token (the comment box's earlier flow) and
 * count against the anonymous quota; video and audio need the member's mamUploadAccessToken.
 */
export function createUploadApp(ctx: PlatformContext, options: UploadOptions = {}): Hono {
  const app = new Hono();
  const diskCap = options.diskCapBytes ?? UPLOAD_DISK_CAP_BYTES;
  const anonymousCap = options.anonymousCapBytes ?? ANONYMOUS_UPLOAD_CAP_BYTES;
  const dir = path.join(ctx.mediaDir, 'uploads');
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });
  const fail = (message: string, status: 400 | 401 | 413 | 415 | 507) => json({ status: -1, message, data: {} }, status);
  const tokenOf = (request: Request, form?: FormData) => {
    const field = form?.get('token');
    return (typeof field === 'string' ? field : request.headers.get('x-upload-token')) ?? '';
  };
  const upload = async (c: Context) => {
    const request = c.req.raw;
    const origin = ctx.originFor(c);
    if (!(request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) return fail('请使用 multipart/form-data 上传', 400);
    const form = await request.formData().catch(() => undefined);
    if (!form) return fail('上传内容无法解析', 400);
    const token = tokenOf(request, form);
    const grant = token ? readUploadToken(ctx.settings.socketSecret, token) : null;
    if (token && grant === null) return fail(UPLOAD_TOKEN_INVALID, 401);
    const member = grant?.memberId ?? null;
    const device = form.get('deviceID') ?? form.get('userOtherID');
    const owner = grant ? memberOwner(grant.memberId) : anonymousOwner(typeof device === 'string' ? device : null, clientIp(c));
    const files = [...form.values()].filter((value): value is File => typeof value !== 'string');
    if (files.length === 0) return fail('没有收到文件', 400);
    // Everything is checked before anything is written, so a refused request leaves no files.
    const checked: { file: File; ext: string; mime: string }[] = [];
    for (const file of files) {
      const kind = sniffMedia(new Uint8Array(await file.slice(0, MEDIA_HEAD_BYTES).arrayBuffer()));
      if (!kind) return fail(member === null ? '系统仅支持jpg/jpeg/png/gif/bmp格式的照片！' : MEDIA_TYPE_REFUSED, 415);
      if (kind.kind !== 'image' && member === null) return fail(UPLOAD_TOKEN_INVALID, 401);
      if (file.size > MEDIA_CAP_BYTES[kind.kind]) return fail(UPLOAD_TOO_LARGE, 413);
      if (kind.kind === 'image') {
        // At most 5 MB: the whole picture is read for the polyglot rule and the decode.
        const image = await checkImage(new Uint8Array(await file.arrayBuffer()), kind.ext);
        if (!image.ok) return fail(image.message, image.reason === 'pixels' ? 413 : 415);
      }
      checked.push({ file, ext: kind.ext, mime: kind.mime });
    }
    const incoming = checked.reduce((sum, { file }) => sum + file.size, 0);
    const used = await usedUploadBytes(ctx.db, grant === null);
    if (used + incoming > (grant === null ? anonymousCap : diskCap)) return fail(UPLOAD_DISK_FULL, 507);
    const saved = [];
    for (const { file, ext, mime } of checked) {
      const name = await storeUploadFile(dir, file, ext);
      const row = await recordUpload(ctx.db, { file, mime, path: `uploads/${name}`, owner, grant: grant?.grant ?? '' });
      saved.push(describeUpload(origin, row));
    }
    return json({ status: 0, message: 'success', data: saved.length === 1 ? saved[0] : { list: saved } });
  };

  /** What the named uploads became: `ids` (repeated or comma-separated, at most 20) made with this token; others' are left out. */
  const results = async (request: Request, origin: string) => {
    const body = await request.text().catch(() => '');
    const params = new URLSearchParams(request.headers.get('content-type')?.startsWith('application/x-www-form-urlencoded') ? body : '');
    for (const [key, value] of new URL(request.url).searchParams) params.append(key, value);
    const token = params.get('token') ?? request.headers.get('x-upload-token') ?? '';
    const grant = readUploadToken(ctx.settings.socketSecret, token);
    if (grant === null) return fail(UPLOAD_TOKEN_INVALID, 401);
    const ids = [...params.getAll('ids'), ...params.getAll('ids[]')].flatMap((v) => v.split(',')).map((v) => v.trim());
    if (ids.length === 0 || ids.length > 20 || !ids.every((id) => /^\d{1,9}$/.test(id))) return fail('参数错误: ids', 400);
    const rows = await ownUploads(ctx.db, memberOwner(grant.memberId), ids.map(Number), grant.grant);
    return json({ status: 0, message: 'success', data: { list: rows.map((row) => describeUpload(origin, row)) } });
  };

  app.post('/minio/upload', (c) => upload(c));
  app.post('/consolidated/results', (c) => results(c.req.raw, ctx.originFor(c)));
  mountNotFound(app);
  return app;
}
