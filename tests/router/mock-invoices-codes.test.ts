/** Discount codes on the simulated API's invoices: each refusal, totals, replacement, brand promotions. */
import { describe, expect, it } from 'vitest';
import { runWithScenario } from '../../mocks/scenarios/context';
import { CardValidationAnswerSchema, CodeRefusalSchema } from '../../server/upstream/schemas/invoices';
import {
  dollarInvoice,
  GLOBAL,
  invoiceOf,
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
    expect(ten.discount_code).toMatchObject({ code: 'BIENVENIDA10', kind: 'coupon', card_validated: false });
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
    expect(after).toMatchObject({ total: 639, discount: 0, discount_code: null });
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

describe('card-brand promotions and mc-validation', () => {
  it('attaches with no discount until a Mastercard BIN is validated; another card takes it away again', async () => {
    const { api, invoice } = await dollarInvoice();
    const attached = invoiceOf(
      await api('POST', `${GLOBAL}/promotion-codes/mcpromo20/`, { invoice_id: invoice.invoice_id }),
    );
    expect(attached).toMatchObject({
      discount: 0,
      total: 129,
      discount_code: { card_brand: 'mastercard', card_validated: false },
    });
    const check = async (bin: string) =>
      CardValidationAnswerSchema.parse(
        (await api('POST', '/api/cards/mc-validation/', { invoice_id: invoice.invoice_id, bin })).body,
      ).data;
    const visa = await check('491914');
    expect(visa).toMatchObject({ valid: false, brand: 'visa', invoice: { discount: 0 } });
    for (const bin of ['516003', '222100', '272099']) {
      const mastercard = await check(bin);
      expect(mastercard).toMatchObject({
        valid: true,
        brand: 'mastercard',
        invoice: { discount: 25.8, total: 103.2 },
      });
      expect(mastercard.invoice.discount_code?.card_validated).toBe(true);
    }
    expect(await check('371449')).toMatchObject({ valid: false, brand: 'amex', invoice: { total: 129 } });
    expect(await check('272100')).toMatchObject({ valid: false, brand: 'desconocida' });
  });

  it('the soles brand coupon works the same; a malformed BIN is a 400 field error', async () => {
    const { api, invoice } = await solesInvoice();
    await api('POST', `/api/invoices/${invoice.invoice_id}/couponadd`, { code: 'MASTERCARD20' });
    const answer = await api('POST', '/api/cards/mc-validation/', {
      invoice_id: invoice.invoice_id,
      bin: '5160030000000317',
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toHaveProperty(['bin']);
    const valid = await api('POST', '/api/cards/mc-validation/', {
      invoice_id: invoice.invoice_id,
      bin: '516003',
    });
    expect(CardValidationAnswerSchema.parse(valid.body).data.invoice).toMatchObject({
      discount: 127.8,
      total: 511.2,
    });
  });
});
