/**
 * What this page tells WeChat's JS-SDK about sharing it. The `update…ShareData` calls set the share
 * card, and their `success` fires as soon as WeChat has taken the data, on every page view: counting
 * shares there counted views. Only the `onMenuShare…` callbacks fire when the reader really shares
 * (to a chat or to Moments), so the share event is sent from those alone.
 */
import type { WeChatShare } from '../contracts/article.ts';

interface ShareCard {
  title: string;
  desc: string;
  link: string;
  imgUrl: string;
  success?: () => void;
}

/** The part of the JS-SDK used here, in the order the page asks for it (`jsApiList`). */
export const WECHAT_SHARE_APIS = ['updateAppMessageShareData', 'updateTimelineShareData', 'onMenuShareAppMessage', 'onMenuShareTimeline'] as const;
export type WeChatShareApi = Record<(typeof WECHAT_SHARE_APIS)[number], (card: ShareCard) => void>;

export function applyWeChatShare(wx: WeChatShareApi, share: WeChatShare, onShared: () => void): void {
  // Moments shows no description; the same card serves both.
  const card = { title: share.title, desc: share.description, link: share.url, imgUrl: share.image };
  wx.updateAppMessageShareData(card);
  wx.updateTimelineShareData(card);
  wx.onMenuShareAppMessage({ ...card, success: onShared });
  wx.onMenuShareTimeline({ ...card, success: onShared });
}
