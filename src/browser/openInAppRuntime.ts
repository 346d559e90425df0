/**
 * The open tag's behaviour inside WeChat (docs/decisions/158), imported by the JS-SDK config
 * (configureWeChatShare.ts, itself loaded inside WeChat only) when the page carries the tag, and
 * budgeted apart like a reader tool. The server rendered a link to the download page and the tag,
 * hidden (OpenInApp.astro): once WeChat accepts the config the tag takes the link's place; when
 * WeChat cannot draw open tags (`WeixinOpenTagsError` on the document, a WeChat older than 7.0.12,
 * a refused config) the link stays; and when the tag fails to launch the app the reader tapped
 * (not installed, say) the reader goes to the download page (SPEC §2).
 */
/**
 * Whether this WeChat draws open tags at all: 7.0.12 and later do (WeChat's open tag documentation).
 * A user agent that names no version is given the chance; the tag's error still falls back.
 */
export function wechatRendersOpenTags(userAgent: string): boolean {
  const v = /MicroMessenger\/(\d{1,4})\.(\d{1,4})(?:\.(\d{1,4}))?/i.exec(userAgent);
  return !v || Number(v[1]) * 1e6 + Number(v[2]) * 1e3 + Number(v[3] ?? 0) >= 7_000_012;
}

/** What this needs of the JS-SDK: a refused config runs the ready callbacks too, after the error one. */
interface WeChatSdk {
  ready(callback: () => void): void;
  error(callback: () => void): void;
}

/** Called right after `wx.config`, which asked for the tag. */
export function watchOpenInApp(wx: WeChatSdk, tag: HTMLElement | null): void {
  const link = document.querySelector<HTMLElement>('[data-open-in-app]');
  const href = link?.querySelector('a')?.href;
  if (!tag || !link || !href) return;
  let failed = !wechatRendersOpenTags(navigator.userAgent);
  const fallBack = () => {
    failed = true;
    tag.hidden = true;
    link.hidden = false;
  };
  document.addEventListener('WeixinOpenTagsError', fallBack);
  tag.addEventListener('error', () => {
    fallBack();
    location.assign(href);
  });
  wx.error(fallBack);
  // Accepted: WeChat draws the tag now, in the link's place.
  wx.ready(() => {
    if (failed) return;
    link.hidden = true;
    tag.hidden = false;
  });
}
