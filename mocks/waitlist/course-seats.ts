/**
 * Seats of course groups bought on /pagar (decision 092): taken by the fixtures' families, plus
 * this mock's invoices naming the group, paid or opened in the last 30 minutes. The invoice's
 * enrolments are refused for a full group, before any payment.
 */
import { courseTakenSeats, DEFAULT_TAKEN, SEATS_PER_CLASS } from '../../fixtures/waitlist';
import { db } from '../db';
import { scopeOfUser, UNPAID_HOLD_MS } from './seats';

/** Seats left in the group for `invoiceId`'s family (its own invoice not counted). */
export function courseGroupSeatsLeft(
  userId: number,
  invoiceId: number,
  course: string,
  groupId: string,
  now: Date,
): number {
  const scope = scopeOfUser(userId);
  const since = now.getTime() - UNPAID_HOLD_MS;
  const holding = new Set(
    db.invoiceEnrolment
      .findMany({ where: { course: { equals: course }, group_id: { equals: groupId } } })
      .map((enrolment) => enrolment.invoiceId)
      .filter((id) => id !== invoiceId),
  );
  const taken = [...holding].filter((id) => {
    const invoice = db.invoice.findFirst({ where: { id: { equals: id } } });
    if (!invoice || scopeOfUser(invoice.userId) !== scope) return false;
    return invoice.status === 'paid' || (invoice.status === 'open' && Date.parse(invoice.createdAt) > since);
  }).length;
  return Math.max(0, SEATS_PER_CLASS - (courseTakenSeats[`${course}:${groupId}`] ?? DEFAULT_TAKEN) - taken);
}
