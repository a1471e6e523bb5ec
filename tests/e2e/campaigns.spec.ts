/**
 * Campaigns and the trial-class offer (issue 17, decision 036), with JavaScript on and off: the
 * strip on the home and /cursos, a campaign's page, its 404s, the campaigns-error and
 * campaign-ended scenarios, the banner's 'Ahora no' remembered, and the trial form.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { newBrowserContext, SUPPORT_HEADERS, useScenario } from './support';

const PHONE = { width: 390, height: 844 };

async function fitsTheScreen(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

const strip = (page: Page) => page.getByTestId('campaign-strip');
const banner = (page: Page) => page.getByTestId('trial-banner');

test.describe('the campaigns strip', () => {
  test('/ and /cursos show the current campaigns with their pictures, dates and links', async ({ page }) => {
    for (const path of ['/', '/cursos']) {
      await page.goto(path);
      await expect(strip(page).getByRole('heading', { name: 'Campañas' })).toBeVisible();
      await expect(strip(page).getByRole('link', { name: 'Vacaciones útiles 2027' })).toHaveAttribute(
        'href',
        '/vacaciones',
      );
      await expect(
        strip(page).getByText('Del 1 de noviembre de 2026 al 31 de diciembre de 2027').first(),
      ).toBeVisible();
      await expect(strip(page).locator('picture source[media="(min-width: 768px)"]')).toHaveCount(2);
      await expect(strip(page).getByRole('img', { name: 'Mes de la robótica y la IA' })).toBeVisible();
      await strip(page).getByRole('link', { name: 'Mes de la robótica y la IA' }).click();
      await expect(page).toHaveURL(/\/campanas\/robotica-y-ia$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Mes de la robótica y la IA' })).toBeVisible();
    }
  });

  test('campaigns-error: the strip disappears, home and /cursos still render', async ({
    page,
    context,
    baseURL,
  }) => {
    await useScenario(context, baseURL, 'campaigns-error');
    for (const path of ['/', '/cursos']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached();
      await expect(strip(page)).toHaveCount(0);
    }
    await expect(
      page.getByRole('heading', { name: 'Cursos de programación para niños y adolescentes' }),
    ).toBeVisible();
  });

  // campaign-ended (the strip drops it, its page NOT_FOUND): tests/router/campaigns.test.ts; an
  // ended campaign's page is a real 404 inside the layout: 'a campaign page' below.
});

test.describe('a campaign page', () => {
  test('its picture, dates, description and products, each leading to its page; an unknown, an ended or a malformed id is a real 404 inside the layout', async ({
    page,
  }) => {
    await page.goto('/campanas/robotica-y-ia');
    await expect(page).toHaveTitle('Mes de la robótica y la IA · Campañas · Kodea');
    await expect(page.getByRole('navigation', { name: 'Migas de pan' })).toContainText(
      'Mes de la robótica y la IA',
    );
    const products = page.getByTestId('campaign-products');
    await expect(products.getByRole('heading', { level: 3 })).toHaveText([
      'Ruta Inteligencia Artificial y Apps',
      'Pack Python + Desarrollo Web',
    ]);
    await products.getByRole('link', { name: 'Ver ruta: Ruta Inteligencia Artificial y Apps' }).click();
    await expect(page).toHaveURL(/\/rutas\/ruta-inteligencia-artificial-y-apps$/);

    // An unknown, an ended or a malformed id is a real 404 inside the layout.
    for (const id of ['no-existe', 'cyber-kodea-2025', 'Mal_Id']) {
      const response = await page.goto(`/campanas/${id}`);
      expect(response?.status(), id).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
      await expect(page).toHaveTitle('Página no encontrada · Kodea');
      // The layout stays: the header's navigation and the footer.
      await expect(page.getByRole('contentinfo')).toBeVisible();
    }
  });
});

test.describe('the trial-class banner', () => {
  test("'Ahora no' hides it, remembered across pages and visits; a new visitor still sees it", async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    await page.goto('/cursos?edad=8_to_11');
    await expect(banner(page)).toBeVisible();
    // Never a modal: the page behind stays usable.
    await expect(page.locator('dialog[open]')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Todas las edades' })).toBeVisible();
    await banner(page).getByRole('button', { name: 'Ahora no' }).click();
    await expect(page).toHaveURL(/\/cursos\?edad=8_to_11$/);
    await expect(banner(page)).toHaveCount(0);
    await page.reload();
    await expect(banner(page)).toHaveCount(0);
    await page.goto('/');
    await expect(strip(page)).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    // The page cache kept /cursos?edad=8_to_11 for this visitor without the banner: another
    // visitor (no cookie) gets the banner, not that copy.
    const other = await newBrowserContext(browser, testInfo, baseURL);
    const stranger = await other.newPage();
    await stranger.goto('/cursos?edad=8_to_11');
    await expect(banner(stranger)).toBeVisible();
    await other.close();
  });
});

test.describe('the trial-class form', () => {
  test('errors keep what was typed; a booking shows what happens next and hides the banner', async ({
    page,
  }) => {
    const name = `Ana Prueba ${randomBytes(3).toString('hex')}`;
    await page.goto('/');
    await banner(page).getByRole('link', { name: 'Reservar mi clase gratis' }).click();
    await expect(page).toHaveURL(/\/clase-de-prueba$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Reserva una clase de prueba gratis' }),
    ).toBeVisible();

    await page.getByLabel('Tu nombre').fill(name);
    await page.getByLabel('Celular (WhatsApp)').fill('12345');
    await page.getByRole('button', { name: 'Reservar clase de prueba' }).click();
    const summary = page.getByTestId('error-summary');
    await expect(summary).toBeVisible();
    await expect(summary.getByRole('link')).toHaveText([
      'Ingresa un número de celular válido para el país elegido',
      'Elige la edad de tu hijo o hija',
      'Elige al menos un día',
    ]);
    await expect(page.getByLabel('Tu nombre')).toHaveValue(name);
    await expect(page.getByLabel('Celular (WhatsApp)')).toHaveValue('12345');
    await expect(page.getByLabel('País del teléfono')).toHaveValue('PE');

    await page.getByLabel('Celular (WhatsApp)').fill('987 654 321');
    await page.getByLabel('Edad de tu hijo o hija').selectOption('8_to_11');
    await page.getByLabel('Miércoles').check();
    await page.getByLabel('Sábado').check();
    await expect(page.getByLabel('Domingo')).toHaveCount(0);
    await page.getByRole('button', { name: 'Reservar clase de prueba' }).click();

    await expect(page).toHaveURL(/\/clase-de-prueba\/confirmada\?codigo=PRUEBA-\d{6}&horas=24$/);
    await expect(page.getByRole('heading', { level: 1, name: '¡Listo! Recibimos tu reserva' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '¿Qué sigue?' })).toBeVisible();
    await expect(page.getByText('En las próximas 24 horas te escribiremos por WhatsApp')).toBeVisible();

    const ledger = await page.request.get('/__mocks/clases-de-prueba.json', { headers: SUPPORT_HEADERS });
    const { trialClasses } = (await ledger.json()) as {
      trialClasses: Array<{ parentName: string; phone: string; preferredDays: string[] }>;
    };
    expect(trialClasses.filter((booking) => booking.parentName === name)).toEqual([
      expect.objectContaining({ phone: '+51987654321', preferredDays: ['wednesday', 'saturday'] }),
    ]);

    await page.goto('/');
    await expect(banner(page)).toHaveCount(0);
  });

  // The age list (0 a 4 años refused beside the field) and a form posted twice booking once are
  // the action's answers: tests/router/trial-class.test.ts.
  test('trial-class-error: the form comes back with the message and every value', async ({
    page,
    context,
    baseURL,
  }) => {
    await useScenario(context, baseURL, 'trial-class-error');
    await page.goto('/clase-de-prueba');
    await page.getByLabel('Tu nombre').fill('Rosa Falla');
    await page.getByLabel('Celular (WhatsApp)').fill('987654323');
    await page.getByLabel('Edad de tu hijo o hija').selectOption('12_to_15');
    await page.getByLabel('Viernes').check();
    await page.getByRole('button', { name: 'Reservar clase de prueba' }).click();
    await expect(page.getByTestId('error-summary')).toContainText(
      'No pudimos reservar tu clase en este momento. Inténtalo de nuevo en unos minutos.',
    );
    await expect(page.getByLabel('Tu nombre')).toHaveValue('Rosa Falla');
    await expect(page.getByLabel('Edad de tu hijo o hija')).toHaveValue('12_to_15');
    await expect(page.getByLabel('Viernes')).toBeChecked();
  });

  test('trial-offer-off: no banner, and the form page says so', async ({ page, context, baseURL }) => {
    await useScenario(context, baseURL, 'trial-offer-off');
    await page.goto('/');
    await expect(strip(page)).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    await page.goto('/clase-de-prueba');
    await expect(page.getByTestId('trial-unavailable')).toBeVisible();
  });
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: PHONE });

  test('the banner, the strip, a campaign and the form fit the screen', async ({ page }) => {
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    await expect(strip(page)).toBeVisible();
    // The phone gets the mobile picture.
    const src = await strip(page)
      .getByRole('img', { name: 'Mes de la robótica y la IA' })
      .evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(src).toContain('/images/campanas/robotica-ia-movil.svg');
    await fitsTheScreen(page);
    // /cursos and the campaign's page: public-pages.spec.ts measures every public page.
    await page.goto('/clase-de-prueba');
    await fitsTheScreen(page);
  });
});
