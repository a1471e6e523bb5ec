/** Paying the simulated API's invoices: soles card by invoice number, dollar intents, notifications. */
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOCK_CARD_PROVIDER, MOCK_MERCHANT_ID_PEN, MOCK_MERCHANT_ID_USD } from '../../mocks/config';
import { tokenizeCard } from '../../mocks/card-provider/cards';
import { confirmCardPayment } from '../../mocks/card-provider/global/confirm';
import { mountCardProvider } from '../../mocks/card-provider/routes';
import { runWithScenario } from '../../mocks/scenarios/context';
import { NotPaidSchema, PaymentIntentSchema, type Invoice } from '../../server/upstream/schemas/invoices';
import { serve, type TestServer } from '../unit/mock-http';
import { dollarInvoice, GLOBAL, invoiceOf, solesInvoice, type Answer } from './mock-invoices-support';

type Api = Awaited<ReturnType<typeof solesInvoice>>['api'];
const NIUBIZ = `/api/${MOCK_CARD_PROVIDER}`;

/** token → session → the provider's form → authorization, as our server and the browser do it. */
async function payBySolesCard(api: Api, invoice: Invoice, number: string, merchant = MOCK_MERCHANT_ID_PEN) {
  const { token } = (await api('POST', `${NIUBIZ}/token/`, { MERCHANT_ID: merchant })).body as {
    token: string;
  };
  const session = (
    await api('POST', `${NIUBIZ}/session/`, { token, MERCHANT_ID: merchant, amount: invoice.total })
  ).body as { data: { sessionKey: string } };
  const card = { name: 'CARLOS QUISPE', number, expiry: '12/29', cvc: '123' };
  const tokenized = tokenizeCard(session.data.sessionKey, card);
  if (!tokenized.ok) throw new Error('tokenisation failed');
  return api('POST', `${NIUBIZ}/authorization/`, {
    purchase_number: invoice.number,
    amount: invoice.total,
    MERCHANT_ID: merchant,
    token,
    transaction_token: tokenized.transactionToken,
  });
}

const card = (number: string) => ({ name: 'MARIANA LOPEZ', number, expiry: '12/29', cvc: '123' });
const intentOf = (answer: Answer) => PaymentIntentSchema.parse(answer.body).data;

describe('soles card with the invoice number as purchase number', () => {
  it('approved: the invoice is paid by card with the transaction id; a repeat replays the first answer', async () => {
    const { api, invoice } = await solesInvoice();
    const first = await payBySolesCard(api, invoice, '4919148107859067');
    const body = first.body as { data: { order: { transactionId: string; purchaseNumber: string } } };
    expect(body.data.order.purchaseNumber).toBe(invoice.number);
    const paid = invoiceOf(await api('GET', `/api/invoices/${invoice.invoice_id}/`));
    expect(paid).toMatchObject({
      status: 'paid',
      payment_method: 'card',
      payment_reference: body.data.order.transactionId,
    });
    expect(paid.paid_at).not.toBeNull();
    const again = await payBySolesCard(api, invoice, '4000000000000002');
    expect(again.body).toEqual(first.body);
  });

  it('denied (action code 180): the invoice is denied, and a new start opens a new invoice', async () => {
    const { api, invoice } = await solesInvoice();
    const answer = await payBySolesCard(api, invoice, '4000000000000002');
    expect(JSON.stringify(answer.body)).toContain('180');
    expect(invoiceOf(await api('GET', `/api/invoices/${invoice.invoice_id}/`)).status).toBe('denied');
    expect((await solesInvoice()).invoice.invoice_id).not.toBe(invoice.invoice_id);
  });

  it("refuses another amount, the dollar merchant, or another family's invoice number", async () => {
    const { api, invoice } = await solesInvoice();
    expect((await payBySolesCard(api, { ...invoice, total: 1 }, '4919148107859067')).status).toBe(400);
    expect((await payBySolesCard(api, invoice, '4919148107859067', MOCK_MERCHANT_ID_USD)).status).toBe(400);
    const dollars = await dollarInvoice();
    expect((await payBySolesCard(dollars.api, invoice, '4919148107859067')).status).toBe(400);
    expect(invoiceOf(await api('GET', `/api/invoices/${invoice.invoice_id}/`)).status).toBe('open');
  });
});

describe('payment intents (dollars)', () => {
  it('one open intent per invoice for its total; a new total cancels it and opens another', async () => {
    const { api, invoice } = await dollarInvoice();
    const created = await api('POST', `${GLOBAL}/payment-intent/`, { invoice_id: invoice.invoice_id });
    expect(created.status).toBe(201);
    const intent = intentOf(created);
    expect(intent).toMatchObject({
      amount: 129,
      currency: 'USD',
      status: 'requires_payment_method',
      last_error: null,
    });
    expect(
      intentOf(await api('POST', `${GLOBAL}/payment-intent/`, { invoice_id: invoice.invoice_id })).intent_id,
    ).toBe(intent.intent_id);
    await api('POST', `${GLOBAL}/promotion-codes/WELCOME10/`, { invoice_id: invoice.invoice_id });
    const second = intentOf(
      await api('POST', `${GLOBAL}/payment-intent/`, { invoice_id: invoice.invoice_id }),
    );
    expect(second).toMatchObject({ amount: 116.1 });
    expect(second.intent_id).not.toBe(intent.intent_id);
    expect(intentOf(await api('GET', `${GLOBAL}/payment-intent/${intent.intent_id}/`)).status).toBe(
      'canceled',
    );
    expect(confirmCardPayment(intent.client_secret, card('4242424242424242'))).toMatchObject({
      ok: false,
      error: { code: 'payment_intent_unexpected_state' },
    });
    // Soles invoices pay by card at the soles provider; another family's intent is 404.
    const soles = await solesInvoice();
    expect(
      (await soles.api('POST', `${GLOBAL}/payment-intent/`, { invoice_id: soles.invoice.invoice_id })).status,
    ).toBe(400);
    expect((await soles.api('GET', `${GLOBAL}/payment-intent/${second.intent_id}/`)).status).toBe(404);
  });

  it('decline (4000000000000002) keeps it open with last_error; success after it; notifications settle the invoice once', async () => {
    const { api, invoice } = await dollarInvoice();
    const intent = intentOf(
      await api('POST', `${GLOBAL}/payment-intent/`, { invoice_id: invoice.invoice_id }),
    );
    const notify = (outcome: 'success' | 'error') =>
      api('POST', `${GLOBAL}/payment/notification/${outcome}/`, {
        invoice_id: invoice.invoice_id,
        intent_id: intent.intent_id,
        ...(outcome === 'error' ? { error_code: 'card_declined' } : {}),
      });
    // A return without a succeeded intent marks nothing paid.
    const early = await notify('success');
    expect(early.status).toBe(409);
    expect(NotPaidSchema.parse(early.body).error_code).toBe('not_paid');

    expect(confirmCardPayment(intent.client_secret, card('4000000000000002'))).toMatchObject({
      ok: false,
      error: {
        code: 'card_declined',
        payment_intent: { id: intent.intent_id, status: 'requires_payment_method' },
      },
    });
    const declined = intentOf(await api('GET', `${GLOBAL}/payment-intent/${intent.intent_id}/`));
    expect(declined.last_error).toMatchObject({ code: 'card_declined' });

    expect(confirmCardPayment(intent.client_secret, card('5555555555554444'))).toMatchObject({
      ok: true,
      paymentIntent: { id: intent.intent_id, status: 'succeeded' },
    });
    expect((await notify('error')).status).toBe(409);
    const success = await notify('success');
    expect(success.body).toEqual({ data: { invoice_id: invoice.invoice_id, status: 'paid' } });
    expect((await notify('success')).body).toEqual(success.body);
    const paid = invoiceOf(await api('GET', `/api/invoices/${invoice.invoice_id}/`));
    expect(paid).toMatchObject({
      status: 'paid',
      payment_method: 'global_card',
      payment_reference: intent.intent_id,
    });
    // Asking for an intent again answers the one that paid: never a second charge.
    expect(
      intentOf(await api('POST', `${GLOBAL}/payment-intent/`, { invoice_id: invoice.invoice_id })).intent_id,
    ).toBe(intent.intent_id);
  });

  it('notification/error denies the open invoice', async () => {
    const { api, invoice } = await dollarInvoice();
    const intent = intentOf(
      await api('POST', `${GLOBAL}/payment-intent/`, { invoice_id: invoice.invoice_id }),
    );
    const answer = await api('POST', `${GLOBAL}/payment/notification/error/`, {
      invoice_id: invoice.invoice_id,
      intent_id: intent.intent_id,
      error_code: 'card_declined',
    });
    expect(answer.body).toEqual({ data: { invoice_id: invoice.invoice_id, status: 'denied' } });
    expect(confirmCardPayment(intent.client_secret, card('4242424242424242')).ok).toBe(false);
  });

  it("'intent-declined' declines any card; 'notification-error' answers 500 and changes nothing, so a retry succeeds", async () => {
    const { api, invoice } = await dollarInvoice();
    const intent = intentOf(
      await api('POST', `${GLOBAL}/payment-intent/`, { invoice_id: invoice.invoice_id }),
    );
    const declined = runWithScenario('intent-declined', () =>
      confirmCardPayment(intent.client_secret, card('4242424242424242')),
    );
    expect(declined).toMatchObject({ ok: false, error: { code: 'card_declined' } });
    expect(confirmCardPayment(intent.client_secret, card('4242424242424242')).ok).toBe(true);
    const body = { invoice_id: invoice.invoice_id, intent_id: intent.intent_id };
    const failed = await runWithScenario('notification-error', () =>
      api('POST', `${GLOBAL}/payment/notification/success/`, body),
    );
    expect(failed.status).toBe(500);
    expect(intentOf(await api('GET', `${GLOBAL}/payment-intent/${intent.intent_id}/`)).status).toBe(
      'succeeded',
    );
    expect(invoiceOf(await api('GET', `/api/invoices/${invoice.invoice_id}/`)).status).toBe('open');
    expect((await api('POST', `${GLOBAL}/payment/notification/success/`, body)).status).toBe(200);
  });
});

describe("the provider's hosted checkout for an intent (JavaScript off)", () => {
  let server: TestServer;
  beforeAll(async () => {
    const app = express();
    mountCardProvider(app);
    server = await serve(app);
  });
  afterAll(() => server.close());

  const pay = (clientSecret: string, returnUrl: string, number: string) =>
    server.fetch('/__card-provider/global/checkout', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.origin },
      body: new URLSearchParams({
        client_secret: clientSecret,
        return_url: returnUrl,
        ...card(number),
      }).toString(),
    });

  it('returns to return_url with payment_intent and redirect_status, after a decline and after a success', async () => {
    const { api, invoice } = await dollarInvoice();
    const intent = intentOf(
      await api('POST', `${GLOBAL}/payment-intent/`, { invoice_id: invoice.invoice_id }),
    );
    const returnUrl = `${server.origin}/dashboard/compras/${invoice.invoice_id}/retorno?paso=tarjeta`;
    expect(
      (
        await server.fetch(
          `/__card-provider/global/checkout?client_secret=${
            intent.client_secret
          }&return_url=${encodeURIComponent(returnUrl)}`,
        )
      ).status,
    ).toBe(200);
    // Field errors stay on the form; another site as return address is refused before anything is charged.
    expect((await pay(intent.client_secret, returnUrl, '1234')).status).toBe(400);
    expect((await pay(intent.client_secret, 'https://evil.example/retorno', '4242424242424242')).status).toBe(
      400,
    );
    const declined = await pay(intent.client_secret, returnUrl, '4000000000000002');
    expect(declined.status).toBe(303);
    expect(declined.headers.get('location')).toBe(
      `${returnUrl}&payment_intent=${intent.intent_id}&redirect_status=failed`,
    );
    const succeeded = await pay(intent.client_secret, returnUrl, '4242424242424242');
    expect(succeeded.headers.get('location')).toBe(
      `${returnUrl}&payment_intent=${intent.intent_id}&redirect_status=succeeded`,
    );
    // Once succeeded, the checkout only sends the visitor back: nothing is charged again.
    const repeat = await pay(intent.client_secret, returnUrl, '4000000000000002');
    expect(repeat.headers.get('location')).toContain('redirect_status=succeeded');
  });
});
