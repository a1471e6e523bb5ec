/**
 * /dashboard/compras/{id}/reembolso, loader and action called directly (the form without
 * JavaScript): a refusal comes back with the parent's choice and words, the API's cut-off reason
 * is shown on the page, a success goes to Mis compras; another family's pedido is a 404. A
 * vacation purchase's page (…/vacaciones/{id}/reembolso) is the same loader and action.
 */
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import { runWithScenario } from '../../mocks/scenarios/context';
import {
  loadRefundPage,
  refundAction,
} from '../../app/routes/dashboard.compras.(vacaciones).$saleId_.reembolso/refund-page.server';
import { saleFromRequest } from '../../app/lib/sale-params.server';
import type { SaleRef } from '../../server/sales/sale-ref';
import { signedInCookie } from '../support/caller';
import { CARDS, chargeAndEnroll, startedPayment, transactionToken } from './payment-support';
import { accountCaller, MINECRAFT_IN_PATH, SOFIA } from './invoices-support';
import { invoiceSale } from '../../server/sales/sale-ref';

const ORIGIN = 'http://localhost';

async function answer(run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

async function paidInvoiceId(): Promise<string> {
  const { caller } = await accountCaller();
  const { invoiceId } = await caller.invoices.create({ ref: MINECRAFT_IN_PATH, childId: SOFIA });
  const card = await caller.cardProvider.offer({ sale: invoiceSale(invoiceId) });
  await caller.cardProvider.authorize({
    sale: invoiceSale(invoiceId),
    purchaseNumber: card.purchaseNumber,
    transactionToken: transactionToken(card.sessionKey, CARDS.visa),
  });
  return String(invoiceId);
}

function post(cookie: string, invoiceId: string, fields: Record<string, string>) {
  const request = new Request(`${ORIGIN}/dashboard/compras/${invoiceId}/reembolso`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return answer(() => refundAction(request, saleFromRequest(request, { saleId: invoiceId })));
}

const get = (cookie: string, invoiceId: string) =>
  answer(() =>
    loadRefundPage(
      new Request(`${ORIGIN}/dashboard/compras/${invoiceId}/reembolso`, { headers: { cookie } }),
      saleFromRequest(new Request(`${ORIGIN}/dashboard/compras/${invoiceId}/reembolso`), {
        saleId: invoiceId,
      }),
    ),
  );

const status = (invoiceId: string) =>
  db.invoice.findFirst({ where: { id: { equals: Number(invoiceId) } } })?.status;

describe('the refund route', () => {
  it('shows the pedido, the policy and the cut-off, privately', async () => {
    const invoiceId = await paidInvoiceId();
    const response = await get(await signedInCookie(), invoiceId);
    expect(response.headers.get('Cache-Control')).toContain('no-store');
    const { view } = await response.json();
    expect(view).toMatchObject({ refundable: true, amount: 'S/ 490', childName: 'Sofía' });
  });

  it('without the confirmation box: refused beside it, the reason and words kept, nothing refunded', async () => {
    const invoiceId = await paidInvoiceId();
    const response = await post(await signedInCookie(), invoiceId, {
      reason: 'schedule',
      detail: 'Mi texto',
    });
    expect(response.status).toBe(400);
    const { result } = await response.json();
    expect(result.error.confirm).toEqual(['Confirma que quieres la devolución total del pedido']);
    expect(result.initialValue).toMatchObject({ reason: 'schedule', detail: 'Mi texto' });
    expect(status(invoiceId)).toBe('paid');
  });

  it('the API failing: a Spanish message on the form, the words kept, still paid', async () => {
    const invoiceId = await paidInvoiceId();
    const cookie = await signedInCookie();
    const response = await runWithScenario('refund-error', () =>
      post(cookie, invoiceId, { reason: 'other', detail: 'Algo', confirm: 'on' }),
    );
    expect(response.status).toBe(502);
    const { result } = await response.json();
    expect(result.error['']).toEqual([expect.stringContaining('No pudimos pedir el reembolso')]);
    expect(result.initialValue).toMatchObject({ detail: 'Algo' });
    expect(status(invoiceId)).toBe('paid');
  });

  it('confirmed: refunded, back to Mis compras', async () => {
    const invoiceId = await paidInvoiceId();
    const response = await post(await signedInCookie(), invoiceId, { reason: 'other', confirm: 'on' });
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/dashboard/compras');
    expect(status(invoiceId)).toBe('refunded');
  });

  it("another family's pedido: 404 for the page and the form", async () => {
    const invoiceId = await paidInvoiceId();
    const cookie = await signedInCookie('mama.mx@example.com');
    expect((await get(cookie, invoiceId)).status).toBe(404);
    expect((await post(cookie, invoiceId, { reason: 'other', confirm: 'on' })).status).toBe(404);
    expect(status(invoiceId)).toBe('paid');
  });
});

describe('the vacation purchase’s refund route', () => {
  async function paidPurchaseId(): Promise<string> {
    const { payment, checkoutCaller } = await startedPayment();
    await chargeAndEnroll(checkoutCaller(payment), {
      purchaseNumber: payment.purchaseNumber,
      transactionToken: transactionToken(payment.sessionKey, CARDS.visa),
    });
    return payment.purchaseNumber;
  }

  const path = (purchaseId: string) => `${ORIGIN}/dashboard/compras/vacaciones/${purchaseId}/reembolso`;
  // One route module for both kinds: the optional segment `(vacaciones)` names the kind.
  const target = (purchaseId: string): SaleRef =>
    saleFromRequest(new Request(path(purchaseId)), { saleId: purchaseId });
  const postTo = (cookie: string, purchaseId: string, fields: Record<string, string>) =>
    answer(() =>
      refundAction(
        new Request(path(purchaseId), {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(fields).toString(),
        }),
        target(purchaseId),
      ),
    );
  const refunded = (purchaseId: string) =>
    db.providerRefund.findMany({ where: { purchaseNumber: { equals: purchaseId } } }).length;

  it('the page names the purchase; without the box it is refused in its words; confirmed, refunded', async () => {
    const purchaseId = await paidPurchaseId();
    const cookie = await signedInCookie();
    const page = await answer(() =>
      loadRefundPage(new Request(path(purchaseId), { headers: { cookie } }), target(purchaseId)),
    );
    expect((await page.json()).view).toMatchObject({ kind: 'vacation', id: purchaseId, refundable: true });

    const unconfirmed = await postTo(cookie, purchaseId, { reason: 'schedule', detail: 'Otro horario' });
    expect(unconfirmed.status).toBe(400);
    const { result } = await unconfirmed.json();
    expect(result.error.confirm).toEqual(['Confirma que quieres la devolución total de la compra']);
    expect(result.initialValue).toMatchObject({ reason: 'schedule', detail: 'Otro horario' });
    expect(refunded(purchaseId)).toBe(0);

    const confirmed = await postTo(cookie, purchaseId, { reason: 'schedule', confirm: 'on' });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('Location')).toBe('/dashboard/compras');
    expect(refunded(purchaseId)).toBe(1);
  });

  it("another family's purchase, or a malformed number: 404 for the page and the form", async () => {
    const purchaseId = await paidPurchaseId();
    const cookie = await signedInCookie('mama.mx@example.com');
    const page = await answer(() =>
      loadRefundPage(new Request(path(purchaseId), { headers: { cookie } }), target(purchaseId)),
    );
    expect(page.status).toBe(404);
    expect((await postTo(cookie, purchaseId, { reason: 'other', confirm: 'on' })).status).toBe(404);
    const malformed = await answer(async () => {
      target('../x');
      return new Response(null, { status: 200 });
    });
    expect(malformed.status).toBe(404);
    expect(refunded(purchaseId)).toBe(0);
  });
});
