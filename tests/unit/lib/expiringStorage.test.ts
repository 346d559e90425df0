import { describe, expect, it } from 'vitest';
import { readExpiring, removeStored, writeExpiring } from '../../../src/lib/expiringStorage.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return { values, getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), removeItem: (key: string) => void values.delete(key) };
}

describe('stored values with an expiry (SPEC §3)', () => {
  it('reads a value until it expires, then removes it', () => {
    const storage = memoryStorage();
    writeExpiring(storage, 'k', 'v', 1000, 5000);
    expect(storage.values.get('k')).toBe('{"value":"v","expires":6000}');
    expect(readExpiring(storage, 'k', 5999)).toBe('v');
    expect(readExpiring(storage, 'k', 6000)).toBeNull();
    expect(storage.values.has('k')).toBe(false);
  });

  it.each(['plain', '{"value":1,"expires":9}', '{"value":"v"}', 'null', '{'])('%s is no value (and is removed)', (raw) => {
    const storage = memoryStorage({ k: raw });
    expect(readExpiring(storage, 'k', 0)).toBeNull();
    expect(storage.values.has('k')).toBe(false);
  });

  it('missing or throwing storage reads as absent and writes nowhere', () => {
    const blocked = () => {
      throw new Error('QuotaExceededError');
    };
    const throwing = { getItem: blocked, setItem: blocked, removeItem: blocked };
    expect(() => writeExpiring(throwing, 'k', 'v', 1, 0)).not.toThrow();
    expect(readExpiring(throwing, 'k', 0)).toBeNull();
    expect(() => removeStored(throwing, 'k')).not.toThrow();
    expect(readExpiring(null, 'k', 0)).toBeNull();
  });
});
