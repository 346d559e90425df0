/**
 * Loaded by `<article-open>` (ArticleOpen.ts) when the browser is idle after an article opens: the
 * view event (type 3), the device record once per device (pageViewed.ts), the analytics open record, the big-data page view and click when configured, and, inside WeChat, the share data for WeChat's own menu.
 */
import { readerContext } from './readerContext.ts';
import { beacon, json, recordDeviceOnce, sendBigData } from './pageViewed.ts';

/** The `article.event` Action, reached with a beacon: a view needs no answer, and no Actions client. */
const EVENT_ENDPOINT = `${import.meta.env.BASE_URL}/_actions/article.event`;
/** The `analytics.record` Action: the open record (1000005) of the data-collection host. */
const RECORD_ENDPOINT = `${import.meta.env.BASE_URL}/_actions/analytics.record`;

function sendEvent(body: { id: number; eventType: number; channel: number; type: number }): void {
  beacon(EVENT_ENDPOINT, json(body));
}

export function articleOpened(element: HTMLElement): void {
  const id = Number(element.dataset.id);
  if (!Number.isInteger(id) || id <= 0) return;
  // SPEC §4: an account's article is object type 10; the Action accepts 0 or 10 only.
  const type = element.dataset.objectType === '10' ? 10 : 0;
  const { channel, inWeChat } = readerContext({ isShare: element.dataset.isShare === 'true', nativeAppMarker: element.dataset.nativeMarker ?? '' });
  // The device record once per device, as on every other page (docs/decisions/164).
  recordDeviceOnce(channel);
  sendEvent({ id, eventType: 3, channel, type });
  beacon(RECORD_ENDPOINT, json({ id, kind: 'open' }));
  const bigData = element.dataset.bigData;
  if (bigData) sendBigData(bigData, id, channel, ['pageView', 'articleClick']);
  const share = element.dataset.share;
  // Inside WeChat: the share data, and the open tag when the page has one (docs/decisions/158).
  if (!inWeChat) return;
  const onShared = () => sendEvent({ id, eventType: 2, channel, type });
  void import('./configureWeChatShare.ts').then(({ configureWeChatShare }) => configureWeChatShare(share ? JSON.parse(share) : null, onShared)).catch(() => undefined);
}
