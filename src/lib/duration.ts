/**
 * Media duration of SPEC §9: `mm:ss` under an hour, `hh:mm:ss` from an hour. The platform sends
 * seconds as numbers or strings, sometimes already as `mm:ss`; junk shows as 00:00.
 */
import { toNumber } from './toNumber.ts';

const pad = (n: number): string => String(n).padStart(2, '0');

function toSeconds(value: unknown): number {
  if (typeof value === 'string' && /^\d+(?::\d{1,2}){1,2}$/.test(value.trim())) {
    return value
      .trim()
      .split(':')
      .reduce((total, part) => total * 60 + Number(part), 0);
  }
  return toNumber(value);
}

export function formatDuration(value: unknown): string {
  const total = Math.max(0, Math.floor(toSeconds(value)));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return hours > 0 ? `${pad(hours)}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}
