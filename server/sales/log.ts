/** A sale's log lines, any kind, searchable by its number: never card data, tokens, keys or secrets. */
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

/** A payment outcome: counted by its result and currency, and logged. */
function logOutcome(
  level: 'info' | 'warn',
  outcome: string,
  currency: string,
  line: object,
  message: string,
) {
  metrics.paymentOutcomes.inc({ result: outcome, currency });
  logger[level]({ event: 'payment', outcome, ...line }, message);
}

export function logPayment(payment: SalePayment): void {
  const { status, number, method, reference } = payment;
  const denial = payment.status === 'denied' ? { actionCode: payment.actionCode } : {};
  const line = { sale: saleKey(payment.sale), number, method, reference, ...denial };
  logOutcome('info', status, payment.currency, line, `payment ${status}`);
}

/** A follow-up step left pending (the journal retries it), or a duplicate enrolment (support refunds it). */
export function logFollowUp(
  step: string,
  { number, reference }: { number: string; reference: string },
  error: unknown,
  outcome: 'follow_up_pending' | 'duplicate_enrollment' = 'follow_up_pending',
) {
  if (error instanceof UpstreamError && error.kind === 'forbidden') logForbidden(step);
  const message = error instanceof Error ? error.message : String(error);
  const line = { event: 'payment', outcome, step, number, reference, error: message };
  logger.error(line, `payment follow-up: ${outcome}`);
}

/** Money the provider received that cannot pay the sale (another total, a sale no longer open). */
export function logReturned(sale: Sale, received: number, reason = 'amount_mismatch') {
  const line = { sale: saleKey(sale.ref), number: sale.number, reason, received, total: sale.total };
  logOutcome('warn', 'returned', 'n/a', line, 'payment not applied: the money goes back');
}

/** A vacation program paid meanwhile under another purchase number: refused before any charge. */
export function logRefusedAsPaid(purchaseNumber: string, paidBy: string, currency: Currency) {
  const line = { purchaseNumber, paidBy, currency };
  logOutcome('warn', 'refused_already_paid', currency, line, 'payment refused: the program is already paid');
}
