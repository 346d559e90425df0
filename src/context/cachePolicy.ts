/**
 * Cache-Control per page type for anonymous readers (DESIGN §6). Server HTML never depends on who
 * the reader is, so shared caches may keep it briefly and serve it stale while they refresh it.
 * Previews, failures, not-found states and Action answers are never cached anywhere.
 */
export type PageKind = 'home' | 'live' | 'liveCatchUp' | 'list' | 'article' | 'static' | 'preview' | 'notFound' | 'private' | 'keptPrivate';

/** A shared cache may serve the last good copy for a day while the platform is down. */
const IF_ERROR = 'stale-if-error=86400';

const POLICIES: Record<PageKind, string> = {
  home: `public, max-age=0, s-maxage=30, stale-while-revalidate=300, ${IF_ERROR}`,
  /** A live room changes by the minute; its socket carries what happens in between. */
  live: `public, max-age=0, s-maxage=10, stale-while-revalidate=60, ${IF_ERROR}`,
  /** What a live room missed (docs/decisions/151): shared by the readers coming back in the same 2 s, never served stale. */
  liveCatchUp: 'public, max-age=0, s-maxage=2',
  list: `public, max-age=0, s-maxage=60, stale-while-revalidate=600, ${IF_ERROR}`,
  article: `public, max-age=60, s-maxage=300, stale-while-revalidate=3600, ${IF_ERROR}`,
  static: `public, max-age=300, s-maxage=3600, stale-while-revalidate=86400, ${IF_ERROR}`,
  preview: 'private, no-store',
  // Only 200s enter caches: a not-found or a failure must not outlive its cause.
  notFound: 'no-store',
  /** Answers for one reader (Actions), failures, and anything else no cache may keep. */
  private: 'no-store',
  /**
   * A kept-alive page (SPEC §2: home, reporter) that is this reader's own because an optional part
   * failed: still kept by no shared cache, but not `no-store`, which would keep it out of the
   * browser's back/forward cache and lose the reader's place (docs/decisions/163).
   */
  keptPrivate: 'private, no-cache',
};

export function cacheControl(kind: PageKind): string {
  return POLICIES[kind];
}

/** Sets the policy on an Astro response; a preview request always wins over the page's own kind. */
export function applyCachePolicy(headers: Headers, kind: PageKind, isPreview: boolean): void {
  headers.set('cache-control', cacheControl(isPreview ? 'preview' : kind));
}

/**
 * The policy of a page no shared cache may keep: `keptPrivate` for a kept-alive route's own 200 read
 * (the route table's keepAlive flag), `private` for everything else (Actions, POSTs, failures, other routes).
 */
export function privatePolicy(input: { keepAlive: boolean; method: string; isAction: boolean; status: number }): PageKind {
  return input.keepAlive && !input.isAction && input.method === 'GET' && input.status === 200 ? 'keptPrivate' : 'private';
}
