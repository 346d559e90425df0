/**
 * The records of a page view (docs/decisions/164), loaded by `<page-view>` (PageView.ts) on the
 * reader's first touch (or the page hidden untouched): the view event with the route's object
 * type, the big-data page view (SPEC §7, `aid`), and the device record once per device
 * (deviceRecord.ts). All are beacons: a view needs no answer, and SPEC §8 keeps analytics
 * failures silent.
 */
import { readerContext } from './readerContext.ts';
import { beacon, json, sendBigData } from './articleOpened.ts';
import { recordDeviceOnce } from './deviceRecord.ts';

/** The `analytics.pageView` Action: a view event of an object that is not an article. */
const VIEW_ENDPOINT = `${import.meta.env.BASE_URL}/_actions/analytics.pageView`;

/** `<page-view>`'s records: the device once, then the view of the route's object, when it names one. */
export function pageViewed(element: HTMLElement): void {
  const { channel } = readerContext({ isShare: element.dataset.isShare === 'true', nativeAppMarker: element.dataset.nativeMarker ?? '' });
  recordDeviceOnce(channel);
  const id = Number(element.dataset.id);
  if (!Number.isSafeInteger(id) || id <= 0) return;
  const type = Number(element.dataset.objectType);
  if (element.dataset.objectType && Number.isInteger(type)) beacon(VIEW_ENDPOINT, json({ id, type, channel }));
  if (element.dataset.bigData) sendBigData(element.dataset.bigData, id, channel, ['pageView'], element.dataset.bigDataLog !== undefined);
}
