/**
 * What an uploaded file is, told by its first bytes, never by its name or declared type: the
 * pictures of the comment rules (SPEC §5), MP4 video and MP3 / M4A audio for tip-offs and
 * contributions. Each kind has its own size cap; pictures keep the comment box's 5 MB.
 */

export type MediaKind = 'image' | 'video' | 'audio';

export interface SniffedMedia {
  kind: MediaKind;
  ext: string;
  mime: string;
}

export const MEDIA_CAP_BYTES: Record<MediaKind, number> = { image: 5 * 1024 * 1024, video: 10 * 1024 * 1024, audio: 10 * 1024 * 1024 };
/** Bytes enough to tell every kind apart. */
export const MEDIA_HEAD_BYTES = 16;
export const MEDIA_TYPE_REFUSED = '仅支持jpg/jpeg/png/gif/bmp图片、mp4视频和mp3/m4a音频';

/** Only pictures the comment rules allow (SPEC §5), recognised by their first bytes. */
export function sniffImage(bytes: Uint8Array): { ext: string; mime: string } | undefined {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0xff, 0xd8, 0xff)) return { ext: 'jpg', mime: 'image/jpeg' };
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return { ext: 'png', mime: 'image/png' };
  if (starts(0x47, 0x49, 0x46, 0x38) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) return { ext: 'gif', mime: 'image/gif' };
  if (starts(0x42, 0x4d) && bytes.length > 26) return { ext: 'bmp', mime: 'image/bmp' };
  return undefined;
}

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

export function sniffMedia(head: Uint8Array): SniffedMedia | undefined {
  const image = sniffImage(head);
  if (image) return { kind: 'image', ...image };
  if (head.length >= 12 && ascii(head, 4, 8) === 'ftyp') {
    const brand = ascii(head, 8, 12);
    // M4A and M4B are audio in the same container; every other ISO brand is played as video.
    if (brand === 'M4A ' || brand === 'M4B ') return { kind: 'audio', ext: 'm4a', mime: 'audio/mp4' };
    return { kind: 'video', ext: 'mp4', mime: 'video/mp4' };
  }
  if (head.length >= 3 && ascii(head, 0, 3) === 'ID3') return { kind: 'audio', ext: 'mp3', mime: 'audio/mpeg' };
  // An MPEG audio frame without a tag: 11 sync bits, layer III.
  if (head.length >= 2 && head[0] === 0xff && (head[1]! & 0xe0) === 0xe0 && (head[1]! & 0x06) === 0x02) return { kind: 'audio', ext: 'mp3', mime: 'audio/mpeg' };
  return undefined;
}
