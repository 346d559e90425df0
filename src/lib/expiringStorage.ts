/**
 * SPEC §3: the browser's stored values "may carry an expiry" (DESIGN §4: the expiry wrapper). A
 * value is kept as `{"value":…,"expires":<ms>}`; an expired one reads as absent and is removed. The
 * storage arrives injected (localStorage, sessionStorage, a Map in tests) and may be missing or
 * throw — private modes and full quotas do — so every call here swallows that and reads as absent.
 */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

interface Wrapped {
  value: string;
  expires: number;
}

function unwrap(raw: string): Wrapped | null {
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { value, expires } = parsed as Record<string, unknown>;
    return typeof value === 'string' && typeof expires === 'number' ? { value, expires } : null;
  } catch {
    return null;
  }
}

/** The stored value, or null when absent, expired, malformed or unreadable. */
export function readExpiring(storage: KeyValueStorage | null, key: string, now: number): string | null {
  try {
    const raw = storage?.getItem(key);
    if (raw === null || raw === undefined) return null;
    const wrapped = unwrap(raw);
    if (wrapped && wrapped.expires > now) return wrapped.value;
    storage?.removeItem(key);
    return null;
  } catch {
    return null;
  }
}

export function writeExpiring(storage: KeyValueStorage | null, key: string, value: string, ttlMs: number, now: number): void {
  try {
    storage?.setItem(key, JSON.stringify({ value, expires: now + ttlMs } satisfies Wrapped));
  } catch {
    // Storage full or blocked: the value lives only as long as the page.
  }
}

export function removeStored(storage: KeyValueStorage | null, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Blocked storage held nothing to remove.
  }
}
