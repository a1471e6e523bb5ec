/**
 * axe-core over every page, with JavaScript on (what most visitors get; the markup without
 * JavaScript is checked by tests/integration/html-validate.test.ts), at desktop width and at a
 * 390 px phone: a page is loaded once and checked at both widths (no script of ours reads the
 * width: the layout is CSS), the header's 'Menú' only where it exists, at 390 px. Any violation
 * with impact serious or critical fails, with the list printed. The 404 and maintenance pages are
 * checked where their content is (layout-polish.spec.ts).
 */
import { expect, test } from './fixtures';
import { PUBLIC_PAGES } from '../support/public-pages';
import { choosePlan } from './payment-support';
import { AXE_VIEWPORTS, expectNoSeriousViolations, expectNoSeriousViolationsAtEachWidth } from './axe';

for (const path of PUBLIC_PAGES) {
  test(`accesibilidad: page ${path}, at desktop width and at 390 px`, async ({ page }) => {
    await page.goto(path);
    await expectNoSeriousViolationsAtEachWidth(page);
  });
}

// The dialog and the header's menus are the same over every public page (all light pages, one
// script): they are checked over a short one, whose own content the loop above checks.
const SHORT_PAGE = '/politica-de-privacidad';

test(`login dialog open (${SHORT_PAGE}?login), at desktop width and at 390 px`, async ({ page }) => {
  await page.goto(`${SHORT_PAGE}?login`);
  const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' });
  await expect(dialog).toBeVisible();
  // Checked as most visitors meet it: upgraded to a modal once JavaScript runs. No script reads
  // the width, so the open dialog laid out again at 390 px is what a phone opens.
  await expect.poll(() => dialog.evaluate((element) => element.matches(':modal'))).toBe(true);
  await expectNoSeriousViolationsAtEachWidth(page);
});

test("header menus open, signed in: 'Menú' at 390 px, the user menu at 390 px and desktop width", async ({
  page,
  signIn,
}) => {
  const [desktop, phone] = AXE_VIEWPORTS;
  await page.setViewportSize(phone.size);
  await signIn('padre@example.com', SHORT_PAGE);
  // 'Menú' is the phone's disclosure: at desktop width its links stand in the row.
  await page.locator('.main-nav__menu > summary').click();
  await expect(page.locator('.main-nav__panel')).toBeVisible();
  await expectNoSeriousViolations(page);
  // The header's menus are exclusive: this closes 'Menú'.
  await page.locator('.user-menu__toggle').click();
  await expect(page.getByRole('button', { name: 'Cerrar Sesión' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.setViewportSize(desktop.size);
  await expect(page.getByRole('button', { name: 'Cerrar Sesión' })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('dashboard, signed in', async ({ page, signIn }) => {
  await signIn('alumno@example.com', '/dashboard');
  await expect(page.getByRole('heading', { name: /Hola/ })).toBeVisible();
  await expectNoSeriousViolationsAtEachWidth(page);
});

test('enrollment after choosing a program', async ({ page, signInAsAlias }) => {
  await signInAsAlias();
  await choosePlan(page);
  await expectNoSeriousViolationsAtEachWidth(page);
});
