/**
 * The parents' zone with axe-core (no serious or critical violation) at desktop width and at a
 * 390 px phone, JavaScript on (tests/integration/html-validate.test.ts checks the markup), and the
 * phone layout: no sideways scrolling, and the sidebar folds behind 'Menú' / 'Cerrar menú'.
 */
import { AXE_VIEWPORTS, expectNoSeriousViolations } from './axe';
import { expect, signInByCookie, test } from './fixtures';
import { PARENT_EMAIL } from './parents-support';
import { waitForEnhancements } from './support';

const PAGES = [
  '/dashboard',
  '/dashboard?hijo=501&pestana=rutas&paso=5',
  // 'Rutas anteriores:' opened: a link, not a <details>, so it is opened by its URL.
  '/dashboard?hijo=501&anteriores=1',
  '/dashboard?hijo=502',
  '/dashboard/faq',
  '/dashboard/mis-datos',
  '/login-perfiles',
];

// One test a page, loaded once and checked at both widths: axe is slow here, and six pages in one
// test ran into its 30 s. The phone comes last, so its layout is measured on the same load.
for (const path of PAGES)
  test(`zona de padres: ${path}, axe with the disclosures open, and no sideways scrolling at 390 px`, async ({
    page,
  }) => {
    await signInByCookie(page, PARENT_EMAIL, path);
    await waitForEnhancements(page);
    // Opened, so that what they hide is checked too.
    for (const summary of await page.locator('main details:visible > summary:visible').all())
      await summary.click();
    for (const viewport of AXE_VIEWPORTS) {
      await page.setViewportSize(viewport.size);
      await expectNoSeriousViolations(page);
    }
    expect(page.viewportSize()?.width).toBe(390);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
  });

test.describe('zona de padres at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the sidebar opens and closes without a script', async ({ page }) => {
    await signInByCookie(page, PARENT_EMAIL, '/dashboard');
    await waitForEnhancements(page);
    const sidebar = page.getByRole('navigation', { name: 'Zona de padres' });
    const faqLink = sidebar.getByRole('link', { name: 'Preguntas Frecuentes' });
    await expect(faqLink).toBeHidden();
    await sidebar.getByText('Menú de la Zona de Padres', { exact: true }).click();
    await expect(faqLink).toBeVisible();
    await sidebar.getByText('Cerrar menú', { exact: true }).click();
    await expect(faqLink).toBeHidden();
  });
});
