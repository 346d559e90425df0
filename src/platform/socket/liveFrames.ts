/**
 * The live socket's frames (docs/decisions/090): JSON text both ways. Server → client
 * `{ type, code, data }`; client → server only `ping` and `live_status_subscribe`. Anything else a
 * client sends is ignored, never answered with something a client would act on.
 */

export type ServerFrameType = 'ping' | 'live_status_subscribe' | 'live_status' | 'live_reporting' | 'live_discuss';

export type ClientFrame = { type: 'ping' } | { type: 'subscribe'; liveId: number };

/** Live room ids are positive integers that fit the database's integer column. */
const MAX_ID = 2_147_483_647;

export function serverFrame(type: ServerFrameType, data: Record<string, unknown>, code = 200): string {
  return JSON.stringify({ type, code, data });
}

/** A live room id as a client may send it: a number or a string of digits. */
export function liveIdOf(raw: unknown): number | null {
  const value = typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : raw;
  return typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= MAX_ID ? value : null;
}

/** A client's text frame, or null when it is not JSON, not an object, of an unknown type or without a valid room id. */
export function parseClientFrame(text: string): ClientFrame | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { type, data } = value as { type?: unknown; data?: unknown };
  if (type === 'ping') return { type: 'ping' };
  if (type !== 'live_status_subscribe' || typeof data !== 'object' || data === null) return null;
  const liveId = liveIdOf((data as { liveId?: unknown }).liveId);
  return liveId === null ? null : { type: 'subscribe', liveId };
}
