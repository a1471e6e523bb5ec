/**
 * A word after every payment (issue 53 point 6), JavaScript on and off: a vacation purchase in
 * Mis compras has 'Enviar a mi correo' and its receipt reaches the outbox; after paying, the
 * vacation result step and the paid invoice stop offering to pay.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { APPROVED_TITLE } from '../../kernel/texts/payments';
import { CARDS, choosePlan, openPayment, payWith, resultPurchaseNumber } from './payment-support';
import { SUPPORT_HEADERS } from './support';
import { payInvoiceWithCard, purchaseRow, startSofiaNextInvoice, whenReady } from './checkout-support';

/** The e-mails the simulated API sent, as support reads them at /__mocks/correos. */
async function outbox(request: APIRequestContext): Promise<string> {
  const response = await request.get('/__mocks/correos', { headers: SUPPORT_HEADERS });
  expect(response.status()).toBe(200);
  return response.text();
}

const count = (text: string, part: string) => text.split(part).length - 1;

test("a paid vacation purchase: no schedules nor price to pay; 'Enviar a mi correo' sends its receipt again", async ({
  page,
  request,
  signInAsAlias,
}, testInfo) => {
  const email = await signInAsAlias({ path: '/vacaciones' });
  await choosePlan(page);
  await openPayment(page, testInfo);
  await payWith(page, testInfo, { number: CARDS.visa });
  await expect(page.getByRole('heading', { name: APPROVED_TITLE })).toBeVisible();
  const number = await resultPurchaseNumber(page);
  await expect(page.getByRole('heading', { name: 'Opciones del programa' })).toHaveCount(0);
  await expect(page.getByTestId('option-card')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Finalizar Pago' })).toHaveCount(0);
  await expect(page.getByTestId('purchase-paid')).toBeVisible();

  const subject = `Kodea · Comprobante de pago · Pedido N.° ${number}`;
  expect(count(await outbox(request), subject)).toBe(1);

  await page.goto('/dashboard/compras');
  await whenReady(page);
  await purchaseRow(page, number)
    .getByRole('button', { name: /^Enviar a mi correo/ })
    .click();
  await expect(page.getByText(`Te enviamos el comprobante a ${email}`)).toBeVisible();
  const sent = await outbox(request);
  expect(count(sent, subject)).toBe(2);
  expect(sent).toContain('Te enviamos el comprobante que pediste desde «Mis compras».');
});

test('a paid invoice no longer asks to apply a code and choose how to pay', async ({
  page,
  request,
  signInAsAlias,
}) => {
  await signInAsAlias({ path: '/dashboard' });
  const number = await startSofiaNextInvoice(page);
  await expect(page.getByText('aplica tu código de descuento y elige cómo pagar')).toBeVisible();
  await payInvoiceWithCard(page, { number: CARDS.visa });
  await expect(page.getByRole('heading', { name: APPROVED_TITLE })).toBeVisible();
  await page.reload();
  await whenReady(page);
  await expect(page.getByTestId('invoice-status')).toHaveText('pagado');
  await expect(page.getByText('aplica tu código de descuento y elige cómo pagar')).toHaveCount(0);
  await expect(page.getByText('Tu pago está confirmado')).toBeVisible();
  await expect(page.getByTestId('payment-methods')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Código de descuento' })).toHaveCount(0);
  expect(await outbox(request)).toContain(`Kodea · Comprobante de pago ${number}`);
});
