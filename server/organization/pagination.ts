/** The upstream answers the last page for a page past the end, never an empty page. */
import type { OrganizationEnrolmentPage } from '../upstream/schemas/organizations';

export const ROSTER_PAGE_SIZE = 10;

export interface Page<T> {
  items: T[];
  page: number;
  /** At least 1, so an empty list is one empty page. */
  pageCount: number;
  total: number;
  /** 0 and 0 when empty. */
  from: number;
  to: number;
}

export function pageOf<T>(items: T[], meta: OrganizationEnrolmentPage['meta']): Page<T> {
  const start = (meta.page - 1) * meta.page_size;
  return {
    items,
    page: meta.page,
    pageCount: meta.page_count,
    total: meta.count,
    from: items.length ? start + 1 : 0,
    to: start + items.length,
  };
}
