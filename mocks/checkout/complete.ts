/** An invoice paid and done: its enrolments exist (enrol.ts) and done_at says so; done once. */
import { createEnrolments } from './enrol';
import { sendReceipt } from './outbox';
import { ownInvoice, updateInvoice, type InvoiceRecord } from './invoice-records';

export function markDone(invoice: InvoiceRecord): InvoiceRecord {
  if (invoice.doneAt) return invoice;
  createEnrolments(invoice);
  return updateInvoice(invoice, { doneAt: new Date().toISOString() });
}

/**
 * A local payment confirmed by the provider: nobody's browser is waiting, so the API completes
 * the order by itself — done, enrolments, receipt.
 */
export function completeByItself(invoice: InvoiceRecord): InvoiceRecord {
  const done = markDone(invoice);
  sendReceipt(done);
  return ownInvoice(done.userId, done.id) ?? done;
}
