/**
 * Who is reading, from the user agent (SPEC §1, §2, §6): the provider's native client (with a guest
 * user id in its identifier), WeChat, and iOS Safari. The native client's marker is configuration
 * because each deployment's app names itself differently.
 */
export interface ClientEnv {
  inNativeApp: boolean;
  guestUserId: string | null;
  inWeChat: boolean;
  isIOS: boolean;
  isIOSSafari: boolean;
}

export const DEFAULT_NATIVE_APP_MARKER = 'xyApp';

export function readClientEnv(userAgent: string, nativeAppMarker = DEFAULT_NATIVE_APP_MARKER): ClientEnv {
  const ua = userAgent.slice(0, 1024);
  const marker = nativeAppMarker.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const inNativeApp = new RegExp(`\\b${marker}\\b`, 'i').test(ua);
  // The host app appends `xyUid/<id>` (digits or letters) for guests and members alike.
  const guest = inNativeApp ? /\bxyUid\/([A-Za-z0-9_-]{1,64})/.exec(ua) : null;
  const inWeChat = /MicroMessenger/i.test(ua);
  const isIOS = /\b(iPhone|iPad|iPod)\b/.test(ua) || (/Macintosh/.test(ua) && /Mobile\//.test(ua));
  const otherIOSBrowser = /(CriOS|FxiOS|EdgiOS|OPiOS|MicroMessenger|QQ\/|UCBrowser|Baidu|MQQBrowser|Weibo|DingTalk)/i.test(ua);
  const isIOSSafari = isIOS && /Safari\//.test(ua) && /Version\//.test(ua) && !otherIOSBrowser;
  return { inNativeApp, guestUserId: guest?.[1] ?? null, inWeChat, isIOS, isIOSSafari };
}

/** SPEC §2: in WeChat or a non-Safari iOS browser the download goes to our downloadClient page. */
export function downloadGoesToClientPage(env: ClientEnv): boolean {
  return env.inWeChat || (env.isIOS && !env.isIOSSafari);
}
