/** Page sizes the data views offer; 'all' shows every item on one page (spec/editor.md §2). */
export const PAGE_SIZES = [10, 25, 50, 100, 'all'] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 10;
/** Page buttons either side of the current one in the pager (spec: pager count 5). */
export const PAGER_SIBLINGS = 2;

export function pageCount(itemCount: number, pageSize: PageSize): number {
  if (pageSize === 'all' || itemCount === 0) return 1;
  return Math.ceil(itemCount / pageSize);
}

/** The page (1-based) clamped into range: a page past the end shows the last one. */
export function clampPage(page: number, itemCount: number, pageSize: PageSize): number {
  return Math.min(Math.max(1, page), pageCount(itemCount, pageSize));
}

/** Index range of a page's items, so views can slice without copying the rest. */
export function pageRange(page: number, itemCount: number, pageSize: PageSize): { start: number; end: number } {
  if (pageSize === 'all') return { start: 0, end: itemCount };
  const start = (clampPage(page, itemCount, pageSize) - 1) * pageSize;
  return { start, end: Math.min(itemCount, start + pageSize) };
}

export function parsePageSize(value: string | null): PageSize {
  if (value === 'all') return 'all';
  const size = Number(value);
  return (PAGE_SIZES as readonly unknown[]).includes(size) ? (size as PageSize) : DEFAULT_PAGE_SIZE;
}
