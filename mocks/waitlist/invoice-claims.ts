/**
 * The seats a pedido needs (decisions 092, 093; issue 74): each course bought alone takes a seat of
 * the course (in its chosen group, or one assigned later), each course of a path whose group was
 * chosen takes a seat of that group; a whole path's courses have no group yet and take none. A
 * course bought alone whose enrolment was never set still needs its seat: a pedido whose start was
 * refused cannot be paid into a full course.
 */
import type { InvoiceItemRef } from '../../server/upstream/schemas/invoices';
import { invoiceEnrolments, invoiceItems, type InvoiceRecord } from '../checkout/invoice-records';
import { holdValid } from './seat-holds';

export interface SeatClaim {
  course: string;
  /** Null: a seat of the course, its group assigned later (courses bought alone only). */
  groupId: string | null;
  /** Bought alone (a waitlist of its own, decision 093), not inside a path. */
  alone: boolean;
}

interface EnrolmentLike {
  course: string;
  learning_path: string | null;
  group_id: string | null;
}

const soldAlone = (items: InvoiceItemRef[], course: string) =>
  items.some(
    (item) => item.product_type === 'course' && item.product_id === course && item.learning_path === null,
  );

export function claimsOf(items: InvoiceItemRef[], enrolments: EnrolmentLike[]): SeatClaim[] {
  const claims: SeatClaim[] = [];
  for (const enrolment of enrolments) {
    const alone = enrolment.learning_path === null && soldAlone(items, enrolment.course);
    if (alone || enrolment.group_id !== null)
      claims.push({ course: enrolment.course, groupId: enrolment.group_id, alone });
  }
  for (const item of items) {
    if (item.product_type !== 'course' || item.learning_path !== null) continue;
    if (!claims.some((claim) => claim.alone && claim.course === item.product_id))
      claims.push({ course: item.product_id, groupId: null, alone: true });
  }
  return claims;
}

export const invoiceClaims = (invoiceId: number) =>
  claimsOf(invoiceItems(invoiceId), invoiceEnrolments(invoiceId));

/** Paid until refunded; open while its hold lasts. */
export const invoiceHoldsSeat = (invoice: InvoiceRecord, now: Date) =>
  invoice.status === 'paid' || (invoice.status === 'open' && holdValid(invoice.seatHeldUntil, now));
