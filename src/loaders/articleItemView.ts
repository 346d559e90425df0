import type { RoutableItem } from '../lib/articleRoute.ts';
import type { PictureFields } from '../lib/listRules.ts';

/**
 * An article in a list, as ArticleItem, the carousel, the card row and the recommended list show it:
 * its pictures and route (the fields lib's list rules read), its titles, live state, time, source,
 * length, read count and corner mark. Every list loader's items satisfy it.
 */
export interface ArticleItemView extends PictureFields, RoutableItem {
  title: string;
  listTitle: string;
  /** 0 preview, 1 live, 2 ended; null for non-live articles. */
  liveStatus: number | null;
  publishtime: string;
  /** A video's length in seconds; 0 when unknown. */
  duration: number;
  source: string;
  countClick: number;
  mark: string;
}
