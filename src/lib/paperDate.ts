/**
 * The digital paper's dates. The page address carries an issue date as `2024-06-01` or `20240601`
 * (both forms occur in shared links); the platform answers with `2024-06-01`, `2024-06-01 00:00:00.0`
 * or `20240601`. One spelling, YYYY-MM-DD, is used everywhere after this.
 */
const DATE = /^(\d{4})-?(\d{2})-?(\d{2})(?:[ T].*)?$/;

/** YYYY-MM-DD for a real calendar date, else null. */
export function paperDateOf(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const match = DATE.exec(String(value).trim());
  if (!match) return null;
  const [, y, m, d] = match as unknown as [string, string, string, string];
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  if (date.getUTCFullYear() !== Number(y) || date.getUTCMonth() !== Number(m) - 1 || date.getUTCDate() !== Number(d)) return null;
  if (Number(y) < 1900 || Number(y) > 2999) return null;
  return `${y}-${m}-${d}`;
}

/** A layout code of the address ("01".."99"), else null. */
export function paperLayoutCodeOf(value: unknown): string | null {
  return typeof value === 'string' && /^\d{1,3}$/.test(value) ? value : null;
}

/** An article's hot area on the layout picture, in the picture's pixels, from "x1,y1,x2,y2". Null when it does not read. */
export function hotAreaOf(mapping: string): { x: number; y: number; width: number; height: number } | null {
  const parts = mapping
    .split(/[,，\s]+/)
    .filter(Boolean)
    .map(Number);
  if (parts.length !== 4 || parts.some((n) => !Number.isFinite(n) || n < 0 || n > 100_000)) return null;
  const [x1, y1, x2, y2] = parts as [number, number, number, number];
  if (x2 <= x1 || y2 <= y1) return null;
  return { x: x1, y: y1, width: x2 - x1, height: y2 - y1 };
}

/** A layout picture's size: the platform's own fields, else the `_WxH` of its file name, else 600×800 (the common scan ratio). */
export function pictureSizeOf(picture: string, width = 0, height = 0): { width: number; height: number } {
  if (width > 0 && height > 0) return { width, height };
  const match = /_(\d{2,5})x(\d{2,5})\.\w+(?:$|\?)/.exec(picture);
  return match ? { width: Number(match[1]), height: Number(match[2]) } : { width: 600, height: 800 };
}
