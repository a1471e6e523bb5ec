/** A cash or bank-transfer code; the provider confirms the payment to the API, we only show the status. */
import { INVOICE_NOT_PAYABLE, METHOD_UNAVAILABLE } from '@kernel/texts/checkout';
import { getInvoice } from '../upstream/invoices';
import { requestLocalPayment } from '../upstream/local-payments';
import type { LocalPaymentMethod } from '../upstream/schemas/invoices';
import { NotPayableError } from './errors';

export async function startLocalPayment(bearer: string, invoiceId: number, method: LocalPaymentMethod) {
  const invoice = await getInvoice(bearer, invoiceId);
  if (invoice.status !== 'open') throw new NotPayableError(INVOICE_NOT_PAYABLE);
  if (!invoice.local_methods.includes(method)) throw new NotPayableError(METHOD_UNAVAILABLE);
  return { invoice, payment: await requestLocalPayment(bearer, invoiceId, method) };
}
