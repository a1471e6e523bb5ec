/**
 * The card providers' devoluciones, as the simulated API calls them: one amount received (the soles
 * authorization, the dollar intent, the cash code, the wallet's approval) returned whole by the same
 * method, once. A family's refund and the API's own automatic ones (both refund.ts) go through
 * here. Scenario `refund-provider-refused` makes the provider refuse a family's refund; the
 * automatic ones are the provider's reversal of a payment it has just taken, never refused.
 */
import { randomUUID } from 'node:crypto';
import { db } from '../db';
import type { ReceivedRecord } from '../checkout/sales';
import type { SaleRefusal } from '../checkout/sale-rules';
import { currentScenario } from '../scenarios/context';

export const PROVIDER_REFUSED_SCENARIO = 'refund-provider-refused';

export type ProviderRefund = NonNullable<ReturnType<typeof db.providerRefund.findFirst>>;

/** Why the money went back: the family asked, or a rule of the sale refused it (sale-rules.ts). */
export type RefundReason = 'requested' | SaleRefusal;

/** The succeeded devolución of an amount received, if any: at most one ever succeeds. */
export const refundOfReceived = (receivedId: string): ProviderRefund | null =>
  db.providerRefund.findFirst({
    where: { receivedId: { equals: receivedId }, status: { equals: 'succeeded' } },
  });

/** Every reason but 'requested' is the API's own, automatic devolución. */
export function refundReceived(received: ReceivedRecord, reason: RefundReason): ProviderRefund {
  const done = refundOfReceived(received.id);
  if (done) return done;
  const automatic = reason !== 'requested';
  const refused = !automatic && currentScenario() === PROVIDER_REFUSED_SCENARIO;
  const refund = db.providerRefund.create({
    id: `rf_${randomUUID().replace(/-/g, '').slice(0, 20)}`,
    userId: received.userId,
    sale: received.sale,
    purchaseNumber: received.purchaseNumber,
    receivedId: received.id,
    automatic,
    reason,
    method: received.method,
    originalReference: received.reference,
    amount: received.amount,
    currency: received.currency,
    status: refused ? 'refused' : 'succeeded',
    createdAt: new Date().toISOString(),
  });
  // The global provider's intent reads as refunded from then on, as its API shows a refunded charge.
  if (!refused && received.method === 'global_card')
    db.paymentIntent.update({ where: { id: { equals: received.reference } }, data: { status: 'refunded' } });
  return refund;
}
