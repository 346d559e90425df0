/**
 * Issue 39 finding 14, uploaded pictures (docs/decisions/141): each is decoded, its size bounded
 * (a 50000×50000 PNG is refused from its header, without decoding the bomb), and polyglots are
 * refused by one rule, tested here as a table. The upload group's answers run on PGlite and, with
 * TEST_DATABASE_URL, on PostgreSQL.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { checkImage, IMAGE_POLYGLOT, IMAGE_TOO_MANY_PIXELS, IMAGE_UNREADABLE, polyglotReason, type PolyglotReason } from '../../src/platform/media/imageChecks.ts';
import { bmp, gifWithComment, jpegWithComment, picture, pngBomb, pngWithText } from './imageSamples.ts';
import { describeOnEachBackend } from './startTestPlatform.ts';

const samples: Record<'png' | 'jpeg' | 'gif', Buffer> = { png: Buffer.alloc(0), jpeg: Buffer.alloc(0), gif: Buffer.alloc(0) };
beforeAll(async () => {
  for (const format of ['png', 'jpeg', 'gif'] as const) samples[format] = await picture(format);
});

/** A ZIP's end record whose comment swallows what follows it, here the JPEG's own end marker. */
const zipEnd = (commentTail: Buffer) => {
  const record = Buffer.alloc(22);
  record.write('PK\x05\x06', 0, 'latin1');
  record.writeUInt16LE(commentTail.length, 20);
  return Buffer.concat([record, commentTail]);
};

describe('the polyglot rule', () => {
  const cases: [string, () => Buffer, string, PolyglotReason | null][] = [
    ['a plain PNG', () => samples.png, 'png', null],
    ['a plain JPEG', () => samples.jpeg, 'jpg', null],
    ['a plain GIF', () => samples.gif, 'gif', null],
    ['a plain BMP', () => bmp(2, 2), 'bmp', null],
    ['a PNG with XMP metadata', () => pngWithText(samples.png, '<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"></x:xmpmeta>'), 'png', null],
    ['a PNG with <script> in a text chunk', () => pngWithText(samples.png, '<script>alert(1)</script>'), 'png', 'markup'],
    ['a JPEG with <SCRIPT in a comment (any case)', () => jpegWithComment(samples.jpeg, '<SCRIPT src=//x.example></SCRIPT>'), 'jpg', 'markup'],
    ['a GIF with <html> in a comment', () => gifWithComment(samples.gif, '<html><body>hi</body></html>'), 'gif', 'markup'],
    ['a GIF with <!DOCTYPE html>', () => gifWithComment(samples.gif, '<!DOCTYPE html>'), 'gif', 'markup'],
    ['a JPEG with <iframe', () => jpegWithComment(samples.jpeg, '<iframe src=x>'), 'jpg', 'markup'],
    ['a JPEG with javascript:', () => jpegWithComment(samples.jpeg, 'javascript:alert(1)'), 'jpg', 'markup'],
    ['a PNG with <?php', () => pngWithText(samples.png, '<?php system($_GET[1]); ?>'), 'png', 'markup'],
    ['a PNG with a PDF header inside', () => pngWithText(samples.png, '%PDF-1.4\n1 0 obj'), 'png', 'pdf'],
    ['a JPEG with a ZIP appended', () => Buffer.concat([samples.jpeg, Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(30), zipEnd(Buffer.alloc(0))]), 'jpg', 'zip'],
    ['a JPEG whose ZIP comment ends in FFD9', () => Buffer.concat([samples.jpeg, zipEnd(Buffer.from([0xff, 0xd9]))]), 'jpg', 'zip'],
    ['a JPEG with bytes after its end', () => Buffer.concat([samples.jpeg, Buffer.from('hello')]), 'jpg', 'trailing'],
    ['a PNG with bytes after IEND', () => Buffer.concat([samples.png, Buffer.from([0])]), 'png', 'trailing'],
    ['a GIF with bytes after its trailer', () => Buffer.concat([samples.gif, Buffer.from('x')]), 'gif', 'trailing'],
    ['a BMP longer than it says', () => Buffer.concat([bmp(2, 2), Buffer.from('x')]), 'bmp', 'trailing'],
  ];
  it.each(cases)('%s', (_name, bytes, ext, reason) => expect(polyglotReason(bytes(), ext)).toBe(reason));

  it('a BMP (which sharp does not decode) is bounded by its header', async () => {
    expect(await checkImage(bmp(3, 3), 'bmp')).toEqual({ ok: true, width: 3, height: 3 });
    expect(await checkImage(bmp(10_000, 10_000, 0), 'bmp')).toEqual({ ok: false, reason: 'pixels', message: IMAGE_TOO_MANY_PIXELS });
    expect(await checkImage(bmp(0, 3, 0), 'bmp')).toEqual({ ok: false, reason: 'unreadable', message: IMAGE_UNREADABLE });
  });

  it('checkImage tells a cut-off picture from one with bytes after its end', async () => {
    expect(await checkImage(samples.png.subarray(0, 40), 'png')).toEqual({ ok: false, reason: 'unreadable', message: IMAGE_UNREADABLE });
    expect(await checkImage(Buffer.concat([samples.png, Buffer.from('PK')]), 'png')).toEqual({ ok: false, reason: 'trailing', message: IMAGE_POLYGLOT });
  });

  it('a polyglot that is a valid picture is refused by checkImage too', async () => {
    const polyglot = gifWithComment(samples.gif, '<script>alert(1)</script>');
    expect(await checkImage(polyglot, 'gif')).toEqual({ ok: false, reason: 'markup', message: IMAGE_POLYGLOT });
  });
});

describeOnEachBackend('uploaded pictures', (p) => {
  const upload = async (bytes: Uint8Array, name: string) => {
    const form = new FormData();
    form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), name);
    const started = performance.now();
    const response = await fetch(`${p.origin}/upload/minio/upload`, { method: 'POST', body: form });
    return { status: response.status, body: (await response.json()) as any, ms: performance.now() - started };
  };

  it('decodes each picture and bounds its size; bombs are refused from the header, quickly', async () => {
    const truncated = Buffer.concat([samples.png.subarray(0, 40), samples.png.subarray(-12)]);
    const cases: [string, () => Buffer | Promise<Buffer>, string, number, string | null][] = [
      ['a PNG', () => samples.png, 'a.png', 200, null],
      ['a JPEG', () => samples.jpeg, 'a.jpg', 200, null],
      ['a GIF', () => samples.gif, 'a.gif', 200, null],
      ['a 50000×50000 PNG bomb', () => pngBomb(50_000, 50_000), 'bomb.png', 413, IMAGE_TOO_MANY_PIXELS],
      ['a PNG one row past 40 megapixels', () => pngBomb(8000, 5001), 'tall.png', 413, IMAGE_TOO_MANY_PIXELS],
      ['a truncated PNG', () => truncated, 'cut.png', 415, IMAGE_UNREADABLE],
      ['a JPEG signature and zeros', () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(200), Buffer.from([0xff, 0xd9])]), 'zero.jpg', 415, IMAGE_UNREADABLE],
      ['a GIF polyglot', () => gifWithComment(samples.gif, '<script>alert(1)</script>'), 'x.gif', 415, IMAGE_POLYGLOT],
    ];
    for (const [name, bytes, file, status, message] of cases) {
      const answer = await upload(await bytes(), file);
      expect(answer.status, name).toBe(status);
      if (message) expect(answer.body, name).toEqual({ status: -1, message, data: {} });
      else expect(answer.body.data.kind, name).toBe('image');
      // Refused from the header: no 2.5-gigapixel decode behind the answer.
      if (status === 413) expect(answer.ms, name).toBeLessThan(2000);
    }
  });
});
