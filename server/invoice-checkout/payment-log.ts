/** The checkout's payment log lines: never card data, tokens, session keys or client secrets. */
import { logger } from '../log/logger';
import { currentRequestId } from '../log/request-context';
import { metrics } from '../ops/metrics';
import type { InvoicePayment } from './records';

/** Spec §8: a 403 on an invoice or payment call is logged as 'Problemas con el request'. */
export function logCheckoutForbidden(step: string): void {
  logger.error({ event: 'payment', step, requestId: currentRequestId() ?? null }, 'Problemas con el request');
}

export function logInvoicePayment(payment: InvoicePayment, currency: 'PEN' | 'USD'): void {
  metrics.paymentOutcomes.inc({ result: payment.status, currency });
  logger.info(
    {
      event: 'payment',
      outcome: payment.status,
      invoice: payment.number,
      method: payment.method,
      reference: payment.reference,
      currency,
    },
    `invoice payment ${payment.status}`,
  );
}

/** Searchable by invoice number. */
export function logFollowUpPending(
  step: string,
  payment: { number: string; reference: string },
  error: unknown,
) {
  logger.error(
    {
      event: 'payment',
      outcome: 'follow_up_pending',
      step,
      invoice: payment.number,
      reference: payment.reference,
      error: error instanceof Error ? error.message : String(error),
    },
    'payment follow-up: follow_up_pending',
  );
}
