/**
 * Every query key a page reads: the SPEC §2 flags and the keys of paging, previews and fragments.
 * Anything else is the reader's own decoration (utm_…, cache busters): pages ignore it, the
 * micro-cache does not keep such URLs, and links the server renders drop it.
 */
export const KNOWN_QUERY_KEYS: ReadonlySet<string> = new Set([
  ...['isShare', 'yl', 'isPreview', 'ck', 'isView', 'cms', 'inCmsPage', 'grey', 'dark', 'theme', 'lang', 'title', 'light'],
  ...['columnId', 'page', 'lastFileId', 'id', 'kind', 'routeType', 'showStatusType', 'innerEditor', 'isPoster', 'period', 'key'],
  // Q&A and circle lists: the order (SPEC §3 listType) and the notice list's circle.
  ...['listType', 'circleId'],
  // The services forms' answers after their redirect, and the invite code a share link names.
  ...['sent', 'problem', 'score', 'code'],
  // The live room's catch-up read (loaders/liveCatchUp.ts).
  ...['since', 'discussSince'],
  // The footer's download link (src/lib/clientEnv.ts START_DOWNLOAD_QUERY, docs/decisions/163).
  ...['start'],
]);

/** True when every key of the query is one a page reads, and none repeats. */
export function onlyKnownQueryKeys(query: URLSearchParams): boolean {
  const seen = new Set<string>();
  for (const key of query.keys()) {
    if (!KNOWN_QUERY_KEYS.has(key) || seen.has(key)) return false;
    seen.add(key);
  }
  return true;
}

/** The query flags of SPEC §2, read once per request. */
export interface RequestFlags {
  isShare: boolean;
  preview: boolean;
  view: boolean;
  inCms: boolean;
  grey: boolean;
  dark: boolean;
  theme: string | null;
  title: string | null;
}

export function readRequestFlags(query: URLSearchParams): RequestFlags {
  const is = (name: string, value: string) => query.get(name) === value;
  const title = query.get('title');
  return {
    isShare: is('isShare', 'true'),
    preview: is('yl', '1') || is('isPreview', 'true'),
    view: is('ck', '1') || is('isView', 'true'),
    inCms: is('cms', '1') || is('inCmsPage', 'true'),
    grey: is('grey', 'true'),
    dark: is('dark', 'true'),
    theme: query.get('theme'),
    // A title override is shown verbatim (Astro escapes it); bound its length so a hostile URL cannot bloat the page.
    title: title && title.trim() ? title.trim().slice(0, 100) : null,
  };
}

/**
 * The CMS shows its own pages, previews (`yl=1`) and views of published pages (`ck=1` / `isView=true`,
 * its 查看: docs/decisions/163) in a frame; everywhere else framing is refused.
 */
export function framedByCms(flags: Pick<RequestFlags, 'inCms' | 'preview' | 'view'>): boolean {
  return flags.inCms || flags.preview || flags.view;
}

/**
 * This page's own address (`.html` form) with only the query keys pages read, changed by `changes`:
 * the links the server renders back to the same page (language, theme, retry, next page) never
 * carry what a stranger appended to the URL.
 */
export function samePageHref(url: URL, changes: Record<string, string> = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of url.searchParams) if (KNOWN_QUERY_KEYS.has(key) && !query.has(key)) query.set(key, value);
  for (const [key, value] of Object.entries(changes)) query.set(key, value);
  const search = query.toString();
  return `${url.pathname.replace(/\.html$/, '')}.html${search ? `?${search}` : ''}`;
}
