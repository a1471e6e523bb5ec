/** Discount codes on the simulated API's invoices: each refusal, totals, replacement, brand promotions. */
import { describe, expect, it } from 'vitest';
import { runWithScenario } from '../../mocks/scenarios/context';
import { confirmCardPayment } from '../../mocks/card-provider/global/confirm';
import { MOCK_CARD_PROVIDER, MOCK_MERCHANT_ID_PEN } from '../../mocks/config';
import {
  CardValidationAnswerSchema,
  CodeRefusalSchema,
  PaymentIntentSchema,
} from '../../server/upstream/schemas/invoices';
import { ProviderSessionSchema, ProviderTokenSchema } from '../../server/upstream/schemas/payments';
import { authorizationsOf, CARDS, transactionToken } from './payment-support';
import {
  type apiAs,
  dollarInvoice,
  GLOBAL,
  invoiceOf,
  LOCAL,
  solesInvoice,
  WHOLE_PATH_2,
  type Answer,
} from './mock-invoices-support';

const refusal = (answer: Answer) => {
  expect(answer.status).toBe(400);
  return CodeRefusalSchema.parse(answer.body).error_code;
};

describe('couponadd (soles)', () => {
  it('applies a percent code to the subtotal, rounded to the cent; a new code replaces the previous one', async () => {
    const { api, invoice } = await solesInvoice([WHOLE_PATH_2]);
    const path = `/api/invoices/${invoice.invoice_id}/couponadd`;
    const ten = invoiceOf(await api('POST', path, { code: 'bienvenida10' }));
    expect(ten).toMatchObject({ subtotal: 1710, discount: 171, total: 1539 });
    expect(ten.discount_code).toMatchObject({ code: 'BIENVENIDA10', kind: 'coupon', card_brand: null });
    const fifteen = invoiceOf(await api('POST', path, { code: 'RUTA15' }));
    expect(fifteen).toMatchObject({ discount: 256.5, total: 1453.5, discount_code: { code: 'RUTA15' } });
  });

  it.each([
    ['NOEXISTE', 'invalid'],
    ['WELCOME10', 'invalid'],
    ['VERANO2025', 'expired'],
    ['AGOTADO20', 'used'],
    ['AMIGOS15', 'used'],
    ['RUTA15', 'not_applicable'],
  ])('refuses %s as %s and leaves the total as it was', async (code, reason) => {
    const { api, invoice } = await solesInvoice();
    expect(refusal(await api('POST', `/api/invoices/${invoice.invoice_id}/couponadd`, { code }))).toBe(
      reason,
    );
    const after = invoiceOf(await api('GET', `/api/invoices/${invoice.invoice_id}/`));
    expect(after).toMatchObject({ total: 490, discount: 0, discount_code: null });
  });

  it('a paid invoice takes no code (409); a dollar invoice takes no coupon', async () => {
    const { api } = await solesInvoice();
    expect((await api('POST', '/api/invoices/88102/couponadd', { code: 'BIENVENIDA10' })).status).toBe(409);
    const dollars = await dollarInvoice();
    const answer = await dollars.api('POST', `/api/invoices/${dollars.invoice.invoice_id}/couponadd`, {
      code: 'WELCOME10',
    });
    expect(refusal(answer)).toBe('not_applicable');
  });

  it("'coupon-service-down': 503 and nothing applied", async () => {
    const { api, invoice } = await solesInvoice();
    const path = `/api/invoices/${invoice.invoice_id}/couponadd`;
    expect(
      (await runWithScenario('coupon-service-down', () => api('POST', path, { code: 'BIENVENIDA10' })))
        .status,
    ).toBe(503);
    expect(invoiceOf(await api('GET', `/api/invoices/${invoice.invoice_id}/`)).discount_code).toBeNull();
  });
});

describe('promotion codes (dollars)', () => {
  it.each([
    ['WELCOME10', null],
    ['SUMMER2025', 'expired'],
    ['SOLDOUT20', 'used'],
    ['FRIENDS15', 'used'],
    ['PATH15', 'not_applicable'],
    ['BIENVENIDA10', 'invalid'],
    ['NOPE', 'invalid'],
  ])('%s → %s', async (code, reason) => {
    const { api, invoice } = await dollarInvoice();
    const answer = await api('POST', `${GLOBAL}/promotion-codes/${code}/`, {
      invoice_id: invoice.invoice_id,
    });
    if (reason === null)
      expect(invoiceOf(answer)).toMatchObject({ subtotal: 129, discount: 12.9, total: 116.1 });
    else expect(refusal(answer)).toBe(reason);
  });

  it("another family's invoice is 404; 'coupon-service-down' is 503", async () => {
    const { invoice } = await dollarInvoice();
    const { api } = await solesInvoice();
    expect(
      (await api('POST', `${GLOBAL}/promotion-codes/WELCOME10/`, { invoice_id: invoice.invoice_id })).status,
    ).toBe(404);
    const mine = await dollarInvoice();
    const down = await runWithScenario('coupon-service-down', () =>
      mine.api('POST', `${GLOBAL}/promotion-codes/WELCOME10/`, { invoice_id: invoice.invoice_id }),
    );
    expect(down.status).toBe(503);
  });
});

describe('card-brand promotions: the card the provider holds decides (decision 070)', () => {
  it('the discount counts at once, on the condition of the brand', async () => {
    const { api, invoice } = await dollarInvoice();
    const attached = invoiceOf(
      await api('POST', `${GLOBAL}/promotion-codes/mcpromo20/`, { invoice_id: invoice.invoice_id }),
    );
    expect(attached).toMatchObject({
      discount: 25.8,
      total: 103.2,
      discount_code: { code: 'MCPROMO20', card_brand: 'mastercard' },
    });
    expect(attached.discount_code).not.toHaveProperty('card_validated');
  });

  it('mc-validation reads the brand of the tokenised card; an unknown token is a 400', async () => {
    const { api, invoice } = await solesInvoice();
    await api('POST', `/api/invoices/${invoice.invoice_id}/couponadd`, { code: 'MASTERCARD20' });
    const { sessionKey } = await cardSession(api, 392);
    const check = async (number: string) =>
      CardValidationAnswerSchema.parse(
        (
          await api('POST', '/api/cards/mc-validation/', {
            invoice_id: invoice.invoice_id,
            transaction_token: transactionToken(sessionKey, number),
          })
        ).body,
      ).data;
    expect(await check(CARDS.visa)).toEqual({
      brand: 'visa',
      bin: '491914',
      required_brand: 'mastercard',
      valid: false,
    });
    expect(await check(CARDS.mastercard)).toMatchObject({ brand: 'mastercard', bin: '516003', valid: true });
    const unknown = await api('POST', '/api/cards/mc-validation/', {
      invoice_id: invoice.invoice_id,
      transaction_token: 'tt_unknown',
    });
    expect(unknown.status).toBe(400);
    // Six typed digits are no longer a card: the old body is refused by the contract.
    const bin = await api('POST', '/api/cards/mc-validation/', {
      invoice_id: invoice.invoice_id,
      bin: '516003',
    });
    expect(bin.status).toBe(400);
  });

  it('the authorization itself refuses a Visa at the Mastercard price: nothing charged, the invoice open', async () => {
    const { api, invoice } = await solesInvoice();
    await api('POST', `/api/invoices/${invoice.invoice_id}/couponadd`, { code: 'MASTERCARD20' });
    const session = await cardSession(api, 392);
    const authorize = (number: string) =>
      api('POST', `/api/${MOCK_CARD_PROVIDER}/authorization/`, {
        MERCHANT_ID: MOCK_MERCHANT_ID_PEN,
        amount: 392,
        purchase_number: invoice.number,
        transaction_token: transactionToken(session.sessionKey, number),
        token: session.token,
      });
    const visa = await authorize(CARDS.visa);
    expect(visa.status).toBe(400);
    expect(authorizationsOf(invoice.number)).toEqual([]);
    expect(invoiceOf(await api('GET', `/api/invoices/${invoice.invoice_id}/`)).status).toBe('open');
    const mastercard = await authorize(CARDS.mastercard);
    expect(mastercard.body).toMatchObject({
      code: 200,
      data: { order: { amount: 392 }, dataMap: { BRAND: 'mastercard' } },
    });
  });

  it('dollars: a brand promotion takes only a manual-capture intent, and a Visa is never captured', async () => {
    const { api, invoice } = await dollarInvoice();
    await api('POST', `${GLOBAL}/promotion-codes/MCPROMO20/`, { invoice_id: invoice.invoice_id });
    const automatic = await api('POST', `${GLOBAL}/payment-intent/`, { invoice_id: invoice.invoice_id });
    expect(automatic.status).toBe(400);
    const opened = PaymentIntentSchema.parse(
      (
        await api('POST', `${GLOBAL}/payment-intent/`, {
          invoice_id: invoice.invoice_id,
          capture_method: 'manual',
        })
      ).body,
    ).data;
    expect(opened).toMatchObject({
      amount: 103.2,
      capture_method: 'manual',
      status: 'requires_payment_method',
    });
    const confirmed = confirmCardPayment(opened.client_secret, {
      name: 'ANA LOPEZ',
      number: '4242424242424242',
      expiry: '12/29',
      cvc: '123',
    });
    expect(confirmed).toMatchObject({ ok: true, status: 'requires_capture' });
    const capture = await api('POST', `${GLOBAL}/payment-intent/${opened.intent_id}/capture/`, {});
    expect(capture.status).toBe(400);
    const held = PaymentIntentSchema.parse(
      (await api('GET', `${GLOBAL}/payment-intent/${opened.intent_id}/`)).body,
    ).data;
    expect(held).toMatchObject({ status: 'requires_capture', card: { brand: 'visa' } });
    const report = await api('POST', `${GLOBAL}/payment/notification/success/`, {
      invoice_id: invoice.invoice_id,
      intent_id: opened.intent_id,
    });
    expect(report.status).toBe(409);
    const canceled = await api('POST', `${GLOBAL}/payment-intent/${opened.intent_id}/cancel/`, {});
    expect(PaymentIntentSchema.parse(canceled.body).data.status).toBe('canceled');
    expect(invoiceOf(await api('GET', `/api/invoices/${invoice.invoice_id}/`)).status).toBe('open');
  });

  it('a brand promotion is paid by card only: no local payment code', async () => {
    const { api, invoice } = await solesInvoice();
    await api('POST', `/api/invoices/${invoice.invoice_id}/couponadd`, { code: 'MASTERCARD20' });
    const local = await api('POST', `${LOCAL}/payment-information/`, {
      invoice_id: invoice.invoice_id,
      method: 'agent',
    });
    expect(local.status).toBe(400);
  });

  it('DELETE …/discount-code/ takes the code off an open invoice', async () => {
    const { api, invoice } = await solesInvoice();
    await api('POST', `/api/invoices/${invoice.invoice_id}/couponadd`, { code: 'MASTERCARD20' });
    const removed = invoiceOf(await api('DELETE', `/api/invoices/${invoice.invoice_id}/discount-code/`));
    expect(removed).toMatchObject({ discount: 0, total: 490, discount_code: null });
    expect((await api('DELETE', '/api/invoices/88102/discount-code/')).status).toBe(409);
  });
});

/** A provider token and session for an amount, as our server opens them before the card form. */
async function cardSession(api: ReturnType<typeof apiAs>, amount: number) {
  const token = await api('POST', `/api/${MOCK_CARD_PROVIDER}/token/`, { MERCHANT_ID: MOCK_MERCHANT_ID_PEN });
  const providerToken = ProviderTokenSchema.parse(token.body).token;
  const session = await api('POST', `/api/${MOCK_CARD_PROVIDER}/session/`, {
    MERCHANT_ID: MOCK_MERCHANT_ID_PEN,
    amount,
    token: providerToken,
  });
  return { token: providerToken, sessionKey: ProviderSessionSchema.parse(session.body).data.sessionKey };
}
