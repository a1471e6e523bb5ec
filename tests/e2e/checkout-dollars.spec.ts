/**
 * Paying an invoice in dollars (issue 16): a Mexican family (mama.mx@example.com) and the global
 * provider's payment intent — its embedded form with JavaScript, its hosted checkout without —
 * then the return, which our server reports. Also at 127.0.0.1: the return must come back to
 * the address the parent is on, or the session would be lost on the way. A card-brand promotion
 * (decision 070) holds the card and captures only a card of its brand.
 */
import { expect, test } from './fixtures';
import { cardBrandRefusal } from '../../kernel/texts/checkout';
import { APPROVED_TITLE, DENIED_TITLE } from '../../kernel/texts/payments';
import { jsEnabled, useScenario } from './support';
import { CARDS, ledger } from './payment-support';
import {
  applyCode,
  chooseMethod,
  EMILIANO_PATH,
  invoiceNumber,
  openPagar,
  startInvoice,
  USD_PARENT,
} from './checkout-support';
import type { Page } from '@playwright/test';

async function payInDollars(page: Page, card: string) {
  await chooseMethod(page, /dólares/);
  if (jsEnabled(test.info())) {
    const step = page.getByTestId('intent-step');
    await step.getByLabel('Nombre del titular').fill('María López');
    await step.getByLabel('Número de tarjeta').fill(card);
    await step.getByLabel('Vencimiento (MM/AA)').fill('12/29');
    await step.getByLabel('CVC').fill('123');
    await step.getByRole('button', { name: 'PAY' }).click();
    return;
  }
  await page.getByTestId('intent-step').getByRole('link', { name: 'PAGAR' }).click();
  await expect(page.getByRole('heading', { name: 'Pago con tarjeta' })).toBeVisible();
  await page.getByLabel('Nombre del titular').fill('María López');
  await page.getByLabel('Número de tarjeta').fill(card);
  await page.getByLabel('Vencimiento (MM/AA)').fill('12/29');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'PAY' }).click();
}

for (const host of ['localhost', '127.0.0.1']) {
  test.describe(`at ${host}`, () => {
    test.use({ baseURL: `http://${host}:${process.env.E2E_PORT ?? 3100}` });

    test('an approved intent: reported, §8 screen, pagado', async ({ page, signInAsAlias }) => {
      await signInAsAlias({ base: USD_PARENT, path: '/dashboard' });
      await openPagar(page, `ruta=${EMILIANO_PATH}`);
      const number = await startInvoice(page, 'Emiliano');
      await payInDollars(page, CARDS.visa);
      await expect(page).toHaveURL(
        new RegExp(`^http://${host.replace(/\./g, '\\.')}:\\d+/dashboard/compras/\\d+$`),
      );
      const result = page.getByTestId('payment-result');
      await expect(result.getByRole('heading', { name: APPROVED_TITLE })).toBeVisible();
      expect(await invoiceNumber(page)).toBe(number);
      await expect(page.getByTestId('invoice-status')).toHaveText('pagado');
    });
  });
}

test('intent-declined: the denial is shown and nothing is paid', async ({
  page,
  context,
  baseURL,
  signInAsAlias,
}) => {
  await signInAsAlias({ base: USD_PARENT, path: '/dashboard' });
  await useScenario(context, baseURL, 'intent-declined');
  await openPagar(page, `ruta=${EMILIANO_PATH}`);
  await startInvoice(page, 'Emiliano');
  await payInDollars(page, CARDS.visa);
  // Embedded form or hosted checkout alike: back on the invoice, the §8 denial; nothing paid.
  await expect(page).toHaveURL(/\/dashboard\/compras\/\d+$/);
  await expect(page.getByRole('heading', { name: DENIED_TITLE })).toBeVisible();
  await expect(page.getByTestId('invoice-status')).toHaveText('denegado');
});

test('MCPROMO20: a Visa is held and released, never captured; a Mastercard is captured at the discounted total', async ({
  page,
  request,
  signInAsAlias,
}) => {
  await signInAsAlias({ base: USD_PARENT, path: '/dashboard' });
  await openPagar(page, `ruta=${EMILIANO_PATH}`);
  const number = await startInvoice(page, 'Emiliano');
  await applyCode(page, 'MCPROMO20');
  await expect(page.getByTestId('invoice-total')).toHaveText('$412 USD');
  await expect(page.getByTestId('total-condition')).toHaveText('Solo pagando con Mastercard');
  await payInDollars(page, CARDS.visa);
  await expect(page).toHaveURL(/\/dashboard\/compras\/\d+$/);
  await expect(page.getByTestId('checkout-error')).toContainText(cardBrandRefusal('mastercard'));
  await expect(page.getByTestId('invoice-status')).toHaveText('pendiente de pago');
  const held = (await ledger(request, number)).intents;
  expect(held.map((intent) => [intent.status, intent.brand, intent.amountReceived])).toEqual([
    ['canceled', 'visa', null],
  ]);
  await payInDollars(page, CARDS.mastercard);
  await expect(
    page.getByTestId('payment-result').getByRole('heading', { name: APPROVED_TITLE }),
  ).toBeVisible();
  const captured = (await ledger(request, number)).intents.filter((intent) => intent.amountReceived !== null);
  expect(captured.map((intent) => [intent.brand, intent.amountReceived])).toEqual([['mastercard', 412]]);
});
