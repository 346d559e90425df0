/**
 * WeChat share data for an article page (browser only, loaded inside WeChat only): the page URL
 * without its fragment is signed on the server (an Action → catalogue wx/signature), then the
 * JS-SDK is imported and told the share texts, which the server already cut by the SPEC §5 rules.
 */
import { actions } from 'astro:actions';

export interface WeChatShare {
  url: string;
  title: string;
  description: string;
  image: string;
}

export async function configureWeChatShare(share: WeChatShare, onShared: () => void): Promise<void> {
  const page = location.href.split('#')[0] ?? location.href;
  const { data } = await actions.article.wxSignature({ url: page });
  if (!data) return;
  const { default: wx } = await import('weixin-js-sdk');
  // On a server (or an odd WebView) the package exports nothing.
  if (!wx) return;
  wx.config({
    debug: false,
    appId: data.appId,
    timestamp: data.timestamp,
    nonceStr: data.nonceStr,
    signature: data.signature,
    jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData'],
  });
  wx.ready(() => {
    wx.updateAppMessageShareData({ title: share.title, desc: share.description, link: share.url, imgUrl: share.image, success: onShared });
    wx.updateTimelineShareData({ title: share.title, link: share.url, imgUrl: share.image, success: onShared });
  });
}
