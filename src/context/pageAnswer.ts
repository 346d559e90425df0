import { applyCachePolicy, type PageKind } from './cachePolicy.ts';

/**
 * What every loader in src/loaders answers (docs/decisions/148): the HTTP status, the cache policy
 * and the view model. The loader decides all three; the page applies the first two with
 * applyPageAnswer and hands the view to its component.
 */
export interface PageAnswer<V> {
  status: number;
  cache: PageKind;
  view: V;
}

export function pageAnswer<V>(status: number, cache: PageKind, view: V): PageAnswer<V> {
  return { status, cache, view };
}

/** The usual answer of a view with a not-found state: 404 and never cached when it has one, else 200 with `cache`. */
export function answerOf<V extends { notFound: boolean }>(view: V, cache: PageKind): PageAnswer<V> {
  return view.notFound ? pageAnswer(404, 'notFound', view) : pageAnswer(200, cache, view);
}

/**
 * Applies a loader's status and cache policy to the page's response and returns its view. Only
 * the page may do this: Astro ignores a status a child component sets after an await. A preview
 * request is never cached, whatever the page's kind.
 */
export function applyPageAnswer<V>(response: { status?: number; readonly headers: Headers }, preview: boolean, answer: PageAnswer<V>): V {
  applyCachePolicy(response.headers, answer.cache, preview);
  if (answer.status !== 200) response.status = answer.status;
  return answer.view;
}
