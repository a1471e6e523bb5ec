/**
 * Issue 74: "a stale second tab gets a 500" — a code, an invitation or any payment step sent for a
 * pedido that is paid, refunded or denied. Through the pedido page's own action, as the browser
 * posts it: every case answers the pedido's page (303) with the Spanish reason, never a 500, and
 * nothing changes or is charged.
 */
import { describe, expect, it, vi } from 'vitest';
import { db } from '../../mocks/db';
import { SALE_CLOSED } from '../../kernel/texts/sales';
import { invoiceAction } from '../../app/routes/dashboard.compras.$invoiceId/invoice-action.server';
import { logger } from '../../server/log/logger';
import { invoiceSale } from '../../server/sales/sale-ref';
import { getSessionFromCookie } from '../../server/session.server';
import { signedInCookie } from '../support/caller';
import { accountCaller, MINECRAFT_IN_PATH, SOFIA } from './invoices-support';
import { authorizationsOf, CARDS, transactionToken } from './payment-support';
import { cookieOf } from './payment-route-support';

const ORIGIN = 'http://localhost';
const EMAIL = 'padre@example.com';

async function pedidoIn(state: 'paid' | 'refunded' | 'denied') {
  const { caller } = await accountCaller(EMAIL);
  const { invoiceId } = await caller.invoices.create({ ref: MINECRAFT_IN_PATH, childId: SOFIA });
  const sale = invoiceSale(invoiceId);
  const card = await caller.cardProvider.offer({ sale });
  await caller.cardProvider.authorize({
    sale,
    purchaseNumber: card.purchaseNumber,
    transactionToken: transactionToken(card.sessionKey, state === 'denied' ? CARDS.deny180 : CARDS.visa),
  });
  if (state === 'refunded') await caller.refunds.request({ sale, reason: 'other', detail: '' });
  return { invoiceId, purchaseNumber: card.purchaseNumber };
}

async function post(cookie: string, invoiceId: number, fields: Record<string, string>): Promise<Response> {
  const request = new Request(`${ORIGIN}/dashboard/compras/${invoiceId}`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  try {
    return await invoiceAction(request, String(invoiceId));
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

/** What the stale tab sends: each form of the pedido page that changes it or opens a payment. */
const FORMS: Record<string, (purchaseNumber: string) => Record<string, string>> = {
  'a discount code': () => ({ intent: 'apply-code', code: 'BIENVENIDA10' }),
  'removing the code': () => ({ intent: 'remove-code' }),
  'an invitation': () => ({ intent: 'apply-referral', code: 'CARLOS-ROBLOX' }),
  'the card as the way to pay': () => ({
    intent: 'choose-method',
    method: 'card-soles',
    comprobante: 'boleta',
  }),
  'a cash code': () => ({ intent: 'confirm-local', method: 'agent', terms: 'on' }),
};

const YAPE = (purchaseNumber: string) => ({
  intent: 'pay-wallet',
  purchaseNumber,
  wallet: 'yape',
  phone: '987654321',
  code: '123456',
  terms: 'on',
});

describe('a step on a closed pedido, from a stale tab', () => {
  it.each(
    (['paid', 'refunded', 'denied'] as const).flatMap((state) =>
      Object.keys(FORMS).map((form) => [state, form] as const),
    ),
  )('%s pedido, %s: the pedido page with the reason, nothing changed', async (state, form) => {
    vi.spyOn(logger, 'info').mockImplementation(() => undefined);
    const { invoiceId, purchaseNumber } = await pedidoIn(state);
    const before = db.invoice.findFirst({ where: { id: { equals: invoiceId } } });
    const cookie = await signedInCookie(EMAIL);
    const response = await post(cookie, invoiceId, FORMS[form](purchaseNumber));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/dashboard/compras/${invoiceId}`);
    const session = await getSessionFromCookie(cookieOf(response));
    expect(session.get('paymentError')).toBe(SALE_CLOSED[state]);
    const after = db.invoice.findFirst({ where: { id: { equals: invoiceId } } });
    expect(after).toMatchObject({ status: before?.status, discountCode: before?.discountCode ?? null });
    expect(authorizationsOf(purchaseNumber)).toHaveLength(1);
  });
});

describe('a payment sent again for a closed pedido', () => {
  it.each(['paid', 'denied'] as const)(
    '%s: the recorded outcome is answered again (a double submit), nothing charged',
    async (state) => {
      const { invoiceId, purchaseNumber } = await pedidoIn(state);
      const cookie = await signedInCookie(EMAIL);
      const response = await post(cookie, invoiceId, YAPE(purchaseNumber));
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(`/dashboard/compras/${invoiceId}`);
      const { caller } = await accountCaller(EMAIL);
      expect((await caller.invoices.byId({ invoiceId })).result).toMatchObject({
        status: state === 'paid' ? 'approved' : 'denied',
      });
      expect(authorizationsOf(purchaseNumber)).toHaveLength(1);
    },
  );

  it('refunded: refused with the reason, never the old approval again', async () => {
    const { invoiceId, purchaseNumber } = await pedidoIn('refunded');
    const cookie = await signedInCookie(EMAIL);
    const response = await post(cookie, invoiceId, YAPE(purchaseNumber));
    expect(response.status).toBe(303);
    const session = await getSessionFromCookie(cookieOf(response));
    expect(session.get('paymentError')).toBe(SALE_CLOSED.refunded);
    expect(authorizationsOf(purchaseNumber)).toHaveLength(1);
  });
});
