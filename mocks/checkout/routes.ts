/** Checkout handlers' shared steps: both path spellings, and the caller's own invoice (401, 404). */
import { http, type HttpResponseResolver } from 'msw';
import { jsonAnswer, requireFound, requireUser } from '../http/api-answers';
import { ownInvoice, settleExpiry, type InvoiceRecord } from './invoice-records';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export function route(method: Method, path: string, resolver: HttpResponseResolver) {
  const bare = path.replace(/\/$/, '');
  return [http[method](bare, resolver), http[method](`${bare}/`, resolver)];
}

/** The user's own invoice `id`, its expiry settled; anyone else's or none is a 404. */
export const requireInvoice = (userId: number, id: unknown): InvoiceRecord =>
  settleExpiry(requireFound(ownInvoice(userId, Number(id))));

export const requireOwnInvoice = (request: Request, id: unknown) =>
  requireInvoice(requireUser(request).id, id);

export const NOT_OPEN = 'El pedido ya no está abierto.';

/** 409 for any change or payment of a pedido no longer open: coded as every sale refusal (decision 103). */
export const notOpen = () => jsonAnswer({ code: 'not_open', detail: NOT_OPEN }, { status: 409 });
