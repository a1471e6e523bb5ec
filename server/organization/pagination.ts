/** Pages of a list: a page past the end shows the last one, never an empty page or an error. */
export const ROSTER_PAGE_SIZE = 10;

export interface Page<T> {
  items: T[];
  /** 1-based, clamped to 1…pageCount. */
  page: number;
  /** At least 1, so an empty list is one empty page. */
  pageCount: number;
  total: number;
  /** 1-based positions of the first and last item shown; 0 and 0 when empty. */
  from: number;
  to: number;
}

export function paginate<T>(items: T[], requestedPage: number, size = ROSTER_PAGE_SIZE): Page<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const page = Math.min(Math.max(1, Math.floor(requestedPage) || 1), pageCount);
  const start = (page - 1) * size;
  const slice = items.slice(start, start + size);
  return {
    items: slice,
    page,
    pageCount,
    total: items.length,
    from: slice.length ? start + 1 : 0,
    to: start + slice.length,
  };
}
