export const PAGE_SIZE = 20;

/**
 * One page of an ordered id list. `lastFileId` wins over `page` when it is in the list: the page
 * starts right after it, so items up to and including it are dropped (the real platform's
 * de-duplication across pages when new items arrive at the top).
 */
export function pageOf<T>(items: T[], idOf: (item: T) => number, page: number, lastFileId: number, size = PAGE_SIZE): T[] {
  if (lastFileId > 0) {
    const index = items.findIndex((item) => idOf(item) === lastFileId);
    if (index >= 0) return items.slice(index + 1, index + 1 + size);
  }
  const start = Math.max(0, page) * size;
  return items.slice(start, start + size);
}
