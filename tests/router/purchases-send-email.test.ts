/**
 * Mis compras' 'Enviar a mi correo', the action called directly (the form without JavaScript): a
 * sent copy is a toast naming the address; a 403 of the API (spec §8) is a toast with why, logged
 * as 'Problemas con el request' once, by the procedure that met it; past the e-mail limit, the
 * toast names the limit (issue 74), not a failure.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runWithScenario } from '../../mocks/scenarios/context';
import { purchasesAction } from '../../app/routes/dashboard.compras._index/purchases.server';
import { CHECKOUT_FORBIDDEN, EMAIL_THROTTLED } from '../../kernel/texts/checkout';
import { logger } from '../../server/log/logger';
import { getSession } from '../../server/session.server';
import { signedInCookie } from '../support/caller';
import { accountCaller, MINECRAFT_IN_PATH, SOFIA } from './invoices-support';

const URL_OF_PAGE = 'http://localhost/dashboard/compras';

async function send(cookie: string, invoiceId: number) {
  const response = await purchasesAction(
    new Request(URL_OF_PAGE, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ intent: 'send-email', invoiceId: String(invoiceId) }).toString(),
    }),
  );
  const setCookie = response.headers.get('set-cookie')?.split(';')[0] ?? cookie;
  const session = await getSession(new Request(URL_OF_PAGE, { headers: { cookie: setCookie } }));
  return { response, toast: session.get('toast') };
}

async function openInvoice() {
  const { caller } = await accountCaller();
  return (await caller.invoices.create({ ref: MINECRAFT_IN_PATH, childId: SOFIA })).invoiceId;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("Mis compras' 'Enviar a mi correo'", () => {
  it('sends the pedido and says to which address', async () => {
    const { response, toast } = await send(await signedInCookie(), await openInvoice());
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/dashboard/compras');
    expect(toast).toEqual({ kind: 'success', message: 'Te enviamos el pedido a padre@example.com' });
  });

  it("a 403: why, in a toast, and 'Problemas con el request' logged once", async () => {
    const invoiceId = await openInvoice();
    const cookie = await signedInCookie();
    const log = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const { response, toast } = await runWithScenario('invoice-403', () => send(cookie, invoiceId));
    expect(response.status).toBe(303);
    expect(toast).toEqual({ kind: 'error', message: CHECKOUT_FORBIDDEN });
    const forbidden = log.mock.calls.filter(([, message]) => message === 'Problemas con el request');
    expect(forbidden).toHaveLength(1);
  });

  it('past the limit of copies, the toast names the limit, and nothing is logged as a failure', async () => {
    const invoiceId = await openInvoice();
    const cookie = await signedInCookie();
    const log = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const toasts = [];
    for (let sent = 0; sent < 6; sent++) toasts.push((await send(cookie, invoiceId)).toast);
    expect(toasts.at(-1)).toEqual({ kind: 'error', message: EMAIL_THROTTLED });
    expect(log).not.toHaveBeenCalled();
  });
});
