import { describe, expect, it } from 'vitest';
import { applyWeChatShare, type WeChatShareApi } from '../../../src/browser/wechatShareData.ts';

/** A share is counted when the reader shares, never when WeChat takes the share data (every view). */
function fakeWeChat() {
  const cards: Record<string, { title: string; link: string; success?: () => void }> = {};
  const api = Object.fromEntries(
    ['updateAppMessageShareData', 'updateTimelineShareData', 'onMenuShareAppMessage', 'onMenuShareTimeline'].map((name) => [
      name,
      (card: { title: string; link: string; success?: () => void }) => (cards[name] = card),
    ]),
  ) as unknown as WeChatShareApi;
  return { api, cards };
}

const SHARE = { url: 'https://news.example.test/a.html?isShare=true', title: '标题', description: '摘要', image: 'https://img.example.test/a.jpg' };

describe('WeChat share data', () => {
  it('setting the share card counts nothing: the page view alone is no share', () => {
    const { api, cards } = fakeWeChat();
    let shares = 0;
    applyWeChatShare(api, SHARE, () => (shares += 1));
    // WeChat calls these when it has taken the data, on every view.
    cards.updateAppMessageShareData?.success?.();
    cards.updateTimelineShareData?.success?.();
    expect(shares).toBe(0);
    expect(cards.updateAppMessageShareData).toMatchObject({ title: '标题', link: SHARE.url });
  });

  it.each(['onMenuShareAppMessage', 'onMenuShareTimeline'])('a share through %s counts once', (name) => {
    const { api, cards } = fakeWeChat();
    let shares = 0;
    applyWeChatShare(api, SHARE, () => (shares += 1));
    cards[name]?.success?.();
    expect(shares).toBe(1);
    expect(cards[name]).toMatchObject({ title: '标题', link: SHARE.url });
  });
});
