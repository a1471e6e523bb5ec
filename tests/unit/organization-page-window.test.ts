import { describe, expect, it } from 'vitest';
import { pageWindow } from '../../server/organization/page-window';

/** The window as the page draws it: numbers, and '…' for a gap. */
const drawn = (current: number, count: number) =>
  pageWindow(current, count)
    .map((slot) => (slot === null ? '…' : String(slot)))
    .join(' ');

describe('pageWindow', () => {
  it('one page or none: no links at all', () => {
    expect(pageWindow(1, 1)).toEqual([]);
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it('few pages: every page, no gap', () => {
    expect(drawn(1, 3)).toBe('1 2 3');
    expect(drawn(4, 7)).toBe('1 2 3 4 5 6 7');
  });

  it('1,000 pages: the first, the last, the current one ± 2, gaps between', () => {
    expect(drawn(1, 1000)).toBe('1 2 3 … 1000');
    expect(drawn(500, 1000)).toBe('1 … 498 499 500 501 502 … 1000');
    expect(drawn(1000, 1000)).toBe('1 … 998 999 1000');
    expect(pageWindow(500, 1000).length).toBeLessThanOrEqual(9);
  });

  it('a gap of one page shows that page instead of an ellipsis', () => {
    expect(drawn(5, 1000)).toBe('1 2 3 4 5 6 7 … 1000');
    expect(drawn(4, 1000)).toBe('1 2 3 4 5 6 … 1000');
    expect(drawn(996, 1000)).toBe('1 … 994 995 996 997 998 999 1000');
  });

  it('a current page out of range is clamped', () => {
    expect(drawn(0, 10)).toBe('1 2 3 … 10');
    expect(drawn(99, 10)).toBe('1 … 8 9 10');
  });
});
