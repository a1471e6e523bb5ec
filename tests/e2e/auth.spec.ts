/**
 * The login dialog (JavaScript on and off): signing in over any page returns to it with the
 * session cookie; logging out leaves nothing behind; tokens never reach the HTML; failures are
 * throttled. Where a sign-in lands and the menus it shows: sign-in-return.spec.ts; the dialog's
 * errors and keyboard, and logging out from the menu: mobile-and-keyboard.spec.ts; never off the
 * site: tests/router/login-action.test.ts.
 */
import { expect, test } from '@playwright/test';
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

// The refusal is the server's (tests/integration/login-throttle.test.ts counts it across
// instances); the dialog shows a refusal the same way with JavaScript (mobile-and-keyboard.spec.ts).
test(
  'repeated failed sign-ins for one e-mail are throttled',
  { tag: '@no-js' },
  async ({ page }, testInfo) => {
    // Unique per run and retry: the throttle remembers failures for the server's lifetime.
    const email = `bloqueo-${testInfo.project.name}-${testInfo.retry}-${Date.now()}@example.com`;
    await page.goto('/?login');
    for (let attempt = 1; attempt <= 6; attempt++) {
      const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' });
      const password = dialog.getByLabel('Contraseña', { exact: true });
      await dialog.getByLabel('Correo electrónico').fill(email);
      await password.fill(`clave-${attempt}`);
      await dialog.getByRole('button', { name: 'Iniciar sesión' }).click();
      // Each failed attempt re-renders the form without the password: this attempt's answer arrived.
      await expect(password).toHaveValue('');
      const expected =
        attempt <= 5 ? /Correo electrónico o contraseña incorrectos/ : /Demasiados intentos fallidos/;
      await expect(page.getByTestId('login-error')).toHaveText(expected);
    }
  },
);
