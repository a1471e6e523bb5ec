/**
 * The simulated API's refund settings (issue 55 point 4): a paid pedido or vacation purchase may be
 * refunded whole until 48 hours before its first class (a pedido's earliest course; a purchase's
 * program schedule, mocks/refunds/purchase-sale.ts); the policy text is the API's, one for both, so
 * the page shows exactly what the API applies.
 */
import { REFUND_TERMS } from '../../kernel/texts/refunds';
import type { RefundOffer } from '../../server/upstream/schemas/refunds';
import { catalogueCourse } from '../catalogue/facts';
import { db } from '../db';
import { firstClass } from '../schedule/groups';
import { limaInstant } from '../schedule/dates';
import { catalogueGroup, coursesOfItem } from '../checkout/catalogue';
import { invoiceEnrolments, invoiceItems, type InvoiceRecord } from '../checkout/invoice-records';

export const REFUND_CUTOFF_HOURS = 48;
const HOUR_MS = 3_600_000;

/** The simulated API applies the business's published terms (kernel/texts/refunds.ts). */
export const REFUND_POLICY = REFUND_TERMS;

/** The first class of one course of the pedido: its enrolment's group, else the group chosen, else the course's start. */
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

/** The cut-off before the earliest first class; null when there is none or one is unknown or started. */
export function deadlineBefore(firsts: (Date | null | 'started')[]): Date | null {
  const dates = firsts.filter((first): first is Date => first instanceof Date);
  if (dates.length === 0 || dates.length < firsts.length) return null;
  return new Date(Math.min(...dates.map((date) => date.getTime())) - REFUND_CUTOFF_HOURS * HOUR_MS);
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

/** What the API answers of a sale's refund: until when it may be asked for, and the policy. */
export const refundOffer = (deadline: Date | null): RefundOffer => ({
  refundable_until: deadline?.toISOString() ?? null,
  policy: REFUND_POLICY,
});
