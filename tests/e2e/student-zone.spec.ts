/**
 * 'Entrar como {hijo}' (spec §6) reaches the student platform with JavaScript on and off, from
 * the dashboard's card and from /login-perfiles, with the app at localhost and at 127.0.0.1.
 *
 * The simulated platform always answers at http://localhost:$PORT (mocks/config), so a page at
 * 127.0.0.1 meets it as another origin, as a real platform always is: without JavaScript the
 * form's 303 to it is checked against the page's CSP form-action, which must name the configured
 * STUDENT_PLATFORM_URL (docs/decisions/033). With the origin missing, Chromium stops the
 * navigation and the platform's page never loads: these tests then fail.
 */
import { expect, signInByCookie, test } from './fixtures';
import { PARENT_EMAIL, whenReady } from './parents-support';

const PORT = process.env.E2E_PORT ?? 3100;
const PLATFORM_PAGE = new RegExp(`^http://localhost:${PORT}/__zona-estudiantes/ingresar\\?token=`);

for (const host of ['localhost', '127.0.0.1']) {
  test.describe(`the app at ${host}`, () => {
    test.use({ baseURL: `http://${host}:${PORT}` });

    test("the dashboard's 'Entrar como Sofía' opens Sofía's student platform page", async ({ page }) => {
      await signInByCookie(page, PARENT_EMAIL, '/dashboard');
      await expect(page).toHaveURL(new RegExp(`^http://${host.replace(/\./g, '\\.')}:${PORT}/dashboard`));
      await whenReady(page);
      await page.getByRole('button', { name: 'Entrar como Sofía' }).click();
      await expect(page).toHaveURL(PLATFORM_PAGE);
      await expect(page.getByRole('heading', { name: 'Zona de Estudiantes — Hola, Sofía' })).toBeVisible();
    });

    test("/login-perfiles' 'Entrar como Diego' opens Diego's student platform page", async ({ page }) => {
      await signInByCookie(page, PARENT_EMAIL, '/login-perfiles');
      await expect(page.getByRole('heading', { level: 1, name: 'Perfiles' })).toBeVisible();
      await whenReady(page);
      await page.getByRole('button', { name: 'Entrar como Diego' }).click();
      await expect(page).toHaveURL(PLATFORM_PAGE);
      await expect(page.getByRole('heading', { name: 'Zona de Estudiantes — Hola, Diego' })).toBeVisible();
    });
  });
}
