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
  // The same answer (read once per text: getInvoice) without a payment recorded here makes the
  // same view in the same zone: made once (decision 061). A recorded payment is read anew from
  // the store on every view, so that view is made anew too.
  return payment === null
    ? madeFrom([invoice], timeZone, () => toInvoiceView(invoice, null, timeZone))
    : toInvoiceView(invoice, payment, timeZone);
}
