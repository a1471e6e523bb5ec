/**
 * Money the payment network delivered for a sale (issue 74), one row per amount received: the card
 * provider's approved authorization (card, Yape, Plin), a dollar intent taken, a cash code paid.
 * Written where the money arrives, before the API decides whether the sale takes it; what it does
 * not take goes back by the same method (refunds/provider.ts).
 */
import { randomUUID } from 'node:crypto';
import { db } from '../db';
import type { InvoicePaymentMethod } from '../db/checkout-models';
import { saleCurrency, saleKeyOf, saleNumber, saleOwnerOf, type Sale } from './sales';

export type ReceivedRecord = NonNullable<ReturnType<typeof db.paymentReceived.findFirst>>;

export interface Arrival {
  method: InvoicePaymentMethod;
  amount: number;
  /** The authorization's transaction id, the intent's id or the cash code. */
  reference: string;
  /** When it arrived, if not now (a fixture's payment). */
  at?: string;
}

/** Once per reference: a replayed notice of the same payment records nothing new. */
export function recordReceived(sale: Sale, arrival: Arrival): ReceivedRecord {
  const known = receivedByReference(arrival.reference);
  if (known) return known;
  return db.paymentReceived.create({
    id: `rcv_${randomUUID().replace(/-/g, '').slice(0, 20)}`,
    sale: saleKeyOf(sale),
    userId: saleOwnerOf(sale).userId,
    purchaseNumber: saleNumber(sale),
    method: arrival.method,
    amount: arrival.amount,
    currency: saleCurrency(sale),
    reference: arrival.reference,
    createdAt: arrival.at ?? new Date().toISOString(),
  });
}

export const receivedByReference = (reference: string): ReceivedRecord | null =>
  db.paymentReceived.findFirst({ where: { reference: { equals: reference } } });

export const receivedOf = (sale: string): ReceivedRecord[] =>
  db.paymentReceived.findMany({ where: { sale: { equals: sale } } });
