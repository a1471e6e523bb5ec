/**
 * An invoice's view with the payment our store recorded for it: what the invoice page shows after
 * a read and after every change to the invoice (a code, a referral, enrolments).
 */
import { madeFrom } from '../cache/made-from';
import type { Invoice } from '../upstream/schemas/invoices';
import { toInvoiceView } from './invoice-view';
import { getInvoicePayment } from './records';
import type { InvoiceView } from './views';

export async function invoicePageView(invoice: Invoice, timeZone: string): Promise<InvoiceView> {
  const payment = await getInvoicePayment(invoice.invoice_id);
  // The same answer (read once per text: getInvoice) with the same payment recorded here, or none,
  // makes the same view in the same zone: made once (decisions 061, 067). The payment is read anew
  // from the store on every view, so its content (a few hundred characters) is part of the key.
  const key = payment === null ? timeZone : `${timeZone} ${JSON.stringify(payment)}`;
  return madeFrom([invoice], key, () => toInvoiceView(invoice, payment, timeZone));
}
