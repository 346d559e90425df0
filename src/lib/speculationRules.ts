/**
 * Instant navigation from lists (docs/decisions/153): the Speculation Rules the list pages carry.
 *
 * The browser prefetches an article page a reader is about to open: document rules over the
 * article links of the page, at "moderate" eagerness (a pointer resting on the link, or a finger
 * touching it; Chromium holds at most two such prefetches and drops the oldest), so the page is
 * already in memory when the tap lands. Only article routes qualify: same-site, public, cacheable
 * pages that write nothing (a view is counted by the page's script, which a prefetch never runs).
 * A link can opt out with `data-no-prefetch`. Light pages (and Save-Data) carry no rules at all.
 */
import { BASE_PATH, type RouteName } from '../routes.ts';

/** Article pages: public and cacheable (cachePolicy 'article'), reached from lists. */
const ARTICLE_ROUTES: readonly RouteName[] = ['newsDetail', 'imageDetail', 'videoDetail'];

/** The list pages whose article links are prefetched. */
export const PREFETCH_FROM: ReadonlySet<string> = new Set<RouteName>(['home', 'columnDetail', 'columnShare', 'moreImage', 'tagList', 'specDetail', 'specMore', 'moreModules']);

/** The rules' JSON, written as it is into the page; the CSP allows exactly these bytes (src/http/pageCsp.ts). */
export const SPECULATION_RULES = JSON.stringify({
  prefetch: [
    {
      source: 'document',
      where: {
        and: [{ href_matches: ARTICLE_ROUTES.map((name) => `${BASE_PATH}/${name}/*`) }, { not: { selector_matches: '[data-no-prefetch], [rel~="nofollow"]' } }],
      },
      eagerness: 'moderate',
    },
  ],
});
