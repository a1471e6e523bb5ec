import { expect, test } from './fixtures';
import { useScenario } from './support';

test.describe('upstream failure scenarios', () => {
  test('maintenance: every page shows the maintenance screen', async ({ page, context, baseURL }) => {
    await useScenario(context, baseURL, 'maintenance');
    for (const path of ['/', '/cursos', '/cursos/curso-de-youtuber-kids', '/contactanos']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(503);
      await expect(
        page.getByRole('heading', { name: 'En mantenimiento, volvemos en unos minutos' }),
      ).toBeVisible();
    }
  });

  test('maintenance on the dashboard sends the user home, which shows maintenance', async ({
    page,
    context,
    baseURL,
    signIn,
  }) => {
    await signIn('alumno@example.com', '/cursos');
    await useScenario(context, baseURL, 'maintenance');
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('heading', { name: 'En mantenimiento, volvemos en unos minutos' }),
    ).toBeVisible();
  });

  test('upstream down: a friendly page, no stack trace, and the server keeps running', async ({
    page,
    context,
    baseURL,
  }) => {
    await useScenario(context, baseURL, 'upstream-down');
    const response = await page.goto('/cursos');
    expect(response?.status()).toBe(502);
    await expect(page.getByRole('heading', { name: 'Ups, algo salió mal' })).toBeVisible();
    const html = await page.content();
    expect(html).not.toMatch(/TypeError|at .*\.(ts|js):\d+|stack/i);
    await context.clearCookies({ name: 'mock_scenario' });
    const again = await page.goto('/cursos');
    expect(again?.status()).toBe(200);
  });

  test('the /__mocks page lists the scenarios and switches them for this browser', async ({ page }) => {
    await page.goto('/__mocks');
    await expect(page.getByRole('heading', { name: 'Escenarios del backend simulado' })).toBeVisible();
    for (const name of ['contact-error', 'maintenance', 'upstream-down', 'no-start-date']) {
      await expect(page.locator('code', { hasText: new RegExp(`^${name}$`) })).toBeVisible();
    }
    await page
      .locator('li', { has: page.locator('code', { hasText: /^maintenance$/ }) })
      .getByRole('button')
      .click();
    await expect(page.getByText('Escenario activo en este navegador: maintenance')).toBeVisible();
    await page.goto('/cursos');
    await expect(
      page.getByRole('heading', { name: 'En mantenimiento, volvemos en unos minutos' }),
    ).toBeVisible();
  });
});
