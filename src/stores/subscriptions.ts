/**
 * `$subscriptions`: whether this reader subscribes to each 翔宇号 account (by xyID), shared by every
 * subscribe button of a page. UI-free: the server is reached through an injected
 * `SubscriptionsApi` (Astro Actions in the browser), so the rules are testable without one.
 * A tap flips the flag at once (optimistic) and rolls it back when the platform refuses or the
 * request fails; an anonymous reader is asked to log in, with the flag unchanged.
 */
import { atom, map } from 'nanostores';
import type { SubscribeAnswer, SubscribeOutcome, SubscriptionState } from '../contracts/subscription.ts';

export interface SubscriptionsApi {
  toggle(id: number, on: boolean): Promise<SubscribeAnswer>;
  state(ids: number[]): Promise<SubscriptionState | null>;
}

/** What the list's status line says: a message name, and whether to offer the login link. */
export interface SubscriptionNotice {
  key: 'loginRequired' | 'failed' | 'subscribed' | 'unsubscribed';
  login: boolean;
  /** Changes on every notice so the same text is announced again. */
  seq: number;
}

/** xyID → subscribed. Absent: not known yet (the page's HTML says). */
export const $subscriptions = map<Record<string, boolean>>({});
/** Accounts with a toggle on its way. */
export const $subscriptionBusy = map<Record<string, boolean>>({});
export const $subscriptionNotice = atom<SubscriptionNotice | null>(null);

let seq = 0;
/** Ids tapped since the state was asked: their answer is newer than the state's. */
const tapped = new Set<number>();

const notify = (key: SubscriptionNotice['key'], login = false) => $subscriptionNotice.set({ key, login, seq: ++seq });

export function isSubscribed(id: number): boolean | undefined {
  return $subscriptions.get()[String(id)];
}

/** Flags the server rendered (a reader's own page) or the page knows otherwise. */
export function seedSubscriptions(flags: Record<number, boolean>): void {
  for (const [id, on] of Object.entries(flags)) if ($subscriptions.get()[id] === undefined) $subscriptions.setKey(id, on);
}

/**
 * After hydration: the reader's real flags for these accounts (the HTML is the same for everyone).
 * A tap that happened meanwhile wins. Returns whether the reader is logged in (null: unknown).
 */
export async function loadSubscriptionState(api: SubscriptionsApi, ids: readonly number[]): Promise<boolean | null> {
  const unique = [...new Set(ids)].filter((id) => Number.isSafeInteger(id) && id > 0);
  if (unique.length === 0) return null;
  const state = await api.state(unique).catch(() => null);
  if (!state) return null;
  const on = new Set(state.subscribed);
  for (const id of unique) if (!tapped.has(id)) $subscriptions.setKey(String(id), state.loggedIn && on.has(id));
  return state.loggedIn;
}

/**
 * Subscribe (topicSub) or cancel (topicSubCancel) one account, optimistic with rollback. A second
 * tap while the first is on its way is ignored. `fallback` is the flag the HTML shows when the
 * store does not know the account yet.
 */
export async function toggleSubscription(api: SubscriptionsApi, id: number, fallback = false): Promise<SubscribeOutcome | 'busy'> {
  const key = String(id);
  if ($subscriptionBusy.get()[key]) return 'busy';
  tapped.add(id);
  const before = isSubscribed(id) ?? fallback;
  const wanted = !before;
  $subscriptionBusy.setKey(key, true);
  $subscriptions.setKey(key, wanted);
  const answer = await api.toggle(id, wanted).catch((): SubscribeAnswer => ({ outcome: 'failed' }));
  $subscriptionBusy.setKey(key, false);
  if (answer.outcome === 'loginRequired' || answer.outcome === 'failed') {
    $subscriptions.setKey(key, before);
    notify(answer.outcome, answer.outcome === 'loginRequired');
    return answer.outcome;
  }
  $subscriptions.setKey(key, answer.outcome === 'subscribed');
  notify(answer.outcome);
  return answer.outcome;
}

/** Tests only: forget this page's state. */
export function resetSubscriptions(): void {
  $subscriptions.set({});
  $subscriptionBusy.set({});
  $subscriptionNotice.set(null);
  tapped.clear();
  seq = 0;
}
