import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createPosterService, etagMatches, type PosterJob } from '../../../src/http/posterService.ts';
import { posterRequestFrom } from '../../../src/loaders/loadPoster.ts';

const dirs: string[] = [];
function freshDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'posters-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const job = (id: number, version = 'abcdef0123456789'): PosterJob => ({
  id,
  locale: 'cn',
  version,
  content: { headline: '福州新区开工', byline: '头条 · 2026-11-26', summary: '摘要', siteName: '新福建', scanHint: '长按识别二维码，阅读全文', url: `http://localhost/a/${id}.html` },
  leadUrl: 'http://pictures.invalid/lead.jpg',
  logoUrl: null,
});

describe('posterRequestFrom: the address below poster/', () => {
  it.each([
    ['306/cn.png', { id: 306, locale: 'cn' }],
    ['306/bo.png', { id: 306, locale: 'bo' }],
    ['999999999999/en.png', { id: 999999999999, locale: 'en' }],
    ['1234567890123/cn.png', null],
    ['99999999999999999999/cn.png', null],
    ['0/cn.png', null],
    ['-1/cn.png', null],
    ['abc/cn.png', null],
    ['306/xx.png', null],
    ['306/cn.jpg', null],
    ['306/cn.png/extra', null],
    ['306', null],
    ['', null],
    [undefined, null],
  ])('%s → %j', (rest, expected) => {
    expect(posterRequestFrom(rest)).toEqual(expected);
  });
});

describe('etagMatches', () => {
  it.each([
    [null, false],
    ['"v1"', true],
    ['W/"v1"', true],
    ['"v0", "v1"', true],
    ['*', true],
    ['"v2"', false],
    ['v1', false],
  ])('If-None-Match %s → %s', (header, expected) => {
    expect(etagMatches(header, '"v1"')).toBe(expected);
  });
});

describe('the poster service', () => {
  it('draws a 750 px PNG once, then answers from disk, and 304 to its ETag', async () => {
    const dir = freshDir();
    let reads = 0;
    const service = createPosterService({
      dir,
      maxBytes: 10_000_000,
      maxDrawing: 2,
      readPicture: async () => (
        reads++,
        sharp({ create: { width: 1000, height: 600, channels: 3, background: '#38c' } })
          .png()
          .toBuffer()
      ),
    });
    const first = await service.respond(job(1), null);
    expect(first.status).toBe(200);
    expect(first.headers.get('x-poster-cache')).toBe('miss');
    expect(first.headers.get('content-type')).toBe('image/png');
    expect(first.headers.get('cache-control')).toMatch(/public, max-age=\d{5,}/);
    const meta = await sharp(Buffer.from(await first.arrayBuffer())).metadata();
    expect(meta.width).toBe(750);
    expect(meta.format).toBe('png');

    const second = await service.respond(job(1), null);
    expect(second.headers.get('x-poster-cache')).toBe('hit');
    expect(reads).toBe(1);

    const conditional = await service.respond(job(1), first.headers.get('etag'));
    expect(conditional.status).toBe(304);
    expect(await conditional.text()).toBe('');
    // A new version is a new file and a new ETag.
    const changed = await service.respond(job(1, '0123456789abcdef'), first.headers.get('etag'));
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(first.headers.get('etag'));
    expect(readdirSync(dir).sort()).toEqual(['1-cn-0123456789abcdef.png', '1-cn-abcdef0123456789.png']);
  });

  it('refuses drawings beyond its cap with 503 and Retry-After; requests for one poster share its drawing', async () => {
    const service = createPosterService({ dir: freshDir(), maxBytes: 10_000_000, maxDrawing: 1, readPicture: async () => null });
    const answers = await Promise.all([service.respond(job(1), null), service.respond(job(1), null), service.respond(job(2), null)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 503]);
    expect(answers[2]!.headers.get('retry-after')).toBeTruthy();
    expect(answers[2]!.headers.get('cache-control')).toBe('no-store');
  });

  it('keeps the disk under its cap: the oldest posters go', async () => {
    const probe = await createPosterService({ dir: freshDir(), maxBytes: 10_000_000, maxDrawing: 1, readPicture: async () => null }).respond(job(1), null);
    const size = (await probe.arrayBuffer()).byteLength;
    const dir = freshDir();
    // Room for three posters of about this size, not six.
    const service = createPosterService({ dir, maxBytes: Math.round(size * 3.5), maxDrawing: 1, readPicture: async () => null });
    for (let id = 1; id <= 6; id++) expect((await service.respond(job(id), null)).status).toBe(200);
    const files = readdirSync(dir);
    expect(files.length).toBeLessThanOrEqual(4);
    expect(files).toContain('6-cn-abcdef0123456789.png');
    expect(files).not.toContain('1-cn-abcdef0123456789.png');
  });

  it('draws without a picture it cannot read', async () => {
    const service = createPosterService({ dir: freshDir(), maxBytes: 10_000_000, maxDrawing: 1, readPicture: async () => new Uint8Array([1, 2, 3]) });
    expect((await service.respond(job(3), null)).status).toBe(200);
  });
});
