import { createHmac, timingSafeEqual } from 'node:crypto';

const DAY_MS = 86_400_000;

/**
 * getConfig's `xyApi.websocketToken` (docs/decisions/090): an HMAC of the site id and the UTC day
 * under the platform's socket secret (PLATFORM_SOCKET_SECRET or the install's own, never derived
 * from the app secret that authinfo hands out: docs/decisions/139). Every process with the same secret issues and accepts the
 * same token, so a reader may reach any of them; a token stays good for the day it was issued and
 * the next, so a page opened before midnight still connects after it.
 */
export function liveToken(secret: string, siteId: number, now = Date.now()): string {
  return tokenOfDay(secret, siteId, Math.floor(now / DAY_MS));
}

export function liveTokenValid(secret: string, siteId: number, given: string, now = Date.now()): boolean {
  const today = Math.floor(now / DAY_MS);
  const offered = Buffer.from(given);
  return [today, today - 1].some((day) => {
    const expected = Buffer.from(tokenOfDay(secret, siteId, day));
    return offered.length === expected.length && timingSafeEqual(offered, expected);
  });
}

function tokenOfDay(secret: string, siteId: number, day: number): string {
  return createHmac('sha256', secret).update(`live:${siteId}:${day}`).digest('base64url').slice(0, 32);
}
