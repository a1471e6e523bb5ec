/**
 * A pedido's seats (decisions 092, 093; issue 74). Its enrolments — set when the pedido opens or by
 * PATCH /api/invoices/{id}/enrolments — take them before any payment: refused when a chosen group is
 * full, or when a course bought alone has no seat for this family (every group full, or the free
 * seats held for waitlisted families) whether or not a group is chosen. The family holding a freed
 * seat takes it and its hold ends. At every charge the seats are checked again: a pedido whose hold
 * ran out takes them again if free, else it cannot be paid. Synchronous, so two pedidos wanting the
 * last seat never both pass.
 */
import { ownInvoice, updateInvoice, type InvoiceRecord } from '../checkout/invoice-records';
import { courseFreeSeats, courseGroupSeats, courseGroupSeatsLeft, courseListId } from './course-seats';
import { invoiceClaims, invoiceHoldsSeat, type SeatClaim } from './invoice-claims';
import { advance, heldCount, holdOf, markBought } from './queue';
import { holdUntil, laterHold } from './seat-holds';
import { scopeOfUser } from './seats';

/** Whether the invoice's enrolment in the course (a group, or null: assigned later) may take its seat. */
export function takeCourseSeat(
  userId: number,
  invoiceId: number,
  course: string,
  groupId: string | null,
  now: Date,
): boolean {
  const scope = scopeOfUser(userId);
  const listId = courseListId(course);
  advance(scope, listId, now);
  const groups = courseGroupSeats(scope, course, now, invoiceId);
  if (groups.length === 0) return true;
  if (groupId !== null && !groups.some((group) => group.id === groupId && group.seatsLeft > 0)) return false;
  const free = courseFreeSeats(scope, course, now, invoiceId);
  if (free <= 0) return false;
  const hold = holdOf(scope, listId, userId, now);
  if (hold) {
    markBought(hold, now);
    return true;
  }
  return free - heldCount(scope, listId, now) > 0;
}

/** Whether every seat claimed is free for this family (`invoiceId` -1: a pedido not created yet). */
export function claimsHaveSeats(userId: number, invoiceId: number, claims: SeatClaim[], now: Date): boolean {
  const free = claims.map((claim) =>
    claim.alone
      ? takeCourseSeat(userId, invoiceId, claim.course, claim.groupId, now)
      : claim.groupId === null ||
        courseGroupSeatsLeft(userId, invoiceId, claim.course, claim.groupId, now) > 0,
  );
  return free.every(Boolean);
}

/** The pedido keeps its seats at least until `until` (an offer that lasts longer: a cash code). */
export function keepInvoiceSeats(invoice: InvoiceRecord, until: string): InvoiceRecord {
  const now = ownInvoice(invoice.userId, invoice.id) ?? invoice;
  return updateInvoice(now, { seatHeldUntil: laterHold(now.seatHeldUntil, until) });
}

/** At a charge: true when the pedido has its seats (taken again if its hold ran out and they are free). */
export function ensureInvoiceSeats(invoice: InvoiceRecord, now = new Date()): boolean {
  if (invoiceHoldsSeat(invoice, now)) return true;
  const claims = invoiceClaims(invoice.id);
  if (claims.length === 0) return true;
  if (!claimsHaveSeats(invoice.userId, invoice.id, claims, now)) return false;
  updateInvoice(invoice, { seatHeldUntil: holdUntil(now) });
  return true;
}
