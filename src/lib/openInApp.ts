/**
 * "Open in the app" (issue 36, docs/decisions/158): WeChat's open tag `<wx-open-launch-app>`
 * launches the newsroom's native app at the article. It is decided on the server, so every other
 * reader's HTML stays exactly as it was: inside WeChat (the user agent, which the micro-cache and
 * nginx key on), on a page opened from a share link (`isShare=true`), and only for a site whose
 * config switches it on (`_rd_WeChat.openLaunchApp`) and names the app's WeChat Open Platform appid
 * (`_rd_WeChat.openLaunchAppId`; the official account's `wxAppid` cannot launch an app).
 */
import { escapeHtml } from './offlineReading.ts';

export interface OpenInAppConfig {
  openLaunchApp: boolean;
  openLaunchAppId: string;
}

/** WeChat appids are `wx` and letters or digits (16 hex on WeChat); anything else would only make a tag WeChat refuses. */
const APPID = /^wx[A-Za-z0-9]{1,62}$/;

/** The open tag's element name, in the page and in the JS-SDK config's `openTagList`. */
export const OPEN_TAG = 'wx-open-launch-app';

export function openInAppConfigured(wechat: OpenInAppConfig | null | undefined): wechat is OpenInAppConfig {
  return Boolean(wechat?.openLaunchApp && APPID.test(wechat.openLaunchAppId));
}

/** Whether this page's HTML depends on being inside WeChat because of the open tag: shared caches must then vary on the user agent. */
export function openInAppVaries(input: { isShare: boolean; wechat: OpenInAppConfig | null | undefined }): boolean {
  return input.isShare && openInAppConfigured(input.wechat);
}

export function openInAppWanted(input: { inWeChat: boolean; isShare: boolean; wechat: OpenInAppConfig | null | undefined }): boolean {
  return input.inWeChat && openInAppVaries(input);
}

/**
 * What the app receives when WeChat launches it (the tag's `extinfo`): the article and its column
 * as JSON, under the platform's own field names (SPEC §3 fileId, columnID). A column of 0 (unknown) is left out.
 */
export function openInAppExtinfo(fileId: number, columnId: number): string {
  return JSON.stringify(columnId > 0 ? { fileId, columnID: columnId } : { fileId });
}

/**
 * The open tag's own look: WeChat draws the tag's template in a shadow root, which the page's
 * stylesheets do not reach (custom properties do), so the template carries this style, the
 * `.button` of src/styles/base.css. The page's CSP lists its hash (OpenInApp.astro).
 */
export const OPEN_TAG_STYLE =
  'button{display:inline-flex;align-items:center;justify-content:center;min-height:var(--tap);min-width:var(--tap);padding:0 .32rem;border:0;border-radius:.44rem;background:var(--brand);color:var(--accent-text);font:inherit;font-size:var(--type-m);cursor:pointer}';

/** The tag's template (`<script type="text/wxtag-template">`): the style above and one button named `label`. */
export function openTagTemplate(label: string): string {
  return `<style>${OPEN_TAG_STYLE}</style><button type="button">${escapeHtml(label)}</button>`;
}
