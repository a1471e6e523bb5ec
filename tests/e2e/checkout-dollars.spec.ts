/**
 * Paying an invoice in dollars (issue 16): a Mexican family (mama.mx@example.com) and the global
 * provider's payment intent — its embedded form with JavaScript, its hosted checkout without —
 * then the return, which our server reports. Also at 127.0.0.1: the return must come back to
 * the address the parent is on, or the session would be lost on the way. A card-brand promotion
 * (decision 070) holds the card and captures only a card of its brand. The forms differ with
 * JavaScript on and off, so the approved payment runs in both; a denial and a held card are our
 * embedded form's own branches (onDeclined, requires_capture) and run with JavaScript, while
 * the server's answer to a return is tests/router/invoices-dollars.test.ts and
 * invoices-card-brand.test.ts.
 */
import { expect, test } from './fixtures';
import { cardBrandRefusal } from '../../kernel/texts/checkout';
import { APPROVED_TITLE, DENIED_TITLE, TERMS_REQUIRED } from '../../kernel/texts/payments';
import { jsEnabled, useScenario } from './support';
import { CARDS, ledger } from './payment-support';
import {
  applyCode,
  chooseDollarCard,
  EMILIANO_PATH,
  invoiceNumber,
  pagarPath,
  pagarShown,
  payInDollars,
  startInvoice,
  USD_PARENT,
  whenReady,
} from './checkout-support';

test.describe('at 127.0.0.1', () => {
  // The provider's return must come back to the host the parent is on, or the session cookie (set
  // for that host) would be lost on the way back; every other dollar test pays at localhost.
  test.use({ baseURL: `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}` });

  test('the terms first (spec §4, §5), then an approved intent: reported, §8 screen, pagado', async ({
    page,
    request,
    signInAsAlias,
  }, testInfo) => {
    await signInAsAlias({ base: USD_PARENT, path: pagarPath(`ruta=${EMILIANO_PATH}`) });
    await pagarShown(page);
    const number = await startInvoice(page, 'Emiliano');
    await chooseDollarCard(page);
    const step = page.getByTestId('intent-step');
    await expect(step).toBeVisible();
    await whenReady(page);
    const box = step.getByLabel('Acepto los términos y condiciones');

    await test.step('PAGAR waits for the box; without it nothing is confirmed', async () => {
      await expect(step.getByRole('link', { name: 'términos y condiciones' })).toHaveAttribute(
        'target',
        '_blank',
      );
      // The provider's card form says PAY (spec §2); without JavaScript our terms form's PAGAR leads to it.
      const pay = step.getByRole('button', { name: jsEnabled(testInfo) ? 'PAY' : 'PAGAR' });
      if (jsEnabled(testInfo)) {
        await step.getByLabel('Nombre del titular').fill('María López');
        await step.getByLabel('Número de tarjeta').fill(CARDS.visa);
        await step.getByLabel('Vencimiento (MM/AA)').fill('12/29');
        await step.getByLabel('CVC').fill('123');
        await expect(pay).toBeDisabled();
        await box.check();
        await expect(pay).toBeEnabled();
        await box.uncheck();
        await expect(pay).toBeDisabled();
        await expect(step.getByLabel('Nombre del titular')).toHaveValue('María López');
      } else {
        // The plain form goes to our action first: refused beside the box, the step still open.
        await pay.click();
        await expect(step.getByRole('alert')).toHaveText(TERMS_REQUIRED);
        await expect(box).toHaveAttribute('aria-invalid', 'true');
        await expect(page).toHaveURL(/paso=dolares/);
        await expect(page.getByRole('heading', { name: 'Pago con tarjeta' })).toHaveCount(0);
      }
      const intents = (await ledger(request, number)).intents;
      expect(intents.map((intent) => [intent.status, intent.amountReceived])).toEqual([
        ['requires_payment_method', null],
      ]);
    });

    await test.step('an approved intent comes back to this host: reported, §8 screen, pagado', async () => {
      await box.check();
      if (jsEnabled(testInfo)) {
        await step.getByRole('button', { name: 'PAY' }).click();
      } else {
        await step.getByRole('button', { name: 'PAGAR', exact: true }).click();
        await expect(page.getByRole('heading', { name: 'Pago con tarjeta' })).toBeVisible();
        await page.getByLabel('Nombre del titular').fill('María López');
        await page.getByLabel('Número de tarjeta').fill(CARDS.visa);
        await page.getByLabel('Vencimiento (MM/AA)').fill('12/29');
        await page.getByLabel('CVC').fill('123');
        await page.getByRole('button', { name: 'PAY' }).click();
      }
      await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/dashboard\/compras\/\d+$/);
      const result = page.getByTestId('payment-result');
      await expect(result.getByRole('heading', { name: APPROVED_TITLE })).toBeVisible();
      expect(await invoiceNumber(page)).toBe(number);
      await expect(page.getByTestId('invoice-status')).toHaveText('pagado');
    });
  });
});

test(
  'intent-declined: the denial is shown and nothing is paid',
  { tag: '@js' },
  async ({ page, context, baseURL, signInAsAlias }) => {
    await signInAsAlias({ base: USD_PARENT, path: pagarPath(`ruta=${EMILIANO_PATH}`) });
    await pagarShown(page);
    await useScenario(context, baseURL, 'intent-declined');
    await startInvoice(page, 'Emiliano');
    await payInDollars(page, CARDS.visa);
    // Embedded form or hosted checkout alike: back on the invoice, the §8 denial; nothing paid.
    await expect(page).toHaveURL(/\/dashboard\/compras\/\d+$/);
    await expect(page.getByRole('heading', { name: DENIED_TITLE })).toBeVisible();
    await expect(page.getByTestId('invoice-status')).toHaveText('denegado');
  },
);

test(
  'MCPROMO20: a Visa is held and released, never captured; a Mastercard is captured at the discounted total',
  { tag: '@js' },
  async ({ page, request, signInAsAlias }) => {
    await signInAsAlias({ base: USD_PARENT, path: pagarPath(`ruta=${EMILIANO_PATH}`) });
    await pagarShown(page);
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
    const captured = (await ledger(request, number)).intents.filter(
      (intent) => intent.amountReceived !== null,
    );
    expect(captured.map((intent) => [intent.brand, intent.amountReceived])).toEqual([['mastercard', 412]]);
  },
);
