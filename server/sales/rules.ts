/**
 * The rules every sale keeps, whatever its kind, checked where the charge is made (decision 104,
 * docs/payments.md "The rules of a sale"). Each refusal is an OutcomeError with the parent's words.
 */
import { METHOD_NOT_OFFERED, OFFER_STALE, SALE_CLOSED } from '@kernel/texts/sales';
import { OutcomeError } from '../trpc/outcomes';
import type { Offer } from './ledger';
import type { SalePayment } from './payment';
import type { Sale } from './sale';

/** Wrong wallet approval codes one offer takes before it is closed (the API also counts per phone). */
export const WALLET_ATTEMPTS_PER_OFFER = 3;

/**
 * The sale as our record knows it: an outcome the API has not heard of yet (its follow-up pending)
 * still closes an open sale; a final state the API gives (refunded, expired) stands.
 */
export const asRecorded = (sale: Sale, recorded: SalePayment | null): Sale =>
  recorded && sale.status === 'open'
    ? { ...sale, status: recorded.status === 'approved' ? 'paid' : 'denied' }
    : sale;

/**
 * A recorded outcome is answered again (a double submit, a stale tab, another instance) while the
 * sale is as it left it; once the sale moved on (refunded, expired), the step is refused instead.
 */
export function requireReplayable(sale: Sale, recorded: SalePayment): void {
  const asLeft = recorded.status === 'approved' ? 'paid' : 'denied';
  if (sale.status !== 'open' && sale.status !== asLeft) requireOpen(sale);
}

/** Only an open sale is changed, offered to a payment method or charged. */
export function requireOpen(sale: Sale): void {
  if (sale.status !== 'open')
    throw new OutcomeError({ kind: 'sale-closed', status: sale.status }, SALE_CLOSED[sale.status]);
}

/**
 * An offer is frozen: it is charged only while it is still what the sale would offer now (the same
 * number, total and currency). Any change to the sale voids it, and a stale one is opened again.
 */
export function requireOfferHolds<O extends Offer>(offer: O | null, sale: Sale, postedNumber?: string): O {
  const holds =
    offer !== null &&
    offer.number === sale.number &&
    offer.amount === sale.total &&
    offer.currency === sale.currency &&
    (postedNumber === undefined || postedNumber === offer.number);
  if (!holds) throw new OutcomeError({ kind: 'offer-stale' }, OFFER_STALE);
  return offer;
}

/** A payment completes only when what the provider received is the sale's total. */
export const receivedIsTotal = (received: { amount: number; currency: string }, sale: Sale) =>
  received.amount === sale.total && received.currency === sale.currency;

/** A way to pay this sale does not offer (another currency, a one-brand promotion). */
export function requireOffered(offered: boolean): void {
  if (!offered) throw new OutcomeError({ kind: 'purchase-unavailable' }, METHOD_NOT_OFFERED);
}
