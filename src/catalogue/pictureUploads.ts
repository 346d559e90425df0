import type { CallOptions, CatalogueEngine } from './catalogueEngine.ts';
import { errorForStatus } from './errorCatalogue.ts';
import { fail, ok, type Result } from './result.ts';

/**
 * Pictures the way the real platform takes them (docs/decisions/160): each one first through the
 * base group's `upload` (SPEC §7, "upload (multipart image)"), then the write that carries them —
 * discuss, ask, circle/create-post — form-encoded with the URLs the uploads answered as repeated
 * `imgUrl` fields (PLATFORM.md §3). Server side only: the reader's token never leaves the site.
 */

/** The multipart field the picture travels in. */
export const UPLOAD_FIELD = 'file';

/**
 * Uploads each picture in turn and answers their URLs in the same order; the first refusal (its
 * message is the platform's: 图片含有不允许的内容, 文件过大…) stops it. An answer without a URL is a failure.
 */
export async function uploadPictures(engine: Pick<CatalogueEngine, 'call'>, photos: readonly File[], options: CallOptions = {}): Promise<Result<string[]>> {
  const urls: string[] = [];
  for (const photo of photos) {
    const sent = await engine.call('upload', { [UPLOAD_FIELD]: photo }, options);
    if (!sent.ok) return sent;
    const url = sent.empty ? undefined : sent.value[0];
    if (!url) return fail(errorForStatus(-1, null, { call: 'upload', inNativeApp: options.inNativeApp ?? false }));
    urls.push(url);
  }
  return ok(urls);
}
