import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib, { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROTLI_QUALITY, brotliForFirstRoundTrip, compressWhole, FIRST_ROUND_TRIP_BYTES, preferredEncoding } from '../../../src/http/contentEncoding.ts';

describe('preferredEncoding', () => {
  const table: Array<[string | undefined, readonly ('br' | 'gzip')[] | undefined, string]> = [
    [undefined, undefined, 'identity'],
    ['', undefined, 'identity'],
    ['gzip, deflate, br', undefined, 'br'],
    ['gzip, deflate', undefined, 'gzip'],
    ['br;q=0, gzip', undefined, 'gzip'],
    ['br;q=0.0, gzip;q=0', undefined, 'identity'],
    ['BR', undefined, 'br'],
    ['br;q=0.5', undefined, 'br'],
    ['*', undefined, 'br'],
    ['*, br;q=0', undefined, 'gzip'],
    ['identity', undefined, 'identity'],
    ['brotli, gzipx', undefined, 'identity'],
    ['gzip, br', ['gzip'], 'gzip'],
    ['br', ['gzip'], 'identity'],
  ];
  for (const [header, offered, expected] of table) {
    it(`${JSON.stringify(header)} offering ${offered?.join('+') ?? 'br+gzip'} → ${expected}`, () => {
      expect(preferredEncoding(header, offered)).toBe(expected);
    });
  }
});

/** A real server whose handler writes the way Astro's adapter does: writeHead, several writes, end. */
describe('compressWhole', () => {
  let server: http.Server;
  let origin = '';
  const page = `<!doctype html><html><body>${'<p>新闻 news paragraph</p>'.repeat(400)}</body></html>`;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      // settle sees the whole body before compression and may still set a header (the page's CSP does).
      compressWhole(req, res, {
        settle: (body) => {
          res.setHeader('x-settled-bytes', String(body.length));
        },
      });
      const url = new URL(req.url ?? '/', 'http://x');
      const type = url.searchParams.get('type') ?? 'text/html; charset=utf-8';
      const body = url.pathname === '/small' ? '<p>hi</p>' : url.pathname === '/huge' ? 'x'.repeat(5 * 1024 * 1024) : page;
      res.writeHead(200, { 'content-type': type, vary: 'Cookie' });
      if (url.pathname === '/huge') {
        for (let at = 0; at < body.length; at += 512 * 1024) res.write(body.slice(at, at + 512 * 1024));
        return void res.end();
      }
      const third = Math.ceil(body.length / 3);
      res.write(body.slice(0, third));
      res.write(Buffer.from(body.slice(third, 2 * third)));
      res.end(body.slice(2 * third));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  function get(path: string, acceptEncoding?: string, method = 'GET') {
    return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const req = http.request(`${origin}${path}`, { method, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end();
    });
  }

  it('sends a page once, brotli-compressed, with its Content-Length and Vary', async () => {
    const { headers, body } = await get('/page', 'gzip, br');
    expect(headers['content-encoding']).toBe('br');
    expect(headers['transfer-encoding']).toBeUndefined();
    expect(Number(headers['content-length'])).toBe(body.length);
    expect(headers.vary).toBe('Cookie, Accept-Encoding');
    expect(zlib.brotliDecompressSync(body).toString()).toBe(page);
    expect(body.length).toBeLessThan(Buffer.byteLength(page) / 10);
  });

  it('settle sees the whole body, uncompressed, before the head goes; a streamed body skips it', async () => {
    const { headers } = await get('/page', 'br');
    expect(headers['x-settled-bytes']).toBe(String(Buffer.byteLength(page)));
    expect((await get('/huge', 'br')).headers['x-settled-bytes']).toBeUndefined();
  });

  it('gzip for a client without brotli, the page as it is for one without either', async () => {
    const gzip = await get('/page', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(page);
    const plain = await get('/page');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(page));
    expect(plain.body.toString()).toBe(page);
  });

  it('leaves small bodies and non-text types uncompressed, still with a length', async () => {
    const small = await get('/small', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString()).toBe('<p>hi</p>');
    const image = await get('/page?type=image/png', 'br');
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.headers.vary).toBe('Cookie');
    expect(Number(image.headers['content-length'])).toBe(Buffer.byteLength(page));
  });

  it('HEAD gets the headers of the plain page and no body', async () => {
    const { headers, body } = await get('/page', 'br', 'HEAD');
    expect(headers['content-encoding']).toBeUndefined();
    expect(Number(headers['content-length'])).toBe(Buffer.byteLength(page));
    expect(body.length).toBe(0);
  });

  it('streams a body past its holding limit as it comes, uncompressed', async () => {
    const { headers, body } = await get('/huge', 'br');
    expect(headers['content-encoding']).toBeUndefined();
    expect(headers['transfer-encoding']).toBe('chunked');
    expect(body.length).toBe(5 * 1024 * 1024);
  });
});

describe('a rendered page fits the first round trip when a second pass can make it (docs/decisions/145)', () => {
  // Words from a small vocabulary compress like a page does: quality 5 finds more than quality 4.
  let seed = 7;
  const words = Array.from({ length: 9000 }, () => {
    seed = (seed * 48271) % 2147483647;
    return `w${seed % 1500}`;
  });
  const body = Buffer.from(`<p>${words.join(' ')}</p>`);
  const atQuality = (quality: number) =>
    brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: quality,
        [constants.BROTLI_PARAM_LGWIN]: Math.ceil(Math.log2(body.length + 16)),
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }).length;
  const q4 = atQuality(BROTLI_QUALITY.rendered);
  const q5 = atQuality(BROTLI_QUALITY.kept);
  const q10 = atQuality(BROTLI_QUALITY.fitting);

  it('the sample compresses better at each quality tried', () => {
    expect(q5).toBeLessThan(q4);
    expect(q10).toBeLessThan(q5);
  });

  it.each([
    ['fits at the rendered quality: one pass', () => FIRST_ROUND_TRIP_BYTES - q4, () => q4],
    ['fits only at the kept quality: the kept one', () => FIRST_ROUND_TRIP_BYTES - Math.ceil((q4 + q5) / 2), () => q5],
    ['fits only at the fitting quality: that one', () => FIRST_ROUND_TRIP_BYTES - Math.ceil((q5 + q10) / 2), () => q10],
    ['fits at none within reach: the smallest', () => FIRST_ROUND_TRIP_BYTES - Math.floor(q10 * 0.95), () => q10],
    ['too far over for either: one pass', () => FIRST_ROUND_TRIP_BYTES - Math.floor(q4 / 1.3), () => q4],
  ])('%s', (_name, head, expected) => {
    const sent = brotliForFirstRoundTrip(body, head());
    expect(sent.length).toBe(expected());
    expect(brotliDecompressSync(sent).equals(body)).toBe(true);
  });
});
