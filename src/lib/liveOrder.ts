/**
 * The live room's one order (docs/decisions/151): every report and live-room comment is placed by
 * the platform's own publish time, then by its id. Both come from the real platform (liveView's
 * `publishtime` and `fileId`, discussView's `created` and `id`); the bundled platform adds nothing.
 * Pushes, catch-up reads and polls are merged with this rule, so the same item arriving twice, or
 * out of order, lands once and in its place.
 */

/** A platform time (`2024-05-06 09:07:51.0`, `2024-05-06T09:07:51`, …) as 14 comparable digits; '' when it has none. */
export function orderTime(value: string): string {
  const parts = value.match(/\d+/g);
  if (!parts || parts.length < 3) return '';
  const [year = '', month = '', day = '', hour = '0', minute = '0', second = '0'] = parts;
  const two = (part: string) => part.padStart(2, '0').slice(-2);
  return `${year.padStart(4, '0').slice(-4)}${two(month)}${two(day)}${two(hour)}${two(minute)}${two(second)}`;
}

export interface Ordered {
  id: number;
  time: string;
}

/** Newer first: a later time first; with the same time, or when either has none, the larger id. */
export function newerFirst(a: Ordered, b: Ordered): number {
  const ta = orderTime(a.time);
  const tb = orderTime(b.time);
  if (ta && tb && ta !== tb) return ta > tb ? -1 : 1;
  return b.id - a.id;
}

/**
 * `incoming` merged into `known` (both newest first): one item per id (the later copy wins, so an
 * edited report replaces its old text), newest first, at most `limit`.
 */
export function mergeNewestFirst<T>(known: readonly T[], incoming: readonly T[], order: (item: T) => Ordered, limit: number): T[] {
  const byId = new Map<number, T>();
  for (const item of known) byId.set(order(item).id, item);
  for (const item of incoming) byId.set(order(item).id, item);
  return [...byId.values()].sort((a, b) => newerFirst(order(a), order(b))).slice(0, limit);
}
