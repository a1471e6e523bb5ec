/**
 * The card providers' devoluciones, as the simulated API calls them: a refund against the original
 * charge (the soles authorization, the dollar intent, the cash code, the wallet's approval), the same
 * amount back by the same method. Scenario `refund-provider-refused` makes the provider refuse it.
 */
import { randomUUID } from 'node:crypto';
import { db } from '../db';
import type { InvoicePaymentMethod } from '../db/checkout-models';
import { currentScenario } from '../scenarios/context';

export const PROVIDER_REFUSED_SCENARIO = 'refund-provider-refused';

export type ProviderRefund = NonNullable<ReturnType<typeof db.providerRefund.findFirst>>;

/** The original charge of a sale, as the provider knows it. */
export interface OriginalCharge {
  userId: number;
  /** The purchase number the provider charged under. */
  number: string;
  method: InvoicePaymentMethod;
  reference: string;
  amount: number;
  currency: 'PEN' | 'USD';
}

/** The succeeded devolución of a charge, if any: at most one ever succeeds. */
const succeededRefund = (number: string): ProviderRefund | null =>
  db.providerRefund.findFirst({
    where: { purchaseNumber: { equals: number }, status: { equals: 'succeeded' } },
  });

export function refundCharge(charge: OriginalCharge): ProviderRefund {
  const done = succeededRefund(charge.number);
  if (done) return done;
  const refused = currentScenario() === PROVIDER_REFUSED_SCENARIO;
  return db.providerRefund.create({
    id: `rf_${randomUUID().replace(/-/g, '').slice(0, 20)}`,
    userId: charge.userId,
    purchaseNumber: charge.number,
    method: charge.method,
    originalReference: charge.reference,
    amount: charge.amount,
    currency: charge.currency,
    status: refused ? 'refused' : 'succeeded',
    createdAt: new Date().toISOString(),
  });
}
