/**
 * A pedido's refund (issue 55 point 4), without JavaScript (the pages do not hydrate): paid by
 * card, Mis compras offers 'Solicitar reembolso'; the page shows the API's policy and cut-off; a
 * missing confirmation is refused beside the box with the reason kept; confirmed, the pedido is
 * 'reembolsado' and the link is gone. A vacation purchase goes through the same page and ends
 * with its nota de crédito in its row.
 */
import { expect, test } from './fixtures';
import { APPROVED_TITLE } from '../../kernel/texts/payments';
import { CARDS, choosePlan, openPayment, payWith, resultPurchaseNumber } from './payment-support';
import { payInvoiceWithCard, purchaseRow, startSofiaNextInvoice } from './checkout-support';

test('a paid pedido refunded from Mis compras', async ({ page, signInAsAlias }) => {
  await signInAsAlias({ path: '/dashboard' });
  const number = await startSofiaNextInvoice(page);
  await payInvoiceWithCard(page, { number: CARDS.visa });
  await expect(
    page.getByTestId('payment-result').getByRole('heading', { name: APPROVED_TITLE }),
  ).toBeVisible();

  await page.goto('/dashboard/compras');
  await purchaseRow(page, number)
    .getByRole('link', { name: /Solicitar reembolso/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Solicitar reembolso' })).toBeVisible();
  await expect(page.getByTestId('refund-policy')).toContainText('48 horas antes de su primera clase');
  await expect(page.getByTestId('refund-until')).toContainText('2027');

  await page.getByLabel('Motivo').selectOption({ label: 'El horario no nos acomoda' });
  await page.getByRole('button', { name: 'Solicitar reembolso' }).click();
  await expect(page.getByText('Confirma que quieres la devolución total del pedido')).toBeVisible();
  await expect(page.getByLabel('Motivo')).toHaveValue('schedule');

  await page.getByLabel(/Confirmo que quiero la devolución total/).check();
  await page.getByRole('button', { name: 'Solicitar reembolso' }).click();
  await expect(page).toHaveURL(/\/dashboard\/compras$/);
  const row = purchaseRow(page, number);
  await expect(row.getByTestId('purchase-status')).toHaveText('reembolsado');
  await expect(row.getByRole('link', { name: /Solicitar reembolso/ })).toHaveCount(0);
  // The original boleta stays beside its nota (issue 75 point 5): it answered 404 once refunded.
  const original = row.getByRole('link', { name: /^Descargar boleta/ });
  const pdf = await page.request.get((await original.getAttribute('href')) ?? '');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-disposition']).toMatch(/^attachment; filename="boleta-B001-\d{8}\.pdf"$/);
  await expect(row.getByTestId('purchase-credit-note')).toContainText(/BC01-\d{8}/);
});

test('a paid vacation purchase refunded from Mis compras, with its nota de crédito', async ({
  page,
  signInAsAlias,
}, testInfo) => {
  await signInAsAlias({ path: '/vacaciones' });
  await choosePlan(page);
  await openPayment(page, testInfo, { child: 'Sofía' });
  await payWith(page, testInfo, { number: CARDS.visa });
  await expect(
    page.getByTestId('payment-result').getByRole('heading', { name: APPROVED_TITLE }),
  ).toBeVisible();
  const number = await resultPurchaseNumber(page);

  await page.goto('/dashboard/compras');
  await purchaseRow(page, number)
    .getByRole('link', { name: /Solicitar reembolso/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/compras/vacaciones/${number}/reembolso$`));
  await expect(page.getByTestId('refund-policy')).toContainText('48 horas antes de su primera clase');
  await expect(page.getByTestId('refund-until')).toContainText('2027');

  await page.getByLabel('Motivo').selectOption({ label: 'Mi hijo o hija ya no podrá asistir' });
  await page.getByLabel(/Confirmo que quiero la devolución total de esta compra/).check();
  await page.getByRole('button', { name: 'Solicitar reembolso' }).click();
  await expect(page).toHaveURL(/\/dashboard\/compras$/);
  const row = purchaseRow(page, number);
  await expect(row.getByTestId('purchase-status')).toHaveText('reembolsado');
  const note = row.getByTestId('purchase-credit-note');
  await expect(note).toHaveText(/^Nota de crédito BC01-\d{8}$/);
  const pdf = await page.request.get((await note.getAttribute('href')) ?? '');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
});
