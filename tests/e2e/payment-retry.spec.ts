/**
 * The payment step recovers (issue 20 point 5): after an authorization error (scenario
 * 'authorization-error': the API's /authorization/ answers 502) the step comes back with PAGAR
 * ready, not 'PAGANDO...' and disabled, and with JavaScript the card fields keep what the parent
 * typed (they are the provider's form, in the browser only), so PAGAR again charges at once,
 * without a reload. A denial is retried from its result with another card. JavaScript off, the
 * same flows through the provider's hosted form.
 */
import { expect, test } from './fixtures';
import { APPROVED_TITLE, DENIED_TITLE } from '../../kernel/texts/payments';
import { CARDS, choosePlan, ledger, openPayment, payWith, stepPurchaseNumber } from './payment-support';
import { jsEnabled, useScenario } from './support';

test('after an authorization error PAGAR is ready again and the retry is approved without a reload', async ({
  page,
  context,
  request,
  baseURL,
  signInAsAlias,
}, testInfo) => {
  await signInAsAlias({ path: '/vacaciones' });
  await choosePlan(page);
  const step = await openPayment(page, testInfo);
  const purchase = await stepPurchaseNumber(page);
  await useScenario(context, baseURL, 'authorization-error');
  // A marker that a reload would lose: the retry must happen in this same document.
  await page.evaluate(() => {
    document.documentElement.dataset.sameDocument = 'yes';
  });

  await payWith(page, testInfo, { number: CARDS.visa });
  await expect(step).toBeVisible();
  await expect(page.getByTestId('payment-result')).toHaveCount(0);
  const pay = step.getByRole('button', { name: 'PAGAR', exact: true });
  await expect(pay).toBeVisible();
  await expect(step.getByRole('button', { name: 'PAGANDO...' })).toHaveCount(0);
  expect((await ledger(request, purchase)).authorizations).toHaveLength(0);
  expect(await stepPurchaseNumber(page)).toBe(purchase);

  await context.clearCookies({ name: 'mock_scenario' });
  if (jsEnabled(testInfo)) {
    await expect(pay).toBeEnabled();
    // What was typed is still there (the provider's own fields, never posted to us).
    await expect(step.getByLabel('Número de tarjeta')).toHaveValue(/4919 ?1481 ?0785 ?9067/);
    await expect(step.getByLabel('Vencimiento (MM/AA)')).toHaveValue('12/29');
    await expect(step.getByLabel('Acepto los términos y condiciones')).toBeChecked();
    await pay.click();
  } else {
    await payWith(page, testInfo, { number: CARDS.visa });
  }
  await expect(page.getByRole('heading', { name: APPROVED_TITLE })).toBeVisible();
  expect((await ledger(request, purchase)).authorizations).toHaveLength(1);
  if (jsEnabled(testInfo)) {
    expect(await page.evaluate(() => document.documentElement.dataset.sameDocument)).toBe('yes');
  }
});

test('after a denial, another card is approved from the result without a reload', async ({
  page,
  signInAsAlias,
}, testInfo) => {
  await signInAsAlias({ path: '/vacaciones' });
  await choosePlan(page);
  await openPayment(page, testInfo);
  await payWith(page, testInfo, { number: CARDS.denied116 });
  const result = page.getByTestId('payment-result');
  await expect(result.getByRole('heading', { name: DENIED_TITLE })).toBeVisible();
  await result.getByRole('button', { name: 'Intentar con otra tarjeta' }).click();
  const step = page.getByTestId('payment-step');
  await expect(step).toBeVisible();
  const pay = step.getByRole('button', { name: 'PAGAR', exact: true });
  await expect(pay).toBeVisible();
  if (jsEnabled(testInfo)) await expect(step.getByLabel('Número de tarjeta')).toBeVisible();
  await payWith(page, testInfo, { number: CARDS.visa });
  await expect(page.getByRole('heading', { name: APPROVED_TITLE })).toBeVisible();
});

test('a refused card token (provider error) leaves PAGAR ready with the fields as typed', async ({
  page,
  signInAsAlias,
}, testInfo) => {
  test.skip(
    !jsEnabled(testInfo),
    'the embedded form exists only with JavaScript (payment.spec.ts covers the hosted one)',
  );
  await signInAsAlias({ path: '/vacaciones' });
  await choosePlan(page);
  const step = await openPayment(page, testInfo);
  await payWith(page, testInfo, { number: CARDS.providerError });
  const pay = step.getByRole('button', { name: 'PAGAR', exact: true });
  await expect(pay).toBeEnabled();
  await expect(step.getByLabel('Número de tarjeta')).toHaveValue(/4000 ?0000 ?0000 ?0119/);
  await step.getByLabel('Número de tarjeta').fill(CARDS.visa);
  await pay.click();
  await expect(page.getByRole('heading', { name: APPROVED_TITLE })).toBeVisible();
});
