/**
 * A sale's log lines, one shape for every kind: each outcome and each pending step, searchable by
 * the sale's number; never card data, tokens, session keys or client secrets.
 */
import type { Currency } from '@kernel/money';
import { logger } from '../log/logger';
import { currentRequestId } from '../log/request-context';
import { metrics } from '../ops/metrics';
import { UpstreamError } from '../upstream/errors';
import type { SalePayment } from './payment';
import type { Sale } from './sale';
import { saleKey } from './sale-ref';

/** Spec §8: a 403 on an invoice or payment call is logged as 'Problemas con el request'. */
export function logForbidden(step: string): void {
  logger.error({ event: 'payment', step, requestId: currentRequestId() ?? null }, 'Problemas con el request');
}

export function logPayment(payment: SalePayment): void {
  metrics.paymentOutcomes.inc({ result: payment.status, currency: payment.currency });
  logger.info(
    {
      event: 'payment',
      outcome: payment.status,
      sale: saleKey(payment.sale),
      number: payment.number,
      method: payment.method,
      reference: payment.reference,
      ...(payment.status === 'denied' ? { actionCode: payment.actionCode } : {}),
    },
    `payment ${payment.status}`,
  );
}

/**
 * A step after the charge that did not end: pending (the journal retries it), or an enrolment the
 * API refused because the child already had it from another purchase (support refunds it).
 */
export function logFollowUp(
  step: string,
  payment: { number: string; reference: string },
  error: unknown,
  outcome: 'follow_up_pending' | 'duplicate_enrollment' = 'follow_up_pending',
) {
  if (error instanceof UpstreamError && error.kind === 'forbidden') logForbidden(step);
  logger.error(
    {
      event: 'payment',
      outcome,
      step,
      number: payment.number,
      reference: payment.reference,
      error: error instanceof Error ? error.message : String(error),
    },
    `payment follow-up: ${outcome}`,
  );
}

/** Money the provider received that cannot pay the sale (another total, a sale no longer open). */
export function logReturned(sale: Sale, received: number, reason = 'amount_mismatch') {
  metrics.paymentOutcomes.inc({ result: 'returned', currency: 'n/a' });
  const { number, total } = sale;
  logger.warn(
    { event: 'payment', outcome: 'returned', sale: saleKey(sale.ref), number, reason, received, total },
    'payment not applied: the money goes back',
  );
}

/** A vacation program paid meanwhile under another purchase number: refused before any charge. */
export function logRefusedAsPaid(purchaseNumber: string, paidBy: string, currency: Currency) {
  metrics.paymentOutcomes.inc({ result: 'refused_already_paid', currency });
  logger.warn(
    { event: 'payment', outcome: 'refused_already_paid', purchaseNumber, paidBy, currency },
    'payment refused: the program is already paid',
  );
}
