/**
 * WeChat share data for an article page (browser only, loaded inside WeChat only): the page URL
 * without its fragment is signed on the server (an Action → catalogue wx/signature), then the
 * JS-SDK is imported and told the share texts, which the server already cut by the SPEC §5 rules
 * (wechatShareData.ts: a share is counted only when the reader shares). When the page carries
 * WeChat's open tag (OpenInApp.astro), the same config asks for it (docs/decisions/158).
 */
import { actions } from 'astro:actions';
import { applyWeChatShare, WECHAT_SHARE_APIS, type WeChatShareApi } from './wechatShareData.ts';
import { OPEN_TAG, watchOpenInApp } from './openInApp.ts';
import type { WeChatShare } from '../contracts/article.ts';

export async function configureWeChatShare(share: WeChatShare | null, onShared: () => void): Promise<void> {
  const openInApp = watchOpenInApp();
  if (!share && !openInApp) return;
  const page = location.href.split('#')[0] ?? location.href;
  const { data } = await actions.article.wxSignature({ url: page });
  if (!data) return openInApp?.failed();
  const { default: wx } = await import('weixin-js-sdk');
  // On a server (or an odd WebView) the package exports nothing.
  if (!wx) return openInApp?.failed();
  wx.config({
    debug: false,
    appId: data.appId,
    timestamp: data.timestamp,
    nonceStr: data.nonceStr,
    signature: data.signature,
    jsApiList: [...WECHAT_SHARE_APIS],
    ...(openInApp ? { openTagList: [OPEN_TAG] } : {}),
  });
  wx.ready(() => {
    if (share) applyWeChatShare(wx as unknown as WeChatShareApi, share, onShared);
    openInApp?.ready();
  });
  wx.error(() => openInApp?.failed());
}
