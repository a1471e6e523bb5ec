/** A vacation purchase's own log line: a program already paid refused before any charge. */
import type { Currency } from '@kernel/money';
import { logger } from '../log/logger';
import { metrics } from '../ops/metrics';

export function logRefusedAsPaid(purchaseNumber: string, paidBy: string, currency: Currency) {
  metrics.paymentOutcomes.inc({ result: 'refused_already_paid', currency });
  logger.warn(
    { event: 'payment', outcome: 'refused_already_paid', purchaseNumber, paidBy, currency },
    'payment refused: the program is already paid',
  );
}

/** Searchable by purchase number. */
export function logForSupport(
  outcome: 'duplicate_enrollment',
  step: string,
  approved: { number: string; reference: string },
  error: unknown,
) {
  logger.error(
    {
      event: 'payment',
      outcome,
      step,
      purchaseNumber: approved.number,
      transactionId: approved.reference,
      error: error instanceof Error ? error.message : String(error),
    },
    `payment follow-up: ${outcome}`,
  );
}
