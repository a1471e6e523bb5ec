/**
 * Seats of course groups bought on /pagar (decision 092): taken by the fixtures' families (per
 * scope, lowered by 'Liberar un cupo'), plus this mock's invoices naming the group, paid or opened
 * in the last 30 minutes. The invoice's enrolments are refused for a full group, before any payment.
 */
import { courseTakenSeats, DEFAULT_TAKEN } from '../../fixtures/waitlist';
import { catalogueCourse } from '../catalogue/facts';
import { db } from '../db';
import { releaseFrom, scopeOfUser, seatRecord, UNPAID_HOLD_MS, type GroupSeats } from './seats';

/** A course's waitlist id: the queue keeps programs and courses apart by it. */
export const courseListId = (course: string) => `course:${course}`;
export const courseOfList = (listId: string) =>
  listId.startsWith('course:') ? listId.slice('course:'.length) : null;

const courseSeatRecord = (scope: string, course: string, groupId: string) =>
  seatRecord(scope, courseListId(course), groupId, courseTakenSeats[`${course}:${groupId}`] ?? DEFAULT_TAKEN);

/**
 * Invoices of the scope holding a seat in the group (null: a seat of the course, its group assigned
 * later), `exceptInvoice` (the family's own) not counted.
 */
function invoicedSeats(
  scope: string,
  course: string,
  groupId: string | null,
  exceptInvoice: number | null,
  now: Date,
) {
  const since = now.getTime() - UNPAID_HOLD_MS;
  const holding = new Set(
    db.invoiceEnrolment
      .findMany({ where: { course: { equals: course } } })
      // A whole path's enrolments have no group: unassigned, only a course bought alone takes a seat.
      .filter(
        (enrolment) =>
          enrolment.group_id === groupId && (groupId !== null || enrolment.learning_path === null),
      )
      .map((enrolment) => enrolment.invoiceId)
      .filter((id) => id !== exceptInvoice),
  );
  return [...holding].filter((id) => {
    const invoice = db.invoice.findFirst({ where: { id: { equals: id } } });
    if (!invoice || scopeOfUser(invoice.userId) !== scope) return false;
    return invoice.status === 'paid' || (invoice.status === 'open' && Date.parse(invoice.createdAt) > since);
  }).length;
}

/** Each of the course's catalogue groups with its seats left (none for an unknown course). */
export function courseGroupSeats(
  scope: string,
  course: string,
  now: Date,
  exceptInvoice: number | null = null,
): GroupSeats[] {
  return (catalogueCourse(course)?.groups ?? []).map((group) => {
    const record = courseSeatRecord(scope, course, group.id);
    const used = record.taken + invoicedSeats(scope, course, group.id, exceptInvoice, now);
    return { id: group.id, capacity: record.capacity, seatsLeft: Math.max(0, record.capacity - used) };
  });
}

/** Seats left in the group for `invoiceId`'s family (its own invoice not counted). */
export function courseGroupSeatsLeft(
  userId: number,
  invoiceId: number,
  course: string,
  groupId: string,
  now: Date,
): number {
  const group = courseGroupSeats(scopeOfUser(userId), course, now, invoiceId).find(
    (candidate) => candidate.id === groupId,
  );
  return group?.seatsLeft ?? 0;
}

/** The groups' seats left, less the course's own invoices whose group the academy assigns later. */
export function courseFreeSeats(
  scope: string,
  course: string,
  now: Date,
  exceptInvoice: number | null = null,
) {
  const inGroups = courseGroupSeats(scope, course, now, exceptInvoice).reduce(
    (sum, group) => sum + group.seatsLeft,
    0,
  );
  return Math.max(0, inGroups - invoicedSeats(scope, course, null, exceptInvoice, now));
}

/** 'Liberar un cupo' for a course. */
export const releaseCourseSeat = (scope: string, course: string): boolean =>
  releaseFrom(
    (catalogueCourse(course)?.groups ?? []).map((group) => courseSeatRecord(scope, course, group.id)),
  );
