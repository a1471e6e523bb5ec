/** The result screen of a payment (spec §8), for any sale: approved or denied, as recorded. */
import { formatTransactionDate, inTimeZone } from '@kernel/dates';
import { formatMoney } from '@kernel/money';
import { APPROVED_TITLE, DENIED_TITLE } from '@kernel/texts/payments';
import { paidWithFacts } from '@kernel/texts/wallet';
import { pendingSteps, type SalePayment } from './payment';

/** Spec §9: the provider's yymmddhhmmss as dd/mm/yy hh:mm:ss; else when we recorded it, in the zone. */
const dateTimeOf = (payment: SalePayment, timeZone: string) =>
  payment.transactionDate
    ? formatTransactionDate(payment.transactionDate)
    : inTimeZone(payment.recordedAt, timeZone).format('DD/MM/YY HH:mm:ss');

export function paymentResultView(payment: SalePayment, timeZone: string) {
  if (payment.status === 'denied')
    return {
      status: 'denied' as const,
      title: DENIED_TITLE,
      orderNumber: payment.number,
      dateTime: dateTimeOf(payment, timeZone),
      message: payment.message,
    };
  return {
    status: 'approved' as const,
    title: APPROVED_TITLE,
    orderNumber: payment.number,
    payerName: payment.payerName,
    dateTime: dateTimeOf(payment, timeZone),
    amount: formatMoney(payment.amount, payment.currency),
    currency: payment.currency,
    ...paidWithFacts(payment.card, payment.brand),
    description: payment.description,
    transactionId: payment.reference,
    /** A follow-up step (enrolments, receipt) still pending: retried, never charged again. */
    followUpPending: pendingSteps(payment).length > 0,
    /** The API refused an enrolment the child already had from another purchase. */
    duplicate: Object.values(payment.followUp).includes('duplicate'),
  };
}

export type PaymentResultView = ReturnType<typeof paymentResultView>;
