/**
 * The device record (SPEC §7: event type 20, eventType 12) once per device (docs/decisions/164),
 * sent by `<page-view>` (pageViewed.ts) on the reader's first touch. An article page does not
 * send it: its JavaScript before the first touch is at its budget (ADR 164).
 */
import { readExpiring, writeExpiring, type KeyValueStorage } from '../lib/expiringStorage.ts';
import { beacon, json } from './articleOpened.ts';

/** The `analytics.device` Action: the device record. */
const DEVICE_ENDPOINT = `${import.meta.env.BASE_URL}/_actions/analytics.device`;
/** SPEC §3's local storage key: this browser's anonymous id, made with its device record (docs/decisions/164). */
export const VIRTUAL_UID_KEY = 'virtualUid';
/** A device is recorded again after a year: the id is kept no longer than that. */
export const VIRTUAL_UID_TTL_MS = 365 * 86_400_000;

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
