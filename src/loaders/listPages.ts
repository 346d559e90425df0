/**
 * Page data of the simple list pages (tagList, moreImage, moreModules, moreLive) and of the
 * load-more fragment. `loadListSlice` is the one place that maps a list "source" (what a fragment
 * is asked for) onto a catalogue call, so a page and its fragment read the same list the same way.
 */
import { siteCatalogue } from '../catalogue/catalogue.ts';
import type { ArticleListItem } from '../catalogue/articleListItem.ts';
import type { ComingLive } from '../catalogue/liveView.ts';
import { failedToLoad, mapResult, valueOr, type Result } from '../catalogue/result.ts';
import { ARTICLE_TYPE } from '../lib/constants.ts';
import { nextPage, parseId, platformPage, type NextPage } from '../lib/listRules.ts';
import { loadHomeTabs, type ModuleAccountView } from './homePage.ts';
import { answerOf, pageAnswer, type PageAnswer } from '../context/pageAnswer.ts';
import type { PersonView } from './leaderPages.ts';

export type ListSourceKind = 'column' | 'tag' | 'special' | 'module';

/** What <load-more> asks the fragment for: a type alias, so it passes as the fragment's query. */
export type ListSource = { kind: ListSourceKind; id: string };

export interface ListSlice {
  items: ArticleListItem[];
  /** The platform's own flag where it sends one (tag lists); null: use the page-size rule. */
  hasMore: boolean | null;
}

export function isListSourceKind(value: unknown): value is ListSourceKind {
  return value === 'column' || value === 'tag' || value === 'special' || value === 'module';
}

/** One page (platform-numbered, from 0) of a list source; failures and "nothing" are errors/empty as usual. */
export async function loadListSlice(kind: ListSourceKind, id: number, page: number, lastFileId: number): Promise<Result<ListSlice>> {
  switch (kind) {
    case 'column':
      return mapResult(await siteCatalogue.getArticles({ columnId: id, page, lastFileId }), (value) => ({ items: value.list, hasMore: null }));
    case 'tag':
      return mapResult(await siteCatalogue.tagScreenArticles({ tagId: id, page, lastFileId }), (value) => ({ items: value.list, hasMore: value.hasMore }));
    case 'special':
      return mapResult(await siteCatalogue.getSubSpecialArticles({ columnId: id, page, lastFileId }), (value) => ({ items: value.list, hasMore: value.hasMore }));
    case 'module':
      return mapResult(await siteCatalogue.moduleView({ id, page }), (value) => ({ items: value.articles, hasMore: null }));
  }
}

/** The fragment's answer: 404 for a malformed request, 502 when the platform failed, else the items. */
export type ListFragmentData = { status: 404 | 502 } | { status: 200; items: ArticleListItem[]; next: NextPage | null };

/** The next page of a list for the load-more fragment (`?kind=…&id=…&page=…&lastFileId=…`). */
export async function loadListFragment(query: URLSearchParams): Promise<ListFragmentData> {
  const kind = query.get('kind');
  const id = parseId(query.get('id'));
  if (!isListSourceKind(kind) || id === null) return { status: 404 };
  const page = platformPage(query.get('page'));
  const result = await loadListSlice(kind, id, page, lastFileIdOf(query));
  // A failed load is an error for the client to report; an empty page simply ends the list.
  if (!result.ok) return { status: 502 };
  const items = result.empty ? [] : result.value.items;
  return { status: 200, items, next: nextPage(page, items, result.empty ? false : result.value.hasMore) };
}

/** What SimpleListPage shows. */
export interface ListPageData {
  items: ArticleListItem[];
  next: NextPage | null;
  /** Where load-more reads the following pages; null when the list does not page on. */
  source: ListSource | null;
  notFound: boolean;
  failed: boolean;
}

export interface TagListPageData extends ListPageData {
  /** The tag's name as the articles carry it; empty when none of them does. */
  tagName: string;
}

/** Articles with one tag (tagScreenArticles; the platform says itself whether there is more). */
export async function loadTagListPage(tagIdParam: string | undefined, query: URLSearchParams): Promise<PageAnswer<TagListPageData>> {
  return answerOf(await tagListPageOf(tagIdParam, query), 'list');
}

async function tagListPageOf(tagIdParam: string | undefined, query: URLSearchParams): Promise<TagListPageData> {
  const tagId = parseId(tagIdParam);
  const page = platformPage(query.get('page'));
  const result = tagId === null ? null : await loadListSlice('tag', tagId, page, lastFileIdOf(query));
  const slice = valueOr(result, null);
  const items = slice?.items ?? [];
  const failed = failedToLoad(result);
  return {
    tagName: items.flatMap((item) => item.tags).find((tag) => tag.id === tagId)?.name ?? '',
    items,
    next: slice ? nextPage(page, items, slice.hasMore) : null,
    source: tagId ? { kind: 'tag', id: String(tagId) } : null,
    // An unknown tag has no articles on its first page: nothing to show under that id.
    notFound: tagId === null || (!failed && page === 0 && items.length === 0),
    failed,
  };
}

/** The image sets of a column (`id`). */
export async function loadMoreImagePage(columnIdParam: string | undefined, query: URLSearchParams): Promise<PageAnswer<ListPageData>> {
  return answerOf(await moreImagePageOf(columnIdParam, query), 'list');
}

async function moreImagePageOf(columnIdParam: string | undefined, query: URLSearchParams): Promise<ListPageData> {
  const columnId = parseId(columnIdParam);
  const page = platformPage(query.get('page'));
  const result = columnId === null ? null : await loadListSlice('column', columnId, page, lastFileIdOf(query));
  const failed = failedToLoad(result);
  const all = valueOr(result, null)?.items ?? [];
  return {
    items: all.filter((item) => item.articleType === ARTICLE_TYPE.imageSet),
    // The page rule counts what the platform returned, before keeping only the galleries.
    next: nextPage(page, all),
    source: columnId ? { kind: 'column', id: String(columnId) } : null,
    notFound: columnId === null || (!failed && page === 0 && all.length === 0),
    failed,
  };
}

export interface ModuleListPageData extends ListPageData {
  people: PersonView[];
  accounts: ModuleAccountView[];
}

/** A module's full list (`?id=`, moduleView): articles and activities, accounts, or people. */
export async function loadModuleListPage(query: URLSearchParams): Promise<PageAnswer<ModuleListPageData>> {
  return answerOf(await moduleListPageOf(query), 'list');
}

async function moduleListPageOf(query: URLSearchParams): Promise<ModuleListPageData> {
  const id = parseId(query.get('id'));
  const page = platformPage(query.get('page'));
  const result = id === null ? null : await siteCatalogue.moduleView({ id, page });
  const failed = failedToLoad(result);
  const view = valueOr(result, null);
  const people = view?.people ?? [];
  const accounts = view?.accounts ?? [];
  const items = view?.articles ?? [];
  // Only article lists page on (load-more reads articles); people and accounts come whole.
  const paged = people.length === 0 && accounts.length === 0;
  return {
    items,
    people,
    accounts,
    next: view && paged ? nextPage(page, items) : null,
    source: id && view && paged ? { kind: 'module', id: String(id) } : null,
    notFound: id === null || (!failed && page === 0 && items.length === 0 && people.length === 0 && accounts.length === 0),
    failed,
  };
}

export interface LiveListPageData {
  coming: ComingLive[];
  lives: ArticleListItem[];
  /** Neither list could be read. */
  failed: boolean;
}

/**
 * The coming broadcasts (liveComing) and a live column's broadcasts (getLiveArticles, `?columnId=`).
 * Without a column, the broadcasts running on home's first tab (getArticlesNew's liveArticles), so the
 * page is never two previews and blank space.
 */
export async function loadLiveListPage(query: URLSearchParams): Promise<PageAnswer<LiveListPageData>> {
  return pageAnswer(200, 'list', await liveListPageOf(query));
}

async function liveListPageOf(query: URLSearchParams): Promise<LiveListPageData> {
  const columnId = parseId(query.get('columnId'));
  const [coming, lives] = await Promise.all([siteCatalogue.liveComing(), columnId ? siteCatalogue.getLiveArticles({ columnId }) : homeLiveArticles()]);
  const comingList = valueOr(coming, []);
  // A preview among the column's lives is already listed with the coming ones.
  const comingIds = new Set(comingList.map((live) => live.fileId));
  const liveList = valueOr(lives, []).filter((item) => !comingIds.has(item.fileId));
  return { coming: comingList, lives: liveList, failed: !coming.ok && (!lives || !lives.ok) };
}

/** The running broadcasts of home's first tab (its liveArticles, whatever their module type); null without a tab. */
async function homeLiveArticles(): Promise<Result<ArticleListItem[]> | null> {
  const first = (await loadHomeTabs()).tabs[0];
  if (!first) return null;
  // getArticlesNew is the list call that carries a column's running lives (PLATFORM.md §5).
  const feed = await siteCatalogue.getArticlesNew({ columnId: first.columnId, page: 0 });
  return mapResult(feed, (page) => page.liveArticles);
}

function lastFileIdOf(query: URLSearchParams): number {
  return parseId(query.get('lastFileId')) ?? 0;
}
