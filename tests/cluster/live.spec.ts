import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import WebSocket from 'ws';
import { routeUrl } from '../../src/routes.ts';
import { DEMO_IDS } from '../../src/platform/seed/demoIds.ts';
import { expect, test } from './clusterTest.ts';

/**
 * A live report posted through one platform process reaches readers whose sockets another process
 * holds (docs/decisions/090: LISTEN/NOTIFY fans it out). The browser's socket is steered to the
 * second platform process, so which process holds it is known; a socket opened through nginx gets
 * the same push, whichever process nginx chose.
 */
const run = promisify(execFile);
const L = DEMO_IDS.live;

test('a report posted on platform 1 reaches a reader held by platform 2, and a socket through nginx', async ({ page, cluster }) => {
  const second = new URL(cluster.platformUrls[1]!);
  const held: { url: string; upstream?: WebSocket; firstFrame?: string } = { url: '' };
  await page.routeWebSocket(/\/live-socket\/ws\//, (route) => {
    const path = new URL(route.url()).pathname;
    held.url = route.url();
    const upstream = new WebSocket(`ws://${second.host}${path}`);
    held.upstream = upstream;
    const queue: string[] = [];
    upstream.on('open', () => queue.splice(0).forEach((message) => upstream.send(message)));
    upstream.on('message', (data) => route.send(data.toString()));
    upstream.on('close', () => route.close());
    route.onMessage((message) => {
      held.firstFrame ??= String(message);
      if (upstream.readyState === WebSocket.OPEN) upstream.send(String(message));
      else queue.push(String(message));
    });
    route.onClose(() => upstream.close());
  });
  await page.goto(routeUrl('liveDetail', [L.live, DEMO_IDS.articles.live], { lang: 'cn' }));
  await expect.poll(() => held.firstFrame ?? '').toContain('live_status_subscribe');
  // The page was told to use the front's socket address (getConfig: PLATFORM_PUBLIC_ORIGIN).
  expect(new URL(held.url).host).toBe(new URL(cluster.front).host);

  // The same socket address through nginx, subscribed to the same room.
  const viaNginx = new WebSocket(held.url);
  const frames: string[] = [];
  viaNginx.on('message', (data) => frames.push(data.toString()));
  await new Promise((resolve, reject) => viaNginx.once('open', resolve).once('error', reject));
  viaNginx.send(held.firstFrame!);
  await expect.poll(() => frames.some((frame) => frame.includes('live_status_subscribe'))).toBe(true);

  const text = `集群快讯 ${Date.now()}`;
  await run(process.execPath, ['scripts/platform/admin.ts', 'live-report', String(L.live), text], {
    env: { ...process.env, PLATFORM_URL: cluster.platformUrls[0], PLATFORM_ADMIN_TOKEN: cluster.adminToken },
  });
  await expect(page.locator('#live-reports > li').filter({ hasText: text })).toBeVisible();
  await expect.poll(() => frames.some((frame) => frame.includes('live_reporting') && frame.includes(text))).toBe(true);
  viaNginx.close();
  held.upstream?.close();
});
