/**
 * Logging out must end the session on the server, not just in this browser: the session cookie
 * carries only an id, and logout destroys the record behind it. A copy of the cookie taken
 * before logout (stolen, or left in another tab's storage) must then be worthless.
 */
import type { APIRequestContext, Cookie } from '@playwright/test';
import { expect, test } from './fixtures';
import { aliasEmail, newBrowserContext, signInThroughDialog } from './support';

const SESSION_COOKIE = '__kodea_session';

/** The dashboard contact form's plain POST (what the form sends without JavaScript). */
function sendContact(request: APIRequestContext, origin: string) {
  return request.post('/dashboard?index', {
    form: { intent: 'contact', tipo_de_consulta: 'soporte', message: 'Prueba de sesión copiada.' },
    headers: { origin },
    maxRedirects: 0,
  });
}

test('a session cookie copied before logout no longer signs anyone in', async ({
  page,
  context,
  browser,
  baseURL,
}, testInfo) => {
  const origin = new URL(baseURL ?? 'http://localhost:3100').origin;
  await signInThroughDialog(page, aliasEmail(testInfo, 'alumno'), '/cursos');
  const copied: Cookie | undefined = (await context.cookies()).find((c) => c.name === SESSION_COOKIE);
  expect(copied, 'signed in, the browser holds the session cookie').toBeDefined();
  if (!copied) return;

  // Control: while the session lives, the copy works in another browser, for pages and for the
  // contact POST. Without this the checks below could pass for the wrong reason.
  const before = await newBrowserContext(browser, testInfo, baseURL);
  await before.addCookies([copied]);
  const beforePage = await before.newPage();
  await beforePage.goto('/dashboard');
  await expect(beforePage).toHaveURL(/\/dashboard$/);
  await expect(beforePage.getByTestId('contact-card')).toBeVisible();
  const accepted = await sendContact(before.request, origin);
  expect(accepted.status()).toBe(302);
  // The answer is shown beside the form, which the fragment brings into view.
  expect(accepted.headers().location).toBe('/dashboard#contacto-enviado');
  await before.close();

  // Log out through the user menu.
  await page.getByText('Mateo', { exact: true }).click();
  await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();

  // A fresh browser with the copied cookie is signed out.
  const after = await newBrowserContext(browser, testInfo, baseURL);
  await after.addCookies([copied]);
  const afterPage = await after.newPage();
  await afterPage.goto('/dashboard');
  await expect(afterPage).toHaveURL(/\/dashboard\?login$/);
  await expect(afterPage.getByRole('dialog', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(afterPage.getByTestId('contact-card')).toHaveCount(0);

  // And the copied cookie sends nothing: the contact POST is turned away to sign in.
  const refused = await sendContact(after.request, origin);
  expect([302, 303, 401, 403]).toContain(refused.status());
  const location = refused.headers().location ?? '';
  expect(location).not.toMatch(/^\/dashboard(#|$)/);
  if (location) expect(location).toMatch(/[?&]login\b/);
  await after.close();
});
