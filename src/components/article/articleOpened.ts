/**
 * Browser side of ArticleOpen.astro, loaded when the browser is idle after an article opens: the
 * view event (type 3) and, inside WeChat, the share data for WeChat's own menu.
 */
import { actions } from 'astro:actions';
import { readerContext } from './readerContext.ts';

export function articleOpened(element: HTMLElement): void {
  const id = Number(element.dataset.id);
  if (!Number.isInteger(id) || id <= 0) return;
  const { channel, inWeChat } = readerContext({ isShare: element.dataset.isShare === 'true', nativeAppMarker: element.dataset.nativeMarker ?? '' });
  // SPEC §8: analytics failures are silent.
  void actions.article.event({ id, eventType: 3, channel }).catch(() => undefined);
  const share = element.dataset.share;
  if (!inWeChat || !share) return;
  const onShared = () => void actions.article.event({ id, eventType: 2, channel }).catch(() => undefined);
  void import('./wechatShare.ts').then(({ configureWeChatShare }) => configureWeChatShare(JSON.parse(share), onShared)).catch(() => undefined);
}
