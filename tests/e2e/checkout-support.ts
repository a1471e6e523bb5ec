/**
 * Steps of the online checkout (issue 16) for its end-to-end tests, JavaScript on and off:
 * `/pagar` → the invoice page → a way to pay → the result. Card data and the provider's forms
 * are the vacation payment's (payment-support.ts).
 */
import { expect, test, type Page } from '@playwright/test';
import { jsEnabled, waitForEnhancements } from './support';
import { payWith, type Card } from './payment-support';

/** Sofía's next course of her path (Ruta Creadores de Videojuegos, level 2, 8 to 11). */
export const SOFIA_NEXT = {
  path: 'ruta-creadores-de-videojuegos',
  course: 'curso-de-minecraft-education-code-builder',
  title: 'Minecraft Education: Code Builder',
};

/** A course of Emiliano's path (mama.mx@example.com, Mexico: dollars). */
export const EMILIANO_PATH = 'ruta-inteligencia-artificial-y-apps';
export const USD_PARENT = 'mama.mx';

export async function whenReady(page: Page) {
  if (jsEnabled(test.info())) await waitForEnhancements(page);
}

/** Sofía's next course's `/pagar` query (SOFIA_NEXT). */
export const SOFIA_NEXT_QUERY = `ruta=${SOFIA_NEXT.path}&curso=${SOFIA_NEXT.course}`;

/**
 * A soles pedido within Yape's and Plin's S/ 500 per operation (issue 75): Minecraft in the games
 * path, S/ 490. The Roblox course's S/ 549 is above it, so no wallet is offered for it.
 */
export const WALLET_PEDIDO = SOFIA_NEXT_QUERY;

/** The address of `/pagar` for a product: a sign-in can open it at once (no page on the way). */
export const pagarPath = (query: string) => `/pagar?${query}`;

/** `/pagar?…` for a product, signed in already; waits for the page. */
export async function openPagar(page: Page, query: string) {
  await page.goto(pagarPath(query));
  await pagarShown(page);
}

/** `/pagar` just loaded (by openPagar, or by a sign-in that opened it): its heading, and React. */
export async function pagarShown(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Pagar en línea' })).toBeVisible();
  await whenReady(page);
}

/** Chooses the child (by first name) and 'Continuar al pago'; answers the invoice number. */
export async function startInvoice(page: Page, child: string): Promise<string> {
  await page
    .getByTestId('child-choice')
    .getByRole('radio', { name: new RegExp(`^${child}\\b`) })
    .check();
  await page.getByRole('button', { name: 'Continuar al pago' }).click();
  await expect(page).toHaveURL(/\/dashboard\/compras\/\d+$/);
  await whenReady(page);
  return invoiceNumber(page);
}

/** `/pagar` for Sofía's next course (SOFIA_NEXT), then her invoice; answers its number. */
export async function startSofiaNextInvoice(page: Page): Promise<string> {
  await openPagar(page, SOFIA_NEXT_QUERY);
  return startInvoice(page, 'Sofía');
}

export async function invoiceNumber(page: Page): Promise<string> {
  const number = page.getByTestId('invoice-number');
  await expect(number).not.toBeEmpty();
  return ((await number.textContent()) ?? '').trim();
}

/** The invoice's id, from the page's address. */
export function invoiceIdOf(page: Page): string {
  return new URL(page.url()).pathname.split('/')[3] ?? '';
}

/** Picks a way to pay on the invoice page ('Tarjeta de crédito o débito', a local method…). */
export async function chooseMethod(page: Page, label: string | RegExp) {
  await page.getByTestId('payment-methods').getByRole('radio', { name: label }).check();
  await page.getByRole('button', { name: 'Continuar con el pago' }).click();
}

/** A cash or transfer way: chosen, its terms accepted on its step, then the code asked for (issue 52). */
export async function getLocalCode(page: Page, label: string | RegExp) {
  await chooseMethod(page, label);
  const step = page.getByTestId('local-step');
  await expect(step).toBeVisible();
  await whenReady(page);
  await step.getByLabel('Acepto los términos y condiciones').check();
  await step.getByRole('button', { name: 'Generar código de pago' }).click();
  await expect(page.getByTestId('local-step')).toHaveCount(0);
}

/** Soles card: opens the card step and pays (embedded form with JavaScript, hosted form without). */
export async function payInvoiceWithCard(page: Page, card: Card) {
  await chooseMethod(page, /^Tarjeta de crédito o débito$/);
  const step = page.getByTestId('payment-step');
  await expect(step).toBeVisible();
  if (jsEnabled(test.info())) await expect(step.getByLabel('Número de tarjeta')).toBeVisible();
  await payWith(page, test.info(), card);
}

/**
 * Issue 75: a family abroad gets a Peruvian boleta too, and a path in dollars is above S/ 700 at
 * the day's rate: 'Comprobante de pago' names the buyer, by passport.
 */
export async function nameBoletaByPassport(page: Page) {
  const receipt = page.getByTestId('receipt-fields');
  await receipt.getByLabel('Tipo de documento').selectOption('PASAPORTE');
  await receipt.getByRole('textbox', { name: 'Número de documento' }).fill('G12345678');
  await receipt.getByRole('textbox', { name: 'Nombre completo' }).fill('Mariana López Hernández');
}

/** A path in dollars: its boleta named by passport, then the dollar card chosen. */
export async function chooseDollarCard(page: Page) {
  await nameBoletaByPassport(page);
  await chooseMethod(page, /dólares/);
}

/** The dollar card: the terms, then the provider's embedded form (JavaScript) or its hosted checkout. */
export async function payInDollars(page: Page, card: string) {
  await chooseDollarCard(page);
  const step = page.getByTestId('intent-step');
  await expect(step).toBeVisible();
  await whenReady(page);
  // Once hydrated, the step swaps its server-rendered terms form for the provider's card form:
  // a box checked before the swap is a box that is gone.
  if (jsEnabled(test.info())) await expect(step.getByLabel('Número de tarjeta')).toBeVisible();
  await step.getByLabel('Acepto los términos y condiciones').check();
  if (jsEnabled(test.info())) {
    await step.getByLabel('Nombre del titular').fill('María López');
    await step.getByLabel('Número de tarjeta').fill(card);
    await step.getByLabel('Vencimiento (MM/AA)').fill('12/29');
    await step.getByLabel('CVC').fill('123');
    await step.getByRole('button', { name: 'PAY' }).click();
    return;
  }
  await step.getByRole('button', { name: 'PAGAR', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Pago con tarjeta' })).toBeVisible();
  await page.getByLabel('Nombre del titular').fill('María López');
  await page.getByLabel('Número de tarjeta').fill(card);
  await page.getByLabel('Vencimiento (MM/AA)').fill('12/29');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'PAY' }).click();
}

/** The pedido's codes, folded before the way to pay until one is used (issue 76 point 11): opened. */
export async function openCodes(page: Page) {
  const codes = page.locator('details.invoice-codes');
  if (!(await codes.evaluate((details: HTMLDetailsElement) => details.open)))
    await codes.locator('summary').click();
}

/** Applies a discount code on the invoice page. */
export async function applyCode(page: Page, code: string) {
  await openCodes(page);
  await page.getByRole('textbox', { name: 'Código de descuento' }).fill(code);
  await page.getByRole('button', { name: 'Aplicar' }).click();
}

/** The status "Mis compras" shows for an invoice number. */
export function purchaseRow(page: Page, number: string) {
  return page.locator(`[data-testid="purchase-row"][data-number="${number}"]`);
}
