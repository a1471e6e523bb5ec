/**
 * Seats of course groups bought on /pagar (decisions 092, 093): taken by the fixtures' families (per
 * scope, lowered by 'Liberar un cupo'), plus this mock's pedidos claiming the group (invoice-claims.ts)
 * while they hold it: paid, or open within their hold (seat-holds.ts). The pedido's enrolments are
 * refused for a full group, before any payment.
 */
import { courseTakenSeats, DEFAULT_TAKEN } from '../../fixtures/waitlist';
import { catalogueCourse } from '../catalogue/facts';
import { db } from '../db';
import { invoiceClaims, invoiceHoldsSeat } from './invoice-claims';
import { fillFrom, releaseFrom, scopeOfUser, scopeUsers, seatRecord, type GroupSeats } from './seats';

/** A course's waitlist id: the queue keeps programs and courses apart by it. */
export const courseListId = (course: string) => `course:${course}`;
export const courseOfList = (listId: string) =>
  listId.startsWith('course:') ? listId.slice('course:'.length) : null;

const courseSeatRecord = (scope: string, course: string, groupId: string) =>
  seatRecord(scope, courseListId(course), groupId, courseTakenSeats[`${course}:${groupId}`] ?? DEFAULT_TAKEN);

/**
 * Pedidos of the scope holding a seat in the group (null: a seat of the course, its group assigned
 * later), `exceptInvoice` (the family's own) not counted.
 */
function invoicedSeats(
  scope: string,
  course: string,
  groupId: string | null,
  exceptInvoice: number | null,
  now: Date,
) {
  const ofCourse = new Set([
    ...db.invoiceEnrolment.findMany({ where: { course: { equals: course } } }).map((row) => row.invoiceId),
    ...db.invoiceItem.findMany({ where: { product_id: { equals: course } } }).map((row) => row.invoiceId),
  ]);
  // The scope's pedidos read once: a lookup per pedido of the course would grow with every family's.
  let holding = 0;
  for (const invoice of db.invoice.findMany({ where: { userId: scopeUsers(scope) } })) {
    if (invoice.id === exceptInvoice || !ofCourse.has(invoice.id) || !invoiceHoldsSeat(invoice, now))
      continue;
    if (invoiceClaims(invoice.id).some((claim) => claim.course === course && claim.groupId === groupId))
      holding += 1;
  }
  return holding;
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
/** 'Ocupar los cupos' for a course: `groupId`'s group, or every one. */
export const fillCourseSeats = (scope: string, course: string, groupId: string | null): boolean =>
  fillFrom(
    (catalogueCourse(course)?.groups ?? [])
      .filter((group) => groupId === null || group.id === groupId)
      .map((group) => courseSeatRecord(scope, course, group.id)),
  );

export const releaseCourseSeat = (scope: string, course: string): boolean =>
  releaseFrom(
    (catalogueCourse(course)?.groups ?? []).map((group) => courseSeatRecord(scope, course, group.id)),
  );
