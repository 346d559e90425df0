/**
 * Page views (docs/decisions/164): which routes record a view, of which id and object type (the
 * route table's `view` rows), the platform's record of each event, the device record once per
 * browser, and the payloads the catalogue sends for them (SPEC §7).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROUTES, routeByName } from '../../../src/routes.ts';
import { loadsPageView, pageViewOf, type PageView } from '../../../src/lib/pageView.ts';
import { recordedEventOf } from '../../../src/platform/routes/base/eventRecords.ts';
import { recordDeviceOnce, VIRTUAL_UID_KEY, VIRTUAL_UID_TTL_MS } from '../../../src/browser/deviceRecord.ts';
import { callWrappers } from '../../../src/catalogue/callWrappers.ts';
import type { CatalogueEngine } from '../../../src/catalogue/catalogueEngine.ts';
import { ok, type Result } from '../../../src/catalogue/result.ts';
import type { KeyValueStorage } from '../../../src/lib/expiringStorage.ts';

describe('pageViewOf: the object type by route', () => {
  it.each<[string, Record<string, string>, PageView | null]>([
    ['activityDetail', { id: '5' }, { id: 5, type: 4, article: false }],
    ['columnDetail', { columnId: '15' }, { id: 15, type: 5, article: false }],
    ['columnDetail', { columnId: '15', id: '16' }, { id: 16, type: 5, article: false }],
    ['columnShare', { parentId: '1', id: '16' }, { id: 16, type: 5, article: false }],
    ['circleDetail', { id: '3' }, { id: 3, type: 18, article: false }],
    ['paperSharePage', { time: '2024-06-01', paperId: '2', layout: '02' }, { id: 2, type: 7, article: false }],
    ['paperSharePage', { time: '2024-06-01' }, null],
    ['newsDetail', { columnId: '1', id: '9' }, { id: 9, type: null, article: true }],
    ['linkDetail', { id: '9' }, { id: 9, type: null, article: true }],
    // A route with an id and no object type: the big-data page view only.
    ['xyDetail', { id: '8' }, { id: 8, type: null, article: false }],
    ['liveDetail', { linkID: '2', id: '9' }, { id: 9, type: null, article: false }],
    ['topicDetail', { id: '8' }, { id: 8, type: null, article: false }],
    // No id, or an id that is none.
    ['home', {}, null],
    ['activityDetail', {}, null],
    ['activityDetail', { id: '0' }, null],
    ['activityDetail', { id: '-1' }, null],
    ['activityDetail', { id: 'abc' }, null],
    ['activityDetail', { id: '9'.repeat(16) }, null],
    ['circleDetail', { id: '3 or 1=1' }, null],
  ])('%s %o → %o', (name, params, expected) => {
    expect(pageViewOf(routeByName(name), params)).toEqual(expected);
  });

  it('no route: no view', () => expect(pageViewOf(null, { id: '5' })).toBeNull());

  it('every route with an id records a view; every view row names parameters the route has', () => {
    for (const route of ROUTES) {
      const names = route.view?.params ?? ['id'];
      for (const name of names)
        if (route.view)
          expect(
            route.params.map((param) => param.name),
            route.name,
          ).toContain(name);
      if (route.params.some((param) => param.name === 'id')) expect(pageViewOf(route, { id: '1', columnId: '1', paperId: '1' }), route.name).not.toBeNull();
    }
  });
});

describe('loadsPageView: only a page with a view to record pays for the script', () => {
  const BIG_DATA = 'https://bd.example.com';
  it.each<[string, string, Record<string, string>, string | undefined, boolean]>([
    ['an activity', 'activityDetail', { id: '5' }, undefined, true],
    ['a circle', 'circleDetail', { id: '3' }, undefined, true],
    ['a route with an id and no object type, big-data off', 'activityApply', { linkID: '0', id: '607' }, undefined, false],
    ['a route with an id and no object type, big-data on (SPEC §7)', 'activityApply', { linkID: '0', id: '607' }, BIG_DATA, true],
    ['an article: <article-open> records it', 'newsDetail', { columnId: '3', id: '1001' }, BIG_DATA, false],
    ['a route without an id', 'home', {}, BIG_DATA, false],
    ['a charge-off page (no id parameter)', 'writeOff', { activityID: '601', registCode: 'X' }, BIG_DATA, false],
  ])('%s', (_name, route, params, bigData, expected) => {
    expect(loadsPageView(pageViewOf(routeByName(route), params), bigData)).toBe(expected);
  });
});

describe('recordedEventOf: what the bundled platform keeps of an event', () => {
  it.each<[number, number, string | null]>([
    [4, 3, 'event:4:3'],
    [5, 3, 'event:5:3'],
    [7, 3, 'event:7:3'],
    [18, 3, 'event:18:3'],
    [8, 0, 'event:8:0'],
    [9, 2, 'event:9:2'],
    [20, 12, 'event:20:12'],
    [20, 3, null],
    [4, 12, null],
    [4, 99, null],
    // Counted elsewhere (articles, comments, lives) or unknown: no record.
    [0, 3, null],
    [1, 1, null],
    [3, 3, null],
    [10, 3, null],
    [50, 3, null],
  ])('type %d, eventType %d → %s', (type, eventType, expected) => expect(recordedEventOf(type, eventType)).toBe(expected));
});

describe('recordDeviceOnce: the device record once per browser', () => {
  const sent: { url: string; body: string }[] = [];
  afterEach(() => {
    sent.length = 0;
    vi.unstubAllGlobals();
  });
  function stubBeacon() {
    vi.stubGlobal('navigator', {
      sendBeacon: (url: string, body: Blob) => {
        void body.text().then((text) => sent.push({ url, body: text }));
        return true;
      },
    });
  }
  const mapStorage = (): KeyValueStorage & { map: Map<string, string> } => {
    const map = new Map<string, string>();
    return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('a new browser makes a 32-hex virtualUid, keeps it and records it; its next pages record nothing', async () => {
    stubBeacon();
    const storage = mapStorage();
    recordDeviceOnce(1, storage, 1_000);
    recordDeviceOnce(1, storage, 2_000);
    await settle();
    expect(sent).toHaveLength(1);
    const body = JSON.parse(sent[0]!.body) as { virtualUid: string; channel: number };
    expect(sent[0]!.url).toMatch(/\/_actions\/analytics\.device$/);
    expect(body.virtualUid).toMatch(/^[0-9a-f]{32}$/);
    expect(body.channel).toBe(1);
    expect(JSON.parse(storage.map.get(VIRTUAL_UID_KEY)!)).toEqual({ value: body.virtualUid, expires: 1_000 + VIRTUAL_UID_TTL_MS });
  });

  it('after its year the device is recorded again under a new id', async () => {
    stubBeacon();
    const storage = mapStorage();
    recordDeviceOnce(3, storage, 0);
    recordDeviceOnce(3, storage, VIRTUAL_UID_TTL_MS + 1);
    await settle();
    expect(sent).toHaveLength(2);
    expect(sent[0]!.body).not.toBe(sent[1]!.body);
  });

  it.each<[string, KeyValueStorage | null]>([
    ['no storage', null],
    [
      'storage that throws',
      {
        getItem: () => {
          throw new Error('blocked');
        },
        setItem: () => {
          throw new Error('blocked');
        },
        removeItem: () => undefined,
      },
    ],
    ['storage that keeps nothing (full)', { getItem: () => null, setItem: () => undefined, removeItem: () => undefined }],
  ])('%s: nothing is sent, as the next page could not tell', async (_name, storage) => {
    stubBeacon();
    recordDeviceOnce(1, storage);
    await settle();
    expect(sent).toHaveLength(0);
  });
});

describe('the event payloads (SPEC §7)', () => {
  function engine() {
    const call = vi.fn<(name: string, payload: unknown, options?: unknown) => Promise<Result<unknown>>>(async () => ok(true));
    const config = { appID: 'app1', siteId: 1, device: 'h5', curVersions: 1 };
    return { call, wrappers: callWrappers({ call, config, getSiteConfig: vi.fn() } as unknown as CatalogueEngine) };
  }

  it('the device record: type 20, eventType 12, userID 0, the device id as userOtherID', async () => {
    const { call, wrappers } = engine();
    await wrappers.recordDevice({ userOtherID: 'ab'.repeat(16), channel: 3, deviceInfo: 'Mozilla/5.0' });
    expect(call).toHaveBeenCalledWith(
      'event',
      { type: 20, eventType: 12, userOtherID: 'ab'.repeat(16), channel: 3, appVersion: '1', appID: 'app1', siteID: 1, device: 'h5', userID: 0, deviceInfo: 'Mozilla/5.0' },
      {},
    );
  });

  it.each([4, 5, 7, 18])('a view of object type %d: id, type, eventType 3, channel', async (type) => {
    const { call, wrappers } = engine();
    await wrappers.sendEvent({ id: 42, type, eventType: 3, channel: 1 });
    expect(call).toHaveBeenCalledWith('event', { appID: 'app1', id: 42, type, eventType: 3, channel: 1, userID: undefined, userOtherID: undefined }, {});
  });
});
