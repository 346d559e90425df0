/**
 * Browser side of ArticleOpen.astro, loaded when the browser is idle after an article opens: the
 * view event (type 3) and, inside WeChat, the share data for WeChat's own menu.
 */
import { actions } from 'astro:actions';

export function articleOpened(element: HTMLElement): void {
  const id = Number(element.dataset.id);
  const channel = Number(element.dataset.channel);
  if (!Number.isInteger(id) || id <= 0 || (channel !== 1 && channel !== 2 && channel !== 3)) return;
  // SPEC §8: analytics failures are silent.
  void actions.article.event({ id, eventType: 3, channel }).catch(() => undefined);
  const wechat = element.dataset.wechat;
  if (!wechat) return;
  const onShared = () => void actions.article.event({ id, eventType: 2, channel }).catch(() => undefined);
  void import('./wechatShare.ts').then(({ configureWeChatShare }) => configureWeChatShare(JSON.parse(wechat), onShared)).catch(() => undefined);
}
