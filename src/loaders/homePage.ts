/**
 * Page data of home: the home tabs, the selected tab and its feed page, and what the page says
 * about itself (canonical address, share picture, read counts).
 */
import { siteCatalogue } from '../catalogue/catalogue.ts';
import type { ArticleListPage } from '../catalogue/articleListPage.ts';
import type { Column } from '../catalogue/column.ts';
import { valueOr } from '../catalogue/result.ts';
import type { SiteShell } from '../context/siteShell.ts';
import { bigPicture, navColumns, parseId, platformPage, selectedColumn } from '../lib/listRules.ts';
import { routeUrl } from '../routes.ts';
import { pageAnswer, type PageAnswer } from '../context/pageAnswer.ts';
import type { ArticleItemView } from './articleItemView.ts';

/** An xy account in a module: its icon and name, linking to its page. */
export interface ModuleAccountView {
  xyID: number;
  topic: string;
  icon: string;
}

/** A module of a column as ModuleBlock shows it: its kind, name, items and where "more" goes. */
export interface ModuleView {
  type: number;
  moduleID: number;
  name: string;
  showMore: number;
  targetColumn: { isJump: number; id: number } | null;
  articles: ArticleItemView[];
  accounts: ModuleAccountView[];
}

/** A column's first or later page as ColumnFeed lays it out: carousel, top module, live strip, list and modules. */
export interface ColumnFeedView {
  list: ArticleItemView[];
  carousel: ArticleItemView[];
  topModule: { cmDisplayStyle: number; name: string; list: ArticleItemView[] } | null;
  liveArticles: Array<ArticleItemView & { liveType: number | null }>;
  /** `position`: the index in the list the module comes before. */
  modules: Array<ModuleView & { position: number }>;
}

/** A column as the column tabs show it: its name, linking by its id. */
export interface NavColumnView {
  columnId: number;
  columnName: string;
}

export interface HomeTabs {
  tabs: Column[];
  /** The top level could not be read: home has no tabs to show. */
  failed: boolean;
}

/**
 * The home tabs. The top level (parent 0) holds the home root; its children are the home tabs. A
 * platform whose top level is already the tab row (no children under the first column) shows that
 * row. Shared with the sitemap, so crawlers are told about the tabs readers see.
 */
export async function loadHomeTabs(): Promise<HomeTabs> {
  const roots = await siteCatalogue.getColumns({ parentColumnId: 0 });
  const rootColumns = navColumns(valueOr(roots, null)?.columns ?? [], 0);
  const homeRoot = rootColumns[0];
  const children = homeRoot ? await siteCatalogue.getColumns({ parentColumnId: homeRoot.columnId }) : null;
  const childColumns = homeRoot ? navColumns(valueOr(children, null)?.columns ?? [], homeRoot.columnId) : [];
  return { tabs: childColumns.length > 0 ? childColumns : rootColumns, failed: !roots.ok };
}

export interface HomePageData {
  tabs: Column[];
  selected: Column | null;
  isFirstTab: boolean;
  /** The selected tab's feed page; null when there is no tab, nothing in it, or it failed. */
  feed: ArticleListPage | null;
  page: number;
  failed: boolean;
  /** Only the first tab's first page is home itself; other tabs and pages keep their own address. */
  canonical: string | undefined;
  image: string | undefined;
  showReadCount: boolean;
}

export async function loadHomePage(query: URLSearchParams, site: Pick<SiteShell, 'config' | 'logoUrl'>): Promise<PageAnswer<HomePageData>> {
  return pageAnswer(200, 'home', await homePageOf(query, site));
}

async function homePageOf(query: URLSearchParams, site: Pick<SiteShell, 'config' | 'logoUrl'>): Promise<HomePageData> {
  const { tabs, failed: tabsFailed } = await loadHomeTabs();
  const selected = selectedColumn(tabs, parseId(query.get('columnId')));
  const page = platformPage(query.get('page'));
  // getArticlesNew: the list with the pinned module and the running lives (PLATFORM.md §5); moreLive reads the same call.
  const result = selected ? await siteCatalogue.getArticlesNew({ columnId: selected.columnId, page, lastFileId: parseId(query.get('lastFileId')) ?? 0 }) : null;
  const feed = valueOr(result, null);
  const isFirstTab = selected?.columnId === tabs[0]?.columnId;
  return {
    tabs,
    selected,
    isFirstTab,
    feed,
    page,
    failed: tabsFailed || (result !== null && !result.ok),
    canonical: isFirstTab && page === 0 ? routeUrl('home') : undefined,
    image: feed?.carousel[0] ? bigPicture(feed.carousel[0]) : (site.logoUrl ?? undefined),
    showReadCount: Boolean(site.config?.globalCount.showReadCount || selected?.showReadCount),
  };
}
