/**
 * The records of a page view (docs/decisions/164), loaded by `<page-view>` (PageView.ts) after the
 * reader's first touch or when the browser is idle, and by an article's `<article-open>`: the view
 * event with the route's object type, the big-data page view (SPEC §7, `aid`), and the device
 * record once per device (SPEC §7: event type 20, eventType 12). All are beacons: a view needs no
 * answer, and SPEC §8 keeps analytics failures silent.
 */
import { readExpiring, writeExpiring, type KeyValueStorage } from '../lib/expiringStorage.ts';
import { EVENT_CHANNEL } from '../lib/constants.ts';
import { readerContext } from './readerContext.ts';

/** The `analytics.pageView` Action: a view event of an object that is not an article. */
const VIEW_ENDPOINT = `${import.meta.env.BASE_URL}/_actions/analytics.pageView`;
/** The `analytics.device` Action: the device record. */
const DEVICE_ENDPOINT = `${import.meta.env.BASE_URL}/_actions/analytics.device`;
/** SPEC §3's local storage key: this browser's anonymous id, made with its device record (docs/decisions/164). */
export const VIRTUAL_UID_KEY = 'virtualUid';
/** A device is recorded again after a year: the id is kept no longer than that. */
export const VIRTUAL_UID_TTL_MS = 365 * 86_400_000;

export function beacon(endpoint: string, body: Blob): void {
  // A beacon (or a keep-alive POST) finishes even if the reader leaves at once. The beacon comes
  // first: Chromium never reports a keep-alive fetch whose answer is no-store (as every Action's is)
  // as finished, so the page would never look idle.
  try {
    if (navigator.sendBeacon?.(endpoint, body)) return;
  } catch {
    // A beacon refused (e.g. by a policy): fall back to the keep-alive fetch.
  }
  void fetch(endpoint, { method: 'POST', body, keepalive: true, headers: { 'content-type': body.type } }).catch(() => undefined);
}

export const json = (value: unknown) => new Blob([JSON.stringify(value)], { type: 'application/json' });

/** The big-data host's page view (SPEC §7: outside the native client, sending `aid`); an article adds its click. */
export function sendBigData(baseUrl: string, id: number, channel: number, paths: readonly string[] = ['pageView']): void {
  if (channel === EVENT_CHANNEL.nativeApp) return;
  for (const path of paths)
    beacon(`${baseUrl}/${path}`, new Blob([new URLSearchParams({ aid: String(id), url: location.href.split('#')[0] ?? '' }).toString()], { type: 'application/x-www-form-urlencoded' }));
}

function localStore(): KeyValueStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** 32 hex digits from the browser's random source (randomUUID needs a secure context; this does not). */
function newVirtualUid(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The device record, once per device: a browser without `virtualUid` makes one, keeps it, and
 * records the device under it. A browser that cannot keep it (storage blocked or full) records
 * nothing, as it could not tell its next page from a new device.
 */
export function recordDeviceOnce(channel: number, storage = localStore(), now = Date.now()): void {
  if (!storage || readExpiring(storage, VIRTUAL_UID_KEY, now) !== null) return;
  const virtualUid = newVirtualUid();
  writeExpiring(storage, VIRTUAL_UID_KEY, virtualUid, VIRTUAL_UID_TTL_MS, now);
  if (readExpiring(storage, VIRTUAL_UID_KEY, now) !== virtualUid) return;
  beacon(DEVICE_ENDPOINT, json({ virtualUid, channel }));
}

/** `<page-view>`'s records: the device once, then the view of the route's object, when it names one. */
export function pageViewed(element: HTMLElement): void {
  const { channel } = readerContext({ isShare: element.dataset.isShare === 'true', nativeAppMarker: element.dataset.nativeMarker ?? '' });
  recordDeviceOnce(channel);
  const id = Number(element.dataset.id);
  if (!Number.isSafeInteger(id) || id <= 0) return;
  const type = Number(element.dataset.objectType);
  if (element.dataset.objectType && Number.isInteger(type)) beacon(VIEW_ENDPOINT, json({ id, type, channel }));
  if (element.dataset.bigData) sendBigData(element.dataset.bigData, id, channel);
}
