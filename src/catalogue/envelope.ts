/**
 * Reads the platform's wrappers (PLATFORM.md §4.1, §4.4) into one of three outcomes. Status
 * meanings follow SPEC §8: 0 with data → data; 0 without data or 1 → empty; anything else → a
 * status for the error catalogue. Bodies without an envelope (no curVersions, saveActivity, a raw
 * `true`) are data as they are.
 */
/** `reason`: the SSO's i18n key of a refusal (`msg`, PLATFORM.md §4.4: `name_or_pwd_error`), when it sent one. */
export type Envelope = { type: 'data'; data: unknown } | { type: 'empty' } | { type: 'status'; status: number; message: unknown; reason?: string };

/** The SSO names why it refused in `msg` as an i18n key; a sentence there is no key. */
function reasonOf(body: Record<string, unknown>): string | undefined {
  return typeof body.msg === 'string' && /^[a-z][a-z_]{1,63}$/.test(body.msg) ? body.msg : undefined;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** null, '', "empty" (a missing article) and {} carry nothing. */
export function isEmptyPayload(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '' || value === 'empty';
  if (isObject(value)) return Object.keys(value).length === 0;
  return false;
}

function statusOf(value: unknown): number | null {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^-?\d+$/.test(value.trim())) return Number(value);
  return null;
}

const ENVELOPE_KEYS = new Set(['status', 'message', 'msg', 'data', 'value', 'code', 'path', 'error', 'timestamp']);

export function readEnvelope(body: unknown): Envelope {
  if (isObject(body)) {
    const status = statusOf(body.status);
    // A bare `{status: 10111}` is an envelope too; a payload that merely has a status field
    // among others (delMyDiscuss's inner answer is unwrapped by then) is not.
    const wrapped = status !== null && ('data' in body || 'message' in body || 'msg' in body || 'value' in body || Object.keys(body).every((key) => ENVELOPE_KEYS.has(key)));
    if (wrapped) {
      // The SSO envelope repeats the payload as `value`; app_if uses `data`.
      const data = body.data !== undefined ? body.data : body.value;
      const message = body.message ?? body.msg ?? body.error;
      if (status === 0) return isEmptyPayload(data) && !Array.isArray(data) ? { type: 'empty' } : { type: 'data', data };
      if (status === 1) return { type: 'empty' };
      if (status < 0 && !isEmptyPayload(data)) return { type: 'data', data };
      return { type: 'status', status, message, reason: reasonOf(body) };
    }
    // An SSO answer that only has the old `code` field: 1 success, 0 failure.
    const code = statusOf(body.code);
    if (status === null && (code === 0 || code === 1) && 'value' in body && 'msg' in body) {
      if (code === 1) return isEmptyPayload(body.value) ? { type: 'empty' } : { type: 'data', data: body.value };
      return { type: 'status', status: -1, message: body.msg, reason: reasonOf(body) };
    }
  }
  if (isEmptyPayload(body) && !isObject(body)) return { type: 'empty' };
  return { type: 'data', data: body };
}
