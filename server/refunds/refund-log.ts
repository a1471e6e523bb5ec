/** One `event: "refund"` line per outcome of a refund request: the pedido and why, never card data. */
import { logger } from '../log/logger';
import { currentRequestId } from '../log/request-context';

export type RefundLogOutcome = 'refunded' | 'not_paid' | 'cutoff_passed' | 'provider_refused' | 'failed';

export function logRefund(
  outcome: RefundLogOutcome,
  invoiceId: number,
  detail: Record<string, unknown> = {},
) {
  const line = { event: 'refund', outcome, invoiceId, requestId: currentRequestId() ?? null, ...detail };
  if (outcome === 'failed') logger.error(line, 'refund failed');
  else if (outcome === 'refunded') logger.info(line, 'pedido refunded');
  else logger.warn(line, `refund refused: ${outcome}`);
}
