import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A real 1×1 PNG: uploads are decoded now, so a bare PNG signature no longer passes. */
export const TINY_PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000970485973000003e8000003e801b57b526b0000000d49444154089963f8cfc0f01f00050001ffabce36890000000049454e44ae426082',
  'hex',
);

/** A picture of the given size and format, drawn by sharp. */
export function picture(format: 'png' | 'jpeg' | 'gif', width = 8, height = 8): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: '#c33' } });
  return (format === 'png' ? image.png() : format === 'jpeg' ? image.jpeg() : image.gif()).toBuffer();
}

/** A JPEG of noise: big in bytes for its size (about 2 MB at 1000×1000). */
export function noisyJpeg(width: number, height: number): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 100 })
    .toBuffer();
}

/** One PNG chunk with its length and CRC. */
export const chunk = (type: string, data: Buffer): Buffer => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A decompression bomb: a valid PNG header of width×height grey pixels with a few kB of zlib zeros. */
export function pngBomb(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  return Buffer.concat([TINY_PNG.subarray(0, 8), chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.alloc(width + 1))), chunk('IEND', Buffer.alloc(0))]);
}

/** A PNG with a tEXt chunk right after its header: still a valid picture. */
export function pngWithText(png: Buffer, text: string): Buffer {
  return Buffer.concat([png.subarray(0, 33), chunk('tEXt', Buffer.concat([Buffer.from('Comment\0'), Buffer.from(text, 'latin1')])), png.subarray(33)]);
}

/** A JPEG with a comment segment (FF FE) right after its start marker: still a valid picture. */
export function jpegWithComment(jpeg: Buffer, text: string): Buffer {
  const body = Buffer.from(text, 'latin1');
  const length = Buffer.alloc(2);
  length.writeUInt16BE(body.length + 2);
  return Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xfe]), length, body, jpeg.subarray(2)]);
}

/** A GIF with a comment extension before its trailer: still a valid picture. */
export function gifWithComment(gif: Buffer, text: string): Buffer {
  const body = Buffer.from(text, 'latin1');
  return Buffer.concat([gif.subarray(0, -1), Buffer.from([0x21, 0xfe, body.length]), body, Buffer.from([0x00, 0x3b])]);
}

/** A 24-bit BMP of width×height, its declared file size right. */
export function bmp(width: number, height: number, pixelBytes = ((width * 3 + 3) & ~3) * height): Buffer {
  const header = Buffer.alloc(54);
  header.write('BM', 0, 'latin1');
  header.writeUInt32LE(54 + pixelBytes, 2);
  header.writeUInt32LE(54, 10);
  header.writeUInt32LE(40, 14);
  header.writeInt32LE(width, 18);
  header.writeInt32LE(height, 22);
  header.writeUInt16LE(1, 26);
  header.writeUInt16LE(24, 28);
  header.writeUInt32LE(pixelBytes, 34);
  return Buffer.concat([header, Buffer.alloc(pixelBytes)]);
}
