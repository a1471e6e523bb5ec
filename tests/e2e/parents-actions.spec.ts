/**
 * The parents' zone forms, with JavaScript on and off: dismissing the blocked-courses banner
 * (kept in the session), entering a child's student zone, and a recommended card (its thumbnail
 * remembered, then the chat).
 */
import { expect, test } from './fixtures';
import { answerChatLinks, openDashboard, signInParent } from './parents-support';

test.beforeEach(async ({ page }) => {
  await signInParent(page);
});

test('the blocked-courses banner stays dismissed after a reload and on other views', async ({ page }) => {
  await openDashboard(page, '/dashboard?hijo=501&pestana=rutas&paso=3');
  const banner = page.getByTestId('blocked-banner');
  await expect(banner).toContainText('Proximamente');
  await banner.getByRole('button', { name: 'Cerrar aviso' }).click();
  await expect(banner).toHaveCount(0);
  // Back on the same view (POST, redirect, GET).
  await expect(page).toHaveURL(/\/dashboard\?hijo=501&pestana=rutas&paso=3$/);
  await page.reload();
  await expect(page.getByTestId('current-path')).toBeVisible();
  await expect(banner).toHaveCount(0);
  await openDashboard(page, '/dashboard');
  await expect(page.getByTestId('current-path')).toBeVisible();
  await expect(banner).toHaveCount(0);
});

test("'Zona de Estudiantes' signs the child in on the student platform", async ({ page }) => {
  await page.getByRole('button', { name: 'Entrar como Sofía' }).click();
  await expect(page).toHaveURL(/\/__zona-estudiantes\/ingresar\?token=/);
  await expect(page.getByRole('heading', { name: 'Zona de Estudiantes — Hola, Sofía' })).toBeVisible();
});

test("a student-zone POST for another family's child is a 404", async ({ page, baseURL }) => {
  const answer = await page.request.post('/dashboard?index', {
    form: { intent: 'student-zone', child: '503' },
    headers: { origin: new URL(baseURL ?? 'http://localhost:3100').origin },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(404);
});

test('a recommended card opens the chat in a new tab and is remembered as seen', async ({
  page,
  context,
}) => {
  await answerChatLinks(context);
  // Sofía (8 a 11) is recommended only products of her age range (issue 76 point 9).
  const recommended = page.getByTestId('recommended');
  await expect(recommended.getByRole('heading', { name: 'Recomendados para Sofía' })).toBeVisible();
  await expect(recommended).not.toContainText('12 años a más');
  await expect(recommended).not.toContainText('Ruta Desarrolladores Web');
  await openDashboard(page, '/dashboard?hijo=502');
  await expect(recommended.getByRole('heading', { name: 'Recomendados para Diego' })).toBeVisible();
  await expect(page.getByTestId('recently-viewed')).toHaveCount(0);

  // The card's form opens a new tab; its answer redirects that tab to the chat. The request is
  // what counts (wa.me is answered offline by answerChatLinks when the route catches the popup).
  const chatRequest = context.waitForEvent('request', (request) =>
    request.url().startsWith('https://wa.me/'),
  );
  const popup = context.waitForEvent('page');
  await recommended.getByRole('button', { name: /^Ver ruta \(Ruta Pequeños Programadores\)/ }).click();
  const chatUrl = (await chatRequest).url();
  expect(chatUrl).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
  expect(chatUrl).toContain(encodeURIComponent('Ruta Pequeños Programadores'));
  expect(chatUrl).toContain(encodeURIComponent('Diego'));
  await (await popup).close();

  await page.reload();
  const seen = page.getByTestId('recently-viewed');
  await expect(seen.getByRole('heading', { name: 'Visto recientemente' })).toBeVisible();
  await expect(seen).toContainText('Ruta Pequeños Programadores');
  await expect(seen.locator('img')).toHaveAttribute(
    'src',
    '/images/cursos/curso-de-programacion-con-scratch-junior.svg',
  );
  // It belongs to Diego's recommendations: Sofía's page does not show it.
  await openDashboard(page, '/dashboard?hijo=501');
  await expect(page.getByTestId('recently-viewed')).toHaveCount(0);
});
