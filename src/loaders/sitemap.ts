/**
 * Page data of the sitemap: home, every home tab (as home with its columnId, and as its column) with its visible sub-columns, and the articles on
 * the first page of each tab, with their publication time where the platform gives one.
 */
import { siteCatalogue } from '../catalogue/catalogue.ts';
import { valueOr } from '../catalogue/result.ts';
import { articleRoute } from '../lib/articleRoute.ts';
import { ARTICLE_TYPE } from '../lib/constants.ts';
import { navColumns } from '../lib/listRules.ts';
import { parsePlatformTime } from '../lib/platformTime.ts';
import { routeUrl } from '../routes.ts';
import { loadHomeTabs } from './homePage.ts';

export interface SitemapEntry {
  /** Site-relative address. */
  path: string;
  /** ISO time of the last change, when known. */
  lastmod: string | null;
}

export async function loadSitemap(): Promise<SitemapEntry[]> {
  const entries = new Map<string, string | null>([[routeUrl('home'), null]]);
  const { tabs } = await loadHomeTabs();
  const feeds = await Promise.all(tabs.map((tab) => siteCatalogue.getArticles({ columnId: tab.columnId })));
  const children = await Promise.all(tabs.map((tab) => siteCatalogue.getColumns({ parentColumnId: tab.columnId })));
  tabs.forEach((tab, index) => {
    // Each home tab after the first is a page of its own, named by its query (routes.ts canonicalQuery).
    if (index > 0) entries.set(routeUrl('home', [], { columnId: String(tab.columnId) }), null);
    entries.set(routeUrl('columnDetail', [tab.columnId]), null);
    for (const child of navColumns(valueOr(children[index], null)?.columns ?? [], tab.columnId)) entries.set(routeUrl('columnDetail', [tab.columnId, child.columnId]), null);
    const feed = valueOr(feeds[index], null);
    for (const item of feed ? [...feed.carousel, ...feed.list] : []) {
      // Links (type 4) open someone else's page; they are not ours to list.
      if (item.articleType === ARTICLE_TYPE.link) continue;
      entries.set(articleRoute(item), parsePlatformTime(item.publishtime)?.toISOString() ?? null);
    }
  });
  return [...entries].map(([path, lastmod]) => ({ path, lastmod }));
}
