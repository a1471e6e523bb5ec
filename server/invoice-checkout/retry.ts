/** 'Reintentar': pending follow-up steps run again under the payment step's own lock; never a charge. */
import { withLock } from '../store/lock';
import { getInvoice } from '../upstream/invoices';
import { settle } from './follow-up';
import { followUpPending } from './follow-up-state';
import { getInvoicePayment, type InvoicePayment } from './records';

export async function retryFollowUp(bearer: string, invoiceId: number): Promise<InvoicePayment | null> {
  // The family's own invoice first: another family's id is a 404 before any record is read.
  await getInvoice(bearer, invoiceId);
  const recorded = await getInvoicePayment(invoiceId);
  if (recorded?.status !== 'approved' || !followUpPending(recorded)) return recorded;
  const lock = recorded.method === 'card' ? `invoice-authorize:${invoiceId}` : `invoice-intent:${invoiceId}`;
  return withLock(lock, { ttlMs: 60_000, waitMs: 30_000 }, async () => {
    const current = await getInvoicePayment(invoiceId);
    return current && settle(bearer, current);
  });
}
