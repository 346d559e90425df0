/**
 * The bundled platform's live socket (docs/decisions/090) on PGlite: getConfig advertises it, the
 * token guards it, subscribers get reports, status changes and live-room comments through
 * LISTEN/NOTIFY, and hostile frames or clients never crash it.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../src/platform/seed/demoIds.ts';
import { postComment, moderateComment } from '../../src/platform/comments/postComment.ts';
import { openLiveSocket, startLivePlatform, type LiveClientSocket, type LivePlatform } from './liveSocketClient.ts';

const { preview, live, ended, liveImage } = DEMO_IDS.live;
const LIMITS = { maxRooms: 3, maxConnections: 8, maxBufferedBytes: 256 * 1024, maxMessagesPerWindow: 40 };

let p: LivePlatform;
let url = '';
const open: LiveClientSocket[] = [];
const connect = async (path = url) => {
  const socket = await openLiveSocket(path);
  open.push(socket);
  return socket;
};
const subscribed = async (liveId: number) => {
  const socket = await connect();
  socket.send({ type: 'live_status_subscribe', data: { liveId } });
  const answer = await socket.next();
  expect(answer).toMatchObject({ type: 'live_status_subscribe', code: 200, data: { liveId } });
  return socket;
};
const refusal = (path: string) =>
  openLiveSocket(path).then(
    () => 0,
    (error: { status?: number }) => error.status ?? -1,
  );

beforeAll(async () => {
  p = await startLivePlatform(LIMITS);
  const config = await p.getConfig();
  url = `${config.socketUrl}/ws/${config.token}`;
});
afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});
afterAll(async () => {
  await p?.stop();
});

describe('getConfig', () => {
  it.each([
    ['the request origin, ws:// over http', {}, (origin: string) => `${origin.replace('http', 'ws')}/live-socket`],
    ['wss:// behind an https proxy', { 'x-forwarded-proto': 'https' }, (origin: string) => `${origin.replace('http', 'wss')}/live-socket`],
  ])('socketServer.url is %s, with a websocket token', async (_name, headers, expected) => {
    const config = await p.getConfig(headers);
    expect(config.socketUrl).toBe(expected(p.origin));
    expect(config.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });
});

describe('the upgrade', () => {
  it.each([
    ['a wrong token', () => `${url.slice(0, -4)}AAAA`, 401],
    ['a token of another length', () => `${url}x`, 401],
    ['no token', () => url.replace(/\/ws\/.*$/, '/ws/'), 404],
    ['another path', () => url.replace('/ws/', '/wss/'), 404],
  ])('%s is refused with %i', async (_name, path, status) => {
    expect(await refusal(path())).toBe(status);
  });

  it('a good token opens a socket that answers ping', async () => {
    const socket = await connect();
    socket.send({ type: 'ping' });
    const answer = await socket.next();
    expect(answer).toMatchObject({ type: 'ping', code: 200 });
    expect(typeof answer.data.time).toBe('number');
  });
});

describe('pushes', () => {
  it('a subscription answers the room status; an unknown room answers 404 and subscribes nothing', async () => {
    const socket = await connect();
    socket.send({ type: 'live_status_subscribe', data: { liveId: String(ended) } });
    expect(await socket.next()).toEqual({ type: 'live_status_subscribe', code: 200, data: { liveId: ended, status: 2 } });
    socket.send({ type: 'live_status_subscribe', data: { liveId: DEMO_IDS.live.missing } });
    expect(await socket.next()).toMatchObject({ type: 'live_status_subscribe', code: 404 });
  });

  it('a report reaches the room in the exact shape of a liveView list item', async () => {
    const socket = await subscribed(liveImage);
    const posted = await p.admin(`/live-report/${liveImage}`, { content: '记者现场报道：<b>不是标记</b>' });
    expect(posted.status).toBe(200);
    const frame = await socket.next();
    expect(frame).toMatchObject({ type: 'live_reporting', code: 200, data: { liveId: liveImage } });
    const view = (await (await fetch(`${p.origin}/app_if/liveView?id=${liveImage}&curVersions=1&siteId=1&siteID=1`)).json()) as any;
    const item = view.data.list.find((r: { fileId: number }) => r.fileId === posted.body.data.reportId);
    expect(frame.data.report).toEqual(item);
  });

  it('a status change reaches the room, with the stream addresses of a video live', async () => {
    const socket = await subscribed(live);
    expect((await p.admin(`/live-status/${live}/2`)).status).toBe(200);
    const frame = await socket.next();
    expect(frame).toMatchObject({ type: 'live_status', code: 200, data: { liveId: live, status: 2 } });
    expect(frame.data.appLiveUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    await p.admin(`/live-status/${live}/1`);
    expect(await socket.next()).toMatchObject({ type: 'live_status', data: { liveId: live, status: 1 } });
  });

  it("only a room's subscribers get its pushes", async () => {
    const other = await subscribed(preview);
    await p.admin(`/live-report/${liveImage}`, { content: 'for another room' });
    await p.admin(`/live-report/${preview}`, { content: 'for this room' });
    expect(await other.next()).toMatchObject({ type: 'live_reporting', data: { liveId: preview, report: { content: 'for this room' } } });
  });

  it('a live-room comment is pushed when shown: at once, or when approved; never while under review', async () => {
    const socket = await subscribed(preview);
    const comment = (content: string, reviewStatus: number) =>
      postComment(p.platform.context, {
        memberId: 101,
        userName: '读者',
        kind: 0,
        reviewStatus,
        target: { rootId: preview, sourceType: 1 },
        parentId: 0,
        content,
        location: '',
        pictures: [],
      });
    expect(await comment('shown at once', 1)).toBe('posted');
    const shown = await socket.next();
    expect(shown).toMatchObject({ type: 'live_discuss', code: 200, data: { liveId: preview, discuss: { content: 'shown at once', sourceType: 1, articleID: preview } } });
    await comment('waits for review', 0);
    await p.admin(`/live-report/${preview}`, { content: 'after the pending comment' });
    expect(await socket.next()).toMatchObject({ type: 'live_reporting', data: { report: { content: 'after the pending comment' } } });
    const { comments } = await import('../../src/platform/db/schema.ts');
    const { eq } = await import('drizzle-orm');
    const [row] = await p.platform.context.db.select({ id: comments.id }).from(comments).where(eq(comments.content, 'waits for review'));
    expect(await moderateComment(p.platform.context, row!.id, true)).toBe('approved');
    expect(await socket.next()).toMatchObject({ type: 'live_discuss', data: { discuss: { id: row!.id, content: 'waits for review' } } });
  });
});

describe('hostile frames', () => {
  const IGNORED: [string, string][] = [
    ['not JSON', '{"type":'],
    ['a JSON string', '"ping"'],
    ['an array', '[{"type":"ping"}]'],
    ['null', 'null'],
    ['an unknown type', '{"type":"live_status","code":200,"data":{"liveId":504,"status":2}}'],
    ['a subscription without data', '{"type":"live_status_subscribe"}'],
    ['a negative room', '{"type":"live_status_subscribe","data":{"liveId":-504}}'],
    ['a fractional room', '{"type":"live_status_subscribe","data":{"liveId":504.5}}'],
    ['an exponent room', '{"type":"live_status_subscribe","data":{"liveId":"5e2"}}'],
    ['a room past the integer column', '{"type":"live_status_subscribe","data":{"liveId":99999999999}}'],
    ['a prototype key', '{"__proto__":{"type":"ping"},"constructor":{"prototype":{"x":1}}}'],
    ['deep nesting', `${'['.repeat(5000)}${']'.repeat(5000)}`],
    ['invalid UTF-16 escapes', '{"type":"\\ud800"}'],
  ];

  it.each(IGNORED)('%s is ignored: no answer, the socket stays open', async (_name, text) => {
    const socket = await connect();
    socket.send(text);
    socket.send({ type: 'ping' });
    expect(await socket.next()).toMatchObject({ type: 'ping', code: 200 });
  });

  it.each([
    ['a binary frame', 1003, (s: LiveClientSocket) => s.ws.send(Buffer.from('{"type":"ping"}'))],
    ['a frame over 64 KB', 1009, (s: LiveClientSocket) => s.send({ type: 'ping', pad: 'x'.repeat(64 * 1024) })],
    ['a flood of frames', 1008, (s: LiveClientSocket) => Array.from({ length: 100 }, () => s.send('{}'))],
  ])('%s closes the socket cleanly with %i', async (_name, code, abuse) => {
    const socket = await connect();
    abuse(socket);
    expect(await socket.closed).toBe(code);
    const fresh = await connect();
    fresh.send({ type: 'ping' });
    expect(await fresh.next()).toMatchObject({ type: 'ping' });
  });

  it('a socket follows at most the room cap; following a room again does not count', async () => {
    const socket = await connect();
    for (const liveId of [preview, live, ended, preview]) {
      socket.send({ type: 'live_status_subscribe', data: { liveId } });
      expect(await socket.next()).toMatchObject({ type: 'live_status_subscribe', code: 200, data: { liveId } });
    }
    socket.send({ type: 'live_status_subscribe', data: { liveId: liveImage } });
    expect(await socket.next()).toMatchObject({ type: 'live_status_subscribe', code: 429, data: { liveId: liveImage } });
    await p.admin(`/live-report/${liveImage}`, { content: 'past the cap' });
    await p.admin(`/live-report/${ended}`, { content: 'within the cap' });
    expect(await socket.next()).toMatchObject({ type: 'live_reporting', data: { liveId: ended } });
  });
});

describe('hostile clients', () => {
  it('a client that stops reading is dropped once its unsent bytes pass the cap; readers keep getting pushes', async () => {
    const hub = p.platform.context.live;
    const stalled = await subscribed(liveImage);
    const reader = await subscribed(liveImage);
    (stalled.ws as unknown as { _socket: import('node:net').Socket })._socket.pause();
    const big = JSON.stringify({ type: 'live_reporting', code: 200, data: { liveId: liveImage, report: { content: 'x'.repeat(60_000) } } });
    const droppedBefore = hub.dropped;
    let pushes = 0;
    while (hub.dropped === droppedBefore && pushes < 5000) {
      await hub.publish(liveImage, () => big);
      pushes += 1;
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(hub.dropped).toBe(droppedBefore + 1);
    (stalled.ws as unknown as { _socket: import('node:net').Socket })._socket.resume();
    expect(await stalled.closed).toBe(1006);
    expect([...hub.clients].some((c) => c.ws.readyState === c.ws.OPEN && c.rooms.has(liveImage))).toBe(true);
    await p.admin(`/live-report/${liveImage}`, { content: 'still reading' });
    expect(await reader.next((f) => f.data.report?.content === 'still reading')).toMatchObject({ type: 'live_reporting' });
  });

  it('a peer that does not answer the heartbeat is terminated at the next beat', async () => {
    const hub = p.platform.context.live;
    const awake = await connect();
    const silent = await connect();
    const raw = (silent.ws as unknown as { _socket: import('node:net').Socket })._socket;
    raw.pause();
    const before = hub.clients.size;
    hub.beat();
    // The awake client's pong comes back; the silent one's never does.
    while ([...hub.clients].filter((c) => c.alive).length < before - 1) await new Promise((resolve) => setTimeout(resolve, 10));
    hub.beat();
    expect(hub.clients.size).toBe(before - 1);
    raw.resume();
    // Terminated: the connection ends without a close frame (1006 on the client's side).
    expect(await silent.closed).toBe(1006);
    awake.send({ type: 'ping' });
    expect(await awake.next()).toMatchObject({ type: 'ping' });
  });

  it('past the connection cap an upgrade is refused with 503', async () => {
    const hub = p.platform.context.live;
    while (hub.clients.size < LIMITS.maxConnections) await connect();
    expect(await refusal(url)).toBe(503);
    open.pop()!.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
  });
});
