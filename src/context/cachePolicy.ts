/**
 * Cache-Control per page type for anonymous readers (DESIGN §6). Server HTML never depends on who
 * the reader is, so shared caches may keep it briefly and serve it stale while they refresh it.
 * Previews are never cached anywhere.
 */
export type PageKind = 'home' | 'list' | 'article' | 'static' | 'preview' | 'notFound';

const POLICIES: Record<PageKind, string> = {
  home: 'public, max-age=0, s-maxage=30, stale-while-revalidate=300',
  list: 'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
  article: 'public, max-age=60, s-maxage=300, stale-while-revalidate=3600',
  static: 'public, max-age=300, s-maxage=3600, stale-while-revalidate=86400',
  preview: 'private, no-store',
  notFound: 'public, max-age=0, s-maxage=30',
};

export function cacheControl(kind: PageKind): string {
  return POLICIES[kind];
}

/** Sets the policy on an Astro response; a preview request always wins over the page's own kind. */
export function applyCachePolicy(headers: Headers, kind: PageKind, isPreview: boolean): void {
  headers.set('cache-control', cacheControl(isPreview ? 'preview' : kind));
}
