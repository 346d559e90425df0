import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AddressInfo } from 'node:net';
import { WebSocket, WebSocketServer, type WebSocket as ServerSocket } from 'ws';
import { HEARTBEAT_MS, MAX_FRAME_CHARS, RECONNECT_MS, connectLiveSocket, readLiveFrame, type LiveSocketHandle, type SocketLike } from '../../../src/stores/liveSocket.ts';
import type { LiveFrame } from '../../../src/contracts/live.ts';

const LIVE_ID = 502;
const frame = (type: string, data: Record<string, unknown>, code: unknown = 200) => JSON.stringify({ type, code, data });

describe('frame filter (SPEC §4, §8, §9: code 200 and the page live id only)', () => {
  it.each([
    ['status for this room', frame('live_status', { liveId: 502, status: 2 }), 'live_status'],
    ['live id as a string', frame('live_status', { liveId: '502', status: 2 }), 'live_status'],
    ['code as a string', frame('live_reporting', { liveId: 502, report: {} }, '200'), 'live_reporting'],
    ['a ping answer has no live id', frame('ping', { time: 1 }), 'ping'],
    ['subscription answer', frame('live_status_subscribe', { liveId: 502, status: 1 }), 'live_status_subscribe'],
    ['discussion', frame('live_discuss', { liveId: 502, discuss: {} }), 'live_discuss'],
    ['code 500', frame('live_status', { liveId: 502, status: 2 }, 500), null],
    ['no code', JSON.stringify({ type: 'live_status', data: { liveId: 502, status: 2 } }), null],
    ['another room', frame('live_status', { liveId: 503, status: 2 }), null],
    ['no live id', frame('live_reporting', { report: {} }), null],
    ['unknown type', frame('live_gift', { liveId: 502 }), null],
    ['not JSON', '{"type":', null],
    ['a JSON array', '[1,2]', null],
    ['binary', Buffer.from(frame('live_status', { liveId: 502, status: 2 })), null],
    ['over 64 KB', frame('live_reporting', { liveId: 502, report: { content: 'x'.repeat(MAX_FRAME_CHARS) } }), null],
  ])('%s', (_name, raw, type) => {
    expect(readLiveFrame(raw, LIVE_ID)?.type ?? null).toBe(type);
  });
});

/** A real socket server on loopback; the client's timers are fake, its I/O is real. */
describe('live socket client against a real server', () => {
  let server: WebSocketServer;
  let url: string;
  const connections: { socket: ServerSocket; path: string; received: unknown[] }[] = [];
  let waiting: Array<() => void> = [];
  let handle: LiveSocketHandle | null = null;

  const settle = () => new Promise<void>((resolve) => setImmediate(resolve));
  /** Resolves once `check` holds, polling on real I/O turns only (never advancing the fake clock). */
  async function until(check: () => boolean, turns = 400): Promise<void> {
    for (let i = 0; i < turns; i++) {
      if (check()) return;
      await new Promise<void>((resolve) => {
        waiting.push(resolve);
        setImmediate(resolve);
      });
    }
    throw new Error('condition not reached');
  }

  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    connections.length = 0;
    server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    server.on('connection', (socket, request) => {
      const entry = { socket, path: request.url ?? '', received: [] as unknown[] };
      socket.on('message', (data) => entry.received.push(JSON.parse(String(data))));
      connections.push(entry);
      for (const wake of waiting.splice(0)) wake();
    });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/live-socket`;
  });

  afterEach(async () => {
    handle?.stop();
    handle = null;
    vi.useRealTimers();
    for (const c of server.clients) c.terminate();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    waiting = [];
  });

  function start(overrides: { token?: string; pageProtocol?: string } = {}) {
    const frames: LiveFrame[] = [];
    const states: string[] = [];
    handle = connectLiveSocket({
      url,
      token: overrides.token ?? 'site-token',
      liveId: LIVE_ID,
      pageProtocol: overrides.pageProtocol ?? 'http:',
      create: (address) => new WebSocket(address) as unknown as SocketLike,
      onFrame: (f) => frames.push(f),
      onState: (s) => states.push(s),
    });
    return { frames, states };
  }

  it('connects to {url}/ws/{token} and subscribes to the page room on open', async () => {
    const { states } = start();
    await until(() => connections[0]?.received.length === 1);
    expect(connections[0]!.path).toBe('/live-socket/ws/site-token');
    expect(connections[0]!.received).toEqual([{ type: 'live_status_subscribe', data: { liveId: LIVE_ID } }]);
    expect(states).toEqual(['connecting', 'open']);
  });

  it.each([
    ['no token', { token: '' }],
    ['ws:// on an https page', { pageProtocol: 'https:' }],
  ])('does not connect with %s', async (_name, overrides) => {
    const { states } = start(overrides);
    expect(handle!.enabled).toBe(false);
    await vi.advanceTimersByTimeAsync(RECONNECT_MS * 2);
    for (let i = 0; i < 20; i++) await settle();
    expect(connections).toHaveLength(0);
    expect(states).toEqual(['off']);
  });

  it('hands on frames of code 200 for its room only', async () => {
    const { frames } = start();
    await until(() => connections[0]?.received.length === 1);
    const server = connections[0]!.socket;
    server.send(frame('live_status', { liveId: LIVE_ID, status: 2 }, 500));
    server.send(frame('live_status', { liveId: 999, status: 2 }));
    server.send('not json');
    server.send(frame('live_reporting', { liveId: LIVE_ID, report: { fileId: 1 } }));
    await until(() => frames.length >= 1);
    for (let i = 0; i < 20; i++) await settle();
    expect(frames).toEqual([{ type: 'live_reporting', data: { liveId: LIVE_ID, report: { fileId: 1 } } }]);
  });

  it('pings after 60 s of silence, not before; any frame restarts the wait', async () => {
    start();
    await until(() => connections[0]?.received.length === 1);
    const entry = connections[0]!;
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS - 1000);
    entry.socket.send(frame('ping', { time: 1 }));
    await until(() => false, 30).catch(() => undefined);
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS - 1000);
    for (let i = 0; i < 20; i++) await settle();
    expect(entry.received).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    await until(() => entry.received.length === 2);
    expect(entry.received[1]).toEqual({ type: 'ping' });
  });

  it('reconnects 4 s after the server closes the connection, not sooner', async () => {
    const { states } = start();
    await until(() => connections[0]?.received.length === 1);
    connections[0]!.socket.close();
    await until(() => states.includes('closed'));
    await vi.advanceTimersByTimeAsync(RECONNECT_MS - 1);
    for (let i = 0; i < 30; i++) await settle();
    expect(connections).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await until(() => connections[1]?.received.length === 1);
    expect(connections[1]!.received).toEqual([{ type: 'live_status_subscribe', data: { liveId: LIVE_ID } }]);
  });

  it('treats a connection that does not answer its ping within 60 s as closed, and reconnects 4 s later', async () => {
    const { states } = start();
    await until(() => connections[0]?.received.length === 1);
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
    await until(() => connections[0]!.received.length === 2);
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
    expect(states.at(-1)).toBe('closed');
    await vi.advanceTimersByTimeAsync(RECONNECT_MS);
    await until(() => connections.length === 2);
  });

  it('reconnects 4 s after an error (a refused upgrade)', async () => {
    const refused = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
    server.removeAllListeners('connection');
    let attempts = 0;
    server.options.verifyClient = (_info: unknown, done: (ok: boolean, code?: number) => void) => {
      attempts += 1;
      done(false, 401);
    };
    const states: string[] = [];
    handle = connectLiveSocket({
      url: refused,
      token: 'bad',
      liveId: LIVE_ID,
      pageProtocol: 'http:',
      create: (a) => new WebSocket(a) as unknown as SocketLike,
      onFrame: () => undefined,
      onState: (s) => states.push(s),
    });
    await until(() => states.includes('closed'));
    expect(attempts).toBe(1);
    await vi.advanceTimersByTimeAsync(RECONNECT_MS);
    await until(() => attempts === 2);
  });

  it('stops for good', async () => {
    start();
    await until(() => connections[0]?.received.length === 1);
    handle!.stop();
    await vi.advanceTimersByTimeAsync(RECONNECT_MS * 3);
    for (let i = 0; i < 30; i++) await settle();
    expect(connections).toHaveLength(1);
  });
});
