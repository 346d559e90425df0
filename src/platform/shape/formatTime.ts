const BEIJING_OFFSET_MS = 8 * 3600_000;

/** The real platform's time strings are Beijing time with a trailing `.0`: "2020-03-20 16:37:51.0". */
export function formatTime(ms: number | null | undefined, fraction = true): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms)) return '';
  const iso = new Date(ms + BEIJING_OFFSET_MS).toISOString(); // 2020-03-20T16:37:51.000Z
  const text = `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
  return fraction ? `${text}.0` : text;
}

/** "2020/05/11 10:24:48" as the points calls write it. */
export function formatSlashTime(ms: number): string {
  return formatTime(ms, false).replaceAll('-', '/');
}
