/**
 * The parents' other pages, with JavaScript on and off: 'Preguntas Frecuentes' inside the zone
 * (FAQPage structured data), 'Perfiles' (/login-perfiles), and who may open them.
 */
import { expect, test } from './fixtures';
import { jsonLd, signInThroughDialog } from './support';
import { signInParent } from './parents-support';

test("/dashboard/faq: the parents' questions inside the zone, with FAQPage data", async ({ page }) => {
  await signInParent(page);
  await page
    .getByRole('navigation', { name: 'Zona de padres' })
    .getByRole('link', { name: 'Preguntas Frecuentes' })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/faq$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Preguntas Frecuentes' })).toBeVisible();
  await expect(
    page
      .getByRole('navigation', { name: 'Zona de padres' })
      .getByRole('link', { name: 'Preguntas Frecuentes' }),
  ).toHaveAttribute('aria-current', 'page');

  const question = page.getByText('¿Cómo descargo el certificado?');
  const answer = page.getByText('El certificado se habilita cuando termina el último curso de la ruta.', {
    exact: false,
  });
  await expect(answer).toBeHidden();
  await question.click();
  await expect(answer).toBeVisible();

  const faqPage = (await jsonLd(page)).find((block) => block['@type'] === 'FAQPage');
  expect(faqPage).toBeDefined();
  const entries = faqPage?.mainEntity;
  expect(Array.isArray(entries) && entries.length).toBeGreaterThanOrEqual(5);
  await expect(page.getByTestId('chat-float')).toBeVisible();
});

test("/login-perfiles: the parent's card leads to the dashboard, a child's to the student zone", async ({
  page,
}) => {
  await signInParent(page);
  await page.locator('.user-menu__toggle').click();
  await page.getByRole('link', { name: 'Perfiles' }).click();
  await expect(page).toHaveURL(/\/login-perfiles$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Perfiles' })).toBeVisible();
  await expect(page.getByTestId('profile-child')).toHaveCount(2);
  await expect(
    page.getByTestId('profile-parent').getByRole('link', { name: 'Ir a la Zona de Padres' }),
  ).toHaveAttribute('href', '/dashboard');
  await page.getByRole('button', { name: 'Entrar como Diego' }).click();
  await expect(page).toHaveURL(/\/__zona-estudiantes\/ingresar\?token=/);
  await expect(page.getByRole('heading', { name: 'Zona de Estudiantes — Hola, Diego' })).toBeVisible();
});

test('signed out, the parents pages open the login dialog and come back after sign-in', async ({ page }) => {
  for (const path of ['/dashboard/faq', '/login-perfiles']) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path}\\?login$`));
    await expect(page.getByRole('dialog', { name: 'Iniciar sesión' })).toBeVisible();
  }
  await signInThroughDialog(page, 'padre@example.com', '/login-perfiles');
  await expect(page).toHaveURL(/\/login-perfiles$/);
  await expect(page.getByTestId('profile-parent')).toBeVisible();
});

test('a student is sent to their own dashboard, which is unchanged', async ({ page, signIn }) => {
  await signIn('alumno@example.com', '/dashboard');
  await expect(page.getByRole('heading', { name: '¡Hola, Mateo!' })).toBeVisible();
  await expect(page.getByTestId('contact-card')).toBeVisible();
  for (const path of ['/dashboard/faq', '/login-perfiles']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/dashboard$/);
  }
});
