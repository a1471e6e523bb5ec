/**
 * No public page scrolls sideways on a 390 px phone or an 820 px tablet (issue 9), and a phone's
 * header is one compact row: layout needs a browser. The page's markup bars (one h1, meta, canonical URL, Open Graph, alt texts) are checked
 * on the server's HTML in tests/integration/html-validate.test.ts; axe walks the same list in
 * a11y.spec.ts. Run without JavaScript only (playwright.config.ts): these pages do not hydrate.
 */
import { expect, test } from './fixtures';
import { PUBLIC_PAGES } from '../support/public-pages';

/** A phone, and a tablet between the 768 px breakpoint and a laptop (where the footer once overflowed). */
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 820, height: 1180 },
];

/**
 * A few pages per test, each a step of its own: one browser page walks them, rather than a new
 * page per address, and the tests still share the workers.
 */
const GROUPS = 3;
const groups = Array.from({ length: GROUPS }, (_, group) =>
  PUBLIC_PAGES.filter((_, index) => index % GROUPS === group),
);

for (const paths of groups) {
  test(`no horizontal scroll on a 390 px phone nor an 820 px tablet; a phone's header is one row: ${paths.join(
    ', ',
  )}`, async ({ page }) => {
    for (const path of paths)
      await test.step(path, async () => {
        // Loaded once and laid out at each width in turn: without JavaScript the layout is CSS alone.
        await page.setViewportSize(WIDTHS[0]);
        await page.goto(path);
        const header = await page.locator('header.site-header').boundingBox();
        expect(header?.height, `${path}: the header at 390 px`).toBeLessThanOrEqual(72);
        for (const size of WIDTHS) {
          await page.setViewportSize(size);
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          );
          expect(
            overflow,
            `${path} scrolls sideways by ${overflow}px at ${size.width} px`,
          ).toBeLessThanOrEqual(0);
        }
      });
  });
}
