/**
 * Catalogue calls the browsing pages need that the catalogue's typed surface does not offer yet
 * (leaders), and the one place that maps a list "source" (what a load-more fragment is asked for)
 * onto a catalogue call, so a page and its fragment always read the same list the same way.
 */
import { siteCatalogue } from './catalogue.ts';
import type { ArticleListItem } from './articleListItem.ts';
import type { Person } from './responseSchemas.ts';
import type { Result } from './result.ts';

export function leaderView(input: { start?: number; count?: number; hasArticles?: boolean } = {}): Promise<Result<Person[]>> {
  return siteCatalogue.call('leaderView', { start: input.start ?? 0, count: input.count ?? 20, hasArticles: input.hasArticles ? 1 : undefined });
}

export function leader(input: { id: number }): Promise<Result<Person | null>> {
  return siteCatalogue.call('leader', { id: input.id });
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
