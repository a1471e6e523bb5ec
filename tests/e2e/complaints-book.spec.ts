/**
 * The Libro de Reclamaciones (docs/decisions/019, 099), a page that does not hydrate: run without
 * JavaScript (the focus with it: complaints-a11y.spec.ts).
 */
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { pdfText } from '../support/pdf-text';
import { newBrowserContext, SUPPORT_HEADERS } from './support';

/** The development defaults of BUSINESS_LEGAL_NAME and BUSINESS_RUC (server/env.ts). */
const LEGAL_NAME = 'Kodea Educación S.A.C.';
const RUC = '20612345679';

const COPY_URL = /\/libro-de-reclamaciones\/hoja\/[A-Za-z0-9_-]{43}$/;

async function fillComplaint(page: Page, email = 'carmen.rojas@example.com') {
  await page.getByLabel('Nombres', { exact: true }).fill('Carmen');
  await page.getByLabel('Apellidos', { exact: true }).fill('Rojas Salazar');
  await page.getByLabel('Tipo de documento', { exact: true }).selectOption('DNI');
  await page.getByLabel('Número de documento', { exact: true }).fill('41234567');
  await page.getByLabel('Domicilio').fill('Av. Arequipa 1234');
  await page.getByLabel('Departamento').selectOption('Lima');
  await page.getByLabel('Distrito').selectOption('Miraflores');
  await page.getByLabel('Teléfono').fill('987654321');
  await page.getByLabel('Correo electrónico', { exact: true }).fill(email);
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
  test("a complaint is filed: its number shown, printable, downloadable, and its e-mail's link opens it in a fresh browser", async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    const email = `carmen.${randomBytes(4).toString('hex')}@example.com`;
    await page.goto('/libro-de-reclamaciones');
    await fillComplaint(page, email);
    await page.getByRole('button', { name: 'Enviar reclamo' }).click();
    await expect(page).toHaveURL(COPY_URL);
    const number = page.getByTestId('complaint-number');
    await expect(number).toHaveText(/^N\.° \d{6}-\d{4}$/);
    await expect(page.getByTestId('complaint-record')).toContainText('15 días hábiles');
    await expect(page.getByTestId('complaint-record')).toContainText('Reprogramar la clase perdida.');
    await expect(page.getByTestId('complaint-record')).toContainText('Curso de Videojuegos con Roblox');
    await expect(page.getByTestId('complaint-answer')).toContainText('Aún no hay respuesta.');

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

    // The link itself downloads the PDF (a real click).
    const [saved] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Descargar hoja de reclamación' }).click(),
    ]);
    expect(saved.suggestedFilename()).toMatch(/^hoja-de-reclamacion-\d{6}-\d{4}\.pdf$/);

    // Issue 75 point 2: the consumer's e-mail carries the sheet's link, and it opens in a browser
    // that never filed it (a fresh context: no cookie at all). Another token opens nothing.
    const outbox = await (await page.request.get('/__mocks/correos', { headers: SUPPORT_HEADERS })).text();
    const mail = outbox.split('<article>').find((item) => item.includes(email)) ?? '';
    const link = /https?:\/\/[^\s<]+\/libro-de-reclamaciones\/hoja\/[A-Za-z0-9_-]{43}/.exec(mail)?.[0];
    expect(link, 'the e-mail links the sheet').toBeDefined();
    expect(new URL(link ?? '').pathname).toBe(new URL(page.url()).pathname);
    const fresh = await newBrowserContext(browser, testInfo, baseURL);
    const holder = await fresh.newPage();
    const opened = await holder.goto(new URL(link ?? '').pathname);
    expect(opened?.status()).toBe(200);
    await expect(holder.getByTestId('complaint-number')).toHaveText(await number.innerText());
    await expect(holder.getByTestId('complaint-record')).toContainText('Carmen Rojas Salazar');
    const guess = await holder.goto(`/libro-de-reclamaciones/hoja/${randomBytes(32).toString('base64url')}`);
    expect(guess?.status()).toBe(404);
    await fresh.close();
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
    await expect(page).toHaveURL(COPY_URL);
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

  test('errors listed at the top and beside their fields, focus on the list, nothing typed lost', async ({
    page,
  }) => {
    await page.goto('/libro-de-reclamaciones');
    await fillComplaint(page);
    await page.getByLabel('Departamento').selectOption('Cusco');
    await page.getByLabel('Soy menor de edad').check();
    await page.getByLabel('Número de documento', { exact: true }).fill('123');
    await page.getByRole('button', { name: 'Enviar reclamo' }).click();
    // Issue 76 point 11: the sign-up's summary, focused without JavaScript (autofocus); its links
    // lead to the fields.
    const summary = page.getByTestId('error-summary');
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveText([
      'El DNI tiene 8 dígitos',
      "Si no vives en el departamento de Lima, elige 'NO RESIDO EN LIMA'",
      'Ingresa el nombre de tu padre, madre o apoderado',
      'Elige el tipo de documento del apoderado',
    ]);
    await summary.getByRole('link', { name: 'Ingresa el nombre de tu padre, madre o apoderado' }).click();
    await expect(page.getByLabel('Nombre del padre, madre o apoderado')).toBeFocused();
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
    await expect(page).toHaveURL(COPY_URL);
    await expect(page.getByTestId('complaint-record')).toContainText('Kit 2 (8 modelos)');
  });
});
