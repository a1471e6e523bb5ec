/**
 * Was this already paid? Our record of the approval first; should the store have lost it
 * (embedded store after a restart), what the API lists counts too (docs/decisions/008, 012).
 */
import { getCourseEntry } from '../upstream/content';
import { listParentEnrolments } from '../upstream/parents';
import { listEnrollments } from '../upstream/student';
import type { PurchaseChild } from './child-choice';
import { buildEnrollmentBodies } from './enrollment-bodies';
import { findPaid } from './purchase-registry';
import type { PurchaseContext } from './types';

/**
 * The purchase number (or invoice) that already paid this: for a student, the program; for a
 * parent, the program and schedule for that child. null when nothing did.
 */
export async function paidPurchaseOf(
  bearer: string,
  userId: number,
  purchase: PurchaseContext,
  child: PurchaseChild | null,
): Promise<string | null> {
  const paid = await findPaid(userId, purchase, child?.id ?? null);
  if (paid) return paid.purchaseNumber;
  return child ? childEnrolledUpstream(bearer, purchase, child.id) : ownEnrolledUpstream(bearer, purchase);
}

/** The buyer's own enrollments from a purchase cover every course of the program. */
async function ownEnrolledUpstream(bearer: string, purchase: PurchaseContext): Promise<string | null> {
  const enrollments = await listEnrollments(bearer);
  const bought = enrollments.filter((e) => e.purchase && purchase.courses_in_path.includes(e.course_id));
  const covered = purchase.courses_in_path.every((id) => bought.some((e) => e.course_id === id));
  return covered && bought[0]?.purchase ? bought[0].purchase : null;
}

/**
 * The child has, from a purchase (an invoice), an individual course for every enrollment this
 * purchase would create: the same course name and, for a course sold by group, the same start
 * date. The parents' answer names courses by the API's own ids, not the content ids we hold.
 */
async function childEnrolledUpstream(
  bearer: string,
  purchase: PurchaseContext,
  childId: number,
): Promise<string | null> {
  const [enrolments, entries] = await Promise.all([
    listParentEnrolments(bearer),
    Promise.all(purchase.courses_in_path.map((id) => getCourseEntry(id))),
  ]);
  const invoiced = enrolments.courses.filter((c) => c.student.id === childId && c.invoice !== null);
  const wanted = buildEnrollmentBodies(purchase, entries, '', '', childId);
  let invoice: number | null = null;
  for (const body of wanted) {
    const match = invoiced.find(
      (c) =>
        c.course.name === body.course_name &&
        (body.group_id === undefined || c.group?.start_date === body.initial_date),
    );
    if (!match) return null;
    invoice ??= match.invoice;
  }
  return invoice === null ? null : String(invoice);
}
