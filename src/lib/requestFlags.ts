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
