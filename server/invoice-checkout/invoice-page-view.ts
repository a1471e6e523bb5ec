/** An invoice's view with the payment our store recorded for it. */
import { readPayment } from '../sales/ledger';
import { invoiceSale } from '../sales/sale-ref';
import type { Invoice } from '../upstream/schemas/invoices';
import { toInvoiceView } from './invoice-view';
import type { InvoiceView } from './views';

export async function invoicePageView(
  invoice: Invoice,
  ownerId: number,
  timeZone: string,
): Promise<InvoiceView> {
  const payment = await readPayment(invoiceSale(invoice.invoice_id), ownerId);
  return toInvoiceView(invoice, payment, timeZone);
}
