/**
 * WeChat share data for an article page (browser only, loaded inside WeChat only): the page URL
 * without its fragment is signed on the server (an Action → catalogue wx/signature), then the
 * JS-SDK is imported and told the share texts, which the server already cut by the SPEC §5 rules
 * (wechatShareData.ts: a share is counted only when the reader shares). When the page carries
 * WeChat's open tag (OpenInApp.astro), the same config asks for it (docs/decisions/158).
 */
import { actions } from 'astro:actions';
import { applyWeChatShare, WECHAT_SHARE_APIS, type WeChatShareApi } from './wechatShareData.ts';
import { OPEN_TAG } from '../lib/openInApp.ts';
import type { WeChatShare } from '../contracts/article.ts';

export async function configureWeChatShare(share: WeChatShare | null, onShared: () => void): Promise<void> {
  const tag = document.querySelector<HTMLElement>(OPEN_TAG);
  if (!share && !tag) return;
  const openInApp = tag && import('./openInAppRuntime.ts');
  const { data } = await actions.article.wxSignature({ url: location.href.replace(/#.*/, '') });
  if (!data) return;
  const wx = (await import('weixin-js-sdk')).default;
  // On a server (or an odd WebView) the package exports nothing.
  if (!wx) return;
  // `debug` is off unless asked for.
  wx.config({
    appId: data.appId,
    timestamp: data.timestamp,
    nonceStr: data.nonceStr,
    signature: data.signature,
    jsApiList: [...WECHAT_SHARE_APIS],
    openTagList: tag ? [OPEN_TAG] : undefined,
  });
  // Imported while the page was signed: in before WeChat answers the config.
  (await openInApp)?.watchOpenInApp(wx, tag);
  if (share) wx.ready(() => applyWeChatShare(wx as unknown as WeChatShareApi, share, onShared));
}
