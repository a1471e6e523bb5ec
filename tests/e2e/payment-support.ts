/** Steps of the vacation purchase for the payment tests, for JavaScript on (embedded form) and off (hosted form). */
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { jsEnabled, SUPPORT_HEADERS, waitForEnhancements } from './support';

export const CARDS = {
  visa: '4919 1481 0785 9067',
  mastercard: '5160 0300 0000 0317',
  amex: '3714 496353 98431',
  denied180: '4000 0000 0000 0002',
  denied116: '4000 0000 0000 9995',
  expired101: '4000 0000 0000 0069',
  providerError: '4000 0000 0000 0119',
};

export interface Card {
  number: string;
  expiry?: string;
  cvc?: string;
  name?: string;
}

/** /vacaciones → first program, first schedule → 'Ir a Pagar' → /enrollment. */
export async function choosePlan(page: Page, ageRange = '8_to_11') {
  await page.goto(`/vacaciones?edad=${ageRange}`);
  await page.getByRole('button', { name: 'Ir a Pagar' }).click();
  await expect(page).toHaveURL(/\/enrollment$/);
  // /vacaciones is a light page: /enrollment arrives as a new document, and with JavaScript its
  // enhancements (loading state, payment dialog) exist only once React has hydrated it.
  if (jsEnabled(test.info())) await waitForEnhancements(page);
}

/** The child's choice on /enrollment ('¿Para quién es esta compra?'), by first name. */
export function childRadio(page: Page, name: string) {
  return page.getByTestId('child-choice').getByRole('radio', { name: new RegExp(`^${name}\\b`) });
}

/** A buyer 'Comprobante de pago' can name (the README's test DNI). */
export const BUYER = { document: '45678912', name: 'Carlos Quispe' };

/** Names the boleta's buyer: required above S/ 700, such as the 8 to 11 pack's S/ 990. */
export async function nameTheBuyer(page: Page, buyer = BUYER) {
  const receipt = page.getByTestId('receipt-fields');
  await receipt.getByLabel('Número de documento').fill(buyer.document);
  await receipt.getByLabel('Nombre completo').fill(buyer.name);
}

/**
 * 'Finalizar Pago' until the card form is ready. A parent first chooses the child the purchase
 * is for (Sofía, 8 to 11, by default; an alias of padre@ has copies of Sofía and Diego), and
 * names the receipt's buyer when told (`named`).
 */
export async function openPayment(
  page: Page,
  testInfo: TestInfo,
  options: { child?: string; named?: boolean } = {},
) {
  await childRadio(page, options.child ?? 'Sofía').check();
  if (options.named) await nameTheBuyer(page);
  await page.getByRole('button', { name: 'Finalizar Pago' }).click();
  const step = page.getByTestId('payment-step');
  await expect(step).toBeVisible();
  if (jsEnabled(testInfo)) await expect(step.getByLabel('Número de tarjeta')).toBeVisible();
  return step;
}

/** The card fields of the embedded form (a step's locator) or of the provider's hosted page. */
export async function fillCard(scope: ReturnType<Page['locator']> | Page, card: Card) {
  await scope.getByLabel('Nombre del titular').fill(card.name ?? 'Carlos Quispe');
  await scope.getByLabel('Número de tarjeta').fill(card.number);
  await scope.getByLabel('Vencimiento (MM/AA)').fill(card.expiry ?? '12/29');
  await scope.getByLabel('CVV').fill(card.cvc ?? (card.number.startsWith('37') ? '1234' : '123'));
}

/** Accepts the terms and pays: in the dialog with JavaScript, on the provider's hosted form without it. */
export async function payWith(page: Page, testInfo: TestInfo, card: Card) {
  const step = page.getByTestId('payment-step');
  // In soles the step also holds the Yape and Plin form (its own terms box, 'PAGAR CON
  // BILLETERA'): the card's box comes first, and its button is exactly 'PAGAR'.
  await step.getByLabel('Acepto los términos y condiciones').first().check();
  const pay = step.getByRole('button', { name: 'PAGAR', exact: true });
  if (jsEnabled(testInfo)) {
    await fillCard(step, card);
    await pay.click();
    return;
  }
  await pay.click();
  await expect(page.getByRole('heading', { name: 'Pago seguro' })).toBeVisible();
  await fillCard(page, card);
  await page.getByRole('button', { name: /^Pagar / }).click();
  // The provider answers with one of: its verified page (continue to us), its form with field
  // errors, or a redirect back to our payment step (provider error). Wait for whichever comes.
  const verified = page.getByRole('heading', { name: 'Tarjeta verificada' });
  await expect(
    verified.or(page.locator('p.error').first()).or(page.getByTestId('payment-step')),
  ).toBeVisible();
  if (await verified.isVisible()) await page.getByRole('button', { name: 'Continuar' }).click();
}

/** What the simulated card network charged for one purchase (the support token sees every user's). */
export async function ledger(request: APIRequestContext, purchase: string) {
  const response = await request.get(`/__mocks/payments.json?purchase=${encodeURIComponent(purchase)}`, {
    headers: SUPPORT_HEADERS,
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as {
    authorizations: { purchaseNumber: string; code: number; actionCode: string; amount: number | null }[];
    intents: { id: string; status: string; brand: string | null; amountReceived: number | null }[];
    enrollments: { course_id: string; group_id: string | null; schedules: { day: string; hour: string }[] }[];
    purchases: { id: string; transactionId: string | null; paidAmount: number | null; currency: string }[];
    /** The boletas and facturas issued ('B001-00000001'), by purchase. */
    receipts: { id: string; purchaseId: string }[];
  };
}

/** Every purchase and authorization of the account `email`, as support reads them. */
export async function myPayments(page: Page, email: string) {
  const response = await page.request.get(`/__mocks/payments.json?cuenta=${encodeURIComponent(email)}`, {
    headers: SUPPORT_HEADERS,
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as {
    authorizations: { purchaseNumber: string; code: number }[];
    purchases: { id: string }[];
  };
}

/** The purchase number the payment step shows ('Pedido N.º …') before paying. */
export async function stepPurchaseNumber(page: Page): Promise<string> {
  const line = page.getByTestId('payment-step').locator('.payment-amount');
  await expect(line).toContainText(/N\.º\s\d+/);
  return (await line.textContent())?.match(/N\.º\s(\d+)/)?.[1] ?? '';
}

/** The purchase number shown on the result card. */
export async function resultPurchaseNumber(page: Page): Promise<string> {
  const text = await page
    .getByTestId('payment-result')
    .locator('dt:has-text("Número de pedido") + dd')
    .first()
    .textContent();
  return (text ?? '').trim();
}
