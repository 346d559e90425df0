import { PAGE_SCROLL_FLAG_PX } from './constants.ts';

/**
 * SPEC §9's page-scroll flag: set beyond 400 px, as `data-page-scrolled` on the root element, by the
 * back-to-top element's throttled scroll handler (every page has it). The sticky top bar and home's
 * column tabs read it to show they float over the page.
 */
export function pageScrolled(scrollY: number): boolean {
  return scrollY > PAGE_SCROLL_FLAG_PX;
}
