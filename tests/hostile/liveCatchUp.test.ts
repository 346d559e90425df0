/**
 * The live room's catch-up read (`fragments/liveCatchUp`, docs/decisions/151) with malformed
 * since-values and ids: a 400 that no cache keeps, never a 500, a crash or an answer that grows
 * with the input. A well-formed since that matches no report reads a bounded number of pages.
 */
import { describe, expect, test } from 'vitest';
import { DEMO_IDS } from '../../src/platform/seed/demoIds.ts';
import { SITE_ENDPOINTS } from '../../src/routes.ts';
import { CATCH_UP_PAGES } from '../../src/loaders/liveCatchUp.ts';
import { BASE_PATH, expectNoStoreUnless200, expectSane, request, sweep } from './suiteServer.ts';

const ROOM = DEMO_IDS.live.liveImage;
const path = (query: string) => `${BASE_PATH}/${SITE_ENDPOINTS.liveCatchUp}?${query}`;

const MALFORMED = [
  `id=${ROOM}&since=abc`,
  `id=${ROOM}&since=-1`,
  `id=${ROOM}&since=-0`,
  `id=${ROOM}&since=007`,
  `id=${ROOM}&since=1.5`,
  `id=${ROOM}&since=1e3`,
  `id=${ROOM}&since=0x10`,
  `id=${ROOM}&since=NaN`,
  `id=${ROOM}&since=Infinity`,
  `id=${ROOM}&since=%201`,
  `id=${ROOM}&since=1%00`,
  `id=${ROOM}&since=%F0%9F%92%A9`,
  `id=${ROOM}&since=%FF%FE`,
  `id=${ROOM}&since=1,2`,
  `id=${ROOM}&since=1&since=2`,
  `id=${ROOM}&since[]=1`,
  `id=${ROOM}&since=${'9'.repeat(16)}`,
  `id=${ROOM}&since=${'1'.repeat(4000)}`,
  `id=${ROOM}&since=%27%20OR%201=1--`,
  `id=${ROOM}&since=<script>alert(1)</script>`,
  `id=${ROOM}&discussSince=-5`,
  `id=${ROOM}&discussSince=null`,
  `id=${ROOM}&discussSince=1&discussSince=1`,
  `id=${ROOM}&since=1&utm_source=x`,
  'since=1',
  'id=abc&since=1',
  'id=0&since=1',
  `id=${ROOM}&id=${ROOM}&since=1`,
];

describe('catch-up read: malformed since-values and ids', () => {
  test('each is a 400 that no cache keeps', async () => {
    await sweep(
      MALFORMED,
      (query) => query.slice(0, 80),
      async (query) => {
        const response = await request({ path: path(query) });
        expectSane(response, query, ['<script>']);
        expect(response.status, query).toBe(400);
        expectNoStoreUnless200(response, query);
      },
    );
  });

  test('an unknown room is a 404 that no cache keeps', async () => {
    const response = await request({ path: path('id=999999&since=1') });
    expectSane(response, 'unknown room');
    expect(response.status).toBe(404);
    expectNoStoreUnless200(response, 'unknown room');
  });

  test(`a since that matches no report reads at most ${CATCH_UP_PAGES} pages: a bounded, public answer`, async () => {
    const cases = ['1', '999999999999999', '42424242'].map((since) => path(`id=${ROOM}&since=${since}&discussSince=999999999999999`));
    await sweep(
      cases,
      (p) => p,
      async (p) => {
        const response = await request({ path: p });
        expectSane(response, p);
        expect(response.status, p).toBe(200);
        expect(response.header('cache-control')).toBe('public, max-age=0, s-maxage=2');
        const body = JSON.parse(response.text()) as { reports: unknown[]; discuss: unknown[] };
        expect(body.reports.length).toBeLessThanOrEqual(CATCH_UP_PAGES * 20);
        expect(body.discuss.length).toBeLessThanOrEqual(20);
      },
    );
  });
});
