/**
 * What a page view records (docs/decisions/164): the route table says which parameter names the
 * viewed object and its object type (src/routes.ts `view`); this reads them for one request. Pure,
 * so the server renders it into `<page-view>` and the tests hold the table.
 */
import type { RouteDef } from '../routes.ts';
import { parseId } from './listRules.ts';
import { OBJECT_TYPE } from './objectType.ts';

/** The object types a page view sends itself; an article's (0 or 10) is sent by `<article-open>`. */
export const PAGE_VIEW_TYPES = [OBJECT_TYPE.activity, OBJECT_TYPE.column, OBJECT_TYPE.digitalPage, OBJECT_TYPE.circle] as const;
export type PageViewType = (typeof PAGE_VIEW_TYPES)[number];

export interface PageView {
  /** The viewed object's id: the big-data page view's `aid` (SPEC §7). */
  id: number;
  /** The view event's object type (SPEC §4), or null when the route has none: then no view event. */
  type: PageViewType | null;
  /** The page is an article's: `<article-open>` records its view, with the account's type. */
  article: boolean;
}

/** The page view of a route with these parameters, or null when the route names no object or its id is not one. */
export function pageViewOf(route: Pick<RouteDef, 'params' | 'view'> | null, params: Readonly<Record<string, string | undefined>>): PageView | null {
  if (!route) return null;
  const names = route.view?.params ?? (route.view || route.params.some((param) => param.name === 'id') ? ['id'] : []);
  const raw = names.map((name) => params[name]).find((value) => value !== undefined);
  const id = parseId(raw);
  if (id === null) return null;
  const object = route.view?.object;
  return { id, type: object && object !== 'article' ? OBJECT_TYPE[object] : null, article: object === 'article' };
}

/**
 * Whether a page loads the page-view script (`<page-view>`): SPEC §7 loads it on a route with an id
 * when big-data is enabled; a route whose object has a type (SPEC §4) loads it for its view event.
 * An article's `<article-open>` records its own view, and a page with neither loads nothing.
 */
export function loadsPageView(view: PageView | null, bigDataUrl: string | undefined): view is PageView {
  return Boolean(view && !view.article && (view.type !== null || bigDataUrl));
}
