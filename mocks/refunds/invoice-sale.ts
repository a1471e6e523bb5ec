/** A pedido as a refund sees it: its charge, its enrolments and its status. */
import { db } from '../db';
import { invoiceNumber, setStatus, totals, type InvoiceRecord } from '../checkout/invoice-records';
import type { RefundableSale } from './refund';

/** The enrolments the pedido made: a course alone goes; a course of a path is back to 'remaining'. */
function removeEnrolments(invoice: InvoiceRecord) {
  const made = db.courseEnrolment.findMany({ where: { invoice: { equals: invoice.id } } });
  for (const enrolment of made) {
    const where = { id: { equals: enrolment.id } };
    if (enrolment.learningPathId === null) db.courseEnrolment.delete({ where });
    else db.courseEnrolment.update({ where, data: { status: 'remaining', invoice: null, group: null } });
  }
}

export function invoiceSale(invoice: InvoiceRecord): RefundableSale {
  return {
    owner: { userId: invoice.userId, invoiceId: invoice.id, purchaseId: null },
    charge: {
      userId: invoice.userId,
      number: invoiceNumber(invoice.id),
      method: invoice.paymentMethod ?? 'card',
      reference: invoice.paymentReference ?? '',
      amount: totals(invoice).total,
      currency: invoice.currency,
    },
    of: 'del pedido',
    enrolmentLine: 'La matrícula de los cursos del pedido quedó anulada.',
    removeEnrolments: () => {
      removeEnrolments(invoice);
      return invoice.studentId;
    },
    markRefunded: () => setStatus(invoice, 'refunded'),
  };
}
