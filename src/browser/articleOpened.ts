/**
 * Loaded by `<article-open>` (ArticleOpen.ts) when the browser is idle after an article opens: the
 * view event (type 3) and, inside WeChat, the share data for WeChat's own menu.
 */
import { readerContext } from './readerContext.ts';

/** The `article.event` Action, reached with a beacon: a view needs no answer, and no Actions client. */
const EVENT_ENDPOINT = `${import.meta.env.BASE_URL}/_actions/article.event`;

function sendEvent(body: { id: number; eventType: number; channel: number; type: number }): void {
  // A beacon (or a keep-alive POST) finishes even if the reader leaves at once; SPEC §8: analytics
  // failures are silent. The beacon comes first: Chromium never reports a keep-alive fetch whose
  // answer is no-store (as every Action's is) as finished, so the page would never look idle.
  const json = JSON.stringify(body);
  if (navigator.sendBeacon?.(EVENT_ENDPOINT, new Blob([json], { type: 'application/json' }))) return;
  void fetch(EVENT_ENDPOINT, { method: 'POST', body: json, keepalive: true, headers: { 'content-type': 'application/json' } }).catch(() => undefined);
}

export function articleOpened(element: HTMLElement): void {
  const id = Number(element.dataset.id);
  if (!Number.isInteger(id) || id <= 0) return;
  // SPEC §4: an account's article is object type 10; the Action accepts 0 or 10 only.
  const type = element.dataset.objectType === '10' ? 10 : 0;
  const { channel, inWeChat } = readerContext({ isShare: element.dataset.isShare === 'true', nativeAppMarker: element.dataset.nativeMarker ?? '' });
  sendEvent({ id, eventType: 3, channel, type });
  const share = element.dataset.share;
  if (!inWeChat || !share) return;
  const onShared = () => sendEvent({ id, eventType: 2, channel, type });
  void import('./configureWeChatShare.ts').then(({ configureWeChatShare }) => configureWeChatShare(JSON.parse(share), onShared)).catch(() => undefined);
}
