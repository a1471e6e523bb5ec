/**
 * 'Comprobante de pago' on the vacation purchase (issue 55): the pack costs S/ 990, so its boleta
 * names the buyer; without a DNI the form comes back with the refusal beside the field and
 * everything kept, nothing opened; named, it is paid and the API issues a boleta. With JavaScript
 * only: /enrollment is a light page whose form posts as a document either way, and paying without
 * JavaScript is payment.spec.ts's. The rules themselves (factura, RUC, Mexico, the subscription)
 * are in tests/router/vacation-receipt.test.ts.
 */
import { namedBoletaRequired } from '@kernel/texts/receipts';
import { expect, test } from './fixtures';
import {
  BUYER,
  CARDS,
  childRadio,
  ledger,
  myPayments,
  payWith,
  resultPurchaseNumber,
} from './payment-support';
import { waitForEnhancements } from './support';

test(
  'no DNI above S/ 700 is refused beside the field, values kept; a named boleta is paid',
  { tag: '@js' },
  async ({ page, request, signInAsAlias }, testInfo) => {
    const email = await signInAsAlias({ path: '/vacaciones?edad=8_to_11&programa=1' });
    await page.getByRole('button', { name: 'Ir a Pagar' }).click();
    await expect(page).toHaveURL(/\/enrollment$/);
    await waitForEnhancements(page);
    await expect(page.getByTestId('purchase-summary')).toContainText('S/ 990');
    const receipt = page.getByTestId('receipt-fields');
    const documentNumber = receipt.getByLabel('Número de documento');
    const buyerName = receipt.getByLabel('Nombre completo');

    await test.step('the name without the DNI: refused beside the DNI, nothing opened', async () => {
      await childRadio(page, 'Sofía').check();
      await buyerName.fill(BUYER.name);
      await page.getByRole('button', { name: 'Finalizar Pago' }).click();
      await expect(receipt.getByText(namedBoletaRequired({ amount: 700, currency: 'PEN' }))).toBeVisible();
      await expect(documentNumber).toHaveAttribute('aria-invalid', 'true');
      await expect(buyerName).toHaveValue(BUYER.name);
      await expect(childRadio(page, 'Sofía')).toBeChecked();
      await expect(receipt.getByRole('radio', { name: /^Boleta de venta electrónica/ })).toBeChecked();
      await expect(page.getByTestId('payment-step')).toHaveCount(0);
      expect((await myPayments(page, email)).purchases).toEqual([]);
    });

    await test.step('with the DNI it opens and is paid: the API issues a boleta', async () => {
      await documentNumber.fill(BUYER.document);
      await page.getByRole('button', { name: 'Finalizar Pago' }).click();
      const step = page.getByTestId('payment-step');
      await expect(step).toBeVisible();
      await payWith(page, testInfo, { number: CARDS.visa });
      await expect(page.getByTestId('payment-result')).toContainText('Sofía');
      const purchase = await resultPurchaseNumber(page);
      expect((await ledger(request, purchase)).receipts).toEqual([
        { id: expect.stringMatching(/^B001-\d{8}$/), purchaseId: purchase },
      ]);
    });
  },
);
