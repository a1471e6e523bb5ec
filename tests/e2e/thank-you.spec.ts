import { expect, test } from './fixtures';
import { jsEnabled, useScenario, waitForEnhancements } from './support';

test.describe('thank-you page /gracias/{variant}', () => {
  test(
    "'purchase' in Peru: soles payment links and the Peruvian chat number",
    { tag: '@no-js' },
    async ({ page }) => {
      await page.goto('/gracias/purchase');
      await expect(
        page.getByRole('heading', { level: 1, name: '¡Gracias por confiar en Kodea!' }),
      ).toBeVisible();
      const options = page.getByRole('navigation', { name: 'Opciones de pago' }).getByRole('link');
      await expect(options).toHaveText(['Pagar el primer curso', 'Pagar la ruta completa']);
      await expect(options.nth(0)).toHaveAttribute('href', /primer-curso-pen$/);
      await expect(options.nth(1)).toHaveAttribute('href', /ruta-completa-pen$/);
      await expect(page.getByText('+51 987 654 321')).toBeVisible();
      await expect(page.getByRole('link', { name: /Abrir el chat/ })).toHaveAttribute(
        'href',
        'https://wa.me/51987654321',
      );
      // The link works offline: the mock's simulated checkout names what it sells.
      await options.nth(1).click();
      await expect(page.getByRole('heading', { name: 'Enlace de pago simulado' })).toBeVisible();
      await expect(page.getByText('Ruta completa · soles')).toBeVisible();
    },
  );

  test(
    "'purchase' for a visitor abroad: dollar links and the US chat number",
    { tag: '@no-js' },
    async ({ page, context, baseURL }) => {
      await useScenario(context, baseURL, 'visitor-abroad');
      await page.goto('/gracias/purchase');
      const options = page.getByRole('navigation', { name: 'Opciones de pago' }).getByRole('link');
      await expect(options.nth(0)).toHaveAttribute('href', /primer-curso-usd$/);
      await expect(options.nth(1)).toHaveAttribute('href', /ruta-completa-usd$/);
      await expect(page.getByText('+1 305 555 0123')).toBeVisible();
    },
  );

  test("'testimonials': the three student videos in the player", async ({ page }, testInfo) => {
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>video</title>' }),
    );
    await page.goto('/gracias/testimonials');
    const videos = page.getByRole('link', { name: /^Ver video:/ });
    await expect(videos).toHaveCount(3);
    await expect(page.getByRole('navigation', { name: 'Opciones de pago' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Volver a la pagina principal' })).toHaveCount(0);
    if (!jsEnabled(testInfo)) {
      await expect(videos.first()).toHaveAttribute('href', /^https:\/\/www\.youtube\.com\/watch\?v=/);
      return;
    }
    await waitForEnhancements(page);
    await videos.first().click();
    await expect(page.getByRole('dialog', { name: 'Valentina, 9 años, Lima' })).toBeVisible();
    await page.getByRole('button', { name: 'Cerrar' }).click();
    await expect(page.locator('dialog iframe')).not.toHaveAttribute('src', /.+/);
  });

  test(
    "any other variant: 'Volver a la pagina principal' leads home",
    { tag: '@no-js' },
    async ({ page }) => {
      await page.goto('/gracias/contacto');
      await expect(page.getByRole('heading', { level: 1, name: '¡Gracias!' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Opciones de pago' })).toHaveCount(0);
      await page.getByRole('link', { name: 'Volver a la pagina principal' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(
        page.getByRole('heading', {
          level: 2,
          name: 'Elige el programa ideal según la edad de tu hijo o hija',
        }),
      ).toBeVisible();
    },
  );

  test('a variant that is not a slug is a real 404', { tag: '@no-js' }, async ({ page }) => {
    const response = await page.goto('/gracias/Compra%20rara');
    expect(response?.status()).toBe(404);
  });
});
