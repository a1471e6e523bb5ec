/**
 * Money that arrived for a sale that cannot take it goes back at once, by the same method, and
 * the family is told (issue 74): a payment for an amount that is no longer the total, for an offer
 * voided by a change, for a seat that is gone, or for a sale no longer open. Nothing is marked
 * paid; the devolución names the amount received (refunds/provider.ts).
 */
import { formatMoney } from '../../kernel/money';
import type { ReceivedRecord } from '../checkout/money';
import { SALE_WORDS, saleNamed, type Sale } from '../checkout/sales';
import { refundOfReceived, refundReceived, type ProviderRefund, type RefundReason } from './provider';
import { BANK_DELAY, METHOD_TEXT, sendRefundEmail } from './refund';

export type AutomaticReason = Exclude<RefundReason, 'requested'>;

function why(sale: Sale, reason: AutomaticReason): string {
  const words = SALE_WORDS[sale.kind];
  const it = words.it.toLowerCase();
  switch (reason) {
    case 'amount_mismatch':
      return `el monto no coincidía con el total actual de ${it}`;
    case 'offer_void':
      return `ese pago se había anulado porque ${it} cambió (un código o los cursos elegidos)`;
    case 'schedule_full':
      return `${words.seat.toLowerCase()} ya no tenía cupos`;
    case 'not_open':
      return `${it} ya no aceptaba pagos`;
  }
}

function tell(sale: Sale, refund: ProviderRefund, reason: AutomaticReason) {
  const named = saleNamed(sale);
  const received = formatMoney(refund.amount, refund.currency);
  return sendRefundEmail(sale, `Kodea · Devolvimos tu pago ${named}`, [
    `Recibimos ${received} como pago ${named}, pero ${why(sale, reason)}: no lo registramos como pagado.`,
    `Te lo devolvimos ${METHOD_TEXT[refund.method]}. ${BANK_DELAY}`,
  ]);
}

/** Once per amount received: a repeated notice answers the same devolución, without a second e-mail. */
export function refundAutomatically(sale: Sale, received: ReceivedRecord, reason: AutomaticReason) {
  const earlier = refundOfReceived(received.id);
  if (earlier) return earlier;
  const refund = refundReceived(received, reason);
  tell(sale, refund, reason);
  return refund;
}
