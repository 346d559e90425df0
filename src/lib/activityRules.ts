import { parsePlatformTime } from './platformTime.ts';

/**
 * The activity rules the activity pages apply (SPEC §4–§5), one implementation for loaders, stores
 * and Actions: an activity's progress, the state of its sign-up button, and the check of a sign-up
 * against the activity's own form before it is sent (the platform checks again and has the last
 * word). Pure: the caller passes `now`.
 */

/** SPEC §9: the activity page shows the first 8 entries. */
export const ENTRY_LIST_SIZE = 8;

/** SPEC §4 progress: 未开始, 进行中, 已结束. */
export type ActivityProgress = 'notStarted' | 'inProgress' | 'ended';

/**
 * The sign-up button (SPEC §4–§5), in the order it is decided: 已报名 (signedUp), 活动已结束
 * (ended), 报名未开始 (notStarted), 报名已结束 (signEnded), 名额已满 (full), 立即报名 (open).
 * Only `open` lets the reader sign up.
 */
export type SignUpButtonState = 'signedUp' | 'ended' | 'notStarted' | 'signEnded' | 'full' | 'open';

/** What the rules read of an activity; the catalogue's ActivityItem extends it. Times are the platform's wall-clock strings (UTC+8). */
export interface ActivityFacts {
  startTime: string;
  endTime: string;
  startSignTime: string;
  endSignTime: string;
  /** Places; 0 means no limit. */
  quota: number;
  /** Sign-ups so far. */
  participatorNum: number;
  /** SPEC §3 isbegin: 0 not started, 1 in progress, 2 ended; null when the platform leaves it out (the rules then use the times). */
  isbegin: number | null;
}

const at = (value: string): number | null => parsePlatformTime(value)?.getTime() ?? null;

export function activityProgress(activity: Pick<ActivityFacts, 'startTime' | 'endTime' | 'isbegin'>, now: Date): ActivityProgress {
  const start = at(activity.startTime);
  const end = at(activity.endTime);
  const t = now.getTime();
  if (end !== null && t > end) return 'ended';
  if (start !== null && t < start) return 'notStarted';
  if (start !== null || end !== null) return 'inProgress';
  return activity.isbegin === 2 ? 'ended' : activity.isbegin === 1 ? 'inProgress' : 'notStarted';
}

export function signUpButtonState(activity: ActivityFacts, signedUp: boolean, now: Date): SignUpButtonState {
  if (signedUp) return 'signedUp';
  if (activityProgress(activity, now) === 'ended') return 'ended';
  const t = now.getTime();
  const signStart = at(activity.startSignTime);
  const signEnd = at(activity.endSignTime);
  if (signStart !== null && t < signStart) return 'notStarted';
  if (signEnd !== null && t > signEnd) return 'signEnded';
  if (activity.quota > 0 && activity.participatorNum >= activity.quota) return 'full';
  return 'open';
}

export const canSignUp = (state: SignUpButtonState) => state === 'open';

/** Places left, or null for an activity without a limit. */
export function placesLeft(activity: Pick<ActivityFacts, 'quota' | 'participatorNum'>): number | null {
  return activity.quota > 0 ? Math.max(0, activity.quota - activity.participatorNum) : null;
}

/** A field of the activity's sign-up form (the catalogue's SignFormField). */
export interface FormFieldFacts {
  key: string;
  type: string;
  required: boolean;
  maxLength: number;
  options: string[];
}

export type SignFormProblem = 'required' | 'tooLong' | 'phone' | 'number' | 'choice';

const PHONE = /^1\d{10}$/;

/**
 * The first problem of each field, by key (empty when the sign-up may be sent). Length counts
 * characters as the reader sees them (a Chinese character is one).
 */
export function checkSignForm(fields: readonly FormFieldFacts[], values: Readonly<Record<string, string | undefined>>): Record<string, SignFormProblem> {
  const problems: Record<string, SignFormProblem> = {};
  for (const field of fields) {
    const value = (values[field.key] ?? '').trim();
    if (!value) {
      if (field.required) problems[field.key] = field.type === 'select' ? 'choice' : 'required';
      continue;
    }
    if ([...value].length > field.maxLength) problems[field.key] = 'tooLong';
    else if (field.type === 'phone' && !PHONE.test(value)) problems[field.key] = 'phone';
    else if (field.type === 'number' && !/^\d+$/.test(value)) problems[field.key] = 'number';
    else if (field.type === 'select' && field.options.length > 0 && !field.options.includes(value)) problems[field.key] = 'choice';
  }
  return problems;
}
