/** Generic pagination: 10 per page, at most 5 page links, pages shown one-based. */
export const PAGE_SIZE = 10;
export const MAX_PAGE_LINKS = 5;

/** The page numbers to link around the current one (one-based), never more than `max`. */
export function pageWindow(current: number, totalPages: number, max = MAX_PAGE_LINKS): number[] {
  if (totalPages <= 0) return [];
  const page = Math.min(Math.max(1, current), totalPages);
  const count = Math.min(max, totalPages);
  let start = Math.max(1, page - Math.floor(count / 2));
  start = Math.min(start, totalPages - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}
