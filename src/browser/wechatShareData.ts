/**
 * What this page tells WeChat's JS-SDK about sharing it. The `update…ShareData` calls set the share
 * card, and their `success` fires as soon as WeChat has taken the data, on every page view: counting
 * shares there counted views. Only the `onMenuShare…` callbacks fire when the reader really shares
 * (to a chat or to Moments), so the share event is sent from those alone.
 */
export interface WeChatShare {
  url: string;
  title: string;
  description: string;
  image: string;
}

interface ShareCard {
  title: string;
  desc?: string;
  link: string;
  imgUrl: string;
  success?: () => void;
}

/** The part of the JS-SDK used here. */
export interface WeChatShareApi {
  updateAppMessageShareData(card: ShareCard): void;
  updateTimelineShareData(card: ShareCard): void;
  onMenuShareAppMessage(card: ShareCard): void;
  onMenuShareTimeline(card: ShareCard): void;
}

export const WECHAT_SHARE_APIS = ['updateAppMessageShareData', 'updateTimelineShareData', 'onMenuShareAppMessage', 'onMenuShareTimeline'] as const;

export function applyWeChatShare(wx: WeChatShareApi, share: WeChatShare, onShared: () => void): void {
  const chat = { title: share.title, desc: share.description, link: share.url, imgUrl: share.image };
  const moments = { title: share.title, link: share.url, imgUrl: share.image };
  wx.updateAppMessageShareData(chat);
  wx.updateTimelineShareData(moments);
  wx.onMenuShareAppMessage({ ...chat, success: onShared });
  wx.onMenuShareTimeline({ ...moments, success: onShared });
}
