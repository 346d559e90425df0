/**
 * The platform sends counts and ids as numbers, numeric strings, null or nothing (SPEC §3, DESIGN §4).
 * One tolerant conversion so every formatter treats junk the same way: as the fallback.
 */
export function toNumber(value: unknown, fallback = 0): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : fallback;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value.trim());
    return Number.isFinite(parsed) ? parsed : fallback;
  }
  return fallback;
}
