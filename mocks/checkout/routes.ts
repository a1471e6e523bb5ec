/** Checkout handlers' shared steps: both path spellings, and the caller's own invoice (401, 404). */
import { http, type HttpResponseResolver } from 'msw';
import { authenticatedUser, notFound, unauthorized } from '../http/api-answers';
import { ownInvoice, settleExpiry, type InvoiceRecord } from './invoice-records';

type Method = 'get' | 'post' | 'patch' | 'delete';

export function route(method: Method, path: string, resolver: HttpResponseResolver) {
  const bare = path.replace(/\/$/, '');
  return [http[method](bare, resolver), http[method](`${bare}/`, resolver)];
}

export type UserRecord = NonNullable<ReturnType<typeof authenticatedUser>>;

export function callerInvoice(
  request: Request,
  id: unknown,
): { ok: true; user: UserRecord; invoice: InvoiceRecord } | { ok: false; response: Response } {
  const user = authenticatedUser(request);
  if (!user) return { ok: false, response: unauthorized() };
  const invoice = ownInvoice(user.id, Number(id));
  if (!invoice) return { ok: false, response: notFound() };
  return { ok: true, user, invoice: settleExpiry(invoice) };
}

export const NOT_OPEN = 'La factura ya no está abierta.';
