export const THEMES = ['light', 'dark', 'grey'] as const;
export type Theme = (typeof THEMES)[number];

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

/**
 * The theme is decided on the server so the first paint is already right (no flash).
 * Order: an explicit `theme=` query, the `dark=true` / `grey=true` flags, the reader's saved
 * choice, then the site's default. The site may force grey on detail pages (`detailPageGrey` = 1),
 * e.g. for a day of mourning; that beats everything.
 */
export function decideTheme(input: {
  queryTheme: string | null;
  darkFlag: boolean;
  greyFlag: boolean;
  saved: string | null | undefined;
  siteDark: boolean;
  detailPageGrey: boolean;
  isDetailPage: boolean;
}): Theme {
  if (input.detailPageGrey && input.isDetailPage) return 'grey';
  if (isTheme(input.queryTheme)) return input.queryTheme;
  if (input.darkFlag) return 'dark';
  if (input.greyFlag) return 'grey';
  if (isTheme(input.saved)) return input.saved;
  return input.siteDark ? 'dark' : 'light';
}
