/**
 * The monthly subscription's checkout (decision 009; issue 20 point 8): the charge per month, the
 * renewal date and how to cancel, the required consent to the terms and the recurring charge
 * (checked by our action with JavaScript on and off), then the provider's card form screen with
 * the spec's own words ('CVC', 'PAY'; issue 52 point 8), whose CVC is never cut on a phone.
 * The forms differ with JavaScript on and off, so both run; one test walks one subscription
 * through every check, since opening one is the expensive part.
 */
import type { Page, TestInfo } from '@playwright/test';
import dayjs from 'dayjs';
import 'dayjs/locale/es.js';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { expect, signInByCookie, test } from './fixtures';
import { childRadio } from './payment-support';
import { aliasEmail, jsEnabled, SUPPORT_HEADERS } from './support';

dayjs.extend(utc);
dayjs.extend(timezone);

const THANKS = 'Thanks you for your payment.';
const CONSENT = /Acepto los términos y condiciones y autorizo a Kodea a cobrar/;
const TERMS_REQUIRED =
  'Para continuar, acepta los términos y condiciones y el cobro mensual de la suscripción.';

/** Answers the test's family's e-mail. */
async function openSubscriptionPayment(page: Page, testInfo: TestInfo): Promise<string> {
  const email = aliasEmail(testInfo);
  await signInByCookie(page, email, '/vacaciones?edad=5_to_7&programa=1');
  await expect(page.getByTestId('price')).toContainText('Suscripción mensual');
  await page.getByRole('button', { name: 'Ir a Pagar' }).click();
  await expect(page.getByTestId('purchase-summary')).toContainText('Suscripción mensual');
  // A 5-to-7 program: for Diego (Sofía is older).
  await childRadio(page, 'Diego').check();
  await page.getByRole('button', { name: 'Finalizar Pago' }).click();
  await expect(page.getByTestId('subscription-step')).toBeVisible();
  // With JavaScript, wait for the provider's fields before typing into them.
  if (jsEnabled(testInfo)) await expect(page.getByLabel('CVC')).toBeVisible();
  return email;
}

/** Without JavaScript: the consent is posted, and our action sends the browser to the hosted card form. */
async function acceptAndGoToHostedForm(page: Page) {
  await page.getByLabel(CONSENT).check();
  await page.getByTestId('subscription-step').getByRole('button', { name: 'PAGAR', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Pago con tarjeta' })).toBeVisible();
}

async function fill(page: Page, card: { name?: string; number?: string; expiry?: string; cvc?: string }) {
  if (card.name !== undefined) await page.getByLabel('Nombre del titular').fill(card.name);
  if (card.number !== undefined) await page.getByLabel('Número de tarjeta').fill(card.number);
  if (card.expiry !== undefined) await page.getByLabel('Vencimiento (MM/AA)').fill(card.expiry);
  if (card.cvc !== undefined) await page.getByLabel('CVC').fill(card.cvc);
}

/** The family's subscriptions at the simulated provider (each test has its own family). */
async function subscriptions(page: Page, email: string) {
  const response = await page.request.get(`/__mocks/payments.json?cuenta=${encodeURIComponent(email)}`, {
    headers: SUPPORT_HEADERS,
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { subscriptions: { id: string; status: string; card: string | null }[] })
    .subscriptions;
}

test.describe('monthly subscription checkout', () => {
  test('the charge, its renewal and how to cancel said; nothing confirmed without the consent; field errors, a declined card, the CVC whole on a phone; then 4242 pays once and Cerrar resets', async ({
    page,
  }, testInfo) => {
    const leaks: string[] = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (
        !url.pathname.startsWith('/__card-provider') &&
        (req.postData() ?? '').replace(/\D/g, '').includes('4242424242424242')
      )
        leaks.push(url.pathname);
    });
    const email = await openSubscriptionPayment(page, testInfo);
    const step = page.getByTestId('subscription-step');

    const consentPay = step.getByRole('button', { name: jsEnabled(testInfo) ? 'PAY' : 'PAGAR' });
    await test.step('says what is charged each month, when it renews and how to cancel, in Spanish', async () => {
      await expect(step).toContainText(/Suscripción mensual: S\/ [\d,.]+ al mes/);
      const renewal = dayjs().tz('America/Lima').add(1, 'month').locale('es').format('D [de] MMMM [de] YYYY');
      await expect(step.getByTestId('subscription-facts')).toContainText(
        `el próximo cobro será el ${renewal}`,
      );
      await expect(step.getByTestId('subscription-facts')).toContainText(
        'Puedes cancelarla cuando quieras escribiéndonos por WhatsApp o desde Contáctanos antes de la fecha de renovación',
      );
      await expect(step.getByRole('link', { name: 'términos y condiciones' })).toHaveAttribute(
        'href',
        '/terminos-y-condiciones',
      );
      // With JavaScript the card form screen itself ('PAY'); without, our consent form ('PAGAR').
      await expect(consentPay).toBeVisible();
    });

    await test.step('without the consent nothing is confirmed: PAGAR waits for it, or the error beside the checkbox', async () => {
      if (jsEnabled(testInfo)) {
        // Spec §4, §5: the pay button is disabled until the box is ticked.
        await fill(page, {
          name: 'Carlos Quispe',
          number: '4242 4242 4242 4242',
          expiry: '12/29',
          cvc: '123',
        });
        await expect(consentPay).toBeDisabled();
        await step.getByLabel(CONSENT).check();
        await expect(consentPay).toBeEnabled();
        await step.getByLabel(CONSENT).uncheck();
        await expect(consentPay).toBeDisabled();
        await expect(page.getByLabel('Nombre del titular')).toHaveValue('Carlos Quispe');
      } else {
        await consentPay.click();
        await expect(step.getByText(TERMS_REQUIRED)).toBeVisible();
        await expect(step.getByLabel(CONSENT)).toHaveAttribute('aria-invalid', 'true');
        await expect(page).toHaveURL(/\/enrollment/);
      }
      await expect(page.getByText(THANKS)).toHaveCount(0);
      expect((await subscriptions(page, email)).map((s) => s.status)).toEqual(['incomplete']);
    });

    // Consented: without JavaScript our form posts it and the hosted card form opens; with it, the
    // box on the card form screen, whose fields are emptied again for the next step.
    if (!jsEnabled(testInfo)) await acceptAndGoToHostedForm(page);
    else {
      await step.getByLabel(CONSENT).check();
      await fill(page, { name: '', number: '', expiry: '', cvc: '' });
    }
    const pay = page.getByRole('button', { name: 'PAY' });

    await test.step('empty and invalid fields block the payment with their errors', async () => {
      await expect(pay).toBeEnabled();
      await pay.click();
      await expect(page.getByText('Este campo es obligatorio')).toHaveCount(jsEnabled(testInfo) ? 3 : 4);
      await fill(page, { name: 'Carlos Quispe', number: '4242 4242 4242 4241', expiry: '01/20', cvc: '123' });
      await pay.click();
      await expect(page.getByText(/número de tarjeta no es válido|Número de tarjeta inválido/)).toBeVisible();
      await expect(page.getByText(/vencimiento ya pasó|La tarjeta está vencida/)).toBeVisible();
      expect((await subscriptions(page, email)).map((s) => s.status)).toEqual(['incomplete']);
    });

    await test.step('a declined card is refused and nothing is charged', async () => {
      await fill(page, { name: 'Carlos Quispe', number: '4000 0000 0000 0002', expiry: '12/29', cvc: '123' });
      await pay.click();
      await expect(page.getByRole('alert')).toHaveText('Tu tarjeta fue rechazada.');
      await expect(page.getByText(THANKS)).toHaveCount(0);
      expect((await subscriptions(page, email)).map((s) => s.status)).toEqual(['incomplete']);
    });

    for (const width of [320, 390, 414]) {
      await test.step(`the CVC field is whole and inside the card form at ${width} px`, async () => {
        await page.setViewportSize({ width, height: 800 });
        const cvv = page.getByLabel('CVC');
        await cvv.scrollIntoViewIfNeeded();
        const box = await cvv.boundingBox();
        const form = await page.locator('form').filter({ has: cvv }).boundingBox();
        if (!box || !form) throw new Error('the CVC field or its form is not rendered');
        expect(box.width).toBeGreaterThan(60);
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        expect(box.x).toBeGreaterThanOrEqual(form.x - 0.5);
        expect(box.x + box.width).toBeLessThanOrEqual(form.x + form.width + 0.5);
        // Nothing sticks out sideways: the page does not scroll horizontally.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      });
    }

    await test.step('4242 pays once consented; thanks message; the close button clears and resets', async () => {
      if (jsEnabled(testInfo)) {
        await page.getByLabel('Número de tarjeta').fill('4242 4242 4242 4242');
        await expect(page.getByTestId('card-brand')).toHaveText('VISA');
        await page.getByLabel('Número de tarjeta').fill('5160 0300 0000 0317');
        await expect(page.getByTestId('card-brand')).toHaveText('MASTERCARD');
      }
      await fill(page, { name: 'Carlos Quispe', number: '4242 4242 4242 4242', expiry: '12/29', cvc: '123' });
      await expect(page.getByLabel('CVC')).toHaveValue('123');
      await pay.click();
      await expect(page.getByText(THANKS)).toBeVisible();
      expect(await subscriptions(page, email)).toEqual([
        expect.objectContaining({ status: 'active', card: '424242******4242' }),
      ]);
      expect(leaks).toEqual([]);
      if (jsEnabled(testInfo)) {
        await page.getByRole('button', { name: 'Cerrar', exact: true }).click();
        await expect(page.getByText(THANKS)).toHaveCount(0);
        await expect(page.getByLabel('Nombre del titular')).toHaveValue('');
        await expect(page.getByLabel('Número de tarjeta')).toHaveValue('');
      } else {
        await page.getByRole('link', { name: 'Cerrar' }).click();
        await expect(page).toHaveURL(/\/dashboard$/);
      }
    });

    await test.step('the terms page says the same about subscriptions', async () => {
      await page.goto('/terminos-y-condiciones');
      await expect(page.getByRole('heading', { name: 'Suscripciones mensuales' })).toBeVisible();
      await expect(page.locator('main')).toContainText('escribiéndonos por WhatsApp o desde Contáctanos');
    });
  });
});
