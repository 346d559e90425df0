/** Subscriptions to 翔宇号 accounts across the server/browser line: what the `subscription.*` Actions answer. */
import type { ActionReaction } from './platformErrors.ts';

export type SubscribeOutcome = 'subscribed' | 'unsubscribed' | 'loginRequired' | 'failed';

/** `subscription.toggle`; a platform error the page must react to comes as `pageReaction` (SPEC §8). */
export interface SubscribeAnswer extends ActionReaction {
  outcome: SubscribeOutcome;
}

/** `subscription.state`. */
export interface SubscriptionState {
  loggedIn: boolean;
  /** The asked ids this reader subscribes to. */
  subscribed: number[];
}
