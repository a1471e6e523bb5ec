import { LOADING_PAYMENT_FORM } from '@kernel/texts/payments';
import { expect, test } from './fixtures';
import {
  CARDS,
  childRadio,
  choosePlan,
  ledger,
  openPayment,
  payWith,
  resultPurchaseNumber,
  stepPurchaseNumber,
} from './payment-support';
import { jsEnabled, recordShownOnSubmit, shownOnSubmit } from './support';

const APPROVED = '¡Pago aprobado y completado con éxito!';
const DENIED = '¡Operación denegada! :(';

test.describe('card payment', () => {
  for (const [brand, number] of [
    ['VISA', CARDS.visa],
    ['MASTERCARD', CARDS.mastercard],
    ['AMEX', CARDS.amex],
  ] as const) {
    test(`approves a ${brand} card, enrolls and updates the purchase`, async ({
      page,
      request,
      signInAsAlias,
    }, testInfo) => {
      await signInAsAlias({ path: '/vacaciones' });
      await choosePlan(page);
      await openPayment(page, testInfo);
      await payWith(page, testInfo, { number });
      const result = page.getByTestId('payment-result');
      await expect(result.getByRole('heading', { name: APPROVED })).toBeVisible();
      await expect(result).toContainText(brand);
      await expect(result).toContainText('S/ 450');
      await expect(result).toContainText('Carlos Quispe Rojas');
      await expect(result.locator('dt:has-text("Fecha y hora") + dd').first()).toHaveText(
        /^\d{2}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/,
      );
      await expect(result.getByText('Confirmamos tu pago')).toBeVisible();
      // Bought for Sofía: 'Ver Mi Compra' opens her courses in the parents' zone.
      await expect(result.locator('dt:has-text("Estudiante") + dd')).toHaveText('Sofía');
      await expect(result.getByRole('link', { name: 'Ver Mi Compra' })).toHaveAttribute(
        'href',
        /^\/dashboard\?hijo=\d+&pestana=cursos$/,
      );
      const purchase = await resultPurchaseNumber(page);
      const charges = await ledger(request, purchase);
      expect(charges.authorizations).toHaveLength(1);
      // Roblox is sold by group: the enrollment carries the group and its schedule.
      expect(charges.enrollments).toEqual([
        expect.objectContaining({
          course_id: 'crs-005',
          group_id: expect.any(String),
          schedules: [
            { day: 'Lunes', hour: '16:00' },
            { day: 'Miércoles', hour: '16:00' },
          ],
        }),
      ]);
      expect(charges.purchases[0]).toMatchObject({
        paidAmount: 450,
        currency: 'PEN',
        transactionId: expect.any(String),
      });
    });
  }

  test('denial 180 shows the invalid-card message', async ({ page, signInAsAlias }, testInfo) => {
    await signInAsAlias({ path: '/vacaciones' });
    await choosePlan(page);
    await openPayment(page, testInfo);
    await payWith(page, testInfo, { number: CARDS.denied180 });
    const result = page.getByTestId('payment-result');
    await expect(result.getByRole('heading', { name: DENIED })).toBeVisible();
    await expect(result).toContainText(
      'La tarjeta ingresada es inválida. Por favor, comunícate con tu banco para mayor información.',
    );
    await expect(result.locator('dt:has-text("Número de pedido") + dd')).toHaveText(/^\d+$/);
    await expect(result.locator('dt:has-text("Fecha y hora del pedido") + dd')).toHaveText(
      /^\d{2}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/,
    );
  });

  test('denial 116 shows the generic bank message', async ({ page, signInAsAlias }, testInfo) => {
    await signInAsAlias({ path: '/vacaciones' });
    await choosePlan(page);
    await openPayment(page, testInfo);
    await payWith(page, testInfo, { number: CARDS.denied116 });
    const result = page.getByTestId('payment-result');
    await expect(result.getByRole('heading', { name: DENIED })).toBeVisible();
    await expect(
      result.getByText('Por favor, comunícate con tu banco para mayor información.', { exact: true }),
    ).toBeVisible();
    await expect(result).not.toContainText('La tarjeta ingresada es inválida');
  });

  test('a provider error leaves the form ready to retry, nothing shown and nothing charged', async ({
    page,
    request,
    signInAsAlias,
  }, testInfo) => {
    await signInAsAlias({ path: '/vacaciones' });
    await choosePlan(page);
    await openPayment(page, testInfo);
    await payWith(page, testInfo, { number: CARDS.providerError });
    const step = page.getByTestId('payment-step');
    await expect(step).toBeVisible();
    await expect(page.getByTestId('payment-result')).toHaveCount(0);
    await expect(step.getByRole('alert')).toHaveCount(0);
    const purchase = await stepPurchaseNumber(page);
    expect((await ledger(request, purchase)).authorizations).toHaveLength(0);
    // Ready to retry: a good card now goes through.
    if (!jsEnabled(testInfo)) await page.goto('/enrollment?paso=pago');
    await payWith(page, testInfo, { number: CARDS.visa });
    await expect(page.getByRole('heading', { name: APPROVED })).toBeVisible();
  });

  test('card field errors are shown by the provider form in red', async ({
    page,
    signInAsAlias,
  }, testInfo) => {
    await signInAsAlias({ path: '/vacaciones' });
    await choosePlan(page);
    await openPayment(page, testInfo);
    await payWith(page, testInfo, { number: '4919 1481 0785 9068', expiry: '01/20', cvc: '' });
    await expect(page.getByText('Número de tarjeta inválido')).toBeVisible();
    await expect(page.getByText('La tarjeta está vencida')).toBeVisible();
    await expect(page.getByLabel('Número de tarjeta')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('payment-result')).toHaveCount(0);
  });

  test('the terms must be accepted before paying', async ({ page, signInAsAlias }, testInfo) => {
    await signInAsAlias({ path: '/vacaciones' });
    await choosePlan(page);
    const step = await openPayment(page, testInfo);
    await expect(step.getByRole('link', { name: 'términos y condiciones' })).toHaveAttribute(
      'target',
      '_blank',
    );
    const pay = step.getByRole('button', { name: 'PAGAR' });
    if (jsEnabled(testInfo)) {
      await expect(pay).toBeDisabled();
      await step.getByLabel('Acepto los términos y condiciones').check();
      await expect(pay).toBeEnabled();
    } else {
      await pay.click();
      await expect(page.getByRole('alert')).toHaveText(
        'Debes aceptar los términos y condiciones para continuar con el pago.',
      );
      await expect(page).toHaveURL(/paso=pago/);
    }
  });
});

test(
  'with JavaScript, the loading text shows while the payment form is prepared',
  { tag: '@js' },
  async ({ page, signInAsAlias }) => {
    await signInAsAlias({ path: '/vacaciones' });
    await choosePlan(page);
    // /enrollment arrives as a document: a light page until the payment step opens (decision 065),
    // whose small script shows the state.
    expect(await page.evaluate(() => '__remixContext' in window)).toBe(false);
    await expect(page.getByText(LOADING_PAYMENT_FORM)).toBeHidden();
    await recordShownOnSubmit(page);
    await childRadio(page, 'Sofía').check();
    await page.getByRole('button', { name: 'Finalizar Pago' }).click();
    await expect(page.getByTestId('payment-step').getByLabel('Número de tarjeta')).toBeVisible();
    expect(await shownOnSubmit(page)).toContain(LOADING_PAYMENT_FORM);
    // Closing the dialog removes the provider script (spec §4).
    await expect(page.locator('script[data-card-provider]')).toHaveCount(1);
    await page.getByTestId('payment-step').getByRole('link', { name: 'Cerrar' }).click();
    await expect(page.locator('script[data-card-provider]')).toHaveCount(0);
  },
);
