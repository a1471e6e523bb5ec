/**
 * Issue 74, rules C and I at the simulated API: a refund returns exactly what the provider
 * received, by the same method, once — never the pedido's total as recomputed now — and the
 * payments ledger lists, per sale, every amount received and every amount returned, so the money
 * rules can be checked after any step (`moneyViolations`).
 */
import { describe, expect, it } from 'vitest';
import { MOCK_MERCHANT_ID_PEN } from '../../mocks/config';
import { db } from '../../mocks/db';
import { documentsOf } from '../../mocks/receipts/issue';
import { moneyViolations, salesLedger } from '../../mocks/support/payments-ledger';
import { apiAs, dollarInvoice, GLOBAL, PADRE, solesInvoice } from './mock-invoices-support';
import {
  authorize,
  cardSession,
  confirmInBrowser,
  intentOf,
  NIUBIZ,
  notifySuccess,
  openIntent,
  REFUND_BODY,
} from './mock-sale-support';

const ledgerOf = (number: string) => salesLedger({ purchase: number })[0];

describe('a refund returns what was received, by the same method, once', () => {
  it('a card-paid pedido: the devolución is the authorization’s amount, even if the total reads otherwise now', async () => {
    const { api, invoice } = await solesInvoice();
    expect((await authorize(api, invoice.number, await cardSession(api, invoice.total))).status).toBe(200);
    // The pedido's total is recomputed on every read: a price corrected on its item afterwards
    // changes what it reads, not what was paid.
    db.invoiceItem.updateMany({
      where: { invoiceId: { equals: invoice.invoice_id } },
      data: { amount: 999 },
    });

    const first = await api('POST', `/api/invoices/${invoice.invoice_id}/refund/`, REFUND_BODY);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ data: { amount: 490, currency: 'PEN' } });
    const again = await api('POST', `/api/invoices/${invoice.invoice_id}/refund/`, REFUND_BODY);
    expect(again.body).toEqual(first.body);
    expect(ledgerOf(invoice.number)).toMatchObject({
      status: 'refunded',
      received: [{ method: 'card', amount: 490 }],
      refunded: [{ method: 'card', amount: 490, automatic: false, reason: 'requested' }],
      kept: 0,
    });
    const note = documentsOf({ invoiceId: invoice.invoice_id, purchaseId: null }).find(
      (document) => document.type === 'nota_credito',
    );
    expect(note).toMatchObject({ total: 490 });
  });

  it('a dollar pedido: back to the card through its intent, which then reads refunded', async () => {
    const { api, invoice } = await dollarInvoice();
    const intent = intentOf(await openIntent(api, invoice.invoice_id));
    confirmInBrowser(intent);
    expect((await notifySuccess(api, invoice.invoice_id, intent.intent_id)).status).toBe(200);
    expect((await api('POST', `/api/invoices/${invoice.invoice_id}/refund/`, REFUND_BODY)).status).toBe(201);
    expect(intentOf(await api('GET', `${GLOBAL}/payment-intent/${intent.intent_id}/`)).status).toBe(
      'refunded',
    );
    expect(ledgerOf(invoice.number)).toMatchObject({
      received: [{ method: 'global_card', amount: 129, reference: intent.intent_id }],
      refunded: [{ method: 'global_card', amount: 129 }],
    });
  });

  it('a vacation purchase paid with Yape: back to the wallet, the amount authorized', async () => {
    const api = apiAs(PADRE);
    const started = await api('POST', '/api/purchases/', {
      MERCHANT_ID: MOCK_MERCHANT_ID_PEN,
      amount: 450,
      currency: 'PEN',
      description: 'Vacaciones',
      program_id: 'vac-8_to_11-1',
      group_id: 'vg-8-1-1',
    });
    const number = (started.body as { data: { purchase_id: string } }).data.purchase_id;
    const session = await cardSession(api, 450);
    const approval = await api('POST', `${NIUBIZ}/wallet/approval/`, {
      MERCHANT_ID: MOCK_MERCHANT_ID_PEN,
      sessionKey: session.sessionKey,
      purchase_number: number,
      amount: 450,
      wallet: 'yape',
      phone: '912300001',
      approval_code: '123456',
    });
    const token = (approval.body as { transaction_token: string }).transaction_token;
    const charged = await api('POST', `${NIUBIZ}/authorization/`, {
      purchase_number: number,
      amount: 450,
      MERCHANT_ID: MOCK_MERCHANT_ID_PEN,
      token: session.token,
      transaction_token: token,
    });
    expect(charged.status).toBe(200);
    expect((await api('POST', `/api/purchases/${number}/refund/`, REFUND_BODY)).status).toBe(201);
    expect(ledgerOf(number)).toMatchObject({
      kind: 'purchase',
      status: 'refunded',
      received: [{ method: 'yape', amount: 450 }],
      refunded: [{ method: 'yape', amount: 450 }],
      kept: 0,
    });
    expect(moneyViolations()).toEqual([]);
  });
});

describe('the payments ledger', () => {
  it('per sale, what was received and returned; /__mocks/payments.json lists it as `sales`', async () => {
    const { api, invoice } = await solesInvoice();
    await authorize(api, invoice.number, await cardSession(api, invoice.total));
    expect(ledgerOf(invoice.number)).toMatchObject({
      sale: `invoice:${invoice.invoice_id}`,
      kind: 'invoice',
      userId: PADRE,
      status: 'paid',
      paid: true,
      total: 490,
      currency: 'PEN',
      received: [
        { method: 'card', amount: 490, currency: 'PEN', reference: expect.stringMatching(/^\d{18}$/) },
      ],
      refunded: [],
      kept: 490,
    });
    // The fixtures' paid pedidos are in it too, at what they were paid.
    expect(ledgerOf('PED-00088102')).toMatchObject({ paid: true, kept: 466.65, total: 466.65 });
    expect(moneyViolations()).toEqual([]);
  });

  it('moneyViolations names a paid sale that kept another amount, and a payment returned twice', () => {
    const sale = {
      sale: 'invoice:1',
      kind: 'invoice' as const,
      number: 'PED-00000001',
      userId: 1,
      status: 'paid',
      paid: true,
      total: 129,
      currency: 'USD' as const,
      received: [
        {
          id: 'rcv_1',
          method: 'global_card' as const,
          amount: 109.65,
          currency: 'USD' as const,
          reference: 'pi_1',
          at: '',
        },
      ],
      refunded: [
        {
          id: 'rf_1',
          receivedId: 'rcv_1',
          method: 'global_card' as const,
          amount: 109.65,
          currency: 'USD' as const,
          automatic: true,
          reason: 'amount_mismatch',
          at: '',
        },
        {
          id: 'rf_2',
          receivedId: 'rcv_1',
          method: 'global_card' as const,
          amount: 200,
          currency: 'USD' as const,
          automatic: false,
          reason: 'requested',
          at: '',
        },
      ],
      kept: -200,
    };
    expect(moneyViolations([sale])).toEqual([
      'PED-00000001 paid: kept -200, total 129',
      'PED-00000001: pi_1 refunded 2 times',
      'PED-00000001: pi_1 refunded above the 109.65 received',
    ]);
  });
});
