/**
 * Browser side of ArticleOpen.astro, loaded when the browser is idle after an article opens: the
 * view event (type 3) and, inside WeChat, the share data for WeChat's own menu.
 */
import { readerContext } from './readerContext.ts';

/** The `article.event` Action, reached with a keep-alive POST: a view needs no answer, and no Actions client. */
const EVENT_ENDPOINT = `${import.meta.env.BASE_URL}/_actions/article.event`;

function sendEvent(body: { id: number; eventType: number; channel: number }): void {
  // keepalive lets the report finish if the reader leaves at once; SPEC §8: analytics failures are silent.
  void fetch(EVENT_ENDPOINT, { method: 'POST', body: JSON.stringify(body), keepalive: true, headers: { 'content-type': 'application/json' } }).catch(() => undefined);
}

export function articleOpened(element: HTMLElement): void {
  const id = Number(element.dataset.id);
  if (!Number.isInteger(id) || id <= 0) return;
  const { channel, inWeChat } = readerContext({ isShare: element.dataset.isShare === 'true', nativeAppMarker: element.dataset.nativeMarker ?? '' });
  sendEvent({ id, eventType: 3, channel });
  const share = element.dataset.share;
  if (!inWeChat || !share) return;
  const onShared = () => sendEvent({ id, eventType: 2, channel });
  void import('./wechatShare.ts').then(({ configureWeChatShare }) => configureWeChatShare(JSON.parse(share), onShared)).catch(() => undefined);
}
