/**
 * Was this program already paid for this child (a student: for themselves)? Whatever the
 * schedule (decision 022). Our record of the approval first; should the store have lost it,
 * what the API lists counts too: an active subscription to the program, or enrollments from a
 * purchase in every course of the program (docs/decisions/008, 012, 022).
 */
import { getCourseEntry } from '../upstream/content';
import { listSubscriptions } from '../upstream/global-card-provider';
import { listParentEnrolments } from '../upstream/parents';
import type { ListedSubscription } from '../upstream/schemas/subscriptions';
import { listEnrollments } from '../upstream/student';
import { findPaid, type PaidItem } from './purchase-registry';
import type { PurchaseChild, PurchaseContext } from './types';

/** The user's subscriptions to this program for this child (a student's: without a child). */
export const subscriptionsOfUnit = (list: ListedSubscription[], item: PaidItem, childId: number | null) =>
  list.filter((s) => s.program_id === item.program_id && (s.student_id ?? null) === childId);

/**
 * The purchase number, subscription or invoice that already paid this program for this child
 * (a student: for themselves); null when nothing did. `subscriptions` spares a second listing
 * when the caller already has the user's subscriptions.
 */
export async function paidPurchaseOf(
  bearer: string,
  userId: number,
  purchase: PurchaseContext,
  child: PurchaseChild | null,
  subscriptions?: ListedSubscription[],
): Promise<string | null> {
  const childId = child?.id ?? null;
  const paid = await findPaid(userId, purchase, childId);
  if (paid) return paid.purchaseNumber;
  if (purchase.isSubscription) {
    const list = subscriptions ?? (await listSubscriptions(bearer));
    const active = subscriptionsOfUnit(list, purchase, childId).find((s) => s.status === 'active');
    if (active) return active.subscription_id;
  }
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
 * The child has, from a purchase (an invoice), an individual course of the same name for every
 * course of the program, whatever its group or start. The parents' answer names courses by the
 * API's own ids, not the content ids we hold, so names are what both sides share.
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
  let invoice: number | null = null;
  for (const entry of entries) {
    const match = invoiced.find((c) => c.course.name === entry.fields.name);
    if (!match) return null;
    invoice ??= match.invoice;
  }
  return invoice === null ? null : String(invoice);
}
