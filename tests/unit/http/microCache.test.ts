import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROTLI_QUALITY, compressWhole, recompressBrotli } from '../../../src/http/contentEncoding.ts';
import { createMicroCache } from '../../../src/http/microCache.ts';

const page = `<!doctype html><html><body>${Array.from({ length: 300 }, (_, i) => `<p class="comment-text">评论 ${i}: a reader's comment on the news, number ${i * 7}</p>`).join('')}</body></html>`;
const bytes = Buffer.from(page);
/** What compressWhole sends at `quality`: text mode, a window that holds the page, its size as the hint. */
const brotliAt = (quality: number) =>
  zlib.brotliCompressSync(bytes, {
    params: {
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_LGWIN]: Math.ceil(Math.log2(bytes.length + 16)),
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });

/** The server's own wiring (src/server.ts): serve from the cache, else render through compressWhole and keep the bytes sent. */
describe('micro-cache: a page read again is kept at the better brotli quality', () => {
  let server: http.Server;
  let origin = '';
  let renders = 0;
  const cache = createMicroCache({ ttlMs: 60_000, maxEntries: 10 });

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const key = cache.keyFor(req);
      if (key && cache.serve(key, res)) return;
      renders += 1;
      compressWhole(req, res, { onSent: key ? (body) => cache.keep(key, res, body) : undefined });
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=0' });
      res.end(page);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** Raw bytes and headers, as a client that accepts `encoding` receives them. */
  function get(path: string, encoding: string): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
    return new Promise((resolve, reject) => {
      http
        .get(`${origin}${path}`, { headers: { 'accept-encoding': encoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });
  }
  const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

  it('renders at the rendered quality, answers the first hit with those bytes, then with the kept quality', async () => {
    const miss = await get('/a', 'br');
    expect(miss.headers['x-micro-cache']).toBeUndefined();
    expect(miss.body.length).toBe(brotliAt(BROTLI_QUALITY.rendered).length);

    const firstHit = await get('/a', 'br');
    expect(firstHit.headers['x-micro-cache']).toBe('hit');
    expect(firstHit.body.equals(miss.body)).toBe(true);

    await nextTurn();
    const later = await get('/a', 'br');
    expect(later.headers['x-micro-cache']).toBe('hit');
    expect(later.body.length).toBe(brotliAt(BROTLI_QUALITY.kept).length);
    expect(later.body.length).toBeLessThan(miss.body.length);
    expect(Number(later.headers['content-length'])).toBe(later.body.length);
    expect(zlib.brotliDecompressSync(later.body).toString()).toBe(page);
    expect(renders).toBe(1);
  });

  it('leaves gzip and uncompressed copies as they are', async () => {
    for (const encoding of ['gzip', 'identity']) {
      const miss = await get('/b', encoding);
      await get('/b', encoding);
      await nextTurn();
      const later = await get('/b', encoding);
      expect(later.headers['x-micro-cache']).toBe('hit');
      expect(later.body.equals(miss.body)).toBe(true);
    }
  });
});

describe('recompressBrotli', () => {
  it('gives the same page in fewer bytes', () => {
    const kept = recompressBrotli(brotliAt(BROTLI_QUALITY.rendered));
    expect(kept && zlib.brotliDecompressSync(kept).toString()).toBe(page);
  });

  it('refuses what is not brotli', () => {
    expect(recompressBrotli(Buffer.from(page))).toBeNull();
  });
});

describe('micro-cache key: a light page only for a reader who asked (docs/decisions/153)', () => {
  const cache = createMicroCache({ ttlMs: 60_000, maxEntries: 10 });
  const keyOf = (url: string, headers: Record<string, string> = {}) => cache.keyFor({ method: 'GET', url, headers } as unknown as http.IncomingMessage);
  const plain = keyOf('/a.html');

  it.each([
    ['Save-Data: on', '/a.html', { 'save-data': 'on' }, false],
    ['the light cookie', '/a.html', { cookie: 'lightPages=on' }, false],
    ['the light cookie among others', '/a.html', { cookie: 'x=1; lightPages=on; theme=zz' }, false],
    ['Save-Data with the cookie saying off', '/a.html', { 'save-data': 'on', cookie: 'lightPages=off' }, true],
    ['Save-Data: off', '/a.html', { 'save-data': 'off' }, true],
    ['a light cookie that says nothing', '/a.html', { cookie: 'lightPages=%' }, true],
    ['another cookie', '/a.html', { cookie: 'session=abc' }, true],
  ] as const)('%s: shares the plain page’s entry: %j', (_name, url, headers, shared) => {
    expect(keyOf(url, headers) === plain).toBe(shared);
  });

  it('the `light` query is a key pages read, and keyed apart', () => {
    expect(keyOf('/a.html?light=on')).not.toBeNull();
    // The query wins over the cookie, as the page decides it.
    expect(keyOf('/a.html?light=on', { cookie: 'lightPages=off' })).toBe(keyOf('/a.html?light=on'));
    expect(keyOf('/a.html?light=off', { 'save-data': 'on' })).toBe(keyOf('/a.html?light=off'));
    expect(keyOf('/a.html', { 'save-data': 'on' })).toBe(keyOf('/a.html', { cookie: 'lightPages=on' }));
  });
});

describe('micro-cache key: the reader’s language choice apart from their browser’s (docs/decisions/163)', () => {
  const cache = createMicroCache({ ttlMs: 60_000, maxEntries: 10 });
  const keyOf = (url: string, headers: Record<string, string>) => cache.keyFor({ method: 'GET', url, headers } as unknown as http.IncomingMessage);

  it.each<[string, string, Record<string, string>, Record<string, string>, boolean]>([
    // A configured site locale answers the second without a choice; the first chose English.
    ['cookie en / browser en', '/a.html', { cookie: 'lang=en' }, { 'accept-language': 'en' }, false],
    ['query en / browser en', '/a.html?lang=en', { 'accept-language': 'fr' }, { 'accept-language': 'en' }, false],
    ['browser en / browser en-GB', '/a.html', { 'accept-language': 'en' }, { 'accept-language': 'en-GB' }, true],
    ['browser en / browser fr', '/a.html', { 'accept-language': 'en' }, { 'accept-language': 'fr' }, false],
    ['cookie de / cookie de with another browser', '/a.html', { cookie: 'lang=de', 'accept-language': 'fr' }, { cookie: 'lang=de', 'accept-language': 'en' }, true],
    ['an unknown cookie counts as no choice', '/a.html', { cookie: 'lang=xx', 'accept-language': 'fr' }, { 'accept-language': 'fr' }, true],
  ])('%s: one entry: %s', (_name, firstUrl, first, second, shared) => {
    expect(keyOf(firstUrl, first) === keyOf('/a.html', second)).toBe(shared);
  });
});

describe('micro-cache key: the host app apart from every browser (docs/decisions/163)', () => {
  const cache = createMicroCache({ ttlMs: 60_000, maxEntries: 10 });
  const keyOf = (agent: string) => cache.keyFor({ method: 'GET', url: '/a.html', headers: { 'user-agent': agent } } as unknown as http.IncomingMessage);
  const AGENTS = {
    android: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
    iosSafari: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    iosChrome: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0 Mobile/15E148 Safari/604.1',
    wechat: 'Mozilla/5.0 (iPhone) MicroMessenger/8.0',
    app: 'Mozilla/5.0 (Linux; Android 14) xyApp xyUid/10086',
    appOnIos: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) xyApp xyUid/7',
  };
  it.each(Object.keys(AGENTS).filter((name) => !name.startsWith('app')))('%s never shares the app’s entry', (name) => {
    expect(keyOf(AGENTS[name as keyof typeof AGENTS])).not.toBe(keyOf(AGENTS.app));
    expect(keyOf(AGENTS[name as keyof typeof AGENTS])).not.toBe(keyOf(AGENTS.appOnIos));
  });
});
