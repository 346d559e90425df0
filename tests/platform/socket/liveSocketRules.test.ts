/** The live socket's pure rules: its daily token, the client frames it accepts, the notifications it acts on. */
import { describe, expect, it } from 'vitest';
import { liveToken, liveTokenValid } from '../../../src/platform/socket/liveToken.ts';
import { liveIdOf, parseClientFrame } from '../../../src/platform/socket/liveFrames.ts';
import { parseLiveEvent } from '../../../src/platform/socket/liveEvents.ts';
import { LIVE_LIMITS, LiveHub } from '../../../src/platform/socket/LiveHub.ts';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 23, 12);
const SECRET = 'secret';

describe('liveToken', () => {
  const issued = liveToken(SECRET, 1, NOW);
  it.each([
    ['the same day', issued, 1, SECRET, NOW + 11 * 3_600_000, true],
    ['the next day (a page opened before midnight)', issued, 1, SECRET, NOW + DAY, true],
    ['two days later', issued, 1, SECRET, NOW + 2 * DAY, false],
    ['the day before it was issued', issued, 1, SECRET, NOW - DAY, false],
    ['another site', issued, 2, SECRET, NOW, false],
    ['another secret', issued, 1, 'other', NOW, false],
    ['one character changed', `${issued.slice(0, -1)}${issued.endsWith('A') ? 'B' : 'A'}`, 1, SECRET, NOW, false],
    ['a prefix', issued.slice(0, 16), 1, SECRET, NOW, false],
    ['empty', '', 1, SECRET, NOW, false],
    ['multi-byte text of the same length', 'é'.repeat(32), 1, SECRET, NOW, false],
  ])('%s: %s', (_name, token, siteId, secret, at, valid) => {
    expect(liveTokenValid(secret, siteId, token, at)).toBe(valid);
  });

  it('is path-safe text of 32 characters', () => {
    expect(issued).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });
});

describe('client frames', () => {
  it.each([
    ['{"type":"ping"}', { type: 'ping' }],
    ['{"type":"ping","data":{"x":1}}', { type: 'ping' }],
    ['{"type":"live_status_subscribe","data":{"liveId":504}}', { type: 'subscribe', liveId: 504 }],
    ['{"type":"live_status_subscribe","data":{"liveId":"504"}}', { type: 'subscribe', liveId: 504 }],
    ['{"type":"live_status_subscribe","data":{"liveId":0}}', null],
    ['{"type":"live_status_subscribe","data":{"liveId":"0x1f8"}}', null],
    ['{"type":"live_status_subscribe","data":{"liveId":" 504"}}', null],
    ['{"type":"live_status_subscribe","data":{"liveId":2147483648}}', null],
    ['{"type":"live_status_subscribe","data":null}', null],
    ['{"type":"live_status_subscribe","liveId":504}', null],
    ['{"type":"PING"}', null],
    ['{"type":["ping"]}', null],
    ['[]', null],
    ['1', null],
    ['', null],
    ['{', null],
  ])('%s → %j', (text, expected) => {
    expect(parseClientFrame(text)).toEqual(expected);
  });

  it.each([
    [1, 1],
    ['42', 42],
    [2_147_483_647, 2_147_483_647],
    [true, null],
    [1.5, null],
    ['', null],
    ['12345678901', null],
    [Number.NaN, null],
  ])('room id %j → %j', (raw, expected) => {
    expect(liveIdOf(raw)).toBe(expected);
  });
});

describe('notifications', () => {
  it.each([
    ['{"kind":"report","liveId":504,"reportId":9}', { kind: 'report', liveId: 504, reportId: 9 }],
    ['{"kind":"status","liveId":504,"status":2}', { kind: 'status', liveId: 504, status: 2 }],
    ['{"kind":"discuss","liveId":501,"commentId":3}', { kind: 'discuss', liveId: 501, commentId: 3 }],
    ['{"kind":"status","liveId":504,"status":3}', null],
    ['{"kind":"report","liveId":504}', null],
    ['{"kind":"report","liveId":"504","reportId":9}', null],
    ['{"kind":"delete","liveId":504}', null],
    ['not json', null],
    ['null', null],
    [`{"kind":"report","liveId":504,"reportId":9,"pad":"${'x'.repeat(2000)}"}`, null],
  ])('%s → %j', (payload, expected) => {
    expect(parseLiveEvent(payload)).toEqual(expected);
  });
});

describe('the hub', () => {
  const fakeSocket = () => ({
    OPEN: 1,
    readyState: 1,
    bufferedAmount: 0,
    sent: [] as string[],
    send(frame: string) {
      this.sent.push(frame);
    },
    terminate() {
      this.readyState = 3;
    },
  });

  it('counts a socket’s frames per window and starts again in the next one', () => {
    const hub = new LiveHub({ ...LIVE_LIMITS, maxMessagesPerWindow: 2, windowMs: 1000 });
    const client = hub.add(fakeSocket() as never, 'http://a', '192.0.2.1');
    client.windowStart = 0;
    expect([hub.withinRate(client, 0), hub.withinRate(client, 10), hub.withinRate(client, 20)]).toEqual([true, true, false]);
    expect(hub.withinRate(client, 1000)).toBe(true);
  });

  it('shapes a push once per origin and sends it only to the room', async () => {
    const hub = new LiveHub(LIVE_LIMITS);
    const [a, b, c] = [fakeSocket(), fakeSocket(), fakeSocket()];
    hub.subscribe(hub.add(a as never, 'http://one', '192.0.2.1'), 7);
    hub.subscribe(hub.add(b as never, 'http://two', '192.0.2.1'), 7);
    hub.subscribe(hub.add(c as never, 'http://one', '192.0.2.1'), 8);
    const shaped: string[] = [];
    expect(await hub.publish(7, (origin) => (shaped.push(origin), `frame for ${origin}`))).toBe(2);
    expect(shaped.sort()).toEqual(['http://one', 'http://two']);
    expect([a.sent, b.sent, c.sent]).toEqual([['frame for http://one'], ['frame for http://two'], []]);
  });

  it('terminates instead of sending when the unsent bytes would pass the cap', async () => {
    const hub = new LiveHub({ ...LIVE_LIMITS, maxBufferedBytes: 100 });
    const slow = Object.assign(fakeSocket(), { bufferedAmount: 90 });
    hub.subscribe(hub.add(slow as never, 'http://a', '192.0.2.1'), 7);
    expect(await hub.publish(7, () => 'x'.repeat(20))).toBe(0);
    expect(slow.readyState).toBe(3);
    expect([hub.dropped, hub.clients.size, hub.hasSubscribers(7)]).toEqual([1, 0, false]);
  });
});
