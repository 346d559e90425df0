/** An activity's sign-up across the server/browser line: what `activity.signUp` answers (and the apply page shows without JavaScript). */
import type { SignFormProblem } from '../lib/activityRules.ts';

export type SignUpOutcome = 'signedUp' | 'refused' | 'invalid' | 'loginRequired' | 'failed' | 'notFound';

export interface SignUpAnswer {
  outcome: SignUpOutcome;
  /** The platform's own message (请不要重复报名, 活动名额已满，请下次再来…) when it refused. */
  message: string;
  /** The first problem of each field, by key. */
  problems: Record<string, SignFormProblem>;
  /** What the reader typed, to fill the form again after a refusal. */
  values: Record<string, string>;
  registCode: string;
}
