/**
 * The sitemap for crawlers, at `${BASE_PATH}/_sitemap.xml`: home, every visible home column with
 * its sub-columns, and the first page of articles of each home column. Astro skips files starting
 * with `_`, so the underscore comes in through a parameter; the server passes `/_…` paths untouched.
 */
import { ARTICLE_TYPE } from '../lib/constants.ts';
import type { APIRoute } from 'astro';
import { siteCatalogue } from '../catalogue/catalogue.ts';
import { articleRoute } from '../lib/articleRoute.ts';
import { navColumns } from '../lib/listRules.ts';
import { parsePlatformTime } from '../lib/platformTime.ts';
import { routeUrl } from '../routes.ts';
import { cacheControl } from '../context/cachePolicy.ts';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const GET: APIRoute = async ({ params, locals }) => {
  if (params.underscore !== '_') return new Response(null, { status: 404 });
  const entries = new Map<string, string | null>([[routeUrl('home'), null]]);
  const roots = await siteCatalogue.getColumns({ parentColumnId: 0 });
  const rootColumns = roots.ok && !roots.empty ? navColumns(roots.value.columns, 0) : [];
  const home = rootColumns[0];
  const tabsResult = home ? await siteCatalogue.getColumns({ parentColumnId: home.columnId }) : null;
  const tabs = tabsResult && tabsResult.ok && !tabsResult.empty ? navColumns(tabsResult.value.columns, home!.columnId) : rootColumns;
  const feeds = await Promise.all(tabs.map((tab) => siteCatalogue.getArticles({ columnId: tab.columnId })));
  const children = await Promise.all(tabs.map((tab) => siteCatalogue.getColumns({ parentColumnId: tab.columnId })));
  tabs.forEach((tab, index) => {
    entries.set(routeUrl('columnDetail', [tab.columnId]), null);
    const sub = children[index];
    if (sub && sub.ok && !sub.empty) for (const child of navColumns(sub.value.columns, tab.columnId)) entries.set(routeUrl('columnDetail', [tab.columnId, child.columnId]), null);
    const feed = feeds[index];
    if (feed && feed.ok && !feed.empty) {
      for (const item of [...feed.value.carousel, ...feed.value.list]) {
        // Links (type 4) open someone else's page; they are not ours to list.
        if (item.articleType === ARTICLE_TYPE.link) continue;
        entries.set(articleRoute(item), parsePlatformTime(item.publishtime)?.toISOString() ?? null);
      }
    }
  });
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...[...entries].map(([path, lastmod]) => `<url><loc>${escapeXml(new URL(path, locals.siteOrigin).href)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`),
    '</urlset>',
  ].join('\n');
  return new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': cacheControl('list') } });
};
