/**
 * 'Código de descuento' on the invoice page (issue 16), JavaScript on and off: a valid coupon
 * recomputed by the upstream, each refusal with its own message beside the field and the code
 * kept, and a card-brand promotion (decision 070): its total on the brand's condition, a card of
 * another brand refused before any charge, 'Quitar código'. The codes are tried one after
 * another on one invoice: opening an invoice is the expensive part, and each answer replaces the
 * last one. What the upstream answers for each code is tests/router/invoices-codes.test.ts.
 */
import { expect, test } from './fixtures';
import { cardBrandRefusal, CODE_REFUSED } from '../../kernel/texts/checkout';
import { APPROVED_TITLE } from '../../kernel/texts/payments';
import {
  applyCode,
  invoiceNumber,
  pagarPath,
  pagarShown,
  payInvoiceWithCard,
  SOFIA_NEXT_QUERY,
  startInvoice,
  whenReady,
} from './checkout-support';
import { CARDS, ledger, payWith } from './payment-support';

test.beforeEach(async ({ page, signInAsAlias }) => {
  await signInAsAlias({ path: pagarPath(SOFIA_NEXT_QUERY) });
  await pagarShown(page);
  await startInvoice(page, 'Sofía');
});

test("'Quitar código' takes a brand promotion off; each refused code beside the field; a valid coupon applies", async ({
  page,
}) => {
  const before = (await page.getByTestId('invoice-total').textContent()) ?? '';
  await test.step("'Quitar código' takes a brand promotion off: the full total and every way to pay again", async () => {
    await applyCode(page, 'MASTERCARD20');
    await expect(page.getByTestId('total-condition')).toBeVisible();
    await page.getByRole('button', { name: 'Quitar código' }).click();
    await expect(page.getByTestId('applied-code')).toHaveCount(0);
    await expect(page.getByTestId('invoice-total')).toHaveText(before);
    await expect(page.getByTestId('total-condition')).toHaveCount(0);
    await expect(page.getByTestId('payment-methods').getByRole('radio')).toHaveCount(3);
  });

  for (const [code, reason] of [
    ['NOEXISTE99', 'invalid'],
    ['VERANO2025', 'expired'],
    ['AGOTADO20', 'used'],
    ['RUTA15', 'not_applicable'],
  ] as const) {
    await test.step(`${code}: '${CODE_REFUSED[reason]}' beside the field, the code kept`, async () => {
      await applyCode(page, code);
      const field = page.getByRole('textbox', { name: 'Código de descuento' });
      await expect(page.getByTestId('code-error')).toHaveText(CODE_REFUSED[reason]);
      await expect(field).toHaveValue(code);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(CODE_REFUSED[reason]);
      await expect(page.getByTestId('invoice-total')).toHaveText(before);
    });
  }

  await test.step('a valid coupon: the discount and the new total, as the upstream computed them', async () => {
    await applyCode(page, 'BIENVENIDA10');
    await expect(page.getByTestId('invoice-discount')).toBeVisible();
    await expect(page.getByTestId('applied-code')).toContainText('BIENVENIDA10');
    await expect(page.getByTestId('invoice-total')).not.toHaveText(before);
  });
});

test('MASTERCARD20: the total only with a Mastercard; a Visa is refused before any charge, then a Mastercard pays it', async ({
  page,
  request,
}) => {
  await applyCode(page, 'MASTERCARD20');
  await expect(page.getByTestId('invoice-total')).toHaveText('S/ 392');
  await expect(page.getByTestId('total-condition')).toHaveText('Solo pagando con Mastercard');
  await expect(page.getByTestId('brand-note')).toBeVisible();
  // Paid by card only: cash and transfers show no card brand.
  await expect(page.getByTestId('payment-methods').getByRole('radio')).toHaveCount(1);
  const number = await invoiceNumber(page);
  await payInvoiceWithCard(page, { number: CARDS.visa });
  const step = page.getByTestId('payment-step');
  await expect(step.getByRole('alert')).toHaveText(cardBrandRefusal('mastercard'));
  await expect(step.getByTestId('amount-condition')).toContainText('Solo pagando con Mastercard');
  expect((await ledger(request, number)).authorizations).toEqual([]);
  await whenReady(page);
  await payWith(page, test.info(), { number: CARDS.mastercard });
  await expect(
    page.getByTestId('payment-result').getByRole('heading', { name: APPROVED_TITLE }),
  ).toBeVisible();
  const charged = (await ledger(request, number)).authorizations;
  expect(charged.map((authorization) => authorization.amount)).toEqual([392]);
});
