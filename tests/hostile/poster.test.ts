/**
 * The share poster (docs/decisions/154) under hostile requests: unknown, huge and malformed ids,
 * other languages and files, and floods. Every answer is a 404 or, past the cap on drawings in
 * flight, a 503 with Retry-After; nothing but a real article's poster is written to disk, and the
 * process lives.
 */
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { posterPath } from '../../src/routes.ts';
import { DEMO_IDS } from '../../src/platform/seed/demoIds.ts';
import { LOCALES } from '../../src/i18n/locales.ts';
import { diskUse } from './serverProcess.ts';
import { BASE_PATH, expectSane, expectSurvives, info, request, sweep } from './suiteServer.ts';

const POSTERS = `${BASE_PATH}/poster`;
const postersDir = path.join(info.root, 'posters');
const A = DEMO_IDS.articles;

describe('the share poster', () => {
  test('unknown, huge, malformed ids and other files: 404, never stored publicly', async () => {
    const paths = [
      posterPath(A.missing, 'cn'),
      posterPath(999_999_999_999, 'cn'),
      `${POSTERS}/${'9'.repeat(13)}/cn.png`,
      `${POSTERS}/${'9'.repeat(400)}/cn.png`,
      `${POSTERS}/0/cn.png`,
      `${POSTERS}/-1/cn.png`,
      `${POSTERS}/1e3/cn.png`,
      `${POSTERS}/0x3e9/cn.png`,
      `${POSTERS}/1001.5/cn.png`,
      `${POSTERS}/%31%30%30%31/xx.png`,
      `${POSTERS}/${A.news}/zz.png`,
      `${POSTERS}/${A.news}/CN.png`,
      `${POSTERS}/${A.news}/cn.jpg`,
      `${POSTERS}/${A.news}/cn.png/more`,
      `${POSTERS}/${A.news}/cn`,
      `${POSTERS}/${A.news}`,
      `${POSTERS}/${A.news}/%00.png`,
      `${POSTERS}/${A.news}/..%2f..%2fcn.png`,
      `${POSTERS}/<script>/cn.png`,
      `${POSTERS}/`,
      posterPath(A.newsClosed, 'cn'),
      posterPath(A.preview, 'cn'),
      posterPath(A.special, 'cn'),
    ];
    const before = diskUse(postersDir).files;
    await expectSurvives(() =>
      sweep(
        paths,
        (item) => item.slice(0, 80),
        async (item) => {
          const response = await request({ path: item, timeoutMs: 20_000 });
          expectSane(response, item, ['<script>']);
          expect([400, 404], item).toContain(response.status);
          expect(response.header('cache-control'), item).toBe('no-store');
          expect(response.header('content-type') ?? '', item).not.toMatch(/^image\//);
        },
      ),
    );
    expect(diskUse(postersDir).files).toBe(before);
  });

  test('a flood of posters to draw: each answer a poster or 503 with Retry-After, the disk holds one file per poster', async () => {
    const articles = [A.news, A.newsWithVote, A.gallery, A.video, A.link, A.h5, A.audio];
    const wanted = articles.flatMap((id) => LOCALES.map((locale) => posterPath(id, locale)));
    // Each poster asked for three times at once: 105 requests for 35 posters.
    const flood = [...wanted, ...wanted, ...wanted];
    const statuses = await expectSurvives(() =>
      Promise.all(
        flood.map(async (item) => {
          const response = await request({ path: item, timeoutMs: 60_000 });
          expectSane(response, item);
          if (response.status === 503) {
            expect(Number(response.header('retry-after')), item).toBeGreaterThan(0);
            expect(response.header('cache-control'), item).toBe('no-store');
          } else {
            expect(response.status, item).toBe(200);
            expect(response.header('content-type'), item).toBe('image/png');
          }
          return response.status;
        }),
      ),
    );
    // Drawings in flight are capped (POSTER_DRAWING, 2 by default): a burst of 35 posters is refused in part.
    expect(statuses).toContain(503);
    expect(statuses).toContain(200);
    const files = diskUse(postersDir).files;
    expect(files).toBeGreaterThan(0);
    expect(files).toBeLessThanOrEqual(wanted.length);
  });

  test('a flood of unknown ids: 404 each, nothing drawn or written', async () => {
    const before = diskUse(postersDir).files;
    const ids = Array.from({ length: 300 }, (_, index) => 500_000 + index);
    await expectSurvives(() =>
      sweep(
        ids,
        (id) => String(id),
        async (id) => {
          const response = await request({ path: posterPath(id, 'cn'), timeoutMs: 20_000 });
          expectSane(response, String(id));
          expect(response.status).toBe(404);
        },
        16,
      ),
    );
    expect(diskUse(postersDir).files).toBe(before);
  });
});
