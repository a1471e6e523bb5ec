import { expect, test } from './fixtures';
import { jsonLd, useScenario } from './support';

test.describe('course catalogue', () => {
  test('the first course picture (the LCP) loads at once; the rest wait until scrolled to', async ({
    page,
  }) => {
    await page.goto('/cursos');
    const images = page.getByTestId('course-card').locator('img');
    await expect(images.first()).toHaveAttribute('loading', 'eager');
    await expect(images.first()).toHaveAttribute('fetchpriority', 'high');
    await expect(images.nth(1)).toHaveAttribute('loading', 'lazy');
  });

  test('lists the courses by age range with breadcrumb structured data', async ({ page }) => {
    await page.goto('/cursos');
    await expect(page).toHaveTitle('Cursos · Kodea');
    await expect(page.getByRole('navigation', { name: 'Migas de pan' }).getByText('Cursos')).toHaveAttribute(
      'aria-current',
      'page',
    );
    for (const label of ['5 a 7 años', '8 a 11 años', '12 años a más']) {
      await expect(page.getByRole('heading', { level: 2, name: label })).toBeVisible();
    }
    expect(await page.getByTestId('course-card').count()).toBeGreaterThanOrEqual(12);
    const breadcrumb = (await jsonLd(page)).find((block) => block['@type'] === 'BreadcrumbList');
    expect(breadcrumb?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Inicio', item: expect.stringMatching(/\/$/) },
      { '@type': 'ListItem', position: 2, name: 'Cursos' },
    ]);
  });

  test('filters by age range with a plain link', async ({ page }) => {
    await page.goto('/cursos');
    await page.getByRole('link', { name: '12 años a más' }).first().click();
    await expect(page).toHaveURL(/edad=12_plus/);
    // The campaigns strip (issue 17, decision 036) and the way to the paths (issue 53) are its other sections.
    await expect(page.getByRole('heading', { level: 2 })).toHaveText([
      'Campañas',
      '12 años a más',
      'Rutas de aprendizaje',
    ]);
    // Five courses and the two minicourses of its pack (decision 076).
    await expect(page.getByTestId('course-card')).toHaveCount(7);
  });

  test('opens a course detail with content and API data', async ({ page }) => {
    await page.goto('/cursos');
    await page.getByRole('link', { name: 'Curso de Videojuegos con Roblox', exact: true }).click();
    await expect(page).toHaveURL(/\/cursos\/curso-de-videojuegos-con-roblox$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('start-date')).toHaveText(/^Inicia el \d+ de [a-z]+ de 2027$/);
    await expect(page.getByText('S/ ', { exact: false }).first()).toBeVisible();
    await expect(page.getByText('Pago único')).toBeVisible();
  });

  test('a course without start date says so', async ({ page }) => {
    await page.goto('/cursos/curso-de-inteligencia-artificial-para-adolescentes');
    await expect(page.getByTestId('start-date')).toHaveText('Sin fecha de inicio');
    await expect(page.getByText('Sin horarios disponibles')).toBeVisible();
  });

  test('the no-start-date scenario removes start dates', async ({ page, context, baseURL }) => {
    await useScenario(context, baseURL, 'no-start-date');
    await page.goto('/cursos/curso-de-videojuegos-con-roblox');
    await expect(page.getByTestId('start-date')).toHaveText('Sin fecha de inicio');
  });

  test('an unknown slug is a real 404 page', async ({ page }) => {
    const response = await page.goto('/cursos/curso-que-no-existe');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ver cursos' }).first()).toBeVisible();
  });
});
