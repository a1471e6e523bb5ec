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
  });

  test('wrong credentials re-render the dialog with a Spanish error and the e-mail kept', async ({
    page,
  }) => {
    await page.goto('/contactanos?login');
    const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' });
    await dialog.getByLabel('Correo electrónico').fill('alumno@example.com');
    await dialog.getByLabel('Contraseña', { exact: true }).fill('no-es-la-clave');
    await dialog.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(/Correo electrónico o contraseña incorrectos/);
    await expect(dialog.getByLabel('Correo electrónico')).toHaveValue('alumno@example.com');
    await expect(dialog.getByLabel('Contraseña', { exact: true })).toHaveValue('');
    await expect(page).toHaveURL(/\/contactanos\?login$/);
  });

  test('empty fields show field errors in the page, not browser bubbles', async ({ page }) => {
    await page.goto('/?login');
    const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' });
    await dialog.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(dialog.getByText('Ingresa tu correo electrónico')).toBeVisible();
    await expect(dialog.getByText('Ingresa tu contraseña')).toBeVisible();
  });

  test('never redirects off-site after sign-in', async ({ page, baseURL }) => {
    const response = await page.request.post('/auth/login', {
      form: { email: 'alumno@example.com', password: PASSWORD, redirectTo: 'https://evil.example/robar' },
      headers: { origin: new URL(baseURL ?? 'http://localhost:3100').origin },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    // Not there: the student's own area, as after a plain sign-in (issue 53).
    expect(response.headers().location).toBe('/dashboard');
  });

  test('a parent signs in into the parents context and sees the parent menu', async ({ page }) => {
    await signInThroughDialog(page, 'padre@example.com', '/');
    await page.getByText('Carlos', { exact: true }).click();
    await expect(page.getByRole('link', { name: 'Perfiles' })).toBeVisible();
  });

  test('an organization user gets the organization menu', async ({ page }) => {
    await signInThroughDialog(page, 'org@example.com', '/');
    await page.getByText('Lucía', { exact: true }).click();
    await expect(page.getByRole('link', { name: 'Ir al dashboard' })).toHaveAttribute(
      'href',
      '/dashboardb2b/organization/1',
    );
  });

  test('logout clears the session and goes to /', async ({ page, context }) => {
    await signInThroughDialog(page, 'alumno@example.com', '/cursos');
    const signedIn = (await context.cookies()).find((c) => c.name === '__kodea_session');
    expect(signedIn).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    await page.getByText('Mateo', { exact: true }).click();
    await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
    await page.goto('/dashboard');
    await expect(page.getByRole('dialog', { name: 'Iniciar sesión' })).toBeVisible();
    // The record is destroyed and the cookie cleared (tests/e2e/logout-revocation.spec.ts: copies die too).
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === '__kodea_session')).toBeUndefined();
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

test('repeated failed sign-ins for one e-mail are throttled', async ({ page }, testInfo) => {
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
});
