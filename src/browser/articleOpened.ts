/**
 * Loaded by `<article-open>` (ArticleOpen.ts) when the browser is idle after an article opens: the
 * view event (type 3), the analytics open record, the big-data page view and click when configured, and, inside WeChat, the share data for WeChat's own menu.
 */
import { readerContext } from './readerContext.ts';

// The beacons of every page view live here, the first page-view script an article loads; pageViewed.ts
// (the other pages' records) imports them: one more chunk on the article would cost its budget.
export function beacon(endpoint: string, body: Blob): void {
  // A beacon (or a keep-alive POST) finishes even if the reader leaves at once. The beacon comes
  // first: Chromium never reports a keep-alive fetch whose answer is no-store (as every Action's is)
  // as finished, so the page would never look idle.
  try {
    if (navigator.sendBeacon?.(endpoint, body)) return;
  } catch {
    // A beacon refused (e.g. by a policy): fall back to the keep-alive fetch.
  }
  void fetch(endpoint, { method: 'POST', body, keepalive: true, headers: { 'content-type': body.type } }).catch(() => undefined);
}

export const json = (value: unknown) => new Blob([JSON.stringify(value)], { type: 'application/json' });

/** SPEC §9: channel 2 is the native client, where the big-data script does not run. */
const NATIVE_APP_CHANNEL = 2;

/** The big-data host's page view (SPEC §7: outside the native client, sending `aid`), and an article's click. */
export function sendBigData(baseUrl: string, id: number, channel: number, paths: readonly string[], log: boolean): void {
  if (channel === NATIVE_APP_CHANNEL) return;
  const fields = { aid: String(id), url: location.href.split('#')[0] ?? '' };
  for (const path of paths) {
    beacon(`${baseUrl}/${path}`, new Blob([new URLSearchParams(fields).toString()], { type: 'application/x-www-form-urlencoded' }));
    // The site config's showLog (SPEC §3 _rd_bigDataParams): the newsroom sees each call in the console (docs/decisions/163).
    if (log) console.info('bigData', path, fields);
  }
}

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
  sendEvent({ id, eventType: 3, channel, type });
  beacon(RECORD_ENDPOINT, json({ id, kind: 'open' }));
  const bigData = element.dataset.bigData;
  if (bigData) sendBigData(bigData, id, channel, ['pageView', 'articleClick'], element.dataset.bigDataLog !== undefined);
  const share = element.dataset.share;
  // Inside WeChat: the share data, and the open tag when the page has one (docs/decisions/158).
  if (!inWeChat) return;
  const onShared = () => sendEvent({ id, eventType: 2, channel, type });
  void import('./configureWeChatShare.ts').then(({ configureWeChatShare }) => configureWeChatShare(share ? JSON.parse(share) : null, onShared)).catch(() => undefined);
}
