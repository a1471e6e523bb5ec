/**
 * Each class afterwards and its recording (issue 56), run once without JavaScript (neither
 * dashboard hydrates): the history opens, pages by links, the recording opens on the player, and
 * the page stands when the history fails.
 */
import { expect, test } from './fixtures';
import { useScenario } from './support';
import { signInParent } from './parents-support';

test("mama.mx@: Emiliano's classes, the older page by a link, and the recording on the player", async ({
  page,
  signIn,
}) => {
  await signIn('mama.mx@example.com', '/dashboard');
  const history = page.getByTestId('class-history');
  await expect(history.locator('summary')).toHaveText(/^Historial de clases \(12 clases\)/);
  await history.locator('summary').click();
  const classes = page.locator('#clases-6301').getByRole('list');
  await expect(classes.getByRole('listitem')).toHaveCount(10);
  await expect(classes.getByText('Faltó')).toBeVisible();
  await expect(classes.getByText('Emiliano publicó su app de preguntas', { exact: false })).toBeVisible();
  await expect(classes.getByRole('link', { name: /^Ver tarea/ })).toHaveAttribute('target', '_blank');
  await expect(classes.getByText(/^Disponible hasta el \d{1,2} de [a-z]+ de \d{4}$/).first()).toBeVisible();
  const recording = classes.getByRole('link', { name: /^Ver grabación/ }).first();
  const href = await recording.getAttribute('href');

  await history.getByRole('link', { name: 'Ver clases anteriores' }).click();
  await expect(page).toHaveURL(/[?&]clases=6301&pagina=2#clases-6301$/);
  // Open on arrival: the link led here, no click on the summary needed.
  await expect(classes.getByText('Primera clase: Emiliano creó su cuenta de App Inventor.')).toBeVisible();
  await expect(history.getByRole('link', { name: 'Ver clases más recientes' })).toBeVisible();

  expect(href).toMatch(/\/__reproductor\/[\w-]{20,}$/);
  await page.goto(href ?? '');
  await expect(page.getByRole('heading', { level: 1, name: 'Grabación de la clase' })).toBeVisible();
});

test('padre@: Diego’s absences and a recording past its 90 days', async ({ page }) => {
  await signInParent(page, '/dashboard?hijo=502&pestana=cursos');
  await page.locator('#clases-6201 summary', { hasText: 'Historial de clases (3 clases)' }).click();
  const youtuber = page.locator('#clases-6201').getByRole('list');
  await expect(youtuber.getByText('Falta justificada', { exact: true })).toBeVisible();
  await expect(youtuber.getByText('Faltó', { exact: true })).toBeVisible();
  await page.locator('#clases-6202 summary', { hasText: 'Historial de clases (3 clases)' }).click();
  await expect(page.locator('#clases-6202').getByText('Grabación no disponible')).toBeVisible();
});

test('the history failing: a short message on the card, the page still there', async ({
  page,
  context,
  baseURL,
}) => {
  await useScenario(context, baseURL, 'class-sessions-error');
  await signInParent(page);
  await expect(
    page.getByText('No pudimos cargar el historial de clases. Vuelve a intentarlo en unos minutos.').first(),
  ).toBeVisible();
  await expect(page.getByTestId('course-card').first()).toBeVisible();
});

test("alumno@: the student's own classes on the student dashboard", async ({ page, signIn }) => {
  await signIn('alumno@example.com', '/dashboard');
  await page.locator('#clases-9003 summary', { hasText: 'Historial de clases (3 clases)' }).click();
  const classes = page.locator('#clases-9003').getByRole('list');
  await expect(classes.getByText('Proyecto final entregado. ¡Muy buen cierre!')).toBeVisible();
  await expect(classes.getByRole('link', { name: /^Ver grabación/ })).toBeVisible();
});
