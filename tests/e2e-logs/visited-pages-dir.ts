/**
 * Where the e2e suite keeps each HTML document it received (tests/e2e/page-record.ts) for the
 * check after the run (visited-pages.ts). Outside test-results/, which Playwright empties.
 */
export const VISITED_PAGES_DIR = 'test-logs/visited-pages';
