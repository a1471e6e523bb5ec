/** A pedido as a refund sees it (refund.ts): what paid it, its courses' first classes, its enrolments. */
import { catalogueCourse } from '../catalogue/facts';
import { db } from '../db';
import { firstClass } from '../schedule/groups';
import { limaInstant } from '../schedule/dates';
import { invoiceSaleOf, recordReceived } from '../checkout/sales';
import { catalogueGroup, coursesOfItem } from '../checkout/catalogue';
import {
  invoiceEnrolments,
  invoiceItems,
  setStatus,
  totals,
  type InvoiceRecord,
} from '../checkout/invoice-records';
import { deadlineBefore, type RefundableSale } from './refund';

/** One course's first class: its enrolment's group, else the group chosen, else the course's start. */
function firstClassOf(invoice: InvoiceRecord, courseSlug: string): Date | null | 'started' {
  const enrolment = db.courseEnrolment
    .findMany({ where: { childId: { equals: invoice.studentId }, invoice: { equals: invoice.id } } })
    .find((candidate) => candidate.course.slug === courseSlug);
  if (enrolment && enrolment.status !== 'has_not_started') return 'started';
  if (enrolment?.group) return firstClass(enrolment.group);
  const chosen = invoiceEnrolments(invoice.id).find((candidate) => candidate.course === courseSlug);
  const group = chosen?.group_id ? catalogueGroup(courseSlug, chosen.group_id) : null;
  if (group) return limaInstant(group.startDate, group.startHour);
  const start = catalogueCourse(courseSlug)?.initialDate;
  return start ? limaInstant(start, '00:00') : null;
}

/** Null: no refund (not paid, a course started, no known start). */
export function refundDeadline(invoice: InvoiceRecord): Date | null {
  if (invoice.status !== 'paid') return null;
  return deadlineBefore(
    invoiceItems(invoice.id)
      .flatMap(coursesOfItem)
      .map((slug) => firstClassOf(invoice, slug)),
  );
}

export const invoiceSale = (invoice: InvoiceRecord): RefundableSale => ({
  sale: invoiceSaleOf(invoice),
  paid: invoice.status === 'paid',
  deadline: () => refundDeadline(invoice),
  // A pedido paid before the simulator kept this ledger (a fixture) is recorded at its total.
  received() {
    const reference = invoice.paymentReference ?? `${invoice.id}`;
    const arrival = { method: invoice.paymentMethod ?? 'card', amount: totals(invoice).total, reference };
    return recordReceived(invoiceSaleOf(invoice), arrival);
  },
  enrolmentLine: 'La matrícula de los cursos del pedido quedó anulada.',
  /** The pedido's enrolments go (a course of a path is back to 'remaining'). */
  removeEnrolments() {
    for (const enrolment of db.courseEnrolment.findMany({ where: { invoice: { equals: invoice.id } } })) {
      const where = { id: { equals: enrolment.id } };
      if (enrolment.learningPathId === null) db.courseEnrolment.delete({ where });
      else db.courseEnrolment.update({ where, data: { status: 'remaining', invoice: null, group: null } });
    }
    return invoice.studentId;
  },
  markRefunded: () => setStatus(invoice, 'refunded'),
});
