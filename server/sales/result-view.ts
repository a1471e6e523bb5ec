/** The result screen of a payment (spec §8), for any sale: approved or denied, as recorded. */
import { formatTransactionDate, inTimeZone } from '@kernel/dates';
import { formatMoney } from '@kernel/money';
import { APPROVED_TITLE, DENIED_TITLE, duplicateEnrollment } from '@kernel/texts/payments';
import { paidWithFacts } from '@kernel/texts/wallet';
import { childPurchaseHref } from '../vacation-purchase/child-rules';
import { followUpPending, type SalePayment } from './payment';
import { PURCHASES_PATH } from './sale-path';

/** Spec §9: the provider's yymmddhhmmss as dd/mm/yy hh:mm:ss; else when we recorded it, in the zone. */
const dateTimeOf = (payment: SalePayment, timeZone: string) =>
  payment.transactionDate
    ? formatTransactionDate(payment.transactionDate)
    : inTimeZone(payment.recordedAt, timeZone).format('DD/MM/YY HH:mm:ss');

export function paymentResultView(payment: SalePayment, timeZone: string) {
  const facts = { orderNumber: payment.number, dateTime: dateTimeOf(payment, timeZone) };
  if (payment.status === 'denied')
    return { status: 'denied' as const, title: DENIED_TITLE, ...facts, message: payment.message };
  // A vacation program's child; a pedido names its child in the description.
  const child = payment.vacation?.child ?? null;
  const duplicate = Object.values(payment.followUp).includes('duplicate');
  return {
    status: 'approved' as const,
    title: APPROVED_TITLE,
    kind: payment.sale.kind,
    ...facts,
    payerName: payment.payerName,
    amount: formatMoney(payment.amount, payment.currency),
    currency: payment.currency,
    ...paidWithFacts(payment.card, payment.brand),
    description: payment.description,
    studentName: child?.firstName ?? null,
    transactionId: payment.reference,
    followUpPending: followUpPending(payment),
    duplicateNotice: child && duplicate ? duplicateEnrollment(child.firstName) : null,
    /** 'Ver Mi Compra': the child's courses, a student's dashboard, or a pedido's Mis compras. */
    purchaseHref:
      payment.sale.kind === 'invoice' ? PURCHASES_PATH : child ? childPurchaseHref(child.id) : '/dashboard',
  };
}

export type PaymentResultView = ReturnType<typeof paymentResultView>;
