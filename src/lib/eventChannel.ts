import { EVENT_CHANNEL } from './constants.ts';

export type EventChannel = (typeof EVENT_CHANNEL)[keyof typeof EVENT_CHANNEL];

/** Channel of an event record (SPEC §9): the native app wins over a shared page. */
export function eventChannel(context: { inNativeApp: boolean; isShare: boolean }): EventChannel {
  if (context.inNativeApp) return EVENT_CHANNEL.nativeApp;
  if (context.isShare) return EVENT_CHANNEL.sharedPage;
  return EVENT_CHANNEL.other;
}
