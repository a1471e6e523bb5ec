/**
 * The vacation card payment, JavaScript on (the provider's embedded form in our dialog) and off
 * (its hosted form): each test walks one purchase through several checks, since opening a
 * purchase and paying it is the expensive part. What the server alone decides (prices, refusals,
 * the records kept) is in tests/router/payment-*.test.ts.
 */
import type { Page, TestInfo } from '@playwright/test';
import { APPROVED_TITLE, DENIED_TITLE, denialMessage, TERMS_REQUIRED } from '@kernel/texts/payments';
import { expect, test } from './fixtures';
import {
  CARDS,
  choosePlan,
  fillCard,
  ledger,
  openPayment,
  payWith,
  resultPurchaseNumber,
  stepPurchaseNumber,
  type Card,
} from './payment-support';
import { jsEnabled, SUPPORT_HEADERS, useScenario } from './support';
import { purchaseRow, whenReady } from './checkout-support';

const DATE_TIME = /^\d{2}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/;

/** The card fields of the embedded form (JavaScript) or of the provider's hosted page. */
const fillCardHere = (page: Page, testInfo: TestInfo, card: Card) =>
  fillCard(jsEnabled(testInfo) ? page.getByTestId('payment-step') : page, card);

/** The e-mails the simulated API sent, as support reads them at /__mocks/correos. */
async function outbox(page: Page): Promise<string> {
  const response = await page.request.get('/__mocks/correos', { headers: SUPPORT_HEADERS });
  expect(response.status()).toBe(200);
  return response.text();
}

const count = (text: string, part: string) => text.split(part).length - 1;

test('a VISA card is approved once: the terms first, field errors, a double submit, refresh and back', async ({
  page,
  request,
  signInAsAlias,
}, testInfo) => {
  // Card numbers never reach our server: only the provider's own side sees them.
  const digits = CARDS.visa.replace(/\s/g, '');
  const leaked: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname.startsWith('/__card-provider')) return;
    const body = req.postData() ?? '';
    if (body.replace(/\s|%20|\+/g, '').includes(digits) || url.search.includes(digits))
      leaked.push(`${req.method()} ${url.pathname}`);
  });
  const email = await signInAsAlias({ path: '/vacaciones' });
  await choosePlan(page);
  const step = await openPayment(page, testInfo);
  const pay = step.getByRole('button', { name: 'PAGAR', exact: true });
  const terms = step.getByLabel('Acepto los términos y condiciones').first();

  await test.step('the terms must be accepted before paying', async () => {
    await expect(step.getByRole('link', { name: 'términos y condiciones' }).first()).toHaveAttribute(
      'target',
      '_blank',
    );
    if (jsEnabled(testInfo)) {
      await expect(pay).toBeDisabled();
      await terms.check();
      await expect(pay).toBeEnabled();
    } else {
      await pay.click();
      await expect(page.getByRole('alert')).toHaveText(TERMS_REQUIRED);
      await expect(page).toHaveURL(/paso=pago/);
      await page.getByTestId('payment-step').getByLabel('Acepto los términos y condiciones').first().check();
      await page.getByTestId('payment-step').getByRole('button', { name: 'PAGAR', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Pago seguro' })).toBeVisible();
    }
  });

  await test.step('card field errors are shown by the provider form in red', async () => {
    await fillCardHere(page, testInfo, { number: '4919 1481 0785 9068', expiry: '01/20', cvc: '' });
    await (jsEnabled(testInfo) ? pay : page.getByRole('button', { name: /^Pagar / })).click();
    await expect(page.getByText('Número de tarjeta inválido')).toBeVisible();
    await expect(page.getByText('La tarjeta está vencida')).toBeVisible();
    await expect(page.getByLabel('Número de tarjeta')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('payment-result')).toHaveCount(0);
  });

  await test.step('a double submit authorizes once', async () => {
    await fillCardHere(page, testInfo, { number: CARDS.visa });
    if (jsEnabled(testInfo)) {
      await pay.dblclick();
    } else {
      await page.getByRole('button', { name: /^Pagar / }).click();
      // The provider hands back the token; the visitor double-clicks 'Continuar'.
      await page.getByRole('button', { name: 'Continuar' }).dblclick();
    }
  });

  const result = page.getByTestId('payment-result');
  let purchase = '';
  await test.step('approves a VISA card, enrolls and updates the purchase', async () => {
    await expect(result.getByRole('heading', { name: APPROVED_TITLE })).toBeVisible();
    await expect(result).toContainText('VISA');
    await expect(result).toContainText('S/ 450');
    await expect(result).toContainText('Carlos Quispe Rojas');
    await expect(result.locator('dt:has-text("Fecha y hora") + dd').first()).toHaveText(DATE_TIME);
    await expect(result.getByText('Confirmamos tu pago')).toBeVisible();
    // Bought for Sofía: 'Ver Mi Compra' opens her courses in the parents' zone.
    await expect(result.locator('dt:has-text("Estudiante") + dd')).toHaveText('Sofía');
    await expect(result.getByRole('link', { name: 'Ver Mi Compra' })).toHaveAttribute(
      'href',
      /^\/dashboard\?hijo=\d+&pestana=cursos$/,
    );
    purchase = await resultPurchaseNumber(page);
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

  await test.step('a paid vacation purchase shows no schedules nor price to pay', async () => {
    await expect(page.getByRole('heading', { name: 'Opciones del programa' })).toHaveCount(0);
    await expect(page.getByTestId('option-card')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Finalizar Pago' })).toHaveCount(0);
    await expect(page.getByTestId('purchase-paid')).toBeVisible();
  });

  await test.step('refresh, back and a replayed form never charge again', async () => {
    await page.reload();
    await expect(page.getByRole('heading', { name: APPROVED_TITLE })).toBeVisible();
    await page.goBack();
    await page.goForward();
    // Submitting the finished purchase again shows the same result, never a new charge.
    await page.goto('/enrollment');
    await expect(page.getByRole('button', { name: 'Finalizar Pago' })).toHaveCount(0);
    const again = await page.request.post('/enrollment', {
      form: { intent: 'pay', purchaseNumber: purchase, transactionToken: 'tt_replayed', terms: 'on' },
      headers: { origin: new URL(page.url()).origin },
      maxRedirects: 0,
    });
    expect(again.headers().location).toBe('/enrollment?paso=resultado');
    const charges = await ledger(request, purchase);
    expect(charges.authorizations).toHaveLength(1);
    expect(charges.enrollments).toHaveLength(1);
    expect(leaked).toEqual([]);
  });

  await test.step("'Enviar a mi correo' in Mis compras sends its receipt again", async () => {
    const subject = `Kodea · Pago aprobado · Pedido N.° ${purchase}`;
    expect(count(await outbox(page), subject)).toBe(1);
    await page.goto('/dashboard/compras');
    await whenReady(page);
    await purchaseRow(page, purchase)
      .getByRole('button', { name: /^Enviar a mi correo/ })
      .click();
    await expect(page.getByText(`Te enviamos el comprobante a ${email}`)).toBeVisible();
    const sent = await outbox(page);
    expect(count(sent, subject)).toBe(2);
    expect(sent).toContain(
      'Te enviamos de nuevo la confirmación de tu pago, como pediste desde «Mis compras».',
    );
    // Sent again once paid, it names the boleta issued and links its PDF (issue 75 point 7).
    expect(sent).toMatch(
      new RegExp(
        `Tu boleta electrónica B001-\\d{8}: http://[^\\s]+/dashboard/compras/vacaciones/${purchase}/recibo\\.pdf`,
      ),
    );
  });
});

test('denials 180 and 116 each show their message; another card is then approved from the result', async ({
  page,
  signInAsAlias,
}, testInfo) => {
  await signInAsAlias({ path: '/vacaciones' });
  await choosePlan(page);
  await openPayment(page, testInfo);
  const result = page.getByTestId('payment-result');
  const again = result.getByRole('button', { name: 'Intentar con otra tarjeta' });

  // With JavaScript the step is a dialog: payment-dialog-focus.spec.ts walks its ways out.
  if (!jsEnabled(testInfo))
    await test.step("without JavaScript the step is a section of the page, whose 'Cerrar' leaves it", async () => {
      const step = page.getByTestId('payment-step');
      await step.getByRole('link', { name: 'Cerrar' }).click();
      await expect(step).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Finalizar Pago' })).toBeVisible();
      await openPayment(page, testInfo);
    });

  await test.step('denial 180 shows the invalid-card message', async () => {
    await payWith(page, testInfo, { number: CARDS.denied180 });
    await expect(result.getByRole('heading', { name: DENIED_TITLE })).toBeVisible();
    await expect(result).toContainText(denialMessage('180'));
    await expect(result.locator('dt:has-text("Número de pedido") + dd')).toHaveText(/^\d+$/);
    await expect(result.locator('dt:has-text("Fecha y hora del pedido") + dd')).toHaveText(DATE_TIME);
  });

  await test.step('denial 116 shows the generic bank message', async () => {
    await again.click();
    await expect(
      page.getByTestId('payment-step').getByRole('button', { name: 'PAGAR', exact: true }),
    ).toBeVisible();
    if (jsEnabled(testInfo))
      await expect(page.getByTestId('payment-step').getByLabel('Número de tarjeta')).toBeVisible();
    await payWith(page, testInfo, { number: CARDS.denied116 });
    await expect(result.getByRole('heading', { name: DENIED_TITLE })).toBeVisible();
    await expect(
      result.getByText('Por favor, comunícate con tu banco para mayor información.', { exact: true }),
    ).toBeVisible();
    await expect(result).not.toContainText('La tarjeta ingresada es inválida');
  });

  await test.step('after a denial, an AMEX card is approved from the result', async () => {
    await again.click();
    await expect(page.getByTestId('payment-step')).toBeVisible();
    if (jsEnabled(testInfo))
      await expect(page.getByTestId('payment-step').getByLabel('Número de tarjeta')).toBeVisible();
    await payWith(page, testInfo, { number: CARDS.amex });
    await expect(result.getByRole('heading', { name: APPROVED_TITLE })).toBeVisible();
    await expect(result).toContainText('AMEX');
    await expect(result).toContainText('S/ 450');
  });
});

test('a provider error, then an authorization error, then an enrollment error: nothing lost, charged once', async ({
  page,
  context,
  baseURL,
  request,
  signInAsAlias,
}, testInfo) => {
  await signInAsAlias({ path: '/vacaciones' });
  await choosePlan(page);
  const step = await openPayment(page, testInfo);
  const purchase = await stepPurchaseNumber(page);
  const pay = step.getByRole('button', { name: 'PAGAR', exact: true });
  // A marker that a reload would lose: with JavaScript each retry happens in this same document.
  await page.evaluate(() => {
    document.documentElement.dataset.sameDocument = 'yes';
  });

  await test.step('a provider error (refused card token) leaves PAGAR ready, nothing shown or charged', async () => {
    await payWith(page, testInfo, { number: CARDS.providerError });
    await expect(step).toBeVisible();
    await expect(page.getByTestId('payment-result')).toHaveCount(0);
    await expect(step.getByRole('alert')).toHaveCount(0);
    expect((await ledger(request, purchase)).authorizations).toHaveLength(0);
    if (jsEnabled(testInfo)) {
      await expect(pay).toBeEnabled();
      await expect(step.getByLabel('Número de tarjeta')).toHaveValue(/4000 ?0000 ?0000 ?0119/);
    } else {
      await page.goto('/enrollment?paso=pago');
    }
  });

  await test.step('after an authorization error PAGAR is ready again, the fields as typed', async () => {
    await useScenario(context, baseURL, 'authorization-error');
    if (jsEnabled(testInfo)) {
      await step.getByLabel('Número de tarjeta').fill(CARDS.visa);
      await pay.click();
    } else {
      await payWith(page, testInfo, { number: CARDS.visa });
    }
    await expect(step).toBeVisible();
    await expect(page.getByTestId('payment-result')).toHaveCount(0);
    await expect(pay).toBeVisible();
    await expect(step.getByRole('button', { name: 'PAGANDO...' })).toHaveCount(0);
    expect((await ledger(request, purchase)).authorizations).toHaveLength(0);
    expect(await stepPurchaseNumber(page)).toBe(purchase);
    if (jsEnabled(testInfo)) {
      await expect(pay).toBeEnabled();
      // What was typed is still there (the provider's own fields, never posted to us).
      await expect(step.getByLabel('Número de tarjeta')).toHaveValue(/4919 ?1481 ?0785 ?9067/);
      await expect(step.getByLabel('Vencimiento (MM/AA)')).toHaveValue('12/29');
      await expect(step.getByLabel('Acepto los términos y condiciones').first()).toBeChecked();
    }
  });

  await test.step('an enrollment failure keeps the approved payment and can be retried', async () => {
    await useScenario(context, baseURL, 'enrollment-error');
    if (jsEnabled(testInfo)) await pay.click();
    else await payWith(page, testInfo, { number: CARDS.visa });
    await expect(page.getByRole('heading', { name: APPROVED_TITLE })).toBeVisible();
    await expect(page.getByTestId('follow-up-pending')).toBeVisible();
    if (jsEnabled(testInfo))
      expect(await page.evaluate(() => document.documentElement.dataset.sameDocument)).toBe('yes');
    expect(await resultPurchaseNumber(page)).toBe(purchase);
    expect((await ledger(request, purchase)).enrollments).toHaveLength(0);
    await context.clearCookies({ name: 'mock_scenario' });
    await page.getByRole('button', { name: 'Reintentar registro' }).click();
    await expect(page.getByTestId('follow-up-pending')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: APPROVED_TITLE })).toBeVisible();
    const charges = await ledger(request, purchase);
    expect(charges.enrollments).toHaveLength(1);
    expect(charges.authorizations).toHaveLength(1);
  });
});
