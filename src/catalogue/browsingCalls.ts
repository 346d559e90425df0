/**
 * Page data of the browsing pages, read through the catalogue's typed wrappers: the one place that
 * maps a list "source" (what a load-more fragment is asked for) onto a catalogue call, so a page
 * and its fragment always read the same list the same way, and the column page's loader.
 */
import { siteCatalogue } from './catalogue.ts';
import type { ArticleListItem } from './articleListItem.ts';
import type { Result } from './result.ts';
import type { Column } from './column.ts';
import type { ArticleListPage } from './articleListPage.ts';
import { navColumns, parseId, platformPage } from '../lib/listRules.ts';

/** The leaders list, for the pages that import it from here; the call is declared in calls.ts, wrapped in callWrappers.ts. */
export function leaderView(input: { start?: number; count?: number; hasArticles?: boolean } = {}) {
  return siteCatalogue.leaderView(input);
}

/** One leader's profile (see leaderView). */
export function leader(input: { id: number }) {
  return siteCatalogue.leader(input);
}

export type ListSourceKind = 'column' | 'tag' | 'special' | 'module';

export interface ListSlice {
  items: ArticleListItem[];
  /** The platform's own flag where it sends one (tag lists); null: use the page-size rule. */
  hasMore: boolean | null;
}

/** One page (platform-numbered, from 0) of a list source; failures and "nothing" are errors/empty as usual. */
export async function loadListSlice(kind: ListSourceKind, id: number, page: number, lastFileId: number): Promise<Result<ListSlice>> {
  switch (kind) {
    case 'column': {
      const result = await siteCatalogue.getArticles({ columnId: id, page, lastFileId });
      return result.ok && !result.empty ? { ok: true, empty: false, value: { items: result.value.list, hasMore: null } } : result;
    }
    case 'tag': {
      const result = await siteCatalogue.tagScreenArticles({ tagId: id, page, lastFileId });
      return result.ok && !result.empty ? { ok: true, empty: false, value: { items: result.value.list, hasMore: result.value.hasMore } } : result;
    }
    case 'special': {
      const result = await siteCatalogue.getSubSpecialArticles({ columnId: id, page, lastFileId });
      return result.ok && !result.empty ? { ok: true, empty: false, value: { items: result.value.list, hasMore: result.value.hasMore } } : result;
    }
    case 'module': {
      const result = await siteCatalogue.moduleView({ id, page });
      return result.ok && !result.empty ? { ok: true, empty: false, value: { items: result.value.articles, hasMore: null } } : result;
    }
  }
}

export function isListSourceKind(value: unknown): value is ListSourceKind {
  return value === 'column' || value === 'tag' || value === 'special' || value === 'module';
}

/**
 * The real platform answers an unknown id with a negative status ("target … not exist"), which the
 * catalogue reports as a platform error: for a page that is "not found", not "could not load".
 */
export function isUnknownId(result: Result<unknown> | null): boolean {
  return result !== null && !result.ok && result.error.kind === 'platform';
}

export interface ColumnPageData {
  column: Column | null;
  children: Column[];
  selected: Column | null;
  feed: ArticleListPage | null;
  page: number;
  notFound: boolean;
  failed: boolean;
}

/**
 * Everything a column page shows, loaded in the page's frontmatter (so the page can still set
 * its status to 404 before anything is sent): the column, its visible sub-columns, the selected
 * one (`selectedId`, or the column itself) and that column's feed page.
 */
export async function loadColumnPage(columnId: string | undefined, selectedId: string | undefined, query: URLSearchParams): Promise<ColumnPageData> {
  const parentId = parseId(columnId);
  const requested = selectedId === undefined ? null : parseId(selectedId);
  const page = platformPage(query.get('page'));
  const none: ColumnPageData = { column: null, children: [], selected: null, feed: null, page, notFound: true, failed: false };
  if (parentId === null || (selectedId !== undefined && requested === null)) return none;
  const columnResult = await siteCatalogue.getColumn({ columnId: parentId });
  if (!columnResult.ok) return isUnknownId(columnResult) ? none : { ...none, notFound: false, failed: true };
  if (columnResult.empty) return none;
  const column = columnResult.value;
  const childrenResult = await siteCatalogue.getColumns({ parentColumnId: column.columnId });
  const children = childrenResult.ok && !childrenResult.empty ? navColumns(childrenResult.value.columns, column.columnId) : [];
  const selected = requested === null ? column : (children.find((child) => child.columnId === requested) ?? null);
  if (!selected) return { ...none, column, children };
  const feed = await siteCatalogue.getArticles({ columnId: selected.columnId, page, lastFileId: parseId(query.get('lastFileId')) ?? 0 });
  return { column, children, selected, page, notFound: false, failed: !feed.ok, feed: feed.ok && !feed.empty ? feed.value : null };
}
