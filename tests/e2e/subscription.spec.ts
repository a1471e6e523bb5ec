import type { Page, TestInfo } from '@playwright/test';
import { expect, signInByCookie, test } from './fixtures';
import { childRadio } from './payment-support';
import { aliasEmail, jsEnabled, SUPPORT_HEADERS } from './support';

const THANKS = 'Thanks you for your payment.';

async function openSubscriptionPayment(page: Page, testInfo: TestInfo) {
  await signInByCookie(page, aliasEmail(testInfo), '/vacaciones');
  await page.goto('/vacaciones?edad=5_to_7&programa=1');
  await expect(page.getByTestId('price')).toContainText('Suscripción mensual');
  await page.getByRole('button', { name: 'Ir a Pagar' }).click();
  await expect(page.getByTestId('purchase-summary')).toContainText('Suscripción mensual');
  // A 5-to-7 program: for Diego (Sofía is older).
  await childRadio(page, 'Diego').check();
  await page.getByRole('button', { name: 'Finalizar Pago' }).click();
  await expect(page.getByTestId('subscription-step')).toBeVisible();
}

async function fill(page: Page, card: { name?: string; number?: string; expiry?: string; cvc?: string }) {
  if (card.name !== undefined) await page.getByLabel('Nombre del titular').fill(card.name);
  if (card.number !== undefined) await page.getByLabel('Número de tarjeta').fill(card.number);
  if (card.expiry !== undefined) await page.getByLabel('Vencimiento (MM/AA)').fill(card.expiry);
  if (card.cvc !== undefined) await page.getByLabel('CVC').fill(card.cvc);
}

/** The subscription this page is paying: its id is the prefix of the client secret the page carries. */
async function subscriptionId(page: Page, js: boolean): Promise<string> {
  // __remixContext holds the document's first load: reload so it is this step's.
  if (js) await page.reload();
  const secret = js
    ? await page.evaluate(() => {
        const context = (
          window as unknown as {
            __remixContext: {
              state: { loaderData: Record<string, { subscription?: { clientSecret: string } }> };
            };
          }
        ).__remixContext;
        return context.state.loaderData['routes/enrollment']?.subscription?.clientSecret ?? '';
      })
    : new URL(
        (await page.getByRole('link', { name: 'PAY' }).getAttribute('href')) ?? '',
        'http://x',
      ).searchParams.get('client_secret') ?? '';
  return secret.split('_secret_')[0];
}

async function subscription(page: Page, id: string) {
  const response = await page.request.get('/__mocks/payments.json', { headers: SUPPORT_HEADERS });
  expect(response.status()).toBe(200);
  const all = (
    (await response.json()) as { subscriptions: { id: string; status: string; card: string | null }[] }
  ).subscriptions;
  return all.find((s) => s.id === id);
}

test.describe('card form screen (subscriptions)', () => {
  test('empty and invalid fields block the payment with their errors', async ({ page }, testInfo) => {
    await openSubscriptionPayment(page, testInfo);
    const id = await subscriptionId(page, jsEnabled(testInfo));
    if (!jsEnabled(testInfo)) await page.getByRole('link', { name: 'PAY' }).click();
    const pay = page.getByRole('button', { name: 'PAY' });
    await expect(pay).toBeEnabled();
    await pay.click();
    await expect(page.getByText('Este campo es obligatorio')).toHaveCount(jsEnabled(testInfo) ? 3 : 4);
    await fill(page, { name: 'Carlos Quispe', number: '4242 4242 4242 4241', expiry: '01/20', cvc: '123' });
    await pay.click();
    await expect(page.getByText(/número de tarjeta no es válido|Número de tarjeta inválido/)).toBeVisible();
    await expect(page.getByText(/vencimiento ya pasó|La tarjeta está vencida/)).toBeVisible();
    expect((await subscription(page, id))?.status).toBe('incomplete');
  });

  test('a declined card is refused and nothing is charged', async ({ page }, testInfo) => {
    await openSubscriptionPayment(page, testInfo);
    if (!jsEnabled(testInfo)) await page.getByRole('link', { name: 'PAY' }).click();
    await fill(page, { name: 'Carlos Quispe', number: '4000 0000 0000 0002', expiry: '12/29', cvc: '123' });
    await page.getByRole('button', { name: 'PAY' }).click();
    await expect(page.getByRole('alert')).toHaveText('Tu tarjeta fue rechazada.');
    await expect(page.getByText(THANKS)).toHaveCount(0);
  });

  test('4242 pays; thanks message; the close button clears and resets', async ({ page }, testInfo) => {
    const leaks: string[] = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (
        !url.pathname.startsWith('/__card-provider') &&
        (req.postData() ?? '').replace(/\D/g, '').includes('4242424242424242')
      )
        leaks.push(url.pathname);
    });
    await openSubscriptionPayment(page, testInfo);
    const id = await subscriptionId(page, jsEnabled(testInfo));
    if (jsEnabled(testInfo)) {
      await page.getByLabel('Número de tarjeta').fill('4242 4242 4242 4242');
      await expect(page.getByTestId('card-brand')).toHaveText('VISA');
      await page.getByLabel('Número de tarjeta').fill('5160 0300 0000 0317');
      await expect(page.getByTestId('card-brand')).toHaveText('MASTERCARD');
    } else {
      await page.getByRole('link', { name: 'PAY' }).click();
    }
    await fill(page, { name: 'Carlos Quispe', number: '4242 4242 4242 4242', expiry: '12/29', cvc: '123' });
    await page.getByRole('button', { name: 'PAY' }).click();
    await expect(page.getByText(THANKS)).toBeVisible();
    expect(await subscription(page, id)).toMatchObject({ status: 'active', card: '424242******4242' });
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
});
