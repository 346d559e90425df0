/**
 * Who is reading, from the user agent (SPEC §1, §2, §6): the provider's native client (with a guest
 * user id in its identifier), WeChat, and iOS Safari. The native client's marker is configuration
 * because each deployment's app names itself differently.
 */
export interface ClientEnv {
  inNativeApp: boolean;
  /** The user id the host app puts in its identifier (`xyUid/<id>`), for guests and members alike. */
  guestUserId: string | null;
  /** The host app's login token (`xyToken/<token>`): present only when the app's reader is logged in. */
  hostToken: string | null;
  /** The host app's device id (`xyDevice/<id>`). */
  hostDevice: string | null;
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
  const hostToken = inNativeApp ? /\bxyToken\/([A-Za-z0-9_.-]{8,256})/.exec(ua) : null;
  const hostDevice = inNativeApp ? /\bxyDevice\/([A-Za-z0-9_-]{1,128})/.exec(ua) : null;
  const inWeChat = /MicroMessenger/i.test(ua);
  const isIOS = /\b(iPhone|iPad|iPod)\b/.test(ua) || (/Macintosh/.test(ua) && /Mobile\//.test(ua));
  const otherIOSBrowser = /(CriOS|FxiOS|EdgiOS|OPiOS|MicroMessenger|QQ\/|UCBrowser|Baidu|MQQBrowser|Weibo|DingTalk)/i.test(ua);
  const isIOSSafari = isIOS && /Safari\//.test(ua) && /Version\//.test(ua) && !otherIOSBrowser;
  return { inNativeApp, guestUserId: guest?.[1] ?? null, hostToken: hostToken?.[1] ?? null, hostDevice: hostDevice?.[1] ?? null, inWeChat, isIOS, isIOSSafari };
}

/** SPEC §2: in WeChat or a non-Safari iOS browser the download goes to our downloadClient page. */
export function downloadGoesToClientPage(env: ClientEnv): boolean {
  return env.inWeChat || (env.isIOS && !env.isIOSSafari);
}

/** Where "download the client" goes: `clientPage` (our downloadClient page) by the rule above or when no download URL is configured, else that URL. */
export function clientDownloadHref(env: ClientEnv, downloadUrl: string | null, clientPage: string): string {
  return downloadGoesToClientPage(env) || !downloadUrl ? clientPage : downloadUrl;
}

/**
 * The footer's one download link asks the downloadClient page to start the download where this
 * browser may (`?start=1`, docs/decisions/163); the page opened any other way just shows itself.
 */
export const START_DOWNLOAD_QUERY = { start: '1' } as const;

/** True when the downloadClient page should send this reader straight on to `target` (not itself). */
export function startsDownload(query: URLSearchParams, target: string, clientPage: string): boolean {
  return query.get('start') === START_DOWNLOAD_QUERY.start && target !== clientPage;
}

/**
 * The host app's login as the catalogue's appInfo (SPEC §6): a user id with a token is a member,
 * a user id alone is guest mode (no appInfo: the reader is anonymous to the platform).
 */
export function hostAppLogin(env: ClientEnv): { device: string; token: string; userid: string } | null {
  if (!env.inNativeApp || !env.guestUserId || !env.hostToken) return null;
  return { device: env.hostDevice ?? '', token: env.hostToken, userid: env.guestUserId };
}
