/** Subscriptions to 翔宇号 accounts across the server/browser line: what the `subscription.*` Actions answer. */
import type { ClientCatalogueError } from './platformErrors.ts';

export type SubscribeOutcome = 'subscribed' | 'unsubscribed' | 'loginRequired' | 'failed';

/** `subscription.toggle`. */
export interface SubscribeAnswer {
  outcome: SubscribeOutcome;
  /** A platform error the page must react to (SPEC §8), e.g. a login the host app must refresh. */
  error: ClientCatalogueError | null;
}

/** `subscription.state`. */
export interface SubscriptionState {
  loggedIn: boolean;
  /** The asked ids this reader subscribes to. */
  subscribed: number[];
}
