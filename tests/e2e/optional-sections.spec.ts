/**
 * Sections a page can do without (issue 54 goal 2, decision 082): late past their deadline
 * (optional-slow: each answers after 1 s, under the run's upstream timeout) or failing
 * (optional-error), every page renders at once without them — never an error page, never a wait
 * for them. The server decides what is drawn, so each case runs in one project: the late case
 * without JavaScript, as its first view is the one cut (the answer that arrives later is cached
 * for the next view, by design, so a second project's view would show the section); the failing
 * case with JavaScript, as most visitors get them (the page's script runs without the sections).
 */
import { expect, signInByCookie, test } from './fixtures';
import { useScenario } from './support';

for (const scenario of ['optional-slow', 'optional-error']) {
  test.describe(scenario, { tag: scenario === 'optional-slow' ? '@no-js' : '@js' }, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await useScenario(context, baseURL, scenario);
    });

    test('the home: no slider, banners, campaigns strip nor trial banner; the programs are there', async ({
      page,
    }) => {
      const response = await page.goto('/');
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('region', { name: 'Destacados' })).toHaveCount(0);
      await expect(page.getByTestId('campaign-strip')).toHaveCount(0);
      await expect(page.getByTestId('trial-banner')).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Lo que cuentan nuestros estudiantes' })).toBeVisible();
    });

    test('a course page: no vacation programs; the course and its price are there', async ({ page }) => {
      const response = await page.goto('/cursos/curso-de-videojuegos-con-roblox');
      expect(response?.status()).toBe(200);
      await expect(page.getByTestId('vacation-offers')).toHaveCount(0);
      await expect(page.getByTestId('course-price')).toBeVisible();
    });

    test("the parents' zone: no recommendations; the child's course is there", async ({ page }) => {
      await signInByCookie(page, 'padre@example.com', '/dashboard?hijo=501');
      await expect(page.getByRole('heading', { level: 1, name: '¡Hola, Carlos!' })).toBeVisible();
      await expect(page.getByTestId('recommended')).toHaveCount(0);
      await expect(page.locator('[aria-current="step"]')).toContainText('Curso de Videojuegos con Roblox');
    });

    test("the student's dashboard: no banners; the courses are there", async ({ page }) => {
      await signInByCookie(page, 'alumno@example.com', '/dashboard');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('¡Hola, Mateo!');
      await expect(page.getByTestId('enrolled-course')).toHaveCount(5);
      await expect(page.getByTestId('dashboard-banner')).toHaveCount(0);
    });
  });
}
