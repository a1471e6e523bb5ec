/** An invoice's view with the payment our store recorded for it. */
import type { Invoice } from '../upstream/schemas/invoices';
import { toInvoiceView } from './invoice-view';
import { getInvoicePayment } from './records';
import type { InvoiceView } from './views';

export async function invoicePageView(invoice: Invoice, timeZone: string): Promise<InvoiceView> {
  const payment = await getInvoicePayment(invoice.invoice_id);
  return toInvoiceView(invoice, payment, timeZone);
}
