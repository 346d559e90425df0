/**
 * Who is reading, decided in the browser: the article HTML is shared by every reader (and by
 * caches that do not vary on the user agent), so the event channel and "inside WeChat" are read
 * from the browser's own user agent, with the same rules the server uses (lib/clientEnv.ts).
 */
import { readClientEnv } from '../lib/clientEnv.ts';
import { eventChannel, type EventChannel } from '../lib/eventChannel.ts';

export interface ReaderContext {
  channel: EventChannel;
  inWeChat: boolean;
}

export function readerContext(input: { isShare: boolean; nativeAppMarker: string }): ReaderContext {
  const userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  const env = readClientEnv(userAgent, input.nativeAppMarker || undefined);
  return { channel: eventChannel({ inNativeApp: env.inNativeApp, isShare: input.isShare }), inWeChat: env.inWeChat };
}
