import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FAILED_CONNECTS, RECONNECT_MS, RETRY_MS, connectLiveSocket, type LiveSocketState, type SocketLike } from '../../../src/stores/liveSocket.ts';
import { FOLLOW_UP_MS, LiveCatchUp, POLL_MS } from '../../../src/browser/liveCatchUp.ts';

/** When the socket cannot be used, and the reads that stand in for it (docs/decisions/151). */
class FakeSocket implements SocketLike {
  readyState = 0;
  sent: string[] = [];
  onopen: SocketLike['onopen'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  onmessage: SocketLike['onmessage'] = null;
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('a socket that cannot connect', () => {
  function start() {
    const sockets: FakeSocket[] = [];
    const states: LiveSocketState[] = [];
    const handle = connectLiveSocket({
      url: 'ws://news.example.test/live-socket',
      token: 'day',
      liveId: 502,
      pageProtocol: 'http:',
      create: () => {
        const socket = new FakeSocket();
        sockets.push(socket);
        return socket;
      },
      onFrame: () => undefined,
      onState: (state) => states.push(state),
    });
    return { sockets, states, handle };
  }

  it(`says failing after ${FAILED_CONNECTS} connects in a row that never opened, then tries every ${RETRY_MS / 1000} s`, () => {
    const { sockets, states, handle } = start();
    for (let i = 0; i < FAILED_CONNECTS; i++) {
      sockets.at(-1)!.onerror?.({});
      vi.advanceTimersByTime(RECONNECT_MS);
    }
    expect(states.filter((s) => s === 'failing')).toHaveLength(1);
    expect(sockets).toHaveLength(FAILED_CONNECTS);
    vi.advanceTimersByTime(RETRY_MS - RECONNECT_MS - 1);
    expect(sockets).toHaveLength(FAILED_CONNECTS);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(FAILED_CONNECTS + 1);
    // It connects: pushes again, and a later drop is a plain reconnect 4 s away.
    sockets.at(-1)!.open();
    expect(states.at(-1)).toBe('open');
    sockets.at(-1)!.onclose?.({});
    expect(states.at(-1)).toBe('closed');
    vi.advanceTimersByTime(RECONNECT_MS);
    expect(sockets).toHaveLength(FAILED_CONNECTS + 2);
    handle.stop();
  });

  it('a connection that opened and dropped resets the count', () => {
    const { sockets, states, handle } = start();
    sockets.at(-1)!.onerror?.({});
    vi.advanceTimersByTime(RECONNECT_MS);
    sockets.at(-1)!.onerror?.({});
    vi.advanceTimersByTime(RECONNECT_MS);
    sockets.at(-1)!.open();
    sockets.at(-1)!.onclose?.({});
    vi.advanceTimersByTime(RECONNECT_MS);
    sockets.at(-1)!.onerror?.({});
    expect(states).not.toContain('failing');
    handle.stop();
  });

  it.each([
    ['no socket URL', '', 'day', 'http:'],
    ['no token', 'ws://news.example.test/live-socket', '', 'http:'],
    ['ws:// on an https page', 'ws://news.example.test/live-socket', 'day', 'https:'],
  ])('%s: not enabled at all (the room polls)', (_name, url, token, pageProtocol) => {
    const handle = connectLiveSocket({ url, token, liveId: 502, pageProtocol, create: () => new FakeSocket(), onFrame: () => undefined });
    expect(handle.enabled).toBe(false);
  });
});

describe('the catch-up reads', () => {
  function reader(answers: Array<() => Promise<Response>> = []) {
    const urls: string[] = [];
    let hidden = false;
    let since = 7;
    const applied: unknown[] = [];
    const catchUp = new LiveCatchUp({
      endpoint: '/fragments/liveCatchUp?id=502',
      since: () => ({ since, discussSince: 3 }),
      apply: (answer) => applied.push(answer),
      load: (url) => {
        urls.push(url);
        return (answers.shift() ?? (() => Promise.resolve(Response.json({ liveId: 502 }))))();
      },
      hidden: () => hidden,
    });
    return { urls, applied, catchUp, setHidden: (h: boolean) => (hidden = h), setSince: (s: number) => (since = s) };
  }

  it('reads from the newest report and comment the page holds', async () => {
    const { urls, applied, catchUp } = reader();
    await catchUp.run();
    expect(urls).toEqual(['/fragments/liveCatchUp?id=502&since=7&discussSince=3']);
    expect(applied).toEqual([{ liveId: 502 }]);
  });

  it('one read at a time: gaps during a read make one more read, not a pile', async () => {
    let release: () => void = () => undefined;
    const slow = () => new Promise<Response>((resolve) => (release = () => resolve(Response.json({}))));
    const { urls, catchUp, setSince } = reader([slow]);
    const first = catchUp.run();
    void catchUp.run();
    setSince(9);
    void catchUp.run();
    release();
    await first;
    await vi.waitFor(() => expect(urls).toHaveLength(2));
    // From the oldest point asked for: a read from there covers the others.
    expect(urls[1]).toContain('since=7');
  });

  it('the follow-up reads from where the gap began, even when pushes moved the page on', async () => {
    const { urls, catchUp, setSince } = reader();
    await catchUp.gap();
    setSince(12);
    await vi.advanceTimersByTimeAsync(FOLLOW_UP_MS);
    expect(urls.map((url) => /since=(\d+)/.exec(url)?.[1])).toEqual(['7', '7']);
  });

  it('a failed read (offline, a 503, broken JSON) applies nothing', async () => {
    const { applied, catchUp } = reader([() => Promise.reject(new TypeError('offline')), () => Promise.resolve(new Response(null, { status: 503 })), () => Promise.resolve(new Response('{'))]);
    for (let i = 0; i < 3; i++) await catchUp.run();
    expect(applied).toEqual([]);
  });

  it(`a gap is read at once and ${FOLLOW_UP_MS / 1000} s later, past the shared caches`, async () => {
    const { urls, catchUp } = reader();
    await catchUp.gap();
    expect(urls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(FOLLOW_UP_MS);
    expect(urls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(FOLLOW_UP_MS * 3);
    expect(urls).toHaveLength(2);
  });

  it(`polls every ${POLL_MS / 1000} s while visible, pauses while hidden, stops when the socket is back`, async () => {
    const { urls, catchUp, setHidden } = reader();
    catchUp.poll(true);
    await vi.advanceTimersByTimeAsync(POLL_MS * 2);
    expect(urls).toHaveLength(2);
    setHidden(true);
    catchUp.visibilityChanged();
    await vi.advanceTimersByTimeAsync(POLL_MS * 3);
    expect(urls).toHaveLength(2);
    setHidden(false);
    catchUp.visibilityChanged();
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(urls).toHaveLength(3);
    catchUp.poll(false);
    await vi.advanceTimersByTimeAsync(POLL_MS * 3);
    expect(urls).toHaveLength(3);
  });
});
