/** A pedido as a refund sees it: the payment that paid it, its enrolments and its status. */
import { db } from '../db';
import { receivedByReference, recordReceived, type ReceivedRecord } from '../checkout/money';
import { invoiceSaleOf } from '../checkout/sales';
import { setStatus, totals, type InvoiceRecord } from '../checkout/invoice-records';
import { refundDeadline } from './policy';
import type { RefundableSale } from './refund';

/** The pedido's enrolments go (a course of a path is back to 'remaining'); answers their child. */
function removeEnrolments(invoice: InvoiceRecord) {
  const made = db.courseEnrolment.findMany({ where: { invoice: { equals: invoice.id } } });
  for (const enrolment of made) {
    const where = { id: { equals: enrolment.id } };
    if (enrolment.learningPathId === null) db.courseEnrolment.delete({ where });
    else db.courseEnrolment.update({ where, data: { status: 'remaining', invoice: null, group: null } });
  }
  return invoice.studentId;
}

/**
 * The amount the provider received for the paying reference, never the pedido's total now (issue
 * 74). A pedido paid before the simulator kept this ledger (a fixture) is recorded at its total.
 */
export function payingReceived(invoice: InvoiceRecord): ReceivedRecord {
  const reference = invoice.paymentReference ?? `${invoice.id}`;
  return (
    receivedByReference(reference) ??
    recordReceived(invoiceSaleOf(invoice), {
      method: invoice.paymentMethod ?? 'card',
      amount: totals(invoice).total,
      reference,
    })
  );
}

export function invoiceSale(invoice: InvoiceRecord): RefundableSale {
  return {
    sale: invoiceSaleOf(invoice),
    paid: invoice.status === 'paid',
    deadline: () => refundDeadline(invoice),
    received: () => payingReceived(invoice),
    enrolmentLine: 'La matrícula de los cursos del pedido quedó anulada.',
    removeEnrolments: () => removeEnrolments(invoice),
    markRefunded: () => setStatus(invoice, 'refunded'),
  };
}
