/**
 * 无图模式 (light pages, docs/decisions/153): a reader setting that leaves pictures and video
 * posters out of the server's HTML. One rule decides it, read by the middleware (what to render)
 * and the micro-cache (what to key on), so a light page is never served to a reader who did not ask.
 *
 * Order: an explicit `light=on|off` query (remembered in the cookie), the cookie, then the
 * browser's `Save-Data: on`. An explicit "off" beats Save-Data, so a reader can still ask for
 * pictures on a data-saving browser.
 */

/** The setting's cookie. Its name starts with `light`: the service worker keeps no such page. */
export const LIGHT_COOKIE = 'lightPages';
/** The query key of the plain links that change the setting (they work with JavaScript off). */
export const LIGHT_QUERY = 'light';
export const LIGHT_CHOICES = ['on', 'off'] as const;
export type LightChoice = (typeof LIGHT_CHOICES)[number];

export function isLightChoice(value: unknown): value is LightChoice {
  return value === 'on' || value === 'off';
}

/** `Save-Data: on` (case and spaces aside, as Chromium sends it); any other value says nothing. */
export function asksToSaveData(header: string | string[] | null | undefined): boolean {
  const value = Array.isArray(header) ? header[0] : header;
  return typeof value === 'string' && value.trim().toLowerCase() === 'on';
}

export function decideLight(input: { query: string | null; cookie: string | null | undefined; saveData: string | string[] | null | undefined }): boolean {
  if (isLightChoice(input.query)) return input.query === 'on';
  if (isLightChoice(input.cookie)) return input.cookie === 'on';
  return asksToSaveData(input.saveData);
}
