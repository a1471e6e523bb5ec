/**
 * The payment log lines support searches (JSON, one per line): purchase numbers, transaction
 * ids and outcomes, never card data.
 */
import { UpstreamError } from '../upstream/errors';

/** Spec §8: a 403 from the other invoice and payment calls is only logged, as 'Problemas con el request'. */
export function logForbidden(error: unknown): void {
  if (error instanceof UpstreamError && error.kind === 'forbidden') console.error('Problemas con el request');
}

export function logPending(
  step: string,
  outcome: { purchaseNumber: string; transactionId: string },
  error: unknown,
) {
  logForbidden(error);
  logForSupport('payment.follow_up_pending', step, outcome, error);
}

/** The purchase number refused and the one that had paid the program: no card data. */
export function logRefusedAsPaid(purchaseNumber: string, paidBy: string) {
  console.warn(JSON.stringify({ event: 'payment.refused_already_paid', purchaseNumber, paidBy }));
}

/** Structured so support can search the logs by purchase number. */
export function logForSupport(
  event: string,
  step: string,
  outcome: { purchaseNumber: string; transactionId: string },
  error: unknown,
) {
  console.error(
    JSON.stringify({
      event,
      step,
      purchaseNumber: outcome.purchaseNumber,
      transactionId: outcome.transactionId,
      error: error instanceof Error ? error.message : String(error),
    }),
  );
}
