/**
 * The periods of the rank list (xyRank `type`: 0 this week, 1 last week, 2 this month, 3 last month)
 * in China time, as the newsroom counts them. A vote belongs to the week it was cast in; a month
 * counts the votes cast inside it (docs/decisions/103).
 */
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const CHINA_OFFSET = 8 * HOUR;
/** Monday 1970-01-05 00:00 in China. */
const FIRST_MONDAY = Date.UTC(1970, 0, 5) - CHINA_OFFSET;

export type RankType = 0 | 1 | 2 | 3;

/** The rank week of a moment: whole weeks since FIRST_MONDAY. */
export function rankWeek(now: number): number {
  return Math.floor((now - FIRST_MONDAY) / WEEK);
}

/** The half-open span [from, to) of epoch ms a rank type counts. */
export function rankSpan(type: RankType, now: number): { from: number; to: number } {
  if (type === 0 || type === 1) {
    const week = rankWeek(now) - type;
    const from = FIRST_MONDAY + week * WEEK;
    return { from, to: from + WEEK };
  }
  const local = new Date(now + CHINA_OFFSET);
  const month = local.getUTCMonth() - (type === 3 ? 1 : 0);
  const from = Date.UTC(local.getUTCFullYear(), month, 1) - CHINA_OFFSET;
  const to = Date.UTC(local.getUTCFullYear(), month + 1, 1) - CHINA_OFFSET;
  return { from, to };
}
