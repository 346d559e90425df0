import { beforeEach, describe, expect, it } from 'vitest';
import { forgetPictureSizes, mediaAddress, savedBytes } from '../../../src/context/pictureBytes.ts';

const ORIGINS = new Set(['https://news.example.test', 'http://127.0.0.1:4321']);

describe('what a light page saves: only the platform’s own media are asked about (docs/decisions/153)', () => {
  beforeEach(() => forgetPictureSizes());

  it.each([
    ['https://news.example.test/platform-media/images/a1101-g0_800x450.jpg', 'https://news.example.test/platform-media/images/a1101-g0_800x450.jpg'],
    ['http://127.0.0.1:4321/platform-media/images/x_1x1.png', 'http://127.0.0.1:4321/platform-media/images/x_1x1.png'],
    ['https://evil.example/platform-media/images/a.jpg', null],
    ['http://169.254.169.254/latest/meta-data', null],
    ['https://news.example.test/app_if/getPortrait?uid=1', null],
    ['https://news.example.test/platform-media/images/a.jpg?size=99999', null],
    ['https://news.example.test/platform-media/images/../../etc/passwd', null],
    ['https://user:pw@news.example.test/platform-media/images/a.jpg', null],
    ['/platform-media/images/a.jpg', null],
    ['not a url', null],
  ])('%s → %s', (src, expected) => {
    expect(mediaAddress(src, ORIGINS)).toBe(expected);
  });

  it('asks each picture once, counts what it knows and says whether it knew all', async () => {
    const asked: string[] = [];
    const fetcher = (async (url: string) => {
      asked.push(url);
      if (url.endsWith('gone.jpg')) return new Response('no', { status: 404 });
      return new Response(new Uint8Array(2048), { headers: { 'content-length': '2048' } });
    }) as typeof fetch;
    const pictures = [
      'https://news.example.test/platform-media/images/a.jpg',
      'https://news.example.test/platform-media/images/a.jpg',
      'https://news.example.test/platform-media/images/gone.jpg',
      'https://elsewhere.test/b.jpg',
    ];
    expect(await savedBytes(pictures, ORIGINS, fetcher)).toEqual({ bytes: 2048, complete: false });
    expect(asked).toEqual(['https://news.example.test/platform-media/images/a.jpg', 'https://news.example.test/platform-media/images/gone.jpg']);
    expect(await savedBytes(pictures.slice(0, 2), ORIGINS, fetcher)).toEqual({ bytes: 2048, complete: true });
    expect(asked).toHaveLength(2);
  });

  it('a slow media server holds the page back at most a moment, and counts nothing it has not answered', async () => {
    const fetcher = (() => new Promise<Response>(() => {})) as typeof fetch;
    const started = Date.now();
    expect(await savedBytes(['https://news.example.test/platform-media/images/slow.jpg'], ORIGINS, fetcher)).toEqual({ bytes: 0, complete: false });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('a failing or lying media server counts nothing', async () => {
    const fetcher = (async (url: string) => {
      if (url.includes('throws')) throw new Error('down');
      return new Response('x', { headers: { 'content-length': 'lots' } });
    }) as typeof fetch;
    const pictures = ['https://news.example.test/platform-media/images/throws.jpg', 'https://news.example.test/platform-media/images/lies.jpg'];
    expect(await savedBytes(pictures, ORIGINS, fetcher)).toEqual({ bytes: 0, complete: false });
  });
});
