/**
 * The online checkout when the upstream misbehaves (mocks/scenarios/checkout.ts), JavaScript on
 * and off; each scenario set by its cookie for this browser only, after signing in. Also a local
 * payment code settled or expired by support from /__mocks.
 */
import { expect, test } from './fixtures';
import { CHECKOUT_FORBIDDEN, CODE_REFUSED } from '../../kernel/texts/checkout';
import { APPROVED_TITLE } from '../../kernel/texts/payments';
import { SUPPORT_TOKEN, useScenario } from './support';
import { CARDS } from './payment-support';
import {
  applyCode,
  EMILIANO_PATH,
  getLocalCode,
  invoiceNumber,
  openPagar,
  pagarPath,
  pagarShown,
  payInDollars,
  payInvoiceWithCard,
  purchaseRow,
  SOFIA_NEXT_QUERY,
  startInvoice,
  USD_PARENT,
  whenReady,
} from './checkout-support';
import type { Page } from '@playwright/test';

async function myPurchases(page: Page) {
  await page.goto('/dashboard/compras');
  await whenReady(page);
}

test('invoice-403, then coupon-service-down, on one invoice: each answered clearly, nothing lost, paying still works', async ({
  page,
  context,
  baseURL,
  signInAsAlias,
}) => {
  await signInAsAlias({ path: pagarPath(SOFIA_NEXT_QUERY) });
  await pagarShown(page);
  const number = await startInvoice(page, 'Sofía');
  const invoicePath = new URL(page.url()).pathname;

  await test.step('invoice-403: a clear message and a way back; nothing lost once it answers again', async () => {
    await useScenario(context, baseURL, 'invoice-403');
    await page.reload();
    const refused = page.getByTestId('checkout-forbidden');
    await expect(refused).toContainText('No pudimos procesar tu solicitud');
    await expect(refused).toContainText(CHECKOUT_FORBIDDEN);
    await expect(refused.getByRole('link', { name: 'Volver a Mis compras' })).toHaveAttribute(
      'href',
      '/dashboard/compras',
    );
    // /pagar is refused the same way (its product answer reads the family's invoices).
    await openPagar(page, SOFIA_NEXT_QUERY);
    await expect(page.getByTestId('checkout-forbidden')).toContainText(CHECKOUT_FORBIDDEN);

    await context.clearCookies({ name: 'mock_scenario' });
    await page.goto(invoicePath);
    await whenReady(page);
    expect(await invoiceNumber(page)).toBe(number);
    await expect(page.getByTestId('invoice-status')).toHaveText('pendiente de pago');
  });

  await test.step('coupon-service-down: the code is not applied, its message beside the field, paying still works', async () => {
    await useScenario(context, baseURL, 'coupon-service-down');
    await applyCode(page, 'BIENVENIDA10');
    await expect(page.getByTestId('code-error')).toHaveText(CODE_REFUSED.unavailable);
    await expect(page.getByRole('textbox', { name: 'Código de descuento' })).toHaveValue('BIENVENIDA10');
    await expect(page.getByTestId('invoice-discount')).toHaveCount(0);
    await payInvoiceWithCard(page, { number: CARDS.visa });
    await expect(page.getByRole('heading', { name: APPROVED_TITLE })).toBeVisible();
  });
});

test('notification-error: approved is shown with the follow-up pending; Reintentar completes it, no second charge', async ({
  page,
  context,
  baseURL,
  signInAsAlias,
}) => {
  await signInAsAlias({ base: USD_PARENT, path: pagarPath(`ruta=${EMILIANO_PATH}`) });
  await pagarShown(page);
  await startInvoice(page, 'Emiliano');
  await useScenario(context, baseURL, 'notification-error');
  await payInDollars(page, CARDS.visa);
  await expect(page.getByRole('heading', { name: APPROVED_TITLE })).toBeVisible();
  const pending = page.getByTestId('follow-up-pending');
  await expect(pending).toBeVisible();
  // Still failing: it stays pending, and says so.
  await pending.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByTestId('follow-up-pending')).toBeVisible();

  await context.clearCookies({ name: 'mock_scenario' });
  await page.getByTestId('follow-up-pending').getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByTestId('follow-up-pending')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: APPROVED_TITLE })).toBeVisible();
  await expect(page.getByTestId('invoice-status')).toHaveText('pagado');
});

test('a local payment code marked paid by support: pagado in Mis compras', async ({
  page,
  signInAsAlias,
}) => {
  await signInAsAlias({ path: pagarPath(SOFIA_NEXT_QUERY) });
  await pagarShown(page);
  const number = await startInvoice(page, 'Sofía');
  await getLocalCode(page, 'Pago en agentes y bodegas');
  const code = ((await page.getByTestId('payment-code').textContent()) ?? '').trim();

  // Support enters its token on /__mocks (the e2e server runs as deployed: no open support pages).
  await page.goto('/__mocks');
  await page.getByLabel('Token de soporte').fill(SUPPORT_TOKEN);
  await page.getByRole('button', { name: 'Entrar como soporte' }).click();
  const entry = page.getByRole('listitem').filter({ hasText: code });
  await entry.getByRole('button', { name: 'Marcar pagado' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: code })).toHaveCount(0);

  await myPurchases(page);
  const row = purchaseRow(page, number);
  await expect(row.getByTestId('purchase-status')).toHaveText('pagado');
  await expect(row.getByTestId('purchase-payment-code')).toHaveCount(0);
  await expect(row.getByRole('link', { name: /^Descargar boleta/ })).toBeVisible();
});

test('local-payment-expired: the code comes expired and the purchase is vencido', async ({
  page,
  context,
  baseURL,
  signInAsAlias,
}) => {
  await signInAsAlias({ path: pagarPath(SOFIA_NEXT_QUERY) });
  await pagarShown(page);
  const number = await startInvoice(page, 'Sofía');
  await useScenario(context, baseURL, 'local-payment-expired');
  await getLocalCode(page, 'Pago en agentes y bodegas');
  await expect(page.getByTestId('invoice-status')).toHaveText('vencido');
  await myPurchases(page);
  await expect(purchaseRow(page, number).getByTestId('purchase-status')).toHaveText('vencido');
});
