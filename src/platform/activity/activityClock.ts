import { DEMO_IDS } from '../seed/demoIds.ts';

/**
 * The demo clock of activities and votes (docs/decisions/098). The seed writes their times as at its
 * base day, so the seed stays the same on every run; the platform shows them moved forward by whole
 * days to the current day, so the demo's "in progress" activity is in progress whenever the demo
 * runs. Every read and every rule of activities and votes goes through `shownTime`.
 */
const DAY_MS = 86_400_000;

export function activityClockShift(now = Date.now()): number {
  return Math.max(0, Math.floor((now - DEMO_IDS.baseTime) / DAY_MS)) * DAY_MS;
}

export function shownTime(stored: number, now = Date.now()): number {
  return stored + activityClockShift(now);
}

/** The activity's dates as shown, in epoch ms. */
export interface ActivityTimes {
  startTime: number;
  endTime: number;
  signStartTime: number;
  signEndTime: number;
}

export function shownTimes(row: ActivityTimes, now = Date.now()): ActivityTimes {
  const shift = activityClockShift(now);
  return { startTime: row.startTime + shift, endTime: row.endTime + shift, signStartTime: row.signStartTime + shift, signEndTime: row.signEndTime + shift };
}

/** SPEC §3 `isbegin`: 0 not started, 1 in progress, 2 ended (the activity itself, not its sign-up). */
export function isbeginOf(times: ActivityTimes, now = Date.now()): 0 | 1 | 2 {
  if (now < times.startTime) return 0;
  return now > times.endTime ? 2 : 1;
}
