/**
 * The card providers' devoluciones, as the simulated API calls them: a refund against the original
 * charge (the soles authorization, the dollar intent, the cash code), the same amount back by the
 * same method. Scenario `refund-provider-refused` makes the provider refuse it.
 */
import { randomUUID } from 'node:crypto';
import { db } from '../db';
import { currentScenario } from '../scenarios/context';
import { invoiceNumber, totals, type InvoiceRecord } from '../checkout/invoice-records';

export const PROVIDER_REFUSED_SCENARIO = 'refund-provider-refused';

export type ProviderRefund = NonNullable<ReturnType<typeof db.providerRefund.findFirst>>;

/** The succeeded devolución of a pedido, if any: at most one ever succeeds. */
export const succeededRefund = (invoice: InvoiceRecord): ProviderRefund | null =>
  db.providerRefund.findFirst({
    where: { purchaseNumber: { equals: invoiceNumber(invoice.id) }, status: { equals: 'succeeded' } },
  });

export function refundCharge(invoice: InvoiceRecord): ProviderRefund {
  const done = succeededRefund(invoice);
  if (done) return done;
  const refused = currentScenario() === PROVIDER_REFUSED_SCENARIO;
  return db.providerRefund.create({
    id: `rf_${randomUUID().replace(/-/g, '').slice(0, 20)}`,
    userId: invoice.userId,
    purchaseNumber: invoiceNumber(invoice.id),
    method: invoice.paymentMethod ?? 'card',
    originalReference: invoice.paymentReference ?? '',
    amount: totals(invoice).total,
    currency: invoice.currency,
    status: refused ? 'refused' : 'succeeded',
    createdAt: new Date().toISOString(),
  });
}
