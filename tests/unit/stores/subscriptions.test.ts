import { beforeEach, describe, expect, it } from 'vitest';
import {
  $subscriptionBusy,
  $subscriptionNotice,
  $subscriptions,
  isSubscribed,
  loadSubscriptionState,
  resetSubscriptions,
  seedSubscriptions,
  toggleSubscription,
  type SubscriptionsApi,
} from '../../../src/stores/subscriptions.ts';
import type { SubscribeAnswer, SubscriptionState } from '../../../src/contracts/subscription.ts';
import type { ClientCatalogueError } from '../../../src/contracts/platformErrors.ts';

/** An Actions stand-in whose answers the test releases by hand, recording what was asked. */
function fakeApi(state: SubscriptionState | null = { loggedIn: true, subscribed: [] }) {
  const calls: { id: number; on: boolean }[] = [];
  let release: (answer: SubscribeAnswer | Error) => void = () => undefined;
  const api: SubscriptionsApi = {
    toggle: (id, on) => {
      calls.push({ id, on });
      return new Promise((resolve, reject) => {
        release = (answer) => (answer instanceof Error ? reject(answer) : resolve(answer));
      });
    },
    state: async () => state,
  };
  return { api, calls, answer: (answer: SubscribeAnswer | Error) => release(answer) };
}

const EXPIRED: ClientCatalogueError = { kind: 'tokenExpired', code: 10111, messageKey: 'error.loginExpired', message: null, reaction: { type: 'askAppRefresh' } };

beforeEach(() => resetSubscriptions());

describe('toggleSubscription: optimistic, rolled back on failure', () => {
  it.each([
    ['subscribe succeeds', false, { outcome: 'subscribed' }, true, true, 'subscribed'],
    ['cancel succeeds', true, { outcome: 'unsubscribed' }, false, false, 'unsubscribed'],
    ['subscribe refused by the platform: rolled back', false, { outcome: 'failed' }, true, false, 'failed'],
    ['cancel refused: rolled back to subscribed', true, { outcome: 'failed' }, false, true, 'failed'],
    ['anonymous: rolled back, login offered', false, { outcome: 'loginRequired' }, true, false, 'loginRequired'],
    ['network failure: rolled back', false, new Error('offline'), true, false, 'failed'],
  ] as const)('%s', async (_name, before, answer, optimistic, after, notice) => {
    seedSubscriptions({ 301: before });
    const fake = fakeApi();
    const done = toggleSubscription(fake.api, 301);
    expect(isSubscribed(301)).toBe(optimistic);
    expect($subscriptionBusy.get()['301']).toBe(true);
    expect(fake.calls).toEqual([{ id: 301, on: !before }]);
    fake.answer(answer instanceof Error ? answer : { ...answer });
    await done;
    expect(isSubscribed(301)).toBe(after);
    expect($subscriptionBusy.get()['301']).toBe(false);
    expect($subscriptionNotice.get()).toMatchObject({ key: notice, login: notice === 'loginRequired' });
  });

  it('the HTML’s flag is the starting point for an account the store does not know', async () => {
    const fake = fakeApi();
    const done = toggleSubscription(fake.api, 302, true);
    expect(fake.calls).toEqual([{ id: 302, on: false }]);
    fake.answer({ outcome: 'failed' });
    await done;
    expect(isSubscribed(302)).toBe(true);
  });

  it('a second tap while the first is on its way is ignored; another account is not', async () => {
    const fake = fakeApi();
    const first = toggleSubscription(fake.api, 301);
    expect(await toggleSubscription(fake.api, 301)).toBe('busy');
    expect(fake.calls).toHaveLength(1);
    fake.answer({ outcome: 'subscribed' });
    await first;
    const other = toggleSubscription(fake.api, 303);
    fake.answer({ outcome: 'subscribed' });
    await other;
    expect($subscriptions.get()).toEqual({ '301': true, '303': true });
  });

  it('a failure with a page reaction (SPEC §8, reacted to by src/browser/actionAnswer.ts) rolls the flag back', async () => {
    const fake = fakeApi();
    const done = toggleSubscription(fake.api, 301, false);
    fake.answer({ outcome: 'failed', pageReaction: EXPIRED });
    await done;
    expect(isSubscribed(301)).toBe(false);
  });
});

describe('loadSubscriptionState: the reader’s real flags after hydration', () => {
  it.each([
    ['logged in', { loggedIn: true, subscribed: [301] }, { '301': true, '302': false }, true],
    ['anonymous: nothing subscribed', { loggedIn: false, subscribed: [301] }, { '301': false, '302': false }, false],
    ['no answer: nothing changes', null, {}, null],
  ] as const)('%s', async (_name, state, flags, loggedIn) => {
    const fake = fakeApi(state === null ? null : { ...state, subscribed: [...state.subscribed] });
    expect(await loadSubscriptionState(fake.api, [301, 302, 301])).toBe(loggedIn);
    expect($subscriptions.get()).toEqual(flags);
  });

  it('a tap made before the state arrived wins over it', async () => {
    const fake = fakeApi({ loggedIn: true, subscribed: [] });
    const tap = toggleSubscription(fake.api, 301);
    fake.answer({ outcome: 'subscribed' });
    await tap;
    await loadSubscriptionState(fake.api, [301]);
    expect(isSubscribed(301)).toBe(true);
  });

  it('ignores ids that are not accounts and asks nothing without any', async () => {
    let asked = 0;
    const api: SubscriptionsApi = { toggle: async () => ({ outcome: 'failed' }), state: async () => (asked++, { loggedIn: true, subscribed: [] }) };
    expect(await loadSubscriptionState(api, [0, -1, Number.NaN])).toBeNull();
    expect(asked).toBe(0);
  });
});
