/** One `event: "refund"` line per outcome of a refund request: the sale and why, never card data. */
import { logger } from '../log/logger';
import { currentRequestId } from '../log/request-context';

export type RefundLogOutcome = 'refunded' | 'not_paid' | 'cutoff_passed' | 'provider_refused' | 'failed';

/** A pedido by its id, a vacation purchase by its number. */
export type RefundLogSale = { invoiceId: number } | { purchaseId: string };

export function logRefund(
  outcome: RefundLogOutcome,
  sale: RefundLogSale,
  detail: Record<string, unknown> = {},
) {
  const line = { event: 'refund', outcome, ...sale, requestId: currentRequestId() ?? null, ...detail };
  if (outcome === 'failed') logger.error(line, 'refund failed');
  else if (outcome === 'refunded')
    logger.info(line, 'invoiceId' in sale ? 'pedido refunded' : 'purchase refunded');
  else logger.warn(line, `refund refused: ${outcome}`);
}
