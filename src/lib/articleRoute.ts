/**
 * Which detail page a list item opens, by article type (SPEC §2, PLATFORM.md §5.3). One function so
 * lists, modules, carousels and the sitemap all agree. Routes with optional leading parameters fill
 * from the left (src/routes.ts), so the leading id is always given, as 0 when unknown, to keep the
 * article id in the `id` slot.
 */
import { routeUrl } from '../routes.ts';

export interface RoutableItem {
  articleType: number;
  fileId: number;
  columnId: number;
  linkID: number;
}

const TYPE = { news: 0, imageSet: 1, video: 2, special: 3, link: 4, live: 6, activity: 7, h5: 12 } as const;

/** Route name and path parameters of an item's detail page. */
export function articleRouteParams(item: RoutableItem): { name: string; params: number[] } {
  const columnId = item.columnId > 0 ? item.columnId : 0;
  const linkId = item.linkID > 0 ? item.linkID : 0;
  switch (item.articleType) {
    case TYPE.imageSet:
      return { name: 'imageDetail', params: [columnId, item.fileId] };
    case TYPE.video:
      return { name: 'videoDetail', params: [columnId, item.fileId] };
    case TYPE.special:
      // A special topic is a column: linkID names it, the article id gives its head picture.
      return { name: 'specDetail', params: [linkId, item.fileId] };
    case TYPE.link:
      return { name: 'linkDetail', params: [item.fileId] };
    case TYPE.live:
      // `:linkID?/:id` — the id is required, so a missing live room id can simply be left out.
      return { name: 'liveDetail', params: linkId ? [linkId, item.fileId] : [item.fileId] };
    case TYPE.activity:
      return { name: 'activityDetail', params: [item.fileId] };
    default:
      // News, H5 (its page shows the H5 content or URL) and every type without its own page.
      return { name: 'newsDetail', params: [columnId, item.fileId] };
  }
}

/** The site URL of an item's detail page. */
export function articleRoute(item: RoutableItem): string {
  const { name, params } = articleRouteParams(item);
  return routeUrl(name, params);
}
