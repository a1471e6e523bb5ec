/**
 * The login dialog (JavaScript on and off): signing in over any page returns to it with the
 * session cookie; logging out leaves nothing behind; tokens never reach the HTML. Where a sign-in
 * lands and the menus it shows: sign-in-return.spec.ts; the dialog's errors and keyboard, and
 * logging out from the menu: mobile-and-keyboard.spec.ts; never off the site:
 * tests/router/login-action.test.ts; repeated failures throttled, as the dialog says it:
 * tests/integration/login-throttle.test.ts (server output, the same with JavaScript).
 */
import { expect, test } from './fixtures';
import { PASSWORD, signInThroughDialog } from './support';

test.describe('login dialog', () => {
  test('opens over any page with ?login and signs in, returning to that page', async ({ page }) => {
    await page.goto('/cursos?login');
    const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' });
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Cursos'); // the page is still behind it
    await dialog.getByLabel('Correo electrónico').fill('alumno@example.com');
    await dialog.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page).toHaveURL(/\/cursos$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByText('Mateo', { exact: true })).toBeVisible();
    const signedIn = (await page.context().cookies()).find((c) => c.name === '__kodea_session');
    expect(signedIn).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  });

  test(
    'with JavaScript, logging out still loads a new document: nothing of the user stays in memory',
    { tag: '@js' },
    async ({ page }) => {
      await signInThroughDialog(page, 'alumno@example.com', '/dashboard');
      // A mark in the signed-in document's memory; a client-side navigation would carry it over.
      await page.evaluate(() => Object.assign(window, { __signedInDocument: true }));
      await page.getByText('Mateo', { exact: true }).click();
      await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
      expect(await page.evaluate(() => '__signedInDocument' in window)).toBe(false);
    },
  );

  test('tokens never appear in the HTML', { tag: '@no-js' }, async ({ page }) => {
    await signInThroughDialog(page, 'alumno@example.com', '/dashboard');
    const html = await page.content();
    expect(html).not.toContain('mock-refresh');
    expect(html).not.toContain('mock-access');
  });
});
