/**
 * A sale's refund, either kind (decision 089): the API decides (its cut-off, once per sale, the family's
 * own sale) and returns what it received by the same method; its refusal (rules.ts) is `refund-refused`.
 */
import { logger } from '../log/logger';
import { currentRequestId } from '../log/request-context';
import { expectedOutcome } from '../trpc/outcomes';
import { UpstreamError } from '../upstream/errors';
import { documentNumber } from '../upstream/schemas/electronic-receipts';
import type { RefundBody } from '../upstream/schemas/refunds';
import { adapterOf } from './adapters';
import { refusingSaleConflicts } from './rules';
import { saleKey, type SaleRef } from './sale-ref';

export async function requestSaleRefund(bearer: string, ref: SaleRef, body: RefundBody): Promise<void> {
  const line = { event: 'refund', sale: saleKey(ref), requestId: currentRequestId() ?? null };
  let refund;
  try {
    refund = await refusingSaleConflicts(bearer, ref, () => adapterOf(ref).refund(bearer, ref.id, body));
  } catch (error) {
    const refusal = expectedOutcome(error);
    if (refusal?.kind === 'refund-refused')
      logger.warn({ ...line, outcome: refusal.reason }, `refund refused: ${refusal.reason}`);
    else {
      const status = error instanceof UpstreamError ? error.status : null;
      logger.error({ ...line, outcome: 'failed', status }, 'refund failed');
    }
    throw error;
  }
  const { number, amount } = refund;
  const creditNote = refund.credit_note && documentNumber(refund.credit_note);
  logger.info({ ...line, outcome: 'refunded', number, amount, creditNote }, 'sale refunded');
}
