/**
 * The global provider's return (/dashboard/compras/{id}/retorno), its loader called directly: a
 * return replayed once the pedido moved on (refunded) answers the pedido's page with the sale's
 * own words, never "No pudimos confirmar tu pago" and never an error line in the log.
 */
import { describe, expect, it, vi } from 'vitest';
import { loader } from '../../app/routes/dashboard.compras.$invoiceId_.retorno/route';
import { confirmCardPayment } from '../../mocks/card-provider/global/confirm';
import { SALE_CLOSED } from '../../kernel/texts/sales';
import { logger } from '../../server/log/logger';
import { invoiceSale } from '../../server/sales/sale-ref';
import { getSession } from '../../server/session.server';
import { signedInCookie } from '../support/caller';
import { accountCaller, EMILIANO, namedByPassport, ORIGIN, WEB_PATH } from './invoices-support';

const FAMILY = 'mama.mx@example.com';

async function providerReturn(invoiceId: number, intentId: string, cookie: string) {
  const url = `http://localhost/dashboard/compras/${invoiceId}/retorno?payment_intent=${intentId}`;
  const response = await loader({
    request: new Request(url, { headers: { cookie } }),
    params: { invoiceId: String(invoiceId) },
    context: {},
  } as never);
  const setCookie = response.headers.get('set-cookie')?.split(';')[0] ?? cookie;
  const session = await getSession(new Request(url, { headers: { cookie: setCookie } }));
  return { response, paymentError: session.get('paymentError') };
}

describe('the provider return of a dollar pedido', () => {
  it('replayed after the refund: the refunded words on the pedido page, no error logged', async () => {
    const { caller } = await accountCaller(FAMILY);
    const cookie = await signedInCookie(FAMILY);
    const { invoiceId } = await caller.invoices.create({ ref: WEB_PATH, childId: EMILIANO });
    await namedByPassport(caller, invoiceId);
    const intent = await caller.invoices.startIntent({ invoiceId, origin: ORIGIN });
    confirmCardPayment(intent.clientSecret, {
      name: 'ANA LOPEZ',
      number: '4242424242424242',
      expiry: '12/29',
      cvc: '123',
    });

    const paid = await providerReturn(invoiceId, intent.intentId, cookie);
    expect(paid.response.status).toBe(302);
    expect(paid.paymentError).toBeUndefined();

    const refund = {
      sale: invoiceSale(invoiceId),
      reason: 'schedule',
      detail: 'Cambió el horario.',
    } as const;
    expect(await caller.refunds.request(refund)).toMatchObject({ refunded: true });
    const error = vi.spyOn(logger, 'error');

    const replayed = await providerReturn(invoiceId, intent.intentId, cookie);
    expect(replayed.response.status).toBe(302);
    expect(replayed.response.headers.get('location')).toBe(`/dashboard/compras/${invoiceId}`);
    expect(replayed.paymentError).toBe(SALE_CLOSED.refunded);
    expect(error).not.toHaveBeenCalled();
  });
});
