/**
 * A sale's refund, either kind (decision 089): the API returns what it received, by the same
 * method, once; its refusal (rules.ts) is the `refund-refused` outcome. Logged once per outcome.
 */
import type { RefundRefusalCode } from '@kernel/texts/refunds';
import { logger } from '../log/logger';
import { currentRequestId } from '../log/request-context';
import { expectedOutcome } from '../trpc/outcomes';
import { UpstreamError } from '../upstream/errors';
import { documentNumber } from '../upstream/schemas/electronic-receipts';
import type { RefundBody } from '../upstream/schemas/refunds';
import { adapterOf } from './adapters';
import { refusingSaleConflicts } from './rules';
import { saleKey, type SaleRef } from './sale-ref';

type RefundLogOutcome = 'refunded' | RefundRefusalCode | 'failed';

function logRefund(outcome: RefundLogOutcome, ref: SaleRef, detail: Record<string, unknown> = {}) {
  const line = {
    event: 'refund',
    outcome,
    sale: saleKey(ref),
    requestId: currentRequestId() ?? null,
    ...detail,
  };
  if (outcome === 'failed') logger.error(line, 'refund failed');
  else if (outcome === 'refunded') logger.info(line, 'sale refunded');
  else logger.warn(line, `refund refused: ${outcome}`);
}

export async function requestSaleRefund(bearer: string, ref: SaleRef, body: RefundBody): Promise<void> {
  let refund;
  try {
    refund = await refusingSaleConflicts(bearer, ref, () => adapterOf(ref).refund(bearer, ref.id, body));
  } catch (error) {
    const refusal = expectedOutcome(error);
    if (refusal?.kind === 'refund-refused') logRefund(refusal.reason, ref);
    else logRefund('failed', ref, { status: error instanceof UpstreamError ? error.status : null });
    throw error;
  }
  const creditNote = refund.credit_note && documentNumber(refund.credit_note);
  logRefund('refunded', ref, { number: refund.number, amount: refund.amount, creditNote });
}
