/** The Libro de Reclamaciones (docs/decisions/019), with JavaScript on and off. */
import { expect, test, type Page } from '@playwright/test';
import { pdfText } from '../support/pdf-text';

/** The development defaults of BUSINESS_LEGAL_NAME and BUSINESS_RUC (server/env.ts). */
const LEGAL_NAME = 'Kodea Educación S.A.C.';
const RUC = '20612345679';

async function fillComplaint(page: Page) {
  await page.getByLabel('Nombres', { exact: true }).fill('Carmen');
  await page.getByLabel('Apellidos', { exact: true }).fill('Rojas Salazar');
  await page.getByLabel('Tipo de documento', { exact: true }).selectOption('DNI');
  await page.getByLabel('Número de documento', { exact: true }).fill('41234567');
  await page.getByLabel('Domicilio').fill('Av. Arequipa 1234');
  await page.getByLabel('Departamento').selectOption('Lima');
  await page.getByLabel('Distrito').selectOption('Miraflores');
  await page.getByLabel('Teléfono').fill('987654321');
  await page.getByLabel('Correo electrónico', { exact: true }).fill('carmen.rojas@example.com');
  await page.getByRole('radio', { name: 'Servicio', exact: true }).check();
  await page.getByLabel('Curso', { exact: true }).selectOption({ label: 'Curso de Videojuegos con Roblox' });
  await page.getByLabel('Monto reclamado (S/)').fill('450');
  await page.getByLabel('Descripción del producto o servicio').fill('Curso de videojuegos con Roblox');
  await page.getByRole('radio', { name: /^Reclamo/ }).check();
  await page
    .getByLabel('Detalle', { exact: true })
    .fill('La clase del sábado no se realizó y no recibimos aviso.');
  await page.getByLabel('Pedido del consumidor').fill('Reprogramar la clase perdida.');
  await page.getByLabel(/Declaro que los datos/).check();
}

test.describe('complaints book', () => {
  test('a complaint is filed: its number shown, printable and downloadable by its filer only', async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.goto('/libro-de-reclamaciones');
    await fillComplaint(page);
    await page.getByRole('button', { name: 'Enviar reclamo' }).click();
    await expect(page).toHaveURL(/\/libro-de-reclamaciones\/[0-9a-f-]+$/);
    const number = page.getByTestId('complaint-number');
    await expect(number).toHaveText(/^N\.° \d{6}-\d{4}$/);
    await expect(page.getByTestId('complaint-record')).toContainText('15 días hábiles');
    await expect(page.getByTestId('complaint-record')).toContainText('Reprogramar la clase perdida.');
    await expect(page.getByTestId('complaint-record')).toContainText('Curso de Videojuegos con Roblox');

    // Printed: the sheet alone, without the site's header, footer and buttons.
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.site-header')).toBeHidden();
    await expect(page.locator('.site-footer')).toBeHidden();
    await expect(page.getByRole('link', { name: 'Descargar hoja de reclamación' })).toBeHidden();
    await expect(page.getByTestId('complaint-record')).toBeVisible();
    await page.emulateMedia({ media: 'screen' });

    // The provider the regulation asks for, from configuration.
    const provider = page.getByTestId('complaint-record').getByTestId('complaint-provider');
    await expect(provider).toContainText(LEGAL_NAME);
    await expect(provider).toContainText(RUC);

    const download = await page.request.get(`${page.url()}/descargar`);
    expect(download.status()).toBe(200);
    expect(download.headers()['content-type']).toBe('application/pdf');
    expect(download.headers()['content-disposition']).toMatch(
      /^attachment; filename="hoja-de-reclamacion-\d{6}-\d{4}\.pdf"$/,
    );
    const pdf = await download.body();
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain(await number.innerText());
    expect(text).toContain(LEGAL_NAME);
    expect(text).toContain(RUC);
    expect(text).toContain('Curso de Videojuegos con Roblox');

    // The link itself downloads the PDF (a real click, JavaScript on or off).
    const [saved] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Descargar hoja de reclamación' }).click(),
    ]);
    expect(saved.suggestedFilename()).toMatch(/^hoja-de-reclamacion-\d{6}-\d{4}\.pdf$/);

    const stranger = await browser.newContext({ baseURL });
    const response = await (await stranger.newPage()).goto(page.url());
    expect(response?.status()).toBe(404);
    await stranger.close();
  });

  test("linked from the footer; a consumer outside Lima: the address reads without 'NO RESIDO EN LIMA'", async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Libro de Reclamaciones' }).click();
    await expect(page).toHaveURL(/\/libro-de-reclamaciones$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Libro de Reclamaciones' })).toBeVisible();
    await expect(page.getByTestId('complaint-provider')).toContainText(LEGAL_NAME);
    await fillComplaint(page);
    await page.getByLabel('Domicilio').fill('Calle Plateros 345');
    await page.getByLabel('Departamento').selectOption('Cusco');
    await page.getByLabel('Distrito').selectOption('NO RESIDO EN LIMA');
    await page.getByRole('button', { name: 'Enviar reclamo' }).click();
    await expect(page).toHaveURL(/\/libro-de-reclamaciones\/[0-9a-f-]+$/);
    const record = page.getByTestId('complaint-record');
    await expect(record.getByText('Calle Plateros 345, Cusco', { exact: true })).toBeVisible();
    await expect(record).not.toContainText('NO RESIDO EN LIMA');
    const download = await page.request.get(`${page.url()}/descargar`);
    // A refusal (a status other than 200) says so here, not as an empty PDF text below.
    expect(download.status(), download.headers()['content-type']).toBe(200);
    const text = pdfText(await download.body());
    expect(text).toContain('Calle Plateros 345, Cusco');
    expect(text).not.toContain('NO RESIDO EN LIMA');
  });

  test('errors beside their fields, nothing typed lost', async ({ page }) => {
    await page.goto('/libro-de-reclamaciones');
    await fillComplaint(page);
    await page.getByLabel('Departamento').selectOption('Cusco');
    await page.getByLabel('Soy menor de edad').check();
    await page.getByLabel('Número de documento', { exact: true }).fill('123');
    await page.getByRole('button', { name: 'Enviar reclamo' }).click();
    await expect(page.locator('#reclamo-district-error')).toHaveText(
      "Si no vives en el departamento de Lima, elige 'NO RESIDO EN LIMA'",
    );
    await expect(page.locator('#reclamo-documentNumber-error')).toHaveText('El DNI tiene 8 dígitos');
    await expect(page.locator('#reclamo-guardianName-error')).toHaveText(
      'Ingresa el nombre de tu padre, madre o apoderado',
    );
    await expect(page.getByLabel('Detalle', { exact: true })).toHaveValue(
      'La clase del sábado no se realizó y no recibimos aviso.',
    );
    await expect(page.getByLabel('Departamento')).toHaveValue('Cusco');
  });

  test("a product is one of the spec's robotics kits: asked beside the choice, then on the sheet", async ({
    page,
  }) => {
    await page.goto('/libro-de-reclamaciones');
    await fillComplaint(page);
    const kit = page.getByLabel('Kit de robótica');
    await expect(kit.locator('option')).toHaveText([
      'Elige una opción',
      'Kit 1 (5 modelos)',
      'Kit 2 (8 modelos)',
    ]);
    await page.getByRole('radio', { name: 'Producto', exact: true }).check();
    await page.getByRole('button', { name: 'Enviar reclamo' }).click();
    await expect(page.locator('#reclamo-kit-error')).toHaveText('Elige el kit de robótica que compraste');
    await expect(page.getByRole('radio', { name: 'Producto', exact: true })).toBeChecked();
    await expect(page.getByLabel('Pedido del consumidor')).toHaveValue('Reprogramar la clase perdida.');
    await kit.selectOption({ label: 'Kit 2 (8 modelos)' });
    await page.getByRole('button', { name: 'Enviar reclamo' }).click();
    await expect(page).toHaveURL(/\/libro-de-reclamaciones\/[0-9a-f-]+$/);
    await expect(page.getByTestId('complaint-record')).toContainText('Kit 2 (8 modelos)');
  });
});
