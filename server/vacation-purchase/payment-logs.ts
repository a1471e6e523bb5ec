/** Payment log lines: never card data, provider tokens or session keys (redaction is a second line). */
import { logger } from '../log/logger';
import { metrics } from '../ops/metrics';
import { UpstreamError } from '../upstream/errors';
import type { Currency, PaymentOutcome } from './types';

/** Spec §8: a 403 from the other payment calls is only logged, as 'Problemas con el request'. */
export function logForbidden(error: unknown): void {
  if (error instanceof UpstreamError && error.kind === 'forbidden')
    logger.error({ event: 'payment' }, 'Problemas con el request');
}

export function logAuthorization(outcome: PaymentOutcome, currency: Currency): void {
  metrics.paymentOutcomes.inc({ result: outcome.status, currency });
  const line = {
    event: 'payment',
    outcome: outcome.status,
    purchaseNumber: outcome.purchaseNumber,
    currency,
  };
  if (outcome.status === 'approved')
    logger.info({ ...line, transactionId: outcome.transactionId }, 'payment approved');
  else logger.info({ ...line, actionCode: outcome.actionCode }, 'payment denied');
}

export function logPending(
  step: string,
  outcome: { purchaseNumber: string; transactionId: string },
  error: unknown,
) {
  logForbidden(error);
  logForSupport('follow_up_pending', step, outcome, error);
}

export function logRefusedAsPaid(purchaseNumber: string, paidBy: string, currency: Currency) {
  metrics.paymentOutcomes.inc({ result: 'refused_already_paid', currency });
  logger.warn(
    { event: 'payment', outcome: 'refused_already_paid', purchaseNumber, paidBy, currency },
    'payment refused: the program is already paid',
  );
}

/** Searchable by purchase number. */
export function logForSupport(
  outcome: 'follow_up_pending' | 'duplicate_enrollment',
  step: string,
  approved: { purchaseNumber: string; transactionId: string },
  error: unknown,
) {
  logger.error(
    {
      event: 'payment',
      outcome,
      step,
      purchaseNumber: approved.purchaseNumber,
      transactionId: approved.transactionId,
      error: error instanceof Error ? error.message : String(error),
    },
    `payment follow-up: ${outcome}`,
  );
}
