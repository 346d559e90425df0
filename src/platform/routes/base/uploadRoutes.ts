import path from 'node:path';
import { envelope, type Reply } from '../../http/envelope.ts';
import type { RouteDef, RouteRequest } from '../../http/mountRoutes.ts';
import { LOGIN_FIRST } from '../../identity/readerClaim.ts';
import { checkPicture, describeUpload, recordUpload, storeUploadFile } from '../../media/storedUploads.ts';
import { memberOwner, usedUploadBytes } from '../../media/uploadOwners.ts';
import { UPLOAD_DISK_CAP_BYTES, UPLOAD_DISK_FULL } from '../../apps/createUploadApp.ts';

export const NO_PICTURE = '没有收到图片';
export const ONE_PICTURE_A_CALL = '每次只能上传一张图片';

/**
 * app_if `upload` (SPEC §7 POST base, "upload (multipart image)"): one picture, multipart, for the
 * accesstoken's member. It is checked as every picture of the media path (docs/decisions/141),
 * stored, owned by the member, and answered as the upload group answers a file, `{id, url, fileName,
 * size, mime, kind}`. The URL is what `discuss`, `ask` and `circle/create-post` then take in
 * `imgUrl` (docs/decisions/160). Every refusal is a 4xx with the failure envelope, and leaves no file.
 */
export const uploadRoutes: RouteDef[] = [{ path: '/upload', methods: ['POST'], handler: uploadPicture }];

async function uploadPicture({ files, ctx, reader, origin }: RouteRequest): Promise<Reply> {
  if (reader.memberId === null) return envelope.refusal(LOGIN_FIRST, 401);
  const sent = [...files.values()].flat();
  if (sent.length === 0) return envelope.refusal(NO_PICTURE, 400);
  if (sent.length > 1) return envelope.refusal(ONE_PICTURE_A_CALL, 400);
  const file = sent[0]!;
  const picture = await checkPicture(file);
  if (!picture.ok) return envelope.refusal(picture.message, picture.status);
  if ((await usedUploadBytes(ctx.db, false)) + file.size > UPLOAD_DISK_CAP_BYTES) return envelope.refusal(UPLOAD_DISK_FULL, 507);
  const name = await storeUploadFile(path.join(ctx.mediaDir, 'uploads'), file, picture.ext);
  const row = await recordUpload(ctx.db, { file, mime: picture.mime, path: `uploads/${name}`, owner: memberOwner(reader.memberId), grant: '' });
  return envelope.ok(describeUpload(origin, row));
}
