/**
 * The API's 409 on a step that offers or charges a sale (decision 103), read as our outcomes: a
 * seat gone, an offer voided by a change, another amount than the total, a sale no longer open.
 * Nothing moved; the page says why and offers the way on.
 */
import { AMOUNT_RETURNED, OFFER_STALE, SALE_CLOSED, SEAT_GONE } from '@kernel/texts/sales';
import { WALLET_REFUSAL, walletOverLimitRefusal } from '@kernel/texts/wallet';
import { OutcomeError } from '../trpc/outcomes';
import { UpstreamError } from '../upstream/errors';
import { SaleRefusalSchema } from '../upstream/schemas/invoices';
import { WalletOverLimitRefusalSchema } from '../upstream/schemas/wallet';
import { z } from 'zod';
import { loadSale } from './adapters';
import type { SaleRef } from './sale-ref';

const AttemptsExceededSchema = z.object({ code: z.literal('attempts_exceeded'), detail: z.string() });

/** The outcome of an API refusal, or null when the error is none. */
async function saleConflict(error: unknown, bearer: string, ref: SaleRef): Promise<OutcomeError | null> {
  if (!(error instanceof UpstreamError) || error.status !== 409) return null;
  if (AttemptsExceededSchema.safeParse(error.body).success)
    return new OutcomeError(
      { kind: 'wallet-refused', reason: 'attempts_exceeded' },
      WALLET_REFUSAL.attempts_exceeded,
      error,
    );
  const overLimit = WalletOverLimitRefusalSchema.safeParse(error.body);
  if (overLimit.success)
    return new OutcomeError(
      { kind: 'wallet-refused', reason: 'over_operation_limit' },
      walletOverLimitRefusal(overLimit.data.wallet, overLimit.data.max_amount),
      error,
    );
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

/** Runs a step that offers or charges the sale; the API's refusal becomes its outcome. */
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
