/**
 * Rules of the live room shared by the server page and the browser (SPEC §4, §9): what the player
 * plays in each status, when the socket may connect and where, and how a report's time reads.
 */

export type LiveStatus = 0 | 1 | 2;

/** SPEC §4: 0 preview, 1 live, 2 ended; anything else is not a status. */
export function liveStatusOf(value: unknown): LiveStatus | null {
  const n = typeof value === 'string' && /^\d$/.test(value.trim()) ? Number(value) : value;
  return n === 0 || n === 1 || n === 2 ? n : null;
}

export type PlayerMode = 'preview' | 'live' | 'playback' | 'ended';

/**
 * What the player shows: status 1 plays appLiveUrl, status 2 plays appPlaybackUrl when there is
 * one; a preview, an ended live without playback and a live without a stream show the poster.
 */
export function playerSource(status: LiveStatus, liveUrl: string, playbackUrl: string): { mode: PlayerMode; src: string } {
  if (status === 1 && liveUrl) return { mode: 'live', src: liveUrl };
  if (status === 2) return playbackUrl ? { mode: 'playback', src: playbackUrl } : { mode: 'ended', src: '' };
  return { mode: status === 1 ? 'live' : 'preview', src: '' };
}

/**
 * The address the live socket connects to (SPEC §4, §9; the contract: `{url}/ws/{token}`), or
 * null when it must not connect: no token, no URL, not a ws(s) URL, or plain `ws://` on an https
 * page (mixed content). On an http page (a local run) `ws://` is accepted.
 */
export function liveSocketAddress(url: string, token: string, pageProtocol: string): string | null {
  const base = url.trim();
  const key = token.trim();
  if (!base || !key) return null;
  let parsed: URL;
  try {
    parsed = new URL(base);
  } catch {
    return null;
  }
  if (!parsed.hostname || parsed.username || parsed.password || parsed.search || parsed.hash) return null;
  const secure = parsed.protocol === 'wss:';
  if (!secure && !(parsed.protocol === 'ws:' && pageProtocol === 'http:')) return null;
  return `${base.replace(/\/+$/, '')}/ws/${encodeURIComponent(key)}`;
}

/** The origin a page's CSP `connect-src` must list for the socket, or null when it cannot connect. */
export function liveSocketOrigin(url: string, token: string, pageProtocol: string): string | null {
  const address = liveSocketAddress(url, token, pageProtocol);
  return address ? new URL(address).origin : null;
}

/**
 * A pushed report's time, in the browser, as the server writes the others: SPEC §9's
 * month-day-time, given as the locale's `time.monthDayTime` with MM, DD, hh and mm in place of
 * the numbers (see REPORT_TIME_PATTERN), filled from the platform's `YYYY-MM-DD HH:mm:ss.0`.
 */
export function reportTime(publishtime: string, pattern: string): string {
  const match = /^\d{4}-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})/.exec(publishtime.trim());
  if (!match) return '';
  const parts: Record<string, string> = { MM: match[1]!, DD: match[2]!, hh: match[3]!, mm: match[4]! };
  return pattern.replace(/MM|DD|hh|mm/g, (token) => parts[token]!);
}

/** What `time.monthDayTime` is given so that it comes back as a pattern for reportTime(). */
export const REPORT_TIME_PATTERN = { month: 'MM', day: 'DD', hour: 'hh', minute: 'mm' } as const;
