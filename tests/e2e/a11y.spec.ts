/**
 * axe-core over every page, with JavaScript on (what most visitors get; the markup without
 * JavaScript is checked by tests/integration/html-validate.test.ts), at desktop width and at a
 * 390 px phone: a page is loaded once and checked at both widths, except what opens differently
 * at each (the login dialog, the header's menus). Any violation with impact serious or critical
 * fails, with the list printed.
 */
import { expect, test } from './fixtures';
import { PUBLIC_PAGES } from '../support/public-pages';
import { choosePlan } from './payment-support';
import { AXE_VIEWPORTS, expectNoSeriousViolations, expectNoSeriousViolationsAtEachWidth } from './axe';
import { useScenario } from './support';

for (const path of PUBLIC_PAGES) {
  test(`accesibilidad: page ${path}, at desktop width and at 390 px`, async ({ page }) => {
    await page.goto(path);
    await expectNoSeriousViolationsAtEachWidth(page);
  });
}

for (const viewport of AXE_VIEWPORTS) {
  test.describe(`accesibilidad (${viewport.name})`, () => {
    test.use({ viewport: viewport.size });

    test('login dialog open (/?login)', async ({ page }) => {
      await page.goto('/?login');
      const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' });
      await expect(dialog).toBeVisible();
      // Checked as most visitors meet it: upgraded to a modal once JavaScript runs.
      await expect.poll(() => dialog.evaluate((element) => element.matches(':modal'))).toBe(true);
      await expectNoSeriousViolations(page);
    });

    test('header menus open, signed in', async ({ page, signIn }) => {
      await signIn('padre@example.com', '/cursos');
      const menu = page.locator('.main-nav__menu > summary');
      if (await menu.isVisible()) {
        await menu.click();
        await expect(page.locator('.main-nav__panel')).toBeVisible();
        await expectNoSeriousViolations(page);
      }
      // The header's menus are exclusive: this closes 'Menú'.
      await page.locator('.user-menu__toggle').click();
      await expect(page.getByRole('button', { name: 'Cerrar Sesión' })).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  });
}

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

test('404 page', async ({ page }) => {
  const response = await page.goto('/esta-pagina-no-existe');
  expect(response?.status()).toBe(404);
  await expectNoSeriousViolationsAtEachWidth(page);
});

test('maintenance page', async ({ page, context, baseURL }) => {
  await useScenario(context, baseURL, 'maintenance');
  const response = await page.goto('/');
  expect(response?.status()).toBe(503);
  await expectNoSeriousViolationsAtEachWidth(page);
});
