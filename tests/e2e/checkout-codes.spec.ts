/**
 * 'Código de descuento' on the invoice page (issue 16), JavaScript on and off: a valid coupon
 * recomputed by the upstream, each refusal with its own message beside the field and the code
 * kept, and a card-brand promotion checked on the card's first six digits.
 */
import { expect, test } from './fixtures';
import { cardBrandRefusal, CODE_REFUSED } from '../../kernel/texts/checkout';
import { applyCode, startSofiaNextInvoice } from './checkout-support';

test.beforeEach(async ({ page, signInAsAlias }) => {
  await signInAsAlias({ path: '/dashboard' });
  await startSofiaNextInvoice(page);
});

test('a valid coupon: the discount and the new total, as the upstream computed them', async ({ page }) => {
  const before = await page.getByTestId('invoice-total').textContent();
  await applyCode(page, 'BIENVENIDA10');
  await expect(page.getByTestId('invoice-discount')).toBeVisible();
  await expect(page.getByTestId('applied-code')).toContainText('BIENVENIDA10');
  await expect(page.getByTestId('invoice-total')).not.toHaveText(before ?? '');
});

for (const [code, reason] of [
  ['NOEXISTE99', 'invalid'],
  ['VERANO2025', 'expired'],
  ['AGOTADO20', 'used'],
  ['RUTA15', 'not_applicable'],
] as const) {
  test(`${code}: '${CODE_REFUSED[reason]}' beside the field, the code kept`, async ({ page }) => {
    const before = await page.getByTestId('invoice-total').textContent();
    await applyCode(page, code);
    const field = page.getByRole('textbox', { name: 'Código de descuento' });
    await expect(page.getByTestId('code-error')).toHaveText(CODE_REFUSED[reason]);
    await expect(field).toHaveValue(code);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(CODE_REFUSED[reason]);
    await expect(page.getByTestId('invoice-total')).toHaveText(before ?? '');
  });
}

test('a Mastercard promotion: the six digits of a Visa are refused, a Mastercard applies it', async ({
  page,
}) => {
  await applyCode(page, 'MASTERCARD20');
  const bin = page.getByLabel('Primeros 6 dígitos de tu tarjeta');
  await expect(bin).toHaveAttribute('inputmode', 'numeric');
  await expect(page.getByTestId('invoice-discount')).toHaveCount(0);
  await bin.fill('491914');
  await page.getByRole('button', { name: 'Validar tarjeta' }).click();
  await expect(page.getByTestId('bin-error')).toHaveText(cardBrandRefusal('mastercard'));
  await expect(bin).toHaveValue('491914');
  await bin.fill('516003');
  await page.getByRole('button', { name: 'Validar tarjeta' }).click();
  await expect(page.getByTestId('invoice-discount')).toBeVisible();
});
