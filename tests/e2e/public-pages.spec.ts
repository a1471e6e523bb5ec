/**
 * The quality bars of every public page (issue 9), driven by tests/support/public-pages.ts, with
 * JavaScript on and off: one h1, meta title and description, canonical URL, Open Graph tags,
 * an alt attribute on every image, and no horizontal scroll on a 390 px phone or an 820 px tablet. axe walks the same
 * list at desktop and 390 px in a11y.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { PUBLIC_PAGES } from '../support/public-pages';

/** A phone, and a tablet between the 768 px breakpoint and a laptop (where the footer once overflowed). */
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 820, height: 1180 },
];

for (const path of PUBLIC_PAGES) {
  test.describe(`public page ${path}`, () => {
    test('one h1, meta title and description, canonical URL and Open Graph tags', async ({
      page,
      baseURL,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveCount(1);
      expect((await page.title()).trim()).not.toBe('');
      const content = (selector: string) => page.locator(selector).getAttribute('content');
      expect((await content('meta[name="description"]'))?.trim()).toBeTruthy();
      // The canonical URL names the page without its query (/vacaciones?edad=… is one page).
      const canonical = `${baseURL}${path.split('?')[0]}`;
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
      for (const property of ['og:title', 'og:description', 'og:url', 'og:image', 'og:type', 'og:locale'])
        expect((await content(`meta[property="${property}"]`))?.trim(), property).toBeTruthy();
      expect(await content('meta[property="og:url"]')).toBe(canonical);
    });

    test('every image has an alt attribute (meaningful, or empty when decorative)', async ({ page }) => {
      await page.goto(path);
      const images = page.locator('img');
      expect(await images.count()).toBeGreaterThan(0);
      await expect(page.locator('img:not([alt])')).toHaveCount(0);
    });

    test('no horizontal scroll on a 390 px phone nor an 820 px tablet', async ({ page }) => {
      for (const size of WIDTHS) {
        await page.setViewportSize(size);
        await page.goto(path);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} scrolls sideways by ${overflow}px at ${size.width} px`).toBeLessThanOrEqual(
          0,
        );
      }
    });
  });
}
