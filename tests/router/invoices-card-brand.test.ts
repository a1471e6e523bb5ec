/**
 * Card-brand promotions (issue 50, point 1; decision 070): MASTERCARD20 (soles) and MCPROMO20
 * (dollars) are decided by the card the provider holds, never by digits the browser sends. The
 * invoice shows the discounted total 'Solo pagando con Mastercard' and the payment is opened for
 * it; a card of another brand is refused before any charge or capture, and the invoice stays
 * payable. Each brand, with and without the code, in both currencies, with the amount the
 * simulated provider's ledger recorded.
 */
import { describe, expect, it } from 'vitest';
import { confirmCardPayment } from '../../mocks/card-provider/global/confirm';
import { db } from '../../mocks/db';
import { cardBrandRefusal } from '../../kernel/texts/checkout';
import { authorizationsOf, transactionToken } from './payment-support';
import {
  accountCaller,
  EMILIANO,
  GAMES_PATH,
  ORIGIN,
  refusal,
  resultOf,
  SOFIA,
  WEB_PATH,
  namedByPassport,
} from './invoices-support';
import { NAMED_BOLETA } from './mock-invoices-support';
import { invoiceSale } from '../../server/sales/sale-ref';

/** The provider's test cards of each brand (soles: the card provider's; dollars: the global provider's). */
const SOLES_CARD = { visa: '4919148107859067', mastercard: '5160030000000317' } as const;
const DOLLAR_CARD = { visa: '4242424242424242', mastercard: '5555555555554444' } as const;
type Brand = keyof typeof SOLES_CARD;

const invoiceRow = (id: number) => db.invoice.findFirst({ where: { id: { equals: id } } });

/** What the simulated card provider charged for a purchase number (its approved authorizations). */
function chargedSoles(purchaseNumber: string): number[] {
  return authorizationsOf(purchaseNumber)
    .filter((authorization) => authorization.code === 200)
    .map((authorization) => {
      const answer: { data: { order: { amount: number } } } = JSON.parse(authorization.answer);
      return answer.data.order.amount;
    });
}

/** What the simulated global provider captured for an invoice (its intents' received amounts). */
function capturedDollars(invoiceId: number): number[] {
  return db.paymentIntent
    .findMany({ where: { invoiceId: { equals: invoiceId } } })
    .filter((intent) => intent.amountReceived !== null)
    .map((intent) => intent.amountReceived ?? 0);
}

async function solesInvoice(code: string | null) {
  const { caller } = await accountCaller();
  const { invoiceId } = await caller.invoices.create({ ref: GAMES_PATH, childId: SOFIA });
  // Above S/ 700 the boleta names its buyer before any charge (issue 55).
  await caller.invoices.setReceiptBuyer({ invoiceId, buyer: NAMED_BOLETA });
  if (code) await caller.invoices.applyCode({ invoiceId, code });
  const pay = async (brand: Brand) => {
    const card = await caller.cardProvider.offer({ sale: invoiceSale(invoiceId) });
    return {
      card,
      result: caller.cardProvider
        .authorize({
          sale: invoiceSale(invoiceId),
          purchaseNumber: card.purchaseNumber,
          transactionToken: transactionToken(card.sessionKey, SOLES_CARD[brand]),
        })
        .then(resultOf),
    };
  };
  return { caller, invoiceId, pay };
}

async function dollarInvoice(code: string | null) {
  const { caller } = await accountCaller('mama.mx@example.com');
  const { invoiceId } = await caller.invoices.create({ ref: WEB_PATH, childId: EMILIANO });
  await namedByPassport(caller, invoiceId);
  if (code) await caller.invoices.applyCode({ invoiceId, code });
  /** The provider's form confirms the intent in the browser, then the browser returns to us. */
  const pay = async (brand: Brand) => {
    const intent = await caller.invoices.startIntent({ invoiceId, origin: ORIGIN });
    const confirmed = confirmCardPayment(intent.clientSecret, {
      name: 'ANA LOPEZ',
      number: DOLLAR_CARD[brand],
      expiry: '12/29',
      cvc: '123',
    });
    expect(confirmed.ok).toBe(true);
    return {
      intent,
      result: caller.invoices.completeIntent({ invoiceId, intentId: intent.intentId }),
    };
  };
  return { caller, invoiceId, pay };
}

const BRAND_REFUSED = {
  kind: 'code-refused',
  reason: 'card-brand',
  message: cardBrandRefusal('mastercard'),
} as const;

describe('the refusal text', () => {
  it("is the issue's sentence", () => {
    expect(cardBrandRefusal('mastercard')).toContain('Este código es solo para tarjetas Mastercard');
  });
});

describe('soles: MASTERCARD20 on the full path (S/ 1,710)', () => {
  it('the invoice shows the discounted total on the condition of the brand; the card form is opened for it', async () => {
    const { caller, invoiceId, pay } = await solesInvoice('MASTERCARD20');
    const view = await caller.invoices.byId({ invoiceId });
    expect(view).toMatchObject({ subtotal: 'S/ 1,710', discount: '-S/ 342', total: 'S/ 1,368' });
    expect(view.code).toMatchObject({ code: 'MASTERCARD20', brandCondition: 'Solo pagando con Mastercard' });
    // Cash and transfers cannot show a card: the brand promotion is paid by card only.
    expect(view.methods.map((method) => method.kind)).toEqual(['card-soles']);
    const { card, result } = await pay('mastercard');
    expect(card).toMatchObject({
      amount: 1368,
      amountText: 'S/ 1,368',
      brandCondition: 'Solo pagando con Mastercard',
    });
    expect(await result).toMatchObject({ status: 'approved', amount: 'S/ 1,368' });
  });

  it.each([
    [null, 'visa', 1710],
    [null, 'mastercard', 1710],
    ['MASTERCARD20', 'mastercard', 1368],
  ] as const)('code %s, paid with a %s: approved, charged S/ %d', async (code, brand, amount) => {
    const { invoiceId, pay } = await solesInvoice(code);
    const { card, result } = await pay(brand);
    expect(await result).toMatchObject({ status: 'approved', brand: brand.toUpperCase() });
    expect(chargedSoles(card.purchaseNumber)).toEqual([amount]);
    expect(invoiceRow(invoiceId)).toMatchObject({ status: 'paid' });
  });

  it('MASTERCARD20 paid with a Visa: refused before the authorization, nothing charged, the invoice still payable', async () => {
    const { caller, invoiceId, pay } = await solesInvoice('MASTERCARD20');
    const { card, result } = await pay('visa');
    expect(await refusal(result)).toEqual(BRAND_REFUSED);
    expect(authorizationsOf(card.purchaseNumber)).toEqual([]);
    expect(invoiceRow(invoiceId)).toMatchObject({ status: 'open' });
    const view = await caller.invoices.byId({ invoiceId });
    expect(view).toMatchObject({ payable: true, result: null, total: 'S/ 1,368' });
    // The parent tries again with a Mastercard, in the same card session: charged the discounted total.
    const again = await pay('mastercard');
    expect(again.card.sessionKey).toBe(card.sessionKey);
    expect(await again.result).toMatchObject({ status: 'approved', amount: 'S/ 1,368', brand: 'MASTERCARD' });
    expect(chargedSoles(card.purchaseNumber)).toEqual([1368]);
  });

  it('or removes the code and pays the full total with the Visa', async () => {
    const { caller, invoiceId, pay } = await solesInvoice('MASTERCARD20');
    expect(await refusal((await pay('visa')).result)).toEqual(BRAND_REFUSED);
    const removed = await caller.invoices.removeCode({ invoiceId });
    expect(removed).toMatchObject({ code: null, discount: null, total: 'S/ 1,710' });
    const { card, result } = await pay('visa');
    expect(card.amount).toBe(1710);
    expect(await result).toMatchObject({ status: 'approved', amount: 'S/ 1,710' });
    expect(chargedSoles(card.purchaseNumber)).toEqual([1710]);
  });
});

describe('dollars: MCPROMO20 on a full path ($515 USD)', () => {
  it('the invoice shows the discounted total on the condition of the brand', async () => {
    const { caller, invoiceId } = await dollarInvoice('MCPROMO20');
    const view = await caller.invoices.byId({ invoiceId });
    expect(view).toMatchObject({ subtotal: '$515 USD', discount: '-$103 USD', total: '$412 USD' });
    expect(view.code).toMatchObject({ brandCondition: 'Solo pagando con Mastercard' });
    expect(view.methods.map((method) => method.kind)).toEqual(['card-dollars']);
  });

  it.each([
    [null, 'visa', 515],
    [null, 'mastercard', 515],
    ['MCPROMO20', 'mastercard', 412],
  ] as const)('code %s, paid with a %s: approved, captured $%d', async (code, brand, amount) => {
    const { invoiceId, pay } = await dollarInvoice(code);
    const { result } = await pay(brand);
    expect(await result).toMatchObject({ status: 'approved', brand: brand.toUpperCase() });
    expect(capturedDollars(invoiceId)).toEqual([amount]);
    expect(invoiceRow(invoiceId)).toMatchObject({ status: 'paid' });
  });

  it('MCPROMO20 paid with a Visa: refused before any capture, the hold released, the invoice still payable', async () => {
    const { caller, invoiceId, pay } = await dollarInvoice('MCPROMO20');
    const { intent, result } = await pay('visa');
    expect(await refusal(result)).toEqual(BRAND_REFUSED);
    expect(capturedDollars(invoiceId)).toEqual([]);
    expect(db.paymentIntent.findFirst({ where: { id: { equals: intent.intentId } } })).toMatchObject({
      status: 'canceled',
    });
    expect(invoiceRow(invoiceId)).toMatchObject({ status: 'open' });
    expect(await caller.invoices.byId({ invoiceId })).toMatchObject({ payable: true, result: null });
    // Another try with a Mastercard: a new intent, captured at the discounted total.
    const again = await pay('mastercard');
    expect(again.intent.intentId).not.toBe(intent.intentId);
    expect(await again.result).toMatchObject({ status: 'approved', amount: '$412 USD' });
    expect(capturedDollars(invoiceId)).toEqual([412]);
  });
});
