/**
 * The parents' zone when the upstream misbehaves (mocks/scenarios/index.ts), with JavaScript on and off.
 * Each scenario is set by a cookie for this browser only, after signing in.
 */
import { expect, test } from './fixtures';
import { useScenario } from './support';
import { currentStep, openDashboard, signInParent } from './parents-support';

test.beforeEach(async ({ page }) => {
  await signInParent(page);
});

test('student-zone-error: nothing is shown, the parent stays on the same view', async ({
  page,
  context,
  baseURL,
}) => {
  await useScenario(context, baseURL, 'student-zone-error');
  await openDashboard(page, '/dashboard?hijo=502&pestana=cursos');
  await page.getByRole('button', { name: 'Entrar como Diego' }).click();
  await expect(page).toHaveURL(/\/dashboard\?hijo=502&pestana=cursos$/);
  await expect(page.getByRole('heading', { level: 1, name: '¡Hola, Carlos!' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('bad-schedule: the affected courses offer no calendar, the rest of the page is intact', async ({
  page,
  context,
  baseURL,
}) => {
  await useScenario(context, baseURL, 'bad-schedule');
  await openDashboard(page, '/dashboard?hijo=501');
  await expect(currentStep(page)).toContainText('Curso de Videojuegos con Roblox');
  await expect(page.getByTestId('course-card').getByText('Jorge Mendoza Ríos')).toBeVisible();
  await expect(page.getByText('Agregar al calendario')).toHaveCount(0);
  await openDashboard(page, '/dashboard?hijo=502');
  await expect(page.getByTestId('course-card').filter({ hasText: 'Curso de YouTuber Kids' })).toBeVisible();
  await expect(page.getByText('Agregar al calendario')).toHaveCount(0);
});

test("parents-empty: an empty state with 'Ver cursos' to the catalogue", async ({
  page,
  context,
  baseURL,
}) => {
  await useScenario(context, baseURL, 'parents-empty');
  await openDashboard(page, '/dashboard');
  const empty = page.getByTestId('empty-courses');
  await expect(empty).toContainText('Sofía todavía no tiene rutas ni cursos');
  await expect(page.getByRole('navigation', { name: 'Secciones de Sofía' })).toHaveCount(0);
  // The children, their login and the student zone are still there.
  await expect(page.getByRole('navigation', { name: 'Tus hijos' }).getByRole('link')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Entrar como Sofía' })).toBeVisible();
  await empty.getByRole('link', { name: 'Ver cursos' }).click();
  await expect(page).toHaveURL(/\/cursos$/);
});

test('recommended-error: no recommendations, everything else as usual', async ({
  page,
  context,
  baseURL,
}) => {
  await useScenario(context, baseURL, 'recommended-error');
  await openDashboard(page, '/dashboard?hijo=501');
  await expect(page.getByTestId('recommended')).toHaveCount(0);
  await expect(currentStep(page)).toContainText('Curso de Videojuegos con Roblox');
  await expect(page.getByTestId('blocked-banner')).toBeVisible();
  await expect(page.getByText('Ver credenciales de acceso')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Entrar como Sofía' })).toBeVisible();
});

test("maintenance: the children's listing fails, so the parent goes to '/' (spec §6, §8)", async ({
  page,
  context,
  baseURL,
}) => {
  await useScenario(context, baseURL, 'maintenance');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('heading', { name: 'En mantenimiento, volvemos en unos minutos' }),
  ).toBeVisible();
});
