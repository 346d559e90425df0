/**
 * The open tag's behaviour inside WeChat (docs/decisions/158), loaded with the JS-SDK config
 * (configureWeChatShare.ts), which is loaded inside WeChat only. The server rendered a link to the
 * download page and the tag, hidden (OpenInApp.astro): once WeChat accepts the config the tag takes
 * the link's place; when WeChat cannot draw open tags (`WeixinOpenTagsError` on the document, a
 * WeChat older than 7.0.12, a refused config) the link stays; and when the tag fails to launch the
 * app the reader tapped (not installed, say) the reader goes to the download page (SPEC §2).
 */
import { wechatRendersOpenTags } from '../lib/openInApp.ts';

export const OPEN_TAG = 'wx-open-launch-app';

export interface OpenInApp {
  /** The JS-SDK config was accepted: WeChat draws the tag now. */
  ready(): void;
  /** The config was refused: no tag will be drawn. */
  failed(): void;
}

export function watchOpenInApp(doc: Document = document): OpenInApp | null {
  const tag = doc.querySelector<HTMLElement>(OPEN_TAG);
  const link = doc.querySelector<HTMLElement>('[data-open-in-app]');
  const href = link?.querySelector('a')?.href;
  if (!tag || !link || !href) return null;
  let failed = !wechatRendersOpenTags(navigator.userAgent);
  const fallBack = () => {
    failed = true;
    tag.hidden = true;
    link.hidden = false;
  };
  doc.addEventListener('WeixinOpenTagsError', fallBack);
  tag.addEventListener('error', () => {
    fallBack();
    location.assign(href);
  });
  return {
    ready() {
      if (failed) return;
      link.hidden = true;
      tag.hidden = false;
    },
    failed: fallBack,
  };
}
