import { expect, test, type Page, type WebSocketRoute } from './fixtures.ts';
import AxeBuilder from '@axe-core/playwright';
import { BASE_PATH, SITE_ENDPOINTS, routeUrl } from '../../src/routes.ts';
import { DEMO_IDS } from '../../src/platform/seed/demoIds.ts';
import { translator } from '../../src/i18n/translate.ts';
import { FOLLOW_UP_MS } from '../../src/browser/liveCatchUp.ts';
import { adminCli } from './liveAdmin.ts';

/**
 * Live rooms that never miss a report (issue 37, docs/decisions/151): reports pushed while the
 * reader's socket is down, or while the page is hidden, arrive by the catch-up read; without a
 * socket the room polls it; a reader scrolled down gets the new reports behind a count button.
 * The socket is steered through Playwright's WebSocket routing, which can close a connection or
 * keep the platform's frames from the page; the reports are made with `npm run admin`.
 */
const cn = translator('cn');
const ROOM = DEMO_IDS.live.liveImage;
test.use({ locale: 'zh-CN', viewport: { width: 360, height: 740 }, hasTouch: true });
// Every test adds reports to one room and reads its order: one at a time.
// A reconnect waits 4 s and a gap's second read 7 s more: these tests wait on real time.
test.describe.configure({ mode: 'serial', timeout: 60_000 });

interface Socket {
  /** Connections the page opened, in order, and whether each reached the platform and subscribed. */
  connections: { route: WebSocketRoute; subscribed: boolean }[];
  /** Keep the platform's frames from the page (a suspended page hears nothing). */
  deaf: boolean;
}

async function steerSocket(page: Page): Promise<Socket> {
  const socket: Socket = { connections: [], deaf: false };
  await page.routeWebSocket(/\/live-socket\/ws\//, (route) => {
    const entry = { route, subscribed: false };
    socket.connections.push(entry);
    const server = route.connectToServer();
    server.onMessage((message) => {
      if (!socket.deaf) route.send(message);
    });
    route.onMessage((message) => {
      if (String(message).includes('live_status_subscribe')) entry.subscribed = true;
      server.send(message);
    });
  });
  return socket;
}

const openRoom = async (page: Page, socket: Socket) => {
  await page.goto(routeUrl('liveDetail', [ROOM]));
  await expect.poll(() => socket.connections.at(-1)?.subscribed ?? false).toBe(true);
};
const unpinned = (page: Page) => page.locator('#live-reports > li:not([data-top])');
const stamp = (label: string) => `${label} ${Date.now()} ${Math.random().toString(36).slice(2, 7)}`;

/** Sets what document.visibilityState says and tells the page, as a phone does when it leaves and comes back. */
async function setHidden(page: Page, hidden: boolean) {
  await page.evaluate((isHidden) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (isHidden ? 'hidden' : 'visible') });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => isHidden });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

test('three reports pushed while the socket is cut appear on reconnect, in order, once each', async ({ page }) => {
  const socket = await steerSocket(page);
  let reads = 0;
  page.on('request', (request) => {
    if (request.url().includes(SITE_ENDPOINTS.liveCatchUp)) reads++;
  });
  await openRoom(page, socket);
  // The opening's two reads are done (at once and FOLLOW_UP_MS later): only the reconnect's can bring what follows.
  await expect.poll(() => reads, { timeout: FOLLOW_UP_MS + 5_000 }).toBe(2);
  // The network is gone: the platform's frames no longer reach the page (it does not know yet).
  socket.deaf = true;
  const texts = [stamp('断线快讯一'), stamp('断线快讯二'), stamp('断线快讯三')];
  for (const text of texts) await adminCli('live-report', String(ROOM), text);
  for (const text of texts) await expect(page.getByText(text)).toHaveCount(0);
  // Then the connection is seen closed; the room reconnects 4 s later by the rule.
  socket.deaf = false;
  await socket.connections[0]!.route.close({ code: 1001, reason: 'network lost' });
  await expect.poll(() => (socket.connections.length > 1 ? socket.connections.at(-1)!.subscribed : false), { timeout: 15_000 }).toBe(true);
  await expect(unpinned(page).first()).toContainText(texts[2]!, { timeout: FOLLOW_UP_MS + 3_000 });
  // Newest first, each once.
  const firstThree = await unpinned(page).evaluateAll((items) => items.slice(0, 3).map((item) => item.querySelector('.live-report-text')?.textContent));
  expect(firstThree).toEqual([...texts].reverse());
  for (const text of texts) await expect(page.getByText(text)).toHaveCount(1);
});

test('a page hidden and shown again catches up; while hidden the title counts what came', async ({ page }) => {
  const socket = await steerSocket(page);
  await openRoom(page, socket);
  const title = await page.title();
  await setHidden(page, true);
  const heard = stamp('后台快讯');
  await adminCli('live-report', String(ROOM), heard);
  await expect(page).toHaveTitle(`(1) ${title}`);
  // Then the phone suspends the page: its socket hears nothing more.
  socket.deaf = true;
  const missed = stamp('挂起快讯');
  await adminCli('live-report', String(ROOM), missed);
  await setHidden(page, false);
  await expect(page).toHaveTitle(title);
  // The read at once may come from answers shared for 2 s; the gap's second read (FOLLOW_UP_MS) is fresh.
  await expect(unpinned(page).first()).toContainText(missed, { timeout: FOLLOW_UP_MS + 3_000 });
  await expect(page.getByText(missed)).toHaveCount(1);
  await expect(page.getByText(heard)).toHaveCount(1);
});

test('the network coming back (online) catches up', async ({ page, context }) => {
  const socket = await steerSocket(page);
  const reads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(SITE_ENDPOINTS.liveCatchUp)) reads.push(request.url());
  });
  await openRoom(page, socket);
  await expect.poll(() => reads.length, { timeout: FOLLOW_UP_MS + 5_000 }).toBe(2);
  socket.deaf = true;
  const missed = stamp('离线快讯');
  await adminCli('live-report', String(ROOM), missed);
  await context.setOffline(true);
  await context.setOffline(false);
  await expect(unpinned(page).first()).toContainText(missed, { timeout: FOLLOW_UP_MS + 3_000 });
  expect(reads.length).toBeGreaterThan(2);
  await expect(page.getByText(missed)).toHaveCount(1);
});

test('with no socket address in the config the room polls, and a new report appears within 12 s', async ({ page }) => {
  const sockets: string[] = [];
  page.on('websocket', (ws) => sockets.push(ws.url()));
  // The site renders the room without a socket when getConfig names none (loaders/livePage.ts):
  // the same page, as that config renders it.
  await page.route(/\/liveDetail\//, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(/ data-socket-(url|token)="[^"]*"/g, '');
    await route.fulfill({ response, body });
  });
  const polled = page.waitForRequest((request) => request.url().includes(`${BASE_PATH}/${SITE_ENDPOINTS.liveCatchUp}`));
  await page.goto(routeUrl('liveDetail', [ROOM]));
  await polled;
  const text = stamp('轮询快讯');
  await adminCli('live-report', String(ROOM), text);
  const made = Date.now();
  await expect(unpinned(page).first()).toContainText(text, { timeout: 12_000 });
  test.info().annotations.push({ type: 'shown after the report was made', description: `${Date.now() - made} ms` });
  expect(sockets).toEqual([]);
});

test('a reader scrolled down gets "N 条新消息"; a tap shows the newest', async ({ page }) => {
  const socket = await steerSocket(page);
  await openRoom(page, socket);
  const reading = page.locator(`#${await unpinned(page).nth(10).getAttribute('id')}`);
  await reading.scrollIntoViewIfNeeded();
  const readingTop = await reading.evaluate((item) => item.getBoundingClientRect().top);
  const texts = [stamp('新消息一'), stamp('新消息二')];
  for (const text of texts) await adminCli('live-report', String(ROOM), text);
  const button = page.locator('[data-live-news]');
  await expect(button).toHaveText(cn('live.newReports', { count: 2 }));
  // What the reader reads did not move.
  expect(await reading.evaluate((item) => item.getBoundingClientRect().top)).toBe(readingTop);
  // Announced politely, at most once every 10 s: the count of 2 may wait for the next turn.
  await expect(page.locator('[data-live-announce]')).toHaveText(cn('live.newReports', { count: 2 }), { timeout: 15_000 });
  await button.tap();
  await expect(button).toBeHidden();
  const newest = unpinned(page).first();
  await expect(newest).toContainText(texts[1]!);
  await expect(newest).toBeInViewport();
  await expect(newest).toBeFocused();
});

for (const theme of ['light', 'dark', 'grey']) {
  test(`the count button in the ${theme} theme: 0 axe violations`, async ({ page }) => {
    // Reduced motion: no fade-in, so the colours axe reads are the final ones.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${routeUrl('liveDetail', [ROOM])}?theme=${theme}`);
    const button = page.locator('[data-live-news]');
    // Shown as the room shows it (a count of 3), without waiting for three reports.
    await button.evaluate((element: HTMLElement) => {
      element.hidden = false;
      element.textContent = (element.dataset.template ?? '').replace('{n}', '3');
    });
    await expect(button).toHaveText(cn('live.newReports', { count: 3 }));
    const results = await new AxeBuilder({ page }).include('[data-live-news]').withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.failureSummary).join(' ')}`)).toEqual([]);
  });
}

test('the catch-up read is public for 2 s and refuses hostile since-values with a 400', async ({ request }) => {
  const base = `${BASE_PATH}/${SITE_ENDPOINTS.liveCatchUp}`;
  const good = await request.get(`${base}?id=${ROOM}&since=0&discussSince=0`);
  expect(good.status()).toBe(200);
  expect(good.headers()['cache-control']).toBe('public, max-age=0, s-maxage=2');
  const body = (await good.json()) as { liveId: number; reports: unknown[] };
  expect(body.liveId).toBe(ROOM);
  expect(body.reports.length).toBeGreaterThan(0);
  for (const query of ['since=abc', 'since=-1', 'since=1e3', 'since=1&since=2', 'since=9999999999999999', 'discussSince=%00']) {
    expect((await request.get(`${base}?id=${ROOM}&${query}`)).status(), query).toBe(400);
  }
  expect((await request.get(`${base}?id=99999&since=0`)).status()).toBe(404);
});
