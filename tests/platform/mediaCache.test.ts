/**
 * Generated demo pictures: only pictures the platform itself hands out are rendered, and the
 * render cache (files on disk, renders in flight) is bounded. The platform half runs on PGlite,
 * and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMediaApp, servedFormat } from '../../src/platform/media/createMediaApp.ts';
import { DEMO_IDS } from '../../src/platform/seed/demoIds.ts';
import { describeOnEachBackend } from './startTestPlatform.ts';

const q = (call: string) => `/app_if/${call}${call.includes('?') ? '&' : '?'}curVersions=1&siteId=1&siteID=1`;
const listing = (dir: string) => (existsSync(dir) ? readdirSync(dir).sort() : []);

describeOnEachBackend('media pictures', (p) => {
  it('a picture the platform never handed out is 404 and writes nothing', async () => {
    const dir = path.join(p.platform.context.mediaDir, 'images');
    const before = listing(dir);
    for (const file of [
      'never-seeded_800x450.jpg',
      'a1001-0x_800x450.jpg',
      'a999999-title_400x300.jpg',
      'poster-999999_750x1000.jpg',
      // A known key in a size or format nobody links to.
      'a1001-0_1200x675.jpg',
      'a1001-0_800x450.webp',
    ]) {
      const response = await fetch(`${p.origin}/platform-media/images/${file}`);
      expect(response.status, file).toBe(404);
    }
    expect(listing(dir)).toEqual(before);
  });

  it('every picture the reading calls hand out is served', async () => {
    const texts = await Promise.all(
      [
        'getConfig?appID=1',
        `getArticles?columnId=${DEMO_IDS.columns.headline}`,
        `getArticleContent?articleId=${DEMO_IDS.articles.news}`,
        `myArticleContent?articleId=${DEMO_IDS.articles.news}&isPoster=1`,
        `liveView?id=${DEMO_IDS.live.live}`,
        'leaderView?start=0&count=3',
        `moduleView?id=${DEMO_IDS.modules.people}`,
      ].map(async (call) => (await fetch(`${p.origin}${q(call)}`)).text()),
    );
    texts.push(await (await fetch(`${p.origin}/mvod/config/common/info`)).text());
    const files = new Set(texts.flatMap((text) => [...text.matchAll(/\/platform-media\/images\/([\w.-]+)/g)].map((m) => m[1]!)));
    // The derived ones: the poster, the site logo, the default user icon, an activity picture.
    expect([...files]).toEqual(expect.arrayContaining([`poster-${DEMO_IDS.articles.news}_750x1000.jpg`, 'site-logo_200x200.png', 'default-user_120x120.jpg', 'act-601_800x450.jpg']));
    for (const file of files) {
      const response = await fetch(`${p.origin}/platform-media/images/${file}`);
      expect(response.status, file).toBe(200);
      await response.arrayBuffer();
    }
    const portrait = await fetch(`${p.origin}${q('amuc/api/member/getPortrait?uid=0')}`, { redirect: 'manual' });
    expect((await fetch(portrait.headers.get('location')!)).status).toBe(200);
  });
});

describe('render cache limits', () => {
  let dir: string;
  const files = ['one_400x300.jpg', 'two_400x300.jpg', 'three_400x300.jpg', 'four_400x300.jpg'];
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'media-test-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps at most the configured number of files, dropping the oldest; every answer is still the picture', async () => {
    const media = path.join(dir, 'by-count');
    const app = createMediaApp(media, { knownImages: async () => new Set(files), maxCachedFiles: 2 });
    for (const file of files) {
      const response = await app.request(`/images/${file}`);
      expect(response.status, file).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
    }
    expect(listing(path.join(media, 'images'))).toEqual(['four_400x300.jpg', 'three_400x300.jpg']);
    // An evicted picture renders again.
    expect((await app.request(`/images/${files[0]}`)).status).toBe(200);
    expect(listing(path.join(media, 'images'))).toHaveLength(2);
  });

  it('keeps the cache under the configured bytes', async () => {
    const media = path.join(dir, 'by-bytes');
    const app = createMediaApp(media, { knownImages: async () => new Set(files), maxCachedBytes: 1 });
    for (const file of files) expect((await app.request(`/images/${file}`)).status).toBe(200);
    expect(listing(path.join(media, 'images'))).toEqual([]);
  });

  it('renders at most the configured number at once; the rest are asked to retry, never a 500', async () => {
    const media = path.join(dir, 'in-flight');
    const app = createMediaApp(media, { knownImages: async () => new Set(files), maxRendering: 1 });
    const answers = await Promise.all(files.map((file) => app.request(`/images/${file}`)));
    const statuses = answers.map((response) => response.status);
    expect(statuses).toContain(200);
    expect(statuses).toContain(503);
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
    const busy = answers.find((response) => response.status === 503)!;
    expect(busy.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(busy.headers.get('cache-control')).toBe('no-store');
  });
});

describe('a picture’s format follows what the browser takes (docs/decisions/145)', () => {
  it.each([
    ['jpg', 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8', 'webp'],
    ['png', 'image/webp,*/*', 'webp'],
    ['jpg', 'image/webp;q=0, image/*', 'jpg'],
    ['jpg', 'image/webp;q=0.0', 'jpg'],
    ['jpg', 'image/webp;q=0.5', 'webp'],
    ['jpg', 'image/*,*/*;q=0.8', 'jpg'],
    ['jpg', undefined, 'jpg'],
    ['gif', 'image/webp,*/*', 'gif'],
    ['jpg', 'image/webpx', 'jpg'],
  ] as const)('%s asked with Accept %s goes as %s', (requested, accept, served) => {
    expect(servedFormat(requested, accept)).toBe(served);
  });
});

describeOnEachBackend('media pictures in WebP', (p) => {
  it('a known JPEG goes as WebP to a browser that takes it, as JPEG to one that does not, and says it varies', async () => {
    const url = `${p.origin}/platform-media/images/act-601_800x450.jpg`;
    const webp = await fetch(url, { headers: { accept: 'image/webp,*/*' } });
    expect(webp.status).toBe(200);
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect(webp.headers.get('vary')).toBe('Accept');
    const webpBytes = Buffer.from(await webp.arrayBuffer());
    expect(webpBytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    const jpeg = await fetch(url, { headers: { accept: 'image/*' } });
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg');
    expect(jpeg.headers.get('vary')).toBe('Accept');
    const jpegBytes = Buffer.from(await jpeg.arrayBuffer());
    expect(jpegBytes[0]).toBe(0xff);
    expect(webpBytes.length).toBeLessThan(jpegBytes.length);
  });
});
