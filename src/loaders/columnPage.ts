/**
 * Page data of the column pages (columnDetail, columnShare, specMore): the column, its visible
 * sub-columns, the selected one and that column's feed page.
 */
import { siteCatalogue } from '../catalogue/catalogue.ts';
import type { ArticleListPage } from '../catalogue/articleListPage.ts';
import type { Column } from '../catalogue/column.ts';
import { isUnknownId, valueOr } from '../catalogue/result.ts';
import { navColumns, parseId, platformPage } from '../lib/listRules.ts';
import { answerOf, type PageAnswer } from '../context/pageAnswer.ts';

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
 * Everything a column page shows, loaded in the page's frontmatter (so the page can still set its
 * status to 404 before anything is sent): the column (`columnId`), its visible sub-columns, the
 * selected one (`selectedId`, or the column itself) and that column's feed page.
 */
export async function loadColumnPage(columnId: string | undefined, selectedId: string | undefined, query: URLSearchParams): Promise<PageAnswer<ColumnPageData>> {
  return answerOf(await columnPageOf(columnId, selectedId, query), 'list');
}

async function columnPageOf(columnId: string | undefined, selectedId: string | undefined, query: URLSearchParams): Promise<ColumnPageData> {
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
  const children = navColumns(valueOr(childrenResult, null)?.columns ?? [], column.columnId);
  const selected = requested === null ? column : (children.find((child) => child.columnId === requested) ?? null);
  if (!selected) return { ...none, column, children };
  const feed = await siteCatalogue.getArticles({ columnId: selected.columnId, page, lastFileId: parseId(query.get('lastFileId')) ?? 0 });
  return { column, children, selected, page, notFound: false, failed: !feed.ok, feed: valueOr(feed, null) };
}
