/**
 * Issue 75's two smaller points as a parent sees them, with and without JavaScript: Yape's and
 * Plin's limit per operation on the wallet box (the pack's S/ 990 is above both, the invoice's
 * S/ 490 is not), and a vacation promotion's end and places left under its price, gone with the
 * promotion when it has no place left.
 */
import { NO_WALLET_FOR_TOTAL, WALLET_OVER_LIMIT, WALLET_TEXT } from '@kernel/texts/wallet';
import { expect, test } from './fixtures';
import { chooseMethod, openPagar, startInvoice, WALLET_PEDIDO } from './checkout-support';
import { openPayment } from './payment-support';
import { jsEnabled, useScenario, waitForEnhancements } from './support';

const YAPE_LIMIT = 'Yape permite pagos de hasta S/ 500 por operación.';
const PLIN_LIMIT = 'Plin permite pagos de hasta S/ 500 por operación.';

test('the invoice’s wallet box shows each limit and offers both wallets', async ({ page, signInAsAlias }) => {
  await signInAsAlias({ path: '/dashboard' });
  await openPagar(page, WALLET_PEDIDO);
  await startInvoice(page, 'Sofía');
  await chooseMethod(page, /^Tarjeta de crédito o débito$/);
  const wallet = page.getByTestId('wallet-step');
  await expect(wallet.getByTestId('wallet-limits').getByRole('listitem')).toHaveText([
    YAPE_LIMIT,
    PLIN_LIMIT,
  ]);
  await expect(wallet.getByRole('radio', { name: 'Yape' })).toBeVisible();
  await expect(wallet.getByRole('radio', { name: 'Plin' })).toBeVisible();
  await expect(wallet.getByRole('button', { name: WALLET_TEXT.pay })).toBeVisible();
});

test('a pedido above both limits: the soles card no longer says Yape or Plin', async ({
  page,
  signInAsAlias,
}) => {
  await signInAsAlias({ path: '/dashboard' });
  await openPagar(page, 'curso=curso-de-videojuegos-con-roblox');
  await startInvoice(page, 'Sofía');
  await expect(
    page.getByTestId('payment-methods').getByRole('radio', { name: /^Tarjeta de crédito o débito$/ }),
  ).toBeVisible();
  await expect(page.getByTestId('method-wallets')).toHaveCount(0);
});

test('the pack’s S/ 990 is above both limits: no wallet offered, and why', async ({
  page,
  signInAsAlias,
}, testInfo) => {
  await signInAsAlias({ path: '/dashboard' });
  await page.goto('/vacaciones?edad=8_to_11&programa=1');
  await page.getByRole('button', { name: 'Ir a Pagar' }).click();
  await expect(page).toHaveURL(/\/enrollment$/);
  if (jsEnabled(testInfo)) await waitForEnhancements(page);
  const step = await openPayment(page, testInfo, { named: true });
  const wallet = step.getByTestId('wallet-step');
  await expect(wallet.getByTestId('wallet-limits').getByRole('listitem')).toHaveText([
    `${YAPE_LIMIT} ${WALLET_OVER_LIMIT}`,
    `${PLIN_LIMIT} ${WALLET_OVER_LIMIT}`,
  ]);
  await expect(wallet).toContainText(NO_WALLET_FOR_TOTAL);
  await expect(wallet.getByRole('radio')).toHaveCount(0);
  await expect(wallet.getByRole('button', { name: WALLET_TEXT.pay })).toHaveCount(0);
});

test('a promotion says until when and how many places are left', async ({ page }) => {
  await page.goto('/vacaciones?edad=8_to_11');
  const price = page.getByTestId('price');
  await expect(price.getByTestId('promotion-term')).toHaveText([
    /^Precio promocional hasta el \d{1,2} de [a-z]+$/,
    'Quedan 8 cupos con este precio',
  ]);
  await expect(price).toContainText('S/ 450');
});

test('a promotion with no place left is not offered: the normal price, no terms', async ({
  page,
  context,
  baseURL,
}) => {
  await useScenario(context, baseURL, 'vacation-promo-sold-out');
  await page.goto('/vacaciones?edad=8_to_11');
  const price = page.getByTestId('price');
  await expect(price).toContainText('S/ 600');
  await expect(price.locator('s')).toHaveCount(0);
  await expect(price.getByTestId('promotion-term')).toHaveCount(0);
});
