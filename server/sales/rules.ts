/** A sale's rules, checked where it is charged (decision 104), and the API's 409s on them (decision 103). */
import {
  AMOUNT_RETURNED,
  METHOD_NOT_OFFERED,
  OFFER_STALE,
  SALE_CLOSED,
  SEAT_GONE,
} from '@kernel/texts/sales';
import { WALLET_REFUSAL } from '@kernel/texts/wallet';
import { z } from 'zod';
import { OutcomeError } from '../trpc/outcomes';
import { UpstreamError } from '../upstream/errors';
import { SaleRefusalSchema } from '../upstream/schemas/invoices';
import { RefundRefusalSchema } from '../upstream/schemas/refunds';
import { WalletOverLimitRefusalSchema } from '../upstream/schemas/wallet';
import { loadSale } from './adapters';
import type { Offer } from './ledger';
import type { SalePayment } from './payment';
import type { Sale } from './sale';
import type { SaleRef } from './sale-ref';
import { overLimitRefusal } from './wallet-limits';

/** Wrong wallet approval codes one offer takes before it is closed (the API also counts per phone). */
export const WALLET_ATTEMPTS_PER_OFFER = 3;

/** Past the wrong codes an offer takes (ours or the API's count): closed, a new one is needed. */
export const attemptsExceeded = (cause?: unknown) =>
  new OutcomeError(
    { kind: 'wallet-refused', reason: 'attempts_exceeded' },
    WALLET_REFUSAL.attempts_exceeded,
    cause,
  );

const statusAfter = (recorded: SalePayment) => (recorded.status === 'approved' ? 'paid' : 'denied');

/** Only an open sale is changed, offered or charged; our recorded outcome closes it before the API hears. */
export function requireOpen(sale: Sale, recorded: SalePayment | null = null): void {
  const status = recorded && sale.status === 'open' ? statusAfter(recorded) : sale.status;
  if (status !== 'open') throw new OutcomeError({ kind: 'sale-closed', status }, SALE_CLOSED[status]);
}

/** A recorded outcome is answered again while the sale is as it left it; once it moved on, refused. */
export function requireReplayable(sale: Sale, recorded: SalePayment): void {
  if (sale.status !== statusAfter(recorded)) requireOpen(sale);
}

/** An offer is frozen: it holds only while the sale keeps its number, total and currency. */
export const offerHolds = (offer: Offer, sale: Pick<Sale, 'number' | 'total' | 'currency'>) =>
  offer.number === sale.number && offer.amount === sale.total && offer.currency === sale.currency;

/** Charged only while it holds, and under the number the page showed. */
export function requireOfferHolds<O extends Offer>(offer: O | null, sale: Sale, postedNumber: string): O {
  if (!offer || !offerHolds(offer, sale) || postedNumber !== offer.number)
    throw new OutcomeError({ kind: 'offer-stale' }, OFFER_STALE);
  return offer;
}

/** A payment completes only when what the provider received is the sale's total. */
export const receivedIsTotal = (received: { amount: number; currency: string }, sale: Sale) =>
  received.amount === sale.total && received.currency === sale.currency;

/** A way to pay this sale does not offer (another currency, a one-brand promotion). */
export function requireOffered(offered: boolean): void {
  if (!offered) throw new OutcomeError({ kind: 'purchase-unavailable' }, METHOD_NOT_OFFERED);
}

const AttemptsExceededSchema = z.object({ code: z.literal('attempts_exceeded'), detail: z.string() });

/** The outcome of the API's 409 on a step that offers, charges or refunds a sale, or null when it is none. */
async function saleConflict(error: unknown, bearer: string, ref: SaleRef): Promise<OutcomeError | null> {
  if (!(error instanceof UpstreamError) || error.status !== 409) return null;
  if (AttemptsExceededSchema.safeParse(error.body).success) return attemptsExceeded(error);
  const overLimit = WalletOverLimitRefusalSchema.safeParse(error.body);
  if (overLimit.success) return overLimitRefusal(overLimit.data.wallet, overLimit.data.max_amount, error);
  const refund = RefundRefusalSchema.safeParse(error.body);
  if (refund.success) {
    const { error_code: reason, detail } = refund.data;
    return new OutcomeError({ kind: 'refund-refused', reason }, detail, error);
  }
  const refusal = SaleRefusalSchema.safeParse(error.body);
  if (!refusal.success) return null;
  switch (refusal.data.code) {
    case 'schedule_full':
      return new OutcomeError({ kind: 'schedule-full' }, SEAT_GONE, error);
    case 'offer_void':
      return new OutcomeError({ kind: 'offer-stale' }, OFFER_STALE, error);
    case 'amount_mismatch':
      return new OutcomeError({ kind: 'offer-stale' }, AMOUNT_RETURNED, error);
    case 'not_open': {
      // What the sale's status is now, asked only when the API says it is not open.
      const { status } = await loadSale(bearer, ref);
      return status === 'open'
        ? new OutcomeError({ kind: 'offer-stale' }, OFFER_STALE, error)
        : new OutcomeError({ kind: 'sale-closed', status }, SALE_CLOSED[status], error);
    }
  }
}

/** Runs a step that offers, charges or refunds the sale; the API's refusal becomes its outcome. */
export async function refusingSaleConflicts<T>(
  bearer: string,
  ref: SaleRef,
  step: () => Promise<T>,
): Promise<T> {
  try {
    return await step();
  } catch (error) {
    throw (await saleConflict(error, bearer, ref)) ?? error;
  }
}
