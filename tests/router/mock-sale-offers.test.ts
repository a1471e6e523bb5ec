/**
 * Issue 74, rules A and B at the simulated API: an amount offered is frozen, and any change to the
 * pedido voids its open offers before the API answers (intents canceled, a held card released, the
 * cash code canceled, Yape/Plin QRs expired, card sessions no longer authorizable); a payment
 * completes only at the sale's total now, and money that arrives otherwise goes back by itself.
 */
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import { markLocalPaymentPaid } from '../../mocks/checkout/local-payment';
import { MOCK_MERCHANT_ID_PEN } from '../../mocks/config';
import { moneyViolations, salesLedger } from '../../mocks/support/payments-ledger';
import {
  dollarInvoice,
  GLOBAL,
  invoiceOf,
  setBuyer,
  solesInvoice,
  WHOLE_PATH_2,
  YOUTUBER_ALONE,
} from './mock-invoices-support';
import {
  aliasFamily,
  authorize,
  cardSession,
  cashCode,
  codeOf,
  confirmInBrowser,
  intentOf,
  NIUBIZ,
  notifySuccess,
  openIntent,
  readInvoice,
  refusalCode,
  REFUND_BODY,
} from './mock-sale-support';

const ledgerOf = (number: string) => salesLedger({ purchase: number })[0];

describe('rule A: a change voids every open offer first', () => {
  it('FRIENDS15, the intent at $109.65, "Quitar código", the old intent completed: refused, the pedido open, nothing kept', async () => {
    // The reproduction, with a family that has not used FRIENDS15 yet.
    const { api, children } = aliasFamily('mama.mx', 'friends15');
    const invoice = invoiceOf(
      await api('POST', '/api/invoices/', {
        student_id: children[0],
        currency: 'USD',
        country: 'MX',
        items: [YOUTUBER_ALONE],
      }),
    );
    await api('POST', `${GLOBAL}/promotion-codes/FRIENDS15/`, { invoice_id: invoice.invoice_id });
    const intent = intentOf(await openIntent(api, invoice.invoice_id));
    expect(intent.amount).toBe(109.65);
    const removed = await api('DELETE', `/api/invoices/${invoice.invoice_id}/discount-code/`);
    expect(removed.status).toBe(200);
    expect(intentOf(await api('GET', `${GLOBAL}/payment-intent/${intent.intent_id}/`)).status).toBe(
      'canceled',
    );

    expect(confirmInBrowser(intent)).toMatchObject({
      ok: false,
      error: { code: 'payment_intent_unexpected_state' },
    });
    expect((await notifySuccess(api, invoice.invoice_id, intent.intent_id)).status).toBe(409);
    const after = await readInvoice(api, invoice.invoice_id);
    expect(after).toMatchObject({ status: 'open', total: 129, discount_code: null });
    expect(ledgerOf(invoice.number)).toMatchObject({ paid: false, kept: 0, received: [] });
  });

  it('a held card (manual capture) is released by a change', async () => {
    const { api, invoice } = await dollarInvoice();
    await api('POST', `${GLOBAL}/promotion-codes/MCPROMO20/`, { invoice_id: invoice.invoice_id });
    const held = intentOf(
      await api('POST', `${GLOBAL}/payment-intent/`, {
        invoice_id: invoice.invoice_id,
        capture_method: 'manual',
      }),
    );
    expect(confirmInBrowser(held, '5555555555554444')).toMatchObject({
      ok: true,
      status: 'requires_capture',
    });
    await api('DELETE', `/api/invoices/${invoice.invoice_id}/discount-code/`);
    expect(intentOf(await api('GET', `${GLOBAL}/payment-intent/${held.intent_id}/`)).status).toBe('canceled');
    expect((await api('POST', `${GLOBAL}/payment-intent/${held.intent_id}/capture/`)).status).toBe(409);
  });

  it('a card session opened before a change cannot authorize, even at the same total again', async () => {
    const { api, invoice } = await solesInvoice([WHOLE_PATH_2]);
    await setBuyer(api, invoice.invoice_id);
    const before = await cardSession(api, invoice.total);
    await api('POST', `/api/invoices/${invoice.invoice_id}/couponadd`, { code: 'RUTA15' });
    await api('DELETE', `/api/invoices/${invoice.invoice_id}/discount-code/`);
    expect((await readInvoice(api, invoice.invoice_id)).total).toBe(1710);
    const stale = await authorize(api, invoice.number, before);
    expect(stale.status).toBe(409);
    expect(refusalCode(stale)).toBe('offer_void');
    expect(db.authorization.count()).toBe(0);
    // A session opened after the change pays it.
    const fresh = await authorize(api, invoice.number, await cardSession(api, 1710));
    expect(fresh.status).toBe(200);
    expect(await readInvoice(api, invoice.invoice_id)).toMatchObject({ status: 'paid', total: 1710 });
  });

  it('a pending cash code is canceled by a change: the pedido answers none, a new one carries the new total', async () => {
    const { api, invoice } = await solesInvoice([WHOLE_PATH_2]);
    const first = codeOf(await cashCode(api, invoice.invoice_id));
    await api('POST', `/api/invoices/${invoice.invoice_id}/couponadd`, { code: 'RUTA15' });
    expect(db.localPayment.findFirst({ where: { code: { equals: first.payment_code } } })?.status).toBe(
      'canceled',
    );
    expect((await readInvoice(api, invoice.invoice_id)).local_payment).toBeNull();
    const second = codeOf(await cashCode(api, invoice.invoice_id));
    expect(second.payment_code).not.toBe(first.payment_code);
    expect(second.amount).toBe(1453.5);
  });

  it('a Yape/Plin QR of the pedido expires with a change', async () => {
    const { api, invoice } = await solesInvoice([WHOLE_PATH_2]);
    const session = await cardSession(api, invoice.total);
    const body = {
      MERCHANT_ID: MOCK_MERCHANT_ID_PEN,
      sessionKey: session.sessionKey,
      purchase_number: invoice.number,
    };
    const qr = (await api('POST', `${NIUBIZ}/wallet/qr/`, { ...body, amount: invoice.total })).body as {
      qr_id: string;
    };
    await api('POST', `/api/invoices/${invoice.invoice_id}/couponadd`, { code: 'RUTA15' });
    expect((await api('GET', `${NIUBIZ}/wallet/qr/${qr.qr_id}/`)).body).toEqual({ status: 'expired' });
  });

  it('a pedido that expires with its cash code voids its other open offers too', async () => {
    const { api, invoice } = await solesInvoice([WHOLE_PATH_2]);
    const code = codeOf(await cashCode(api, invoice.invoice_id));
    const session = await cardSession(api, invoice.total);
    const qr = (
      await api('POST', `${NIUBIZ}/wallet/qr/`, {
        MERCHANT_ID: MOCK_MERCHANT_ID_PEN,
        sessionKey: session.sessionKey,
        purchase_number: invoice.number,
        amount: invoice.total,
      })
    ).body as { qr_id: string };
    db.localPayment.update({
      where: { code: { equals: code.payment_code } },
      data: { expiresAt: new Date(Date.now() - 1000).toISOString() },
    });
    expect((await readInvoice(api, invoice.invoice_id)).status).toBe('expired');
    expect((await api('GET', `${NIUBIZ}/wallet/qr/${qr.qr_id}/`)).body).toEqual({ status: 'expired' });
    const stale = await authorize(api, invoice.number, session);
    expect(stale.status).toBe(400);
    expect(stale.body).toEqual({ purchase_number: ['El pedido ya no está abierto.'] });
    expect(db.authorization.count()).toBe(0);
  });
});

describe('rule B: paid only at the total now; otherwise the money goes back by itself', () => {
  it('RUTA15, the cash code for S/ 1,453.50, "Quitar código", the code paid: returned automatically, not paid, no refund of S/ 1,710', async () => {
    const { api, invoice } = await solesInvoice([WHOLE_PATH_2]);
    await api('POST', `/api/invoices/${invoice.invoice_id}/couponadd`, { code: 'RUTA15' });
    const code = codeOf(await cashCode(api, invoice.invoice_id));
    expect(code.amount).toBe(1453.5);
    await api('DELETE', `/api/invoices/${invoice.invoice_id}/discount-code/`);

    expect(markLocalPaymentPaid(code.payment_code)).toBe(true);
    expect(await readInvoice(api, invoice.invoice_id)).toMatchObject({ status: 'open', total: 1710 });
    expect(ledgerOf(invoice.number)).toMatchObject({
      paid: false,
      kept: 0,
      received: [{ method: 'local', amount: 1453.5, reference: code.payment_code }],
      refunded: [{ method: 'local', amount: 1453.5, automatic: true, reason: 'offer_void' }],
    });
    const refund = await api('POST', `/api/invoices/${invoice.invoice_id}/refund/`, REFUND_BODY);
    expect(refund.status).toBe(409);
    expect(refund.body).toMatchObject({ error_code: 'not_paid' });
    const emails = db.outboxEmail.findMany({
      where: { invoiceId: { equals: invoice.invoice_id }, kind: { equals: 'refund' } },
    });
    expect(emails.map((email) => email.subject)).toEqual([
      `Kodea · Devolvimos tu pago del pedido ${invoice.number}`,
    ]);
    expect(emails[0].text.split('\n')[0]).toBe(
      `Recibimos S/ 1,453.50 como pago del pedido ${invoice.number}, pero ese pago se había anulado porque el pedido cambió (un código o los cursos elegidos): no lo registramos como pagado.`,
    );
  });

  it('a pedido paid by card cancels its pending code; that code paid at an agent later goes back', async () => {
    const { api, invoice } = await solesInvoice([WHOLE_PATH_2]);
    const code = codeOf(await cashCode(api, invoice.invoice_id));
    expect((await authorize(api, invoice.number, await cardSession(api, invoice.total))).status).toBe(200);
    expect(markLocalPaymentPaid(code.payment_code)).toBe(true);
    expect(ledgerOf(invoice.number)).toMatchObject({
      status: 'paid',
      kept: 1710,
      refunded: [{ method: 'local', amount: 1710, automatic: true }],
    });
    expect(moneyViolations()).toEqual([]);
  });

  it('notification/success for an intent whose amount is not the total: 409 amount_mismatch, refunded, the pedido unchanged', async () => {
    const { api, invoice } = await dollarInvoice();
    const intent = intentOf(await openIntent(api, invoice.invoice_id));
    expect(confirmInBrowser(intent)).toMatchObject({ ok: true, status: 'succeeded' });
    // A total changed behind the offer's back (what rule A prevents): the API itself still refuses it.
    db.paymentIntent.update({ where: { id: { equals: intent.intent_id } }, data: { amount: 99 } });
    db.paymentReceived.updateMany({
      where: { reference: { equals: intent.intent_id } },
      data: { amount: 99 },
    });
    const answer = await notifySuccess(api, invoice.invoice_id, intent.intent_id);
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      code: 'amount_mismatch',
      detail: expect.stringContaining('devolvimos el pago'),
    });
    expect(intentOf(await api('GET', `${GLOBAL}/payment-intent/${intent.intent_id}/`)).status).toBe(
      'refunded',
    );
    expect(await readInvoice(api, invoice.invoice_id)).toMatchObject({
      status: 'open',
      payment_reference: null,
    });
    expect(ledgerOf(invoice.number)).toMatchObject({
      kept: 0,
      refunded: [{ amount: 99, reason: 'amount_mismatch' }],
    });
    // Told again: the same answer, one devolución.
    expect((await notifySuccess(api, invoice.invoice_id, intent.intent_id)).body).toEqual(answer.body);
    expect(ledgerOf(invoice.number).refunded).toHaveLength(1);
    // The family's e-mail says why in Spanish as written: 'del pedido', never 'de el pedido'.
    const [email] = db.outboxEmail.findMany({
      where: { invoiceId: { equals: invoice.invoice_id }, kind: { equals: 'refund' } },
    });
    expect(email.text.split('\n')[0]).toBe(
      `Recibimos $99 USD como pago del pedido ${invoice.number}, pero el monto no coincidía con el total actual del pedido: no lo registramos como pagado.`,
    );
  });

  it('a wallet approval for an amount that is not the total is refused, nothing approved', async () => {
    const { api, invoice } = await solesInvoice([WHOLE_PATH_2]);
    await api('POST', `/api/invoices/${invoice.invoice_id}/couponadd`, { code: 'RUTA15' });
    const session = await cardSession(api, 1710);
    const answer = await api('POST', `${NIUBIZ}/wallet/approval/`, {
      MERCHANT_ID: MOCK_MERCHANT_ID_PEN,
      sessionKey: session.sessionKey,
      purchase_number: invoice.number,
      amount: 1710,
      wallet: 'yape',
      phone: '987654321',
      approval_code: '123456',
    });
    expect(answer.status).toBe(409);
    expect(refusalCode(answer)).toBe('amount_mismatch');
    expect(db.transactionToken.count()).toBe(0);
  });
});
