/**
 * Inside WeChat, a shared page's card for WeChat's own menu (docs/decisions/159): the texts the
 * server cut by SPEC §5 (`data-share`), set through configureWeChatShare like an article's, and the
 * share event (eventType 2) of what the page counts (`data-counted`), sent only when the reader
 * really shares (wechatShareData.ts); a page whose content names no event sends none.
 */
import { actions } from 'astro:actions';
import { readerContext } from './readerContext.ts';
import { configureWeChatShare } from './configureWeChatShare.ts';
import type { ShareCount, WeChatShare } from '../contracts/article.ts';

function parsed<T>(json: string | undefined): T | null {
  try {
    return json ? (JSON.parse(json) as T) : null;
  } catch {
    return null;
  }
}

export async function pageShareWeChat(element: HTMLElement): Promise<void> {
  const share = parsed<WeChatShare>(element.dataset.share);
  if (!share) return;
  const counted = parsed<ShareCount>(element.dataset.counted);
  const { channel } = readerContext({ isShare: element.dataset.isShare === 'true', nativeAppMarker: element.dataset.nativeMarker ?? '' });
  const onShared = () => {
    // SPEC §8: a failed count is silent.
    if (counted) void actions.article.event({ id: counted.id, eventType: 2, channel, type: counted.objectType }).catch(() => undefined);
  };
  await configureWeChatShare(share, onShared);
}
