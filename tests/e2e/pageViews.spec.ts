/**
 * Page views (docs/decisions/164): a reader opens a column, an activity, a circle and a paper page and
 * touches it; the bundled platform has the view with the route's object type (SPEC §4: column 5,
 * activity 4, circle 18, paper 7). And the device record (type 20) is made once per browser, however
 * many pages it opens.
 */
import { expect, test, type APIRequestContext, type Page } from './fixtures.ts';
import { routeUrl } from '../../src/routes.ts';
import { DEMO_IDS } from '../../src/platform/seed/demoIds.ts';
import { admin } from './readerLogin.ts';

const VIEWS: [string, string, number, number][] = [
  ['a column', routeUrl('columnDetail', [DEMO_IDS.columns.local]), DEMO_IDS.columns.local, 5],
  ['an activity', routeUrl('activityDetail', [DEMO_IDS.activities.open]), DEMO_IDS.activities.open, 4],
  ['a circle', routeUrl('circleDetail', [DEMO_IDS.circles.first]), DEMO_IDS.circles.first, 18],
  ['a paper page', routeUrl('paperSharePage', [DEMO_IDS.paper.date, DEMO_IDS.paper.id, '02']), DEMO_IDS.paper.id, 7],
];

/** The records the platform holds of an object, by data type (the admin's analytics counts). */
async function recorded(request: APIRequestContext, id: number, dataType: string): Promise<number> {
  const counts = (await admin(request, `/analytics/${id}`)).data.counts as Record<string, number>;
  return counts[dataType] ?? 0;
}

/** A reader's tap on the page's footer, away from its links. */
async function touch(page: Page): Promise<void> {
  await page
    .locator('footer')
    .first()
    .tap({ position: { x: 2, y: 2 } });
}

for (const [name, url, id, type] of VIEWS) {
  test(`opening ${name} records its view with object type ${type}`, async ({ page, request }) => {
    const before = await recorded(request, id, `event:${type}:3`);
    await page.goto(url);
    await expect(page.locator('page-view')).toHaveAttribute('data-object-type', String(type));
    await touch(page);
    await expect.poll(() => recorded(request, id, `event:${type}:3`)).toBeGreaterThan(before);
  });
}

test('the device record is made once per browser, across two page views', async ({ page, request }) => {
  const virtualUid = () => page.evaluate(() => JSON.parse(localStorage.getItem('virtualUid') ?? 'null')?.value as string | undefined);
  const deviceRecords = async (uid: string) => Number((await admin(request, `/analytics-device/${uid}`)).data.count);

  await page.goto(VIEWS[1]![1]);
  await touch(page);
  await expect.poll(virtualUid).toMatch(/^[0-9a-f]{32}$/);
  const uid = (await virtualUid())!;
  await expect.poll(() => deviceRecords(uid)).toBe(1);

  // A second page: its view is recorded (so its script ran), and the device is not recorded again.
  const [, columnUrl, columnId] = VIEWS[0]!;
  const columnViews = await recorded(request, columnId, 'event:5:3');
  await page.goto(columnUrl);
  await touch(page);
  await expect.poll(() => recorded(request, columnId, 'event:5:3')).toBeGreaterThan(columnViews);
  expect(await virtualUid()).toBe(uid);
  expect(await deviceRecords(uid)).toBe(1);
});

test('an article page keeps its own view script: no <page-view> there', async ({ page }) => {
  await page.goto(routeUrl('newsDetail', [DEMO_IDS.columns.local, DEMO_IDS.articles.news]));
  await expect(page.locator('article-open')).toHaveCount(1);
  await expect(page.locator('page-view')).toHaveCount(0);
});
