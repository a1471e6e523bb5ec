/**
 * Issue 74's money holes, each reproduced through the app's own procedures as the reviewer did on a
 * production build: what was received, what the pedido says and what a refund returns must agree
 * (the simulated API's ledger, mocks/support/sales-ledger.ts, keeps what the providers moved).
 */
import { describe, expect, it, vi } from 'vitest';
import { confirmCardPayment } from '../../mocks/card-provider/global/confirm';
import { markLocalPaymentPaid } from '../../mocks/checkout/local-payment';
import { db } from '../../mocks/db';
import { moneyViolations, salesLedger } from '../../mocks/support/sales-ledger';
import { logger } from '../../server/log/logger';
import { savePayment } from '../../server/sales/ledger';
import { invoiceSale, vacationSale } from '../../server/sales/sale-ref';
import { requestPurchaseRefund } from '../../server/upstream/refunds';
import {
  accountCaller,
  GAMES_PATH,
  MINECRAFT_IN_PATH,
  ORIGIN,
  PYTHON_COURSE,
  refusal,
} from './invoices-support';
import {
  authorizationsOf,
  CARDS,
  chargeAndEnroll,
  checkoutSession,
  offerOf,
  startedPayment,
  transactionToken,
} from './payment-support';
import { authorizeCharge } from '../../server/card-provider/adapter';

type Caller = Awaited<ReturnType<typeof accountCaller>>['caller'];

/** A fresh copy of a fixture family (nothing paid), and its child who fits `age`. */
async function family(email: string) {
  const { caller, context } = await accountCaller(email);
  const [child] = await caller.parents.children();
  return { caller, context, childId: child.id };
}

const invoiceRow = (id: number) => db.invoice.findFirst({ where: { id: { equals: id } } });

async function pedido(
  caller: Caller,
  ref: Parameters<Caller['invoices']['create']>[0]['ref'],
  childId: number,
) {
  const { invoiceId } = await caller.invoices.create({ ref, childId });
  return invoiceId;
}

describe('an amount offered is frozen; a change voids the offers', () => {
  it('FRIENDS15 on a $129 pedido, the intent opened, the code removed: the old intent pays nothing', async () => {
    vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const { caller, context } = await family('mama.mx+rebaja@example.com');
    const [emiliano] = await caller.parents.children();
    const invoiceId = await pedido(caller, PYTHON_COURSE, emiliano.id);
    await caller.invoices.applyCode({ invoiceId, code: 'FRIENDS15' });
    const discounted = await caller.invoices.startIntent({ invoiceId, origin: ORIGIN });
    expect(discounted.amountText).toBe('$109.65 USD');
    await caller.invoices.removeCode({ invoiceId });
    // The tab kept the provider's form of the discounted intent: the parent pays it.
    const confirmed = confirmCardPayment(discounted.clientSecret, {
      name: 'ANA LOPEZ',
      number: '4242424242424242',
      expiry: '12/29',
      cvc: '123',
    });
    expect(confirmed.ok).toBe(false);
    expect(await caller.invoices.completeIntent({ invoiceId, intentId: discounted.intentId })).toBeNull();
    expect(invoiceRow(invoiceId)).toMatchObject({ status: 'open', discountCode: null });
    expect((await caller.invoices.byId({ invoiceId })).total).toBe('$129 USD');
    expect(moneyViolations(salesLedger({ userId: context.auth?.user.id }))).toEqual([]);
    // Nothing was used up: the family's code still applies once.
    expect((await caller.invoices.applyCode({ invoiceId, code: 'FRIENDS15' })).total).toBe('$109.65 USD');
  });

  it('RUTA15 on the S/ 1,710 path, the cash code taken, the code removed: that code cannot pay it', async () => {
    const { caller, context, childId } = await family('padre+efectivo@example.com');
    const invoiceId = await pedido(caller, GAMES_PATH, childId);
    await caller.invoices.setReceiptBuyer({
      invoiceId,
      buyer: {
        kind: 'boleta',
        document_type: 'DNI',
        document_number: '45678912',
        name: 'Carlos Quispe',
        address: null,
      },
    });
    await caller.invoices.applyCode({ invoiceId, code: 'RUTA15' });
    const code = await caller.invoices.startLocalPayment({ invoiceId, method: 'agent' });
    expect(code.amount).toBe('S/ 1,453.50');
    await caller.invoices.removeCode({ invoiceId });
    // The parent pays the old code at an agent: the API refuses it and gives the money back.
    markLocalPaymentPaid(code.code);
    expect(invoiceRow(invoiceId)).toMatchObject({ status: 'open' });
    expect(
      await refusal(caller.refunds.request({ sale: invoiceSale(invoiceId), reason: 'other', detail: '' })),
    ).toMatchObject({ kind: 'refund-refused', reason: 'not_paid' });
    expect(moneyViolations(salesLedger({ userId: context.auth?.user.id }))).toEqual([]);
  });
});

describe('a once-per-family code counts every open and paid sale', () => {
  it('AMIGOS15 on one open pedido is refused on the family’s second', async () => {
    const { caller } = await family('padre+amigos@example.com');
    const [sofia, diego] = await caller.parents.children();
    const first = await pedido(caller, MINECRAFT_IN_PATH, sofia.id);
    await caller.invoices.applyCode({ invoiceId: first, code: 'AMIGOS15' });
    const second = await pedido(
      caller,
      { type: 'course', course: 'curso-de-programacion-con-scratch-junior' },
      diego.id,
    );
    expect(await refusal(caller.invoices.applyCode({ invoiceId: second, code: 'AMIGOS15' }))).toMatchObject({
      kind: 'code-refused',
      reason: 'used',
    });
  });
});

describe('a record is its owner’s', () => {
  it('another account’s payment record under the same number (a restarted simulator) is ignored', async () => {
    vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const { caller } = await family('mama.mx@example.com');
    const [emiliano] = await caller.parents.children();
    const invoiceId = await pedido(caller, PYTHON_COURSE, emiliano.id);
    await savePayment({
      status: 'approved',
      sale: invoiceSale(invoiceId),
      ownerId: 101,
      number: `PED-${String(invoiceId).padStart(8, '0')}`,
      currency: 'PEN',
      method: 'card',
      transactionDate: '261122150500',
      recordedAt: new Date().toISOString(),
      reference: '991122',
      amount: 490,
      card: '491914******9067',
      brand: 'visa',
      payerName: 'Carlos Quispe',
      description: 'Otra familia',
      followUp: { done: 'done', email: 'done' },
      timeZone: 'America/Lima',
      vacation: null,
    });
    const view = await caller.invoices.byId({ invoiceId });
    expect(view).toMatchObject({ payable: true, result: null });
    expect(JSON.stringify(view)).not.toContain('Carlos');
  });
});

describe('a refund’s follow-up cannot be lost', () => {
  it('refunded at the API with our server gone before its own step: the child may buy the program again', async () => {
    const { payment, checkoutCaller, context } = await startedPayment('padre+caida@example.com', undefined, {
      childId: (await family('padre+caida@example.com')).childId,
    });
    await chargeAndEnroll(checkoutCaller(payment), {
      purchaseNumber: payment.purchaseNumber,
      transactionToken: transactionToken(payment.sessionKey, CARDS.visa),
    });
    // The API refunded; our server never ran anything after it (a crash right there).
    await requestPurchaseRefund(context.auth?.refreshToken ?? '', payment.purchaseNumber, {
      reason: 'other',
      detail: '',
    });
    const again = await checkoutSession('padre+caida@example.com');
    const reopened = await again.checkoutCaller(null).purchases.start({ childId: payment.child?.id });
    expect(reopened.purchaseNumber).not.toBe(payment.purchaseNumber);
    expect(reopened.outcome).toBeNull();
    expect(vacationSale(reopened.purchaseNumber).kind).toBe('vacation');
  });
});

describe('a charge a crash kept us from recording', () => {
  it('approved at the provider, never recorded: the retry records that first authorization, one charge', async () => {
    const { payment, checkoutCaller, context } = await startedPayment();
    const token = transactionToken(payment.sessionKey, CARDS.visa);
    // What the worker had sent when it died: the authorization, and nothing after it.
    const { providerToken } = await offerOf(payment);
    await authorizeCharge(
      context.auth?.refreshToken ?? '',
      {
        merchantId: payment.merchantId,
        providerToken,
        amount: payment.amount,
        number: payment.purchaseNumber,
      },
      token,
    );
    const retried = await chargeAndEnroll(checkoutCaller(payment), {
      purchaseNumber: payment.purchaseNumber,
      transactionToken: transactionToken(payment.sessionKey, CARDS.visa),
    });
    expect(retried).toMatchObject({
      status: 'approved',
      followUp: { enrollments: 'done', 'purchase-update': 'done' },
    });
    expect(authorizationsOf(payment.purchaseNumber)).toHaveLength(1);
  });
});
